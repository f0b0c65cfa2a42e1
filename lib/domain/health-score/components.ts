/**
 * The four component formulas, each on 0..100, read from the day buckets of one window (oldest first). The spec
 * gives only their weights; the formulas are ours and docs/health-score.md explains and works through them.
 *
 * "No data" is treated per component by what its absence means: no check-ins or no moods are no evidence about the
 * connection or the mood, so those read neutral (50); no check-ins at all is the absence of the habit itself, so
 * frequency reads 0; no rituals means no ritual practice, so ritual completion reads 0.
 *
 * `pendingLastDay` is set when the window ends today: today is not over, so a day without a check-in yet or a ritual
 * not yet done today does not count against the person (otherwise every score would dip at midnight and recover
 * later in the day). Whatever they have already done today does count.
 */
import { clamp } from "../stats";
import type { DayBucket } from "./buckets";
import {
  DAYS_PER_WEEK,
  FREQUENCY_COVERAGE_WEIGHT,
  FREQUENCY_REGULARITY_WEIGHT,
  GOTTMAN_TARGET_RATIO,
  INTERACTION_LEVEL_WEIGHT,
  INTERACTION_RATIO_WEIGHT,
  MOOD_DIRECTION_FULL_SCALE_PER_WEEK,
  MOOD_DIRECTION_WEIGHT,
  MOOD_LEVEL_WEIGHT,
  NEUTRAL_SCORE,
  QUESTION_DAY_WEIGHT,
  SCALE_MAX,
  SCALE_MIN,
  SCORE_MAX,
} from "./constants";

/** Maps a value on the −3..3 scale linearly onto 0..100 (−3 → 0, 0 → 50, 3 → 100). */
export function scaleToScore(value: number): number {
  return (clamp(value, SCALE_MIN, SCALE_MAX) - SCALE_MIN) * (SCORE_MAX / (SCALE_MAX - SCALE_MIN));
}

/**
 * Gottman's positive:negative ratio on a log scale: 1:1 → 50, 5:1 or better → 100, 1:5 or worse → 0. The log makes
 * 2:1 and 1:2 mirror each other around the midpoint. No signals at all → neutral 50.
 */
export function gottmanRatioScore(positive: number, negative: number): number {
  if (positive <= 0 && negative <= 0) return NEUTRAL_SCORE;
  if (negative <= 0) return SCORE_MAX;
  if (positive <= 0) return 0;
  const position = Math.log(positive / negative) / Math.log(GOTTMAN_TARGET_RATIO);
  return NEUTRAL_SCORE + NEUTRAL_SCORE * clamp(position, -1, 1);
}

export interface InteractionStats {
  count: number;
  scoreSum: number;
  positive: number;
  negative: number;
}

/** Mean connection level (−3..3 → 0..100) blended 50/50 with the positive:negative ratio score. */
export function interactionScore(stats: InteractionStats): number {
  if (stats.count === 0) return NEUTRAL_SCORE;
  const level = scaleToScore(stats.scoreSum / stats.count);
  return (
    INTERACTION_LEVEL_WEIGHT * level + INTERACTION_RATIO_WEIGHT * gottmanRatioScore(stats.positive, stats.negative)
  );
}

export function partnerInteraction(window: readonly DayBucket[]): number {
  const stats: InteractionStats = { count: 0, scoreSum: 0, positive: 0, negative: 0 };
  for (const b of window) {
    stats.count += b.checkinCount;
    stats.scoreSum += b.checkinScoreSum;
    stats.positive += b.positiveSignals;
    stats.negative += b.negativeSignals;
  }
  return interactionScore(stats);
}

/** Least-squares slope of daily mean mood against day index, in mood points per day; 0 with fewer than 2 days. */
export function dailyMoodSlope(window: readonly DayBucket[]): number {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxy = 0;
  let sxx = 0;
  window.forEach((b, x) => {
    if (b.moodCount === 0) return;
    const y = b.moodSum / b.moodCount;
    n += 1;
    sx += x;
    sy += y;
    sxy += x * y;
    sxx += x * x;
  });
  const denominator = n * sxx - sx * sx;
  return n < 2 || denominator === 0 ? 0 : (n * sxy - sx * sy) / denominator;
}

/** Direction: the fitted weekly change, ±2 points a week (or more) → 100 / 0, flat → 50. */
export function moodDirectionScore(slopePerDay: number): number {
  const perWeek = slopePerDay * DAYS_PER_WEEK;
  return NEUTRAL_SCORE + NEUTRAL_SCORE * clamp(perWeek / MOOD_DIRECTION_FULL_SCALE_PER_WEEK, -1, 1);
}

/** 75% level (mean of every mood in the window, −3..3 → 0..100) and 25% direction; no moods → neutral 50. */
export function moodTrend(window: readonly DayBucket[]): number {
  let count = 0;
  let total = 0;
  for (const b of window) {
    count += b.moodCount;
    total += b.moodSum;
  }
  if (count === 0) return NEUTRAL_SCORE;
  const level = scaleToScore(total / count);
  return MOOD_LEVEL_WEIGHT * level + MOOD_DIRECTION_WEIGHT * moodDirectionScore(dailyMoodSlope(window));
}

/**
 * How much a day counts towards check-in frequency: a partner check-in 1; else an answer to the question for two
 * (shared with the partner) QUESTION_DAY_WEIGHT, connection activity that is lighter than a check-in (issue #37).
 */
function connectionDayValue(bucket: DayBucket): number {
  if (bucket.checkinCount > 0) return 1;
  return bucket.questionAnswers > 0 ? QUESTION_DAY_WEIGHT : 0;
}

/**
 * 70% coverage (share of the window's days with at least one partner check-in; a day with only an answer to the
 * question for two counts QUESTION_DAY_WEIGHT of one) and 30% regularity (1 − the longest run of days with neither, as
 * a share of the window), so four check-ins spread over a week beat four in a row.
 */
export function checkinFrequency(window: readonly DayBucket[], pendingLastDay: boolean): number {
  let days = window.length;
  if (pendingLastDay && days > 0 && connectionDayValue(window[days - 1]!) === 0) days -= 1;
  if (days <= 0) return 0;
  let covered = 0;
  let gap = 0;
  let longestGap = 0;
  for (let i = 0; i < days; i++) {
    const value = connectionDayValue(window[i]!);
    if (value > 0) {
      covered += value;
      gap = 0;
    } else {
      gap += 1;
      if (gap > longestGap) longestGap = gap;
    }
  }
  const coverage = covered / days;
  const regularity = 1 - longestGap / days;
  return SCORE_MAX * (FREQUENCY_COVERAGE_WEIGHT * coverage + FREQUENCY_REGULARITY_WEIGHT * regularity);
}

/**
 * Completed ritual-days over active ritual-days: every ritual is read as a daily practice, since the ritual record
 * carries no cadence. No active ritual in the window → 0.
 */
export function ritualCompletion(window: readonly DayBucket[], pendingLastDay: boolean): number {
  let active = 0;
  let completed = 0;
  window.forEach((b, i) => {
    const pending = pendingLastDay && i === window.length - 1;
    active += pending ? b.ritualsCompleted : b.ritualsActive;
    completed += b.ritualsCompleted;
  });
  return active === 0 ? 0 : (SCORE_MAX * completed) / active;
}

/** Distinct days with a mood or a partner check-in: the "days of data" that end the building phase. */
export function dataDays(window: readonly DayBucket[]): number {
  let days = 0;
  for (const b of window) if (b.moodCount > 0 || b.checkinCount > 0) days += 1;
  return days;
}
