/**
 * Insight order (spec 2 §4.7): urgent, high, medium, low, then by confidence, highest first. Ties after that go by
 * id so the order never depends on the order the engines ran in.
 */
import type { Insight, InsightPriority } from "./insight";

export const PRIORITY_ORDER: readonly InsightPriority[] = ["urgent", "high", "medium", "low"];

const RANK: Readonly<Record<InsightPriority, number>> = { urgent: 0, high: 1, medium: 2, low: 3 };

export function compareInsights(a: Insight, b: Insight): number {
  return RANK[a.priority] - RANK[b.priority] || b.confidence - a.confidence || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A sorted copy; the input is left as it was. */
export function orderInsights(list: readonly Insight[]): Insight[] {
  return [...list].sort(compareInsights);
}
