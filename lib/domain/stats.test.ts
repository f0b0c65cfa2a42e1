import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clamp, mean, pearson, roundTo, standardDeviation, sum, topCounts, variance } from "./stats";

describe("stats", () => {
  test("clamp keeps values inside the range", () => {
    expect(clamp(-1, 0, 100)).toBe(0);
    expect(clamp(101, 0, 100)).toBe(100);
    expect(clamp(42.5, 0, 100)).toBe(42.5);
  });

  test("roundTo rounds half away from zero, also where binary floats mislead", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(1.2345, 0)).toBe(1);
  });

  test("mean, variance and standard deviation", () => {
    expect(sum([1, 2, 3])).toBe(6);
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(mean([])).toBeNaN();
    // Population variance: ((−1.5)² + (−0.5)² + 0.5² + 1.5²) / 4 = 1.25.
    expect(variance([1, 2, 3, 4])).toBe(1.25);
    expect(standardDeviation([2, 2, 2])).toBe(0);
  });

  test("pearson: perfect, inverse, undefined", () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(pearson([1], [2])).toBeNaN();
    // A known value: r = 0.8 for these pairs (hand-computed: cov 8, σx²·σy² = 10 · 10).
    expect(pearson([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8, 12);
  });

  test("pearson stays within −1..1", () => {
    const values = fc.array(fc.integer({ min: -3, max: 12 }), { minLength: 2, maxLength: 30 });
    fc.assert(
      fc.property(values, values, (xs, ys) => {
        const r = pearson(xs, ys);
        if (!Number.isNaN(r)) expect(Math.abs(r)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test("topCounts orders by count, keeps first appearance on ties, honours limit and minimum", () => {
    expect(topCounts(["a", "b", "b", "c", "c", "d"], 2)).toEqual([
      { value: "b", count: 2 },
      { value: "c", count: 2 },
    ]);
    expect(topCounts(["a", "b", "b"], 5, 2)).toEqual([{ value: "b", count: 2 }]);
    expect(topCounts([], 3)).toEqual([]);
  });
});
