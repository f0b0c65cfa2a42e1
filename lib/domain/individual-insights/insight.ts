/**
 * The Insight entity of spec 2 §3 (individual insights of the mood-log area) and the helpers the engines share.
 *
 * Windows are whole local days of the user ending today (time.ts localDayWindow): "the last 14 days" is today and the
 * 13 days before it, from local midnight, so an entry made at 00:05 on the first day counts and one made at 23:59 the
 * day before does not, whatever the DST state. The upper end is the next local midnight, so a record stamped a few
 * minutes "after now" by a skewed client still counts as today.
 */
import type { Clock } from "../types";
import { roundTo } from "../stats";
import { localDayWindow, type DayKey } from "../time";

export type InsightPriority = "urgent" | "high" | "medium" | "low";

/**
 * Which rule produced an insight. `sleep_mood` and `stress_*` come from the focused engines (14 / 7 days),
 * `sleep_advice` and `stress_alert` from the 30-day overall engine.
 */
export type InsightType =
  "sleep_mood" | "stress_streak" | "stress_high" | "stress_rising" | "sleep_advice" | "stress_alert";

/** What an insight is about: the combinator shows at most one insight per topic. */
export type InsightTopic = "sleep" | "stress";

export interface Insight {
  /** Stable for a given rule and local day ("sleep_mood:2026-03-08"), so a re-run replaces rather than duplicates. */
  id: string;
  type: InsightType;
  title: string;
  description: string;
  /** Percent, 0..95. */
  confidence: number;
  actionable: boolean;
  priority: InsightPriority;
  recommendations: string[];
}

export const INSIGHT_TOPIC: Readonly<Record<InsightType, InsightTopic>> = {
  sleep_mood: "sleep",
  sleep_advice: "sleep",
  stress_streak: "stress",
  stress_high: "stress",
  stress_rising: "stress",
  stress_alert: "stress",
};

export interface LocalWindow {
  today: DayKey;
  fromMs: number;
  toMs: number;
}

/** The last `days` whole local days ending today, as a half-open [fromMs, toMs) range. */
export function localWindow(clock: Clock, days: number): LocalWindow {
  const window = localDayWindow(clock.now, clock.timeZone, days);
  return { today: window.days[window.days.length - 1]!, fromMs: window.from.getTime(), toMs: window.to.getTime() };
}

export function inWindow(at: Date, window: LocalWindow): boolean {
  const ms = at.getTime();
  return ms >= window.fromMs && ms < window.toMs;
}

export function insightId(type: InsightType, today: DayKey): string {
  return `${type}:${today}`;
}

/**
 * Averages in user-facing text: at most 2 decimals, no trailing zeros ("6.5 h", "6.43 h", "7 h"). Two decimals, not
 * one, so that 6.96 h is not shown as "7 h" next to "below the recommended 7–9 h".
 */
export function formatAverage(value: number): string {
  return String(roundTo(value, 2));
}
