/**
 * Individual insights of the mood-log area (spec 2 §4.7): the sleep-mood, stress and overall engines combined.
 *
 * Each topic (sleep, stress) is shown once: when two engines speak about the same topic (say the 7-day stress
 * insight and the 30-day stress alert) only the one that ranks first under orderInsights is kept, so the user sees
 * the most pressing version rather than the same advice twice. Any failure (a malformed record, an unknown time
 * zone) yields an empty list, as the spec asks for biometric data-load failures: insights are a bonus, never a
 * reason for the page to fail.
 */
import type { BiometricRecord, Clock, MoodRecord } from "../types";
import { INSIGHT_TOPIC, type Insight } from "./insight";
import { orderInsights } from "./order";
import { overallInsights } from "./overall";
import { sleepMoodInsight } from "./sleep-mood";
import { stressInsight } from "./stress";

export * from "./insight";
export * from "./order";
export * from "./overall";
export * from "./sleep-mood";
export * from "./stress";
export * from "./suggestions";

export function individualInsights(input: {
  clock: Clock;
  moods: readonly MoodRecord[];
  biometrics: readonly BiometricRecord[];
}): Insight[] {
  try {
    const candidates: Insight[] = [];
    const sleepMood = sleepMoodInsight(input);
    if (sleepMood) candidates.push(sleepMood);
    const stress = stressInsight(input);
    if (stress) candidates.push(stress);
    candidates.push(...overallInsights(input));

    const seenTopics = new Set<string>();
    const result: Insight[] = [];
    for (const insight of orderInsights(candidates)) {
      const topic = INSIGHT_TOPIC[insight.type];
      if (seenTopics.has(topic)) continue;
      seenTopics.add(topic);
      result.push(insight);
    }
    return result;
  } catch {
    return [];
  }
}
