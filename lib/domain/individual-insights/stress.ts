/**
 * Stress insight (spec 2 §4.7): the last 7 local days of stress levels (1–10), needing at least 3 records. The first
 * rule that holds wins:
 *  - urgent (95): 3 or more calendar-consecutive local days whose daily average stress is above 7. "Consecutive"
 *    means adjacent calendar dates in the user's zone: a day without a stress record breaks the run, because we
 *    cannot claim stress stayed high on a day nothing was logged. Averaging per day keeps one calm evening entry
 *    from hiding a stressful day, and several entries on one day from counting as several days.
 *  - high (85): the average of all records in the window is above 7.5.
 *  - medium (75): an upward trend. The records in time order give n − 1 consecutive changes; the trend is upward
 *    when more than 60% of them are rises (an unchanged level is not a rise) AND the latest level is above the
 *    first, so a run of small rises followed by a fall back to where it started is not called "rising".
 */
import { mean } from "../stats";
import { daysBetween, localDayKey } from "../time";
import type { BiometricRecord, Clock } from "../types";
import { formatAverage, inWindow, insightId, localWindow, type Insight } from "./insight";

export const STRESS_WINDOW_DAYS = 7;
const STRESS_MIN_RECORDS = 3;
/** Daily average strictly above this makes a high-stress day. */
const STRESS_HIGH_DAY_ABOVE = 7;
const STRESS_URGENT_CONSECUTIVE_DAYS = 3;
/** Strictly above. */
const STRESS_HIGH_AVERAGE_ABOVE = 7.5;
/** Share of consecutive changes that are rises, strictly above. */
const STRESS_RISING_SHARE_ABOVE = 0.6;
const STRESS_URGENT_CONFIDENCE = 95;
export const STRESS_HIGH_CONFIDENCE = 85;
const STRESS_RISING_CONFIDENCE = 75;

interface StressPoint {
  ms: number;
  level: number;
}

export interface StressAnalysis {
  records: number;
  average: number;
  /** Longest run of calendar-consecutive days with a daily average above 7. */
  longestHighRun: number;
  rises: number;
  changes: number;
  /** Latest level minus the first, in time order. */
  netChange: number;
}

export function analyzeStress(input: { clock: Clock; biometrics: readonly BiometricRecord[] }): StressAnalysis {
  const window = localWindow(input.clock, STRESS_WINDOW_DAYS);
  const points: StressPoint[] = [];
  for (const record of input.biometrics) {
    const level = record.stressLevel;
    if (level === null || !Number.isFinite(level) || !inWindow(record.at, window)) continue;
    points.push({ ms: record.at.getTime(), level });
  }
  // Same-instant records are ordered by level so the count of rises never depends on input order.
  points.sort((a, b) => a.ms - b.ms || a.level - b.level);

  const byDay = new Map<string, number[]>();
  for (const point of points) {
    const day = localDayKey(point.ms, input.clock.timeZone);
    const list = byDay.get(day);
    if (list) list.push(point.level);
    else byDay.set(day, [point.level]);
  }
  let longestHighRun = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of [...byDay.keys()].sort()) {
    if (mean(byDay.get(day)!) > STRESS_HIGH_DAY_ABOVE) {
      run = previous !== null && run > 0 && daysBetween(previous, day) === 1 ? run + 1 : 1;
    } else {
      run = 0;
    }
    longestHighRun = Math.max(longestHighRun, run);
    previous = day;
  }

  let rises = 0;
  for (let i = 1; i < points.length; i++) if (points[i]!.level > points[i - 1]!.level) rises++;
  return {
    records: points.length,
    average: mean(points.map((p) => p.level)),
    longestHighRun,
    rises,
    changes: Math.max(0, points.length - 1),
    netChange: points.length > 0 ? points[points.length - 1]!.level - points[0]!.level : 0,
  };
}

const STRESS_RECOMMENDATIONS = {
  urgent: [
    "Take a real break today: a walk, a breathing exercise or ten quiet minutes",
    "Tell your partner or someone you trust what is weighing on you",
    "If stress stays this high, consider talking to a professional",
  ],
  high: [
    "Schedule one stress-relief activity a day this week",
    "Look at what drove this week's stress and what you could hand off or drop",
    "Protect your sleep: it is the first thing stress takes",
  ],
  rising: [
    "Notice what changed this week before stress builds further",
    "Add a short wind-down routine to your evenings",
  ],
} as const;

export function stressInsight(input: { clock: Clock; biometrics: readonly BiometricRecord[] }): Insight | null {
  const analysis = analyzeStress(input);
  if (analysis.records < STRESS_MIN_RECORDS) return null;
  const today = localDayKey(input.clock.now, input.clock.timeZone);

  if (analysis.longestHighRun >= STRESS_URGENT_CONSECUTIVE_DAYS) {
    return {
      id: insightId("stress_streak", today),
      type: "stress_streak",
      title: "Your stress has stayed high",
      description:
        `Your stress averaged above ${STRESS_HIGH_DAY_ABOVE} out of 10 on ${analysis.longestHighRun} days in a ` +
        "row. Sustained stress wears you down; it is worth acting on now.",
      confidence: STRESS_URGENT_CONFIDENCE,
      actionable: true,
      priority: "urgent",
      recommendations: [...STRESS_RECOMMENDATIONS.urgent],
    };
  }
  if (analysis.average > STRESS_HIGH_AVERAGE_ABOVE) {
    return {
      id: insightId("stress_high", today),
      type: "stress_high",
      title: "Your stress is running high",
      description: `Your stress averaged ${formatAverage(analysis.average)} out of 10 over the last ${STRESS_WINDOW_DAYS} days.`,
      confidence: STRESS_HIGH_CONFIDENCE,
      actionable: true,
      priority: "high",
      recommendations: [...STRESS_RECOMMENDATIONS.high],
    };
  }
  if (analysis.changes > 0 && analysis.rises / analysis.changes > STRESS_RISING_SHARE_ABOVE && analysis.netChange > 0) {
    return {
      id: insightId("stress_rising", today),
      type: "stress_rising",
      title: "Your stress is rising",
      description:
        `Your stress went up in ${analysis.rises} of the ${analysis.changes} steps between your readings over ` +
        `the last ${STRESS_WINDOW_DAYS} days.`,
      confidence: STRESS_RISING_CONFIDENCE,
      actionable: true,
      priority: "medium",
      recommendations: [...STRESS_RECOMMENDATIONS.rising],
    };
  }
  return null;
}
