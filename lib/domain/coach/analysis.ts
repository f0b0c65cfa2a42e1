import { z } from "zod";
import { correlateDays, dailyMeans, type DayCorrelation } from "../analytics/day-correlation";
import { mean, roundTo, standardDeviation, topCounts } from "../stats";
import { addDays, dayOfWeek, localDayKey, type DayKey } from "../time";
import type { BiometricRecord, Clock, MoodRecord } from "../types";

/**
 * The AI Analysis tab (issue #15): a written analysis of the last 30 days that may only say what these figures say.
 * The figures are computed here, shown beside the text, and each paragraph names the figures it rests on; a
 * paragraph from the model that cites a figure we did not give it is dropped (see `keepGrounded`).
 */
export const ANALYSIS_DAYS = 30;
/** Fewer mood days than this and there is nothing to analyse yet. */
const ANALYSIS_MIN_DAYS = 5;
/** A weekday is compared only with at least this many of its days logged. */
const WEEKDAY_MIN_DAYS = 2;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type AnalysisFigureId =
  | "mood-average"
  | "mood-change"
  | "days-logged"
  | "steadiness"
  | "best-day"
  | "hardest-day"
  | "top-feelings"
  | "sleep-mood"
  | "stress-mood"
  | "connection";

export interface AnalysisFigure {
  id: AnalysisFigureId;
  label: string;
  value: string;
  detail: string;
  /** The figure in one plain sentence: what the offline analysis says about it. */
  sentence: string;
}

export interface AnalysisInput {
  clock: Clock;
  /** The person's moods of the last 2 × ANALYSIS_DAYS local days (the earlier half is the comparison). */
  moods: readonly MoodRecord[];
  biometrics: readonly BiometricRecord[];
  /** The person's own connection ratings (partner check-ins they wrote), −3..3, last ANALYSIS_DAYS days. */
  connection: readonly { at: Date; value: number }[];
}

const signed = (value: number) => (value > 0 ? `+${value.toFixed(1)}` : value.toFixed(1));
const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

function correlationFigure(id: "sleep-mood" | "stress-mood", label: string, c: DayCorrelation): AnalysisFigure | null {
  if (!c.claimed || c.r === null) return null;
  const moves = c.direction === "positive" ? "higher" : "lower";
  const what = id === "sleep-mood" ? "more sleep" : "more stress";
  return {
    id,
    label,
    value: `r = ${c.r.toFixed(2)}`,
    detail: `${c.strength} link over ${days(c.n)}`,
    sentence: `On days with ${what}, your mood tended to be ${moves} (a ${c.strength} link over ${days(c.n)}).`,
  };
}

/** Every figure the analysis may use; a figure the data cannot support is left out rather than shown empty. */
export function analysisFigures(input: AnalysisInput): AnalysisFigure[] {
  const { timeZone } = input.clock;
  const today = localDayKey(input.clock.now, timeZone);
  const start = addDays(today, -(ANALYSIS_DAYS - 1));
  const priorStart = addDays(start, -ANALYSIS_DAYS);
  const inWindow = (day: DayKey) => day >= start && day <= today;
  const recent = input.moods.filter((m) => inWindow(localDayKey(m.at, timeZone)));
  const prior = input.moods.filter((m) => {
    const day = localDayKey(m.at, timeZone);
    return day >= priorStart && day < start;
  });
  const daily = dailyMeans(recent, timeZone);
  if (daily.size < ANALYSIS_MIN_DAYS) return [];

  const average = mean(recent.map((m) => m.value));
  const figures: AnalysisFigure[] = [
    {
      id: "mood-average",
      label: "Average mood",
      value: signed(average),
      detail: `from ${recent.length} moods, on a scale from −3 to +3`,
      sentence: `Your mood averaged ${signed(average)} on the scale from −3 to +3.`,
    },
    {
      id: "days-logged",
      label: "Days logged",
      value: `${daily.size} of ${ANALYSIS_DAYS}`,
      detail: "days with a mood",
      sentence: `Over the last 30 days you logged a mood on ${daily.size} of them.`,
    },
  ];
  if (prior.length > 0) {
    const before = mean(prior.map((m) => m.value));
    const delta = roundTo(average - before, 1);
    figures.push({
      id: "mood-change",
      label: "Change from the 30 days before",
      value: signed(delta),
      detail: `the 30 days before averaged ${signed(before)}`,
      sentence:
        delta === 0
          ? "That is about the same as the 30 days before."
          : `That is ${Math.abs(delta).toFixed(1)} ${delta > 0 ? "higher" : "lower"} than the 30 days before.`,
    });
  }
  const spread = roundTo(standardDeviation([...daily.values()]), 1);
  const feel = spread < 0.75 ? "fairly steady" : spread < 1.5 ? "moderately changeable" : "quite changeable";
  figures.push({
    id: "steadiness",
    label: "Day-to-day variation",
    value: spread.toFixed(1),
    detail: "standard deviation of your daily averages; lower is steadier",
    sentence: `Your mood was ${feel} from day to day.`,
  });

  const byWeekday = WEEKDAYS.map((name, weekday) => {
    const values = [...daily].filter(([day]) => dayOfWeek(day) === weekday).map(([, v]) => v);
    return { name, count: values.length, average: values.length > 0 ? mean(values) : 0 };
  }).filter((w) => w.count >= WEEKDAY_MIN_DAYS);
  if (byWeekday.length >= 3) {
    const sorted = [...byWeekday].sort((a, b) => b.average - a.average);
    const best = sorted[0]!;
    const hardest = sorted.at(-1)!;
    if (best.average - hardest.average >= 0.5) {
      figures.push(
        {
          id: "best-day",
          label: "Best day",
          value: best.name,
          detail: `average ${signed(best.average)} over ${days(best.count)}`,
          sentence: `${best.name}s tended to be your best days.`,
        },
        {
          id: "hardest-day",
          label: "Hardest day",
          value: hardest.name,
          detail: `average ${signed(hardest.average)} over ${days(hardest.count)}`,
          sentence: `${hardest.name}s tended to be your hardest.`,
        },
      );
    }
  }

  const feelings = topCounts(
    recent.flatMap((m) => m.keywords),
    3,
    2,
  );
  if (feelings.length > 0) {
    figures.push({
      id: "top-feelings",
      label: "Most named feelings",
      value: feelings.map((f) => f.value).join(", "),
      detail: feelings.map((f) => `${f.value} ${f.count}×`).join(", "),
      sentence: `The feelings you named most were ${feelings.map((f) => f.value).join(", ")}.`,
    });
  }

  const health = (field: "sleepHours" | "stressLevel") =>
    dailyMeans(
      input.biometrics.flatMap((b) => (b[field] === null ? [] : [{ at: b.at, value: b[field] }])),
      timeZone,
    );
  const sleep = correlationFigure("sleep-mood", "Sleep and mood", correlateDays(health("sleepHours"), daily));
  const stress = correlationFigure("stress-mood", "Stress and mood", correlateDays(health("stressLevel"), daily));
  if (sleep) figures.push(sleep);
  if (stress) figures.push(stress);

  const connection = input.connection.filter((c) => inWindow(localDayKey(c.at, timeZone)));
  if (connection.length > 0) {
    figures.push({
      id: "connection",
      label: "Your connection ratings",
      value: signed(mean(connection.map((c) => c.value))),
      detail: `average of ${connection.length} partner check-in${connection.length === 1 ? "" : "s"}, −3 to +3`,
      sentence: `You rated your connection with your partner ${signed(mean(connection.map((c) => c.value)))} on average.`,
    });
  }
  return figures;
}

