import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Insight, InsightPriority } from "./insight";
import { PRIORITY_ORDER, compareInsights, orderInsights } from "./order";

const insight = (id: string, priority: InsightPriority, confidence: number): Insight => ({
  id,
  type: "stress_alert",
  title: id,
  description: "",
  confidence,
  actionable: true,
  priority,
  recommendations: [],
});

describe("orderInsights", () => {
  test("urgent, high, medium, low, then confidence highest first, then id", () => {
    const list = [
      insight("a", "low", 95),
      insight("b", "medium", 70),
      insight("c", "urgent", 60),
      insight("d", "medium", 90),
      insight("e", "high", 80),
      insight("g", "medium", 70),
      insight("f", "medium", 70),
    ];
    expect(orderInsights(list).map((i) => i.id)).toEqual(["c", "e", "d", "b", "f", "g", "a"]);
    expect(list[0]!.id).toBe("a"); // the input is not reordered
  });

  test("properties: sorted, a permutation of the input, idempotent, independent of input order", () => {
    const arb = fc.uniqueArray(
      fc.record({
        id: fc.string({ maxLength: 4 }),
        priority: fc.constantFrom(...PRIORITY_ORDER),
        confidence: fc.integer({ min: 0, max: 95 }),
      }),
      { selector: (r) => r.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const list = rows.map((r) => insight(r.id, r.priority, r.confidence));
        const ordered = orderInsights(list);
        for (let i = 1; i < ordered.length; i++) expect(compareInsights(ordered[i - 1]!, ordered[i]!)).toBeLessThan(0);
        for (let i = 1; i < ordered.length; i++) {
          const rank = (p: InsightPriority) => PRIORITY_ORDER.indexOf(p);
          const [a, b] = [ordered[i - 1]!, ordered[i]!];
          expect(
            rank(a.priority) < rank(b.priority) || (a.priority === b.priority && a.confidence >= b.confidence),
          ).toBe(true);
        }
        expect([...ordered].map((i) => i.id).sort()).toEqual(list.map((i) => i.id).sort());
        expect(orderInsights(ordered)).toEqual(ordered);
        expect(orderInsights([...list].reverse())).toEqual(ordered);
      }),
    );
  });
});
