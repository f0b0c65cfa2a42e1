/**
 * Shared shapes and small helpers of the partner wellbeing insight engine (spec 2 §3 "Wellbeing insight", §4.5).
 * The engine itself is in ../wellbeing-insights.ts; the rule files beside this one import only from here, so
 * there is no import cycle.
 */
import { roundTo } from "../stats";

export type WellbeingInsightType = "mood_decline" | "stress_pattern" | "communication_gap" | "positive_opportunity";
export type WellbeingSeverity = "high" | "medium" | "low";

export interface WellbeingInsight {
  id: string;
  type: WellbeingInsightType;
  title: string;
  description: string;
  severity: WellbeingSeverity;
  /** Support ideas, most useful first; the card shows WELLBEING_INITIAL_SUGGESTIONS of them before the toggle. */
  suggestions: string[];
  /** Percent, an integer. */
  confidence: number;
  /** Short facts shown as chips, e.g. "Avg mood −1.7 (last 3)". */
  dataPoints: string[];
}

/** Spec 2 §4.5: insights are ranked by severity weight × confidence. */
export const WELLBEING_SEVERITY_WEIGHT: Readonly<Record<WellbeingSeverity, number>> = { high: 3, medium: 2, low: 1 };

/** Spec 2 §4.5: the mood-decline and stress confidences are capped at 95. */
export const WELLBEING_CONFIDENCE_CAP = 95;

/** Rule verdict before the words are attached. */
export interface RuleVerdict {
  severity: WellbeingSeverity;
  confidence: number;
}

/** Thresholds are compared after rounding to 6 places, so float noise such as 1.5000000000000002 never decides. */
export function settle(value: number): number {
  return roundTo(value, 6);
}

/** One decimal with a true minus sign ("−1.7") and an explicit plus when asked ("+1.4"); never "−0.0". */
export function formatScore(value: number, withPlus = false): string {
  const rounded = roundTo(value, 1);
  if (rounded === 0) return "0.0";
  const text = Math.abs(rounded).toFixed(1);
  return rounded < 0 ? `−${text}` : withPlus ? `+${text}` : text;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
