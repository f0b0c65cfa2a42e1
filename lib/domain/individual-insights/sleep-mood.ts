/**
 * Sleep-mood insight (spec 2 §4.7): does the user's mood follow their sleep?
 *
 * Over the last 14 local days it needs at least 5 sleep records and at least 4 day-matched pairs. A pair is a local
 * calendar day (the user's zone, so a 23:30 mood and a 01:00 sleep entry of the same evening/night pair up even when
 * their UTC dates differ, and a 23- or 25-hour DST day is still one day) with both a sleep record and a mood; each
 * side is that day's average. The Pearson r of those daily averages gives the strength: strong when |r| > 0.6,
 * moderate when |r| > 0.3, otherwise weak.
 *
 * A weak (or undefined: constant sleep or mood) correlation produces no insight: the 30-day overall engine already
 * gives plain sleep advice, and "no link found" is not something the user can act on.
 *
 * Positive link (more sleep, better mood): priority high when the 14-day sleep average (of all sleep records) is
 * under 7 h, since the user is short of the very thing that lifts their mood; else medium when strong, low when
 * moderate. Negative link (more sleep, lower mood: often oversleeping on low days) is always low: it is a pattern to
 * notice, not an alarm. Confidence: strong 85, moderate 70.
 */
import { mean, pearson } from "../stats";
import { localDayKey } from "../time";
import type { BiometricRecord, Clock, MoodRecord } from "../types";
import { formatAverage, inWindow, insightId, localWindow, type Insight, type InsightPriority } from "./insight";

export const SLEEP_MOOD_WINDOW_DAYS = 14;
const SLEEP_MOOD_MIN_SLEEP_RECORDS = 5;
const SLEEP_MOOD_MIN_PAIRS = 4;
/** Strictly above (on |r|). */
const STRONG_CORRELATION_ABOVE = 0.6;
/** Strictly above (on |r|). */
const MODERATE_CORRELATION_ABOVE = 0.3;
/** An average strictly under this is poor sleep. */
export const POOR_SLEEP_UNDER_HOURS = 7;
export const RECOMMENDED_SLEEP_MIN_HOURS = 7;
export const RECOMMENDED_SLEEP_MAX_HOURS = 9;
export const SLEEP_MOOD_STRONG_CONFIDENCE = 85;
export const SLEEP_MOOD_MODERATE_CONFIDENCE = 70;

export type CorrelationStrength = "strong" | "moderate" | "weak";

export function correlationStrength(r: number): CorrelationStrength {
  if (Number.isNaN(r)) return "weak";
  const magnitude = Math.abs(r);
  if (magnitude > STRONG_CORRELATION_ABOVE) return "strong";
  if (magnitude > MODERATE_CORRELATION_ABOVE) return "moderate";
  return "weak";
}

/** Sleep recommendations shared with the overall engine, by where the average sits against 7–9 h. */
export function sleepRecommendations(averageHours: number): string[] {
  if (averageHours < POOR_SLEEP_UNDER_HOURS) {
    return [
      `Aim for ${RECOMMENDED_SLEEP_MIN_HOURS}–${RECOMMENDED_SLEEP_MAX_HOURS} hours of sleep a night`,
      "Keep the same bedtime and wake-up time, weekends included",
      "Put screens away 30 minutes before bed",
    ];
  }
  if (averageHours > RECOMMENDED_SLEEP_MAX_HOURS) {
    return [
      `Sleeping more than ${RECOMMENDED_SLEEP_MAX_HOURS} hours can leave you groggy; aim for ${RECOMMENDED_SLEEP_MIN_HOURS}–${RECOMMENDED_SLEEP_MAX_HOURS}`,
      "Keep a regular wake-up time and get daylight early in the day",
    ];
  }
  return [
    `You're within the recommended ${RECOMMENDED_SLEEP_MIN_HOURS}–${RECOMMENDED_SLEEP_MAX_HOURS} hours: keep your routine steady`,
    "Notice which evenings lead to your best nights and repeat them",
  ];
}

