import { generateRecommendations } from "@/lib/domain/recommendations";
import { addDays, daysBetween, localDayKey } from "@/lib/domain/time";
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "@/lib/domain/types";
import { weeklySummary } from "@/lib/domain/weekly-summary";
import type { CoachContext, MoodDirection } from "./context";

/** Days of records the coach's context is computed from: two weeks, for "this week against the one before". */
export const COACH_CONTEXT_DAYS = 14;
/** A change of at least half a mood point between the two weeks counts as a direction. */
const MOOD_DIRECTION_STEP = 0.5;
/** The person's own notes the coach may read when they allow it: the newest few, each cut short. */
const COACH_NOTES_MAX = 5;
export const COACH_NOTE_MAX_CHARS = 300;

export interface CoachContextInput {
  clock: Clock;
  firstName: string;
  partnerName: string | null;
  currentPage: string;
  /** The person's own moods of the last COACH_CONTEXT_DAYS local days. */
  moods: readonly MoodRecord[];
  /** Partner check-ins the person wrote in that window. */
  checkins: readonly PartnerCheckinRecord[];
  rituals: readonly RitualRecord[];
  /** The person allowed the coach to read their notes (decision 035). */
  notesAllowed: boolean;
  jointSuggestionsOff: boolean;
}

const average = (values: readonly number[]): number | null =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

function direction(last: number | null, prior: number | null): MoodDirection {
  if (last === null || prior === null) return "unknown";
  if (last - prior >= MOOD_DIRECTION_STEP) return "rising";
  if (prior - last >= MOOD_DIRECTION_STEP) return "falling";
  return "steady";
}

/**
 * The coach's view of the person (issue #15): figures from their own engines over two weeks, the partner only by
 * name, and their notes only when they said so. The same object feeds the model's prompt and the offline coach.
 */
export function buildCoachContext(input: CoachContextInput): CoachContext {
  const { clock } = input;
  const today = localDayKey(clock.now, clock.timeZone);
  const lastWeekStart = addDays(today, -6);
  const priorWeekStart = addDays(today, -13);
  const last: number[] = [];
  const prior: number[] = [];
  const daysLogged = new Set<string>();
  const feelings = new Map<string, number>();
  for (const mood of input.moods) {
    const day = localDayKey(mood.at, clock.timeZone);
    if (day > today || day < priorWeekStart) continue;
    if (day >= lastWeekStart) {
      last.push(mood.value);
      daysLogged.add(day);
    } else {
      prior.push(mood.value);
    }
    for (const keyword of mood.keywords) feelings.set(keyword, (feelings.get(keyword) ?? 0) + 1);
  }
  const topFeelings = [...feelings]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, 3)
    .map(([keyword]) => keyword);

  const latestCheckin = input.checkins.reduce<Date | null>(
    (latest, c) => (!latest || c.at > latest ? c.at : latest),
    null,
  );
  const hasPartner = input.partnerName !== null;
  const { recommendations } = generateRecommendations({
    clock,
    moods: input.moods,
    rituals: input.rituals,
    checkins: input.checkins,
    hasPartner,
  });
  const summary = weeklySummary({ clock, moods: input.moods });
  const ownNotes = input.notesAllowed
    ? [...input.moods]
        .filter((mood) => mood.notes && mood.notes.trim() !== "")
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, COACH_NOTES_MAX)
        .map((mood) => mood.notes!.trim().slice(0, COACH_NOTE_MAX_CHARS))
    : [];

  const averageLast7 = average(last);
  const averagePrior7 = average(prior);
  return {
    firstName: input.firstName,
    partnerName: input.partnerName,
    currentPage: input.currentPage,
    mood: {
      direction: direction(averageLast7, averagePrior7),
      averageLast7,
      averagePrior7,
      daysLogged7: daysLogged.size,
      topFeelings,
    },
    daysSincePartnerCheckin:
      hasPartner && latestCheckin ? daysBetween(localDayKey(latestCheckin, clock.timeZone), today) : null,
    recommendations: recommendations.slice(0, 3).map(({ title, reason, route }) => ({ title, reason, route })),
    weeklySummary: summary.hasData ? (summary.insights[0] ?? null) : null,
    ownNotes,
    jointSuggestionsOff: input.jointSuggestionsOff,
  };
}
