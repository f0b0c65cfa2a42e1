/**
 * Overall insights (spec 2 §4.7) from the biometric history: plain sleep advice and a stress alert.
 *
 * Window: the last 30 local days, the data layer's default biometric range (spec 2 §7, "last N days (default 30)").
 * The focused engines look at 14 (sleep-mood) and 7 (stress) days; this one is the slower, longer view.
 *  - Sleep advice: more than 5 sleep records (6 or more) whose average is under 7 h. Priority medium, confidence 80:
 *    the spec gives no priority; short sleep is worth acting on but is not an emergency.
 *  - Stress alert: more than 3 stress records (4 or more) whose average is above 6. Priority high when the average is
 *    above 8, else medium; confidence 80 (the spec gives none; below the 7-day engine's 85/95, which see fresher data).
 */
import { mean } from "../stats";
import { localDayKey } from "../time";
import type { BiometricRecord, Clock } from "../types";
import { formatAverage, inWindow, insightId, localWindow, type Insight } from "./insight";
import {
  POOR_SLEEP_UNDER_HOURS,
  RECOMMENDED_SLEEP_MAX_HOURS,
  RECOMMENDED_SLEEP_MIN_HOURS,
  sleepRecommendations,
} from "./sleep-mood";

export const OVERALL_WINDOW_DAYS = 30;
/** Sleep advice needs strictly more than this many sleep records. */
const SLEEP_ADVICE_RECORDS_OVER = 5;
/** Stress alert needs strictly more than this many stress records. */
const STRESS_ALERT_RECORDS_OVER = 3;
/** Strictly above. */
const STRESS_ALERT_AVERAGE_ABOVE = 6;
/** Strictly above: the alert becomes high priority. */
const STRESS_ALERT_HIGH_AVERAGE_ABOVE = 8;
const SLEEP_ADVICE_CONFIDENCE = 80;
const STRESS_ALERT_CONFIDENCE = 80;

export function overallInsights(input: { clock: Clock; biometrics: readonly BiometricRecord[] }): Insight[] {
  const window = localWindow(input.clock, OVERALL_WINDOW_DAYS);
  const sleep: number[] = [];
  const stress: number[] = [];
  for (const record of input.biometrics) {
    if (!inWindow(record.at, window)) continue;
    if (record.sleepHours !== null && Number.isFinite(record.sleepHours)) sleep.push(record.sleepHours);
    if (record.stressLevel !== null && Number.isFinite(record.stressLevel)) stress.push(record.stressLevel);
  }
  const today = localDayKey(input.clock.now, input.clock.timeZone);
  const insights: Insight[] = [];

  const sleepAverage = mean(sleep);
  if (sleep.length > SLEEP_ADVICE_RECORDS_OVER && sleepAverage < POOR_SLEEP_UNDER_HOURS) {
    insights.push({
      id: insightId("sleep_advice", today),
      type: "sleep_advice",
      title: "You could use more sleep",
      description:
        `You averaged ${formatAverage(sleepAverage)} h of sleep over the last ${OVERALL_WINDOW_DAYS} days; ` +
        `${RECOMMENDED_SLEEP_MIN_HOURS}–${RECOMMENDED_SLEEP_MAX_HOURS} h is recommended.`,
      confidence: SLEEP_ADVICE_CONFIDENCE,
      actionable: true,
      priority: "medium",
      recommendations: sleepRecommendations(sleepAverage),
    });
  }

  const stressAverage = mean(stress);
  if (stress.length > STRESS_ALERT_RECORDS_OVER && stressAverage > STRESS_ALERT_AVERAGE_ABOVE) {
    const high = stressAverage > STRESS_ALERT_HIGH_AVERAGE_ABOVE;
    insights.push({
      id: insightId("stress_alert", today),
      type: "stress_alert",
      title: high ? "Your stress has been very high" : "Your stress has been elevated",
      description: `Your stress averaged ${formatAverage(stressAverage)} out of 10 over the last ${OVERALL_WINDOW_DAYS} days.`,
      confidence: STRESS_ALERT_CONFIDENCE,
      actionable: true,
      priority: high ? "high" : "medium",
      recommendations: [
        "Build one daily habit that lowers stress: a walk, stretching or a few slow breaths",
        "Share what is stressing you with your partner",
        ...(high ? ["If this continues, consider talking to a professional"] : []),
      ],
    });
  }
  return insights;
}
