/**
 * Mood decline (spec 2 §4.5): the partner's latest 3 moods against the 3 before them.
 *
 * Choices where the spec is silent:
 * - Both groups must be full, so the rule needs at least 6 moods in the window; comparing 3 against 1 or 2 would
 *   call a single earlier good day a "decline".
 * - "Latest" is by timestamp; moods logged at the same instant are ordered by value so the result never depends on
 *   input order.
 * - Confidence is rounded to the nearest whole percent (half up) before the cap: a drop of 5/3 gives 76.67 → 77.
 */
import { mean, roundTo } from "../stats";
import type { MoodRecord } from "../types";
import { WELLBEING_CONFIDENCE_CAP, settle, type RuleVerdict } from "./model";

const MOOD_DECLINE_GROUP_SIZE = 3;
/** The drop (previous average − latest average) must exceed this. */
const MOOD_DECLINE_MIN_DROP = 1.5;
/** A mood below this value is negative. */
export const NEGATIVE_MOOD_BELOW = 0;
/** High severity when at least this many of the latest 3 moods are negative. */
const MOOD_DECLINE_HIGH_MIN_NEGATIVE = 2;
const MOOD_DECLINE_CONFIDENCE_BASE = 60;
const MOOD_DECLINE_CONFIDENCE_PER_POINT = 10;

export interface MoodDeclineAnalysis {
  latestAverage: number;
  previousAverage: number;
  /** previousAverage − latestAverage; positive when the mood went down. */
  drop: number;
  negativeInLatest: number;
}

/** Null when there are fewer than 2 × MOOD_DECLINE_GROUP_SIZE moods. */
export function analyzeMoodDecline(moods: readonly MoodRecord[]): MoodDeclineAnalysis | null {
  if (moods.length < 2 * MOOD_DECLINE_GROUP_SIZE) return null;
  const ordered = [...moods].sort((a, b) => a.at.getTime() - b.at.getTime() || a.value - b.value);
  const latest = ordered.slice(-MOOD_DECLINE_GROUP_SIZE).map((m) => m.value);
  const previous = ordered.slice(-2 * MOOD_DECLINE_GROUP_SIZE, -MOOD_DECLINE_GROUP_SIZE).map((m) => m.value);
  const latestAverage = mean(latest);
  const previousAverage = mean(previous);
  return {
    latestAverage,
    previousAverage,
    drop: previousAverage - latestAverage,
    negativeInLatest: latest.filter((v) => v < NEGATIVE_MOOD_BELOW).length,
  };
}

/** Null when the drop does not exceed MOOD_DECLINE_MIN_DROP. */
export function decideMoodDecline(analysis: MoodDeclineAnalysis): RuleVerdict | null {
  const drop = settle(analysis.drop);
  if (!(drop > MOOD_DECLINE_MIN_DROP)) return null;
  return {
    severity: analysis.negativeInLatest >= MOOD_DECLINE_HIGH_MIN_NEGATIVE ? "high" : "medium",
    confidence: Math.min(
      WELLBEING_CONFIDENCE_CAP,
      roundTo(MOOD_DECLINE_CONFIDENCE_BASE + MOOD_DECLINE_CONFIDENCE_PER_POINT * drop, 0),
    ),
  };
}
