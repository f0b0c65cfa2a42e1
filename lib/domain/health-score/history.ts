/**
 * Score history for the trend graph: one point per local day of the last 7 or 30 days, oldest first.
 *
 * A day is "real" when the person logged a mood or a partner check-in on it. Its point is the 7-day score as of the
 * end of that day (the window of the 7 local days ending on it), so a point moves only with what was known by then
 * and the graph reads like a rolling weekly score. Today's point treats today as still in progress, exactly like the
 * live score, so the last point matches the 7-day score on the gauge. Other days are estimated: linearly
 * interpolated between the nearest real points, flat before the first and after the last, and flagged
 * isInterpolated. With no real day in the range there is no history ([]).
 *
 * The records are bucketed by local day once over the range plus the 6 days before it; each real point then reads
 * its 7 buckets, so 30 points cost 30 × 7 bucket reads, not 30 passes over the records.
 */
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "../types";
import { addDays, lastDays, localDayKey, type DayKey } from "../time";
import { roundTo } from "../stats";
import { bucketByDay, type DayBucket } from "./buckets";
import {
  HISTORY_POINT_WINDOW_DAYS,
  HISTORY_RANGES,
  KEPT_HISTORY_DAYS,
  SCORE_DECIMALS,
  type HistoryRange,
} from "./constants";
import { scoreFromBuckets } from "./score";

export interface HistoryPoint {
  calculationDate: DayKey;
  healthScore: number;
  moodTrendScore: number;
  ritualCompletionScore: number;
  checkinFrequencyScore: number;
  partnerInteractionScore: number;
  isInterpolated: boolean;
}

export interface ScoreHistoryInput {
  clock: Clock;
  days: HistoryRange;
  moods: readonly MoodRecord[];
  checkins: readonly PartnerCheckinRecord[];
  rituals: readonly RitualRecord[];
  /** When the person answered a question for two shared with their partner (issue #37); none when absent. */
  questionAnswers?: readonly Date[];
}

type PointValues = Omit<HistoryPoint, "calculationDate" | "isInterpolated">;
const VALUE_FIELDS = [
  "healthScore",
  "moodTrendScore",
  "ritualCompletionScore",
  "checkinFrequencyScore",
  "partnerInteractionScore",
] as const satisfies readonly (keyof PointValues)[];

function interpolate(from: PointValues, to: PointValues, t: number): PointValues {
  const values = {} as PointValues;
  for (const field of VALUE_FIELDS)
    values[field] = roundTo(from[field] + (to[field] - from[field]) * t, SCORE_DECIMALS);
  return values;
}

export function computeScoreHistory(input: ScoreHistoryInput): HistoryPoint[] {
  const { clock, days } = input;
  const range = lastDays(localDayKey(clock.now, clock.timeZone), days + HISTORY_POINT_WINDOW_DAYS - 1);
  const buckets = bucketByDay(range, clock.timeZone, input.moods, input.checkins, input.rituals, input.questionAnswers);
  return historyFromBuckets(buckets, days);
}

/**
 * The history of the last `days` days from buckets of consecutive local days ending today, at least
 * `days + 6` of them (more are ignored from the oldest end), so one bucketing can serve several histories.
 */
export function historyFromBuckets(allBuckets: readonly DayBucket[], days: number): HistoryPoint[] {
  const lookback = HISTORY_POINT_WINDOW_DAYS - 1;
  const buckets = allBuckets.slice(Math.max(0, allBuckets.length - (days + lookback)));
  if (buckets.length < days + lookback)
    throw new RangeError(`history of ${days} days needs ${days + lookback} buckets`);
  const real: (PointValues | null)[] = [];
  for (let j = 0; j < days; j++) {
    const day = buckets[j + lookback]!;
    if (day.moodCount === 0 && day.checkinCount === 0) {
      real.push(null);
      continue;
    }
    const score = scoreFromBuckets(buckets.slice(j, j + HISTORY_POINT_WINDOW_DAYS), j === days - 1);
    real.push({
      healthScore: score.finalScore,
      moodTrendScore: score.moodTrendScore,
      ritualCompletionScore: score.ritualCompletionScore,
      checkinFrequencyScore: score.checkinFrequencyScore,
      partnerInteractionScore: score.partnerInteractionScore,
    });
  }

  const realIndexes = real.flatMap((values, j) => (values === null ? [] : [j]));
  if (realIndexes.length === 0) return [];

  const points: HistoryPoint[] = [];
  let next = 0; // position in realIndexes of the first real point at or after j
  for (let j = 0; j < days; j++) {
    const calculationDate = buckets[j + lookback]!.day;
    const own = real[j];
    if (own) {
      points.push({ calculationDate, ...own, isInterpolated: false });
      next += 1;
      continue;
    }
    const before = next > 0 ? realIndexes[next - 1]! : null;
    const after = next < realIndexes.length ? realIndexes[next]! : null;
    const values =
      before === null
        ? real[after!]!
        : after === null
          ? real[before]!
          : interpolate(real[before]!, real[after]!, (j - before) / (after - before));
    points.push({ calculationDate, ...values, isInterpolated: true });
  }
  return points;
}

/**
 * The points the trend graph draws: from the first real day on (issue #32). The flat estimates before it stand for
 * days before the person had logged anything, often before the account existed, and drew a week of "Estimated"
 * days on a new couple's first chart.
 */
export function fromFirstRealDay(points: readonly HistoryPoint[]): HistoryPoint[] {
  const first = points.findIndex((point) => !point.isInterpolated);
  return first === -1 ? [] : points.slice(first);
}

/**
 * The history a recalculation stores (issue #14): `recent` (the 30-day history the dashboard shows, as computed by
 * computeHealthOverview) preceded by the year's older points, from the first real day on. Older points come from the
 * year-long interpolation, so an estimated day before the 30 days may lean on a real day inside them; the 30 days
 * themselves stay exactly the dashboard's. Nothing before the first real day is stored: a flat estimate over months
 * without data would only pretend. With `recent` empty the older points may end in estimates after the last real
 * day; they are flagged, and the dashboard's read ignores anything older than its 30 days (recentStoredHistory).
 */
export function keptHistory(input: Omit<ScoreHistoryInput, "days">, recent: readonly HistoryPoint[]): HistoryPoint[] {
  const { clock } = input;
  const today = localDayKey(clock.now, clock.timeZone);
  const recentStart = addDays(today, 1 - HISTORY_RANGES[HISTORY_RANGES.length - 1]!);
  const range = lastDays(today, KEPT_HISTORY_DAYS + HISTORY_POINT_WINDOW_DAYS - 1);
  const buckets = bucketByDay(range, clock.timeZone, input.moods, input.checkins, input.rituals, input.questionAnswers);
  const year = historyFromBuckets(buckets, KEPT_HISTORY_DAYS);
  const firstReal = year.findIndex((point) => !point.isInterpolated);
  const older = firstReal === -1 ? [] : year.slice(firstReal).filter((point) => point.calculationDate < recentStart);
  return [...older, ...recent];
}