/** What the model must return (structured output); also the shape of the offline analysis. */
export const writtenAnalysisSchema = z.object({
  paragraphs: z
    .array(z.object({ text: z.string().min(1).max(700), figureIds: z.array(z.string()).max(6) }))
    .min(1)
    .max(4),
  suggestion: z.string().min(1).max(400),
});
export type WrittenAnalysis = z.infer<typeof writtenAnalysisSchema>;

/** Drops any paragraph that cites no figure or one we never gave: nothing unsupported reaches the page. */
export function keepGrounded(analysis: WrittenAnalysis, figures: readonly AnalysisFigure[]): WrittenAnalysis | null {
  const known = new Set<string>(figures.map((f) => f.id));
  const paragraphs = analysis.paragraphs.filter(
    (p) => p.figureIds.length > 0 && p.figureIds.every((id) => known.has(id)),
  );
  return paragraphs.length > 0 ? { ...analysis, paragraphs } : null;
}

/** Paragraphs of the offline analysis: which figures go together, in reading order. */
const OFFLINE_PARAGRAPHS: readonly (readonly AnalysisFigureId[])[] = [
  ["days-logged", "mood-average", "mood-change"],
  ["steadiness", "best-day", "hardest-day"],
  ["top-feelings", "sleep-mood", "stress-mood"],
  ["connection"],
];

/**
 * The analysis without a model: the figures' own sentences, grouped, each paragraph citing what it uses. Used
 * offline, and when the person turned AI suggestions off (their data then never goes to a model).
 */
export function writeOfflineAnalysis(figures: readonly AnalysisFigure[]): WrittenAnalysis | null {
  if (figures.length === 0) return null;
  const byId = new Map(figures.map((f) => [f.id, f]));
  const paragraphs = OFFLINE_PARAGRAPHS.flatMap((ids) => {
    const used = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return used.length === 0 ? [] : [{ text: used.map((f) => f.sentence).join(" "), figureIds: used.map((f) => f.id) }];
  });
  const logged = Number(byId.get("days-logged")?.value.split(" ")[0] ?? 0);
  const hardest = byId.get("hardest-day");
  const suggestion = hardest
    ? `Plan something small and restoring for your next ${hardest.value}: a walk, an early night or time with someone you like.`
    : byId.has("stress-mood")
      ? "Stress and your mood move together: a few minutes of slow breathing on busy days is a small place to start."
      : byId.has("sleep-mood")
        ? "Sleep and your mood move together: a steady wake time is one of the simplest ways to protect both."
        : logged < 15
          ? "Logging on more days would make your patterns clearer: a few seconds a day is enough."
          : "Keep logging: the patterns get clearer with every week.";
  return { paragraphs, suggestion };
}

/** The model's instructions for the analysis: only these figures, cited by id, in the house voice. */
export function analysisPrompt(figures: readonly AnalysisFigure[]): { system: string; prompt: string } {
  return {
    system: [
      "You write a short, warm analysis of a person's last 30 days in Attune, a wellbeing app for couples and individuals.",
      "Use only the figures given. Every paragraph must list in figureIds the ids of the figures it relies on, and say nothing those figures do not support.",
      "Never diagnose, never name a disorder, never give medical advice. You are a computer program, not a therapist.",
      "Write 2 to 4 paragraphs of at most 3 sentences, in the second person, then one small practical suggestion.",
    ].join("\n"),
    prompt: JSON.stringify({ figures }),
  };
}
