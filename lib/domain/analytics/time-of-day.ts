import { BEST_TIME_MIN_MOODS_PER_BUCKET, settle, type TimeOfDay, type TimeOfDaySummary } from "../recommendations";
import { roundTo } from "../stats";
import { meanOf, type Figures } from "./daily-rollup";

/**
 * Time-of-day insights (the chrono_enabled switch, decision 061): the person's moods by part of their local day
 * (morning < 12, afternoon < 17, evening: the recommendations' buckets), and the parts when they tend to feel best and
 * worst. A part of the day takes part only with TIME_OF_DAY_MIN_MOODS moods in it (the recommendations' "best time"
 * rule uses the same floor), and best and worst are named only when at least two parts qualify and differ: with fewer
 * the page says what unlocks them.
 */
export const TIME_OF_DAY_MIN_MOODS = BEST_TIME_MIN_MOODS_PER_BUCKET;

export interface TimeOfDayPart {
  key: TimeOfDay;
  label: string;
  average: number | null;
  count: number;
}

export interface TimeOfDayInsight {
  parts: TimeOfDayPart[];
  best: TimeOfDayPart | null;
  worst: TimeOfDayPart | null;
  /** The finding with its figures, or what is still needed. */
  sentence: string;
}

const LABELS: Record<TimeOfDay, string> = { morning: "Morning", afternoon: "Afternoon", evening: "Evening" };
const IN_THE: Record<TimeOfDay, string> = {
  morning: "in the morning",
  afternoon: "in the afternoon",
  evening: "in the evening",
};

const signed = (value: number) => (value < 0 ? `−${Math.abs(value)}` : value > 0 ? `+${value}` : "0");
const figures = (part: TimeOfDayPart) => `average ${signed(part.average!)}, n = ${part.count}`;

const PARTS: readonly TimeOfDay[] = ["morning", "afternoon", "evening"];

/**
 * The moods of each part of the day from their counts and sums (Mood Analytics adds up its daily rollups), as
 * summarizeTimesOfDay gives them from the moods themselves.
 */
export function summarizeTimeOfDayFigures(figures: Readonly<Record<TimeOfDay, Figures>>): TimeOfDaySummary[] {
  return PARTS.map((bucket) => ({ bucket, count: figures[bucket].count, average: settle(meanOf(figures[bucket])) }));
}

/** From the person's moods per part of the day (summarizeTimesOfDay, or summarizeTimeOfDayFigures). */
export function timeOfDayInsight(summaries: readonly TimeOfDaySummary[]): TimeOfDayInsight {
  const parts: TimeOfDayPart[] = summaries.map((b) => ({
    key: b.bucket,
    label: LABELS[b.bucket],
    average: Number.isFinite(b.average) ? roundTo(b.average, 2) : null,
    count: b.count,
  }));
  // Ranked by the rounded averages the page shows, so the sentence never contradicts its own figures.
  const ranked = parts
    .filter((p) => p.count >= TIME_OF_DAY_MIN_MOODS)
    .sort((a, b) => b.average! - a.average! || b.count - a.count);
  if (ranked.length < 2) {
    return { parts, best: null, worst: null, sentence: TIME_OF_DAY_TEXT.notEnough(parts) };
  }
  const best = ranked[0]!;
  const worst = ranked.at(-1)!;
  if (best.average === worst.average) {
    return { parts, best: null, worst: null, sentence: TIME_OF_DAY_TEXT.noDifference(ranked) };
  }
  return { parts, best, worst, sentence: TIME_OF_DAY_TEXT.finding(best, worst) };
}

export const TIME_OF_DAY_TEXT = {
  title: "When in the day you feel best",
  explainer: "Morning is before noon, afternoon before 5 pm, evening after. n is the number of moods.",
  notEnough(parts: readonly TimeOfDayPart[]): string {
    const counts = parts.map((p) => `${p.label.toLowerCase()} ${p.count}`).join(", ");
    return (
      `Not enough yet: log at least ${TIME_OF_DAY_MIN_MOODS} moods in each of two parts of the day to see when you ` +
      `feel best and worst (so far ${counts}).`
    );
  },
  noDifference(parts: readonly TimeOfDayPart[]): string {
    return `Your mood is about the same across the day (${parts.map((p) => `${p.label.toLowerCase()} n = ${p.count}`).join(", ")}).`;
  },
  finding(best: TimeOfDayPart, worst: TimeOfDayPart): string {
    return (
      `You tend to feel best ${IN_THE[best.key]} (${figures(best)}) and lowest ${IN_THE[worst.key]} ` +
      `(${figures(worst)}).`
    );
  },
} as const;