export interface SleepMoodAnalysis {
  sleepRecords: number;
  pairs: number;
  r: number;
  strength: CorrelationStrength;
  averageSleepHours: number;
}

/** The figures behind the insight; exported so the numbers can be shown or tested on their own. */
export function analyzeSleepMood(input: {
  clock: Clock;
  moods: readonly MoodRecord[];
  biometrics: readonly BiometricRecord[];
}): SleepMoodAnalysis {
  const { timeZone } = input.clock;
  const window = localWindow(input.clock, SLEEP_MOOD_WINDOW_DAYS);
  const sleepByDay = new Map<string, number[]>();
  const allSleep: number[] = [];
  for (const record of input.biometrics) {
    const hours = record.sleepHours;
    if (hours === null || !Number.isFinite(hours) || !inWindow(record.at, window)) continue;
    allSleep.push(hours);
    const day = localDayKey(record.at, timeZone);
    const list = sleepByDay.get(day);
    if (list) list.push(hours);
    else sleepByDay.set(day, [hours]);
  }
  const moodByDay = new Map<string, number[]>();
  for (const mood of input.moods) {
    if (!Number.isFinite(mood.value) || !inWindow(mood.at, window)) continue;
    const day = localDayKey(mood.at, timeZone);
    if (!sleepByDay.has(day)) continue;
    const list = moodByDay.get(day);
    if (list) list.push(mood.value);
    else moodByDay.set(day, [mood.value]);
  }
  // Days sorted so the float sums inside pearson do not depend on input order.
  const days = [...moodByDay.keys()].sort();
  const sleep = days.map((day) => mean(sleepByDay.get(day)!));
  const mood = days.map((day) => mean(moodByDay.get(day)!));
  const r = days.length >= 2 ? pearson(sleep, mood) : Number.NaN;
  return {
    sleepRecords: allSleep.length,
    pairs: days.length,
    r,
    strength: correlationStrength(r),
    averageSleepHours: mean(allSleep),
  };
}

export function sleepMoodInsight(input: {
  clock: Clock;
  moods: readonly MoodRecord[];
  biometrics: readonly BiometricRecord[];
}): Insight | null {
  const analysis = analyzeSleepMood(input);
  if (analysis.sleepRecords < SLEEP_MOOD_MIN_SLEEP_RECORDS || analysis.pairs < SLEEP_MOOD_MIN_PAIRS) return null;
  if (analysis.strength === "weak") return null;

  const strong = analysis.strength === "strong";
  const positive = analysis.r > 0;
  const poor = analysis.averageSleepHours < POOR_SLEEP_UNDER_HOURS;
  const priority: InsightPriority = !positive ? "low" : poor ? "high" : strong ? "medium" : "low";
  const average = formatAverage(analysis.averageSleepHours);
  const link = strong ? "strong" : "moderate";
  const description = positive
    ? `Over the last ${SLEEP_MOOD_WINDOW_DAYS} days there is a ${link} link between your sleep and your mood: ` +
      `on days with more sleep, your mood tends to be better. You averaged ${average} h a night` +
      (poor ? `, below the recommended ${RECOMMENDED_SLEEP_MIN_HOURS}–${RECOMMENDED_SLEEP_MAX_HOURS} h.` : ".")
    : `Over the last ${SLEEP_MOOD_WINDOW_DAYS} days your mood has tended to be lower on days with more sleep ` +
      `(a ${link} pattern). You averaged ${average} h a night.`;

  return {
    id: insightId("sleep_mood", localDayKey(input.clock.now, input.clock.timeZone)),
    type: "sleep_mood",
    title: positive ? "Sleep is shaping your mood" : "Longer sleep, lower mood",
    description,
    confidence: strong ? SLEEP_MOOD_STRONG_CONFIDENCE : SLEEP_MOOD_MODERATE_CONFIDENCE,
    actionable: true,
    priority,
    recommendations: sleepRecommendations(analysis.averageSleepHours),
  };
}
