import { expect, test } from "vitest";
import { histogramQuantile, percentile, round1, sortedCopy } from "./percentile";

test("nearest rank: always a measured value", () => {
  const values = sortedCopy(Array.from({ length: 100 }, (_, i) => 100 - i));
  expect([percentile(values, 50), percentile(values, 95), percentile(values, 99), percentile(values, 100)]).toEqual([
    50, 95, 99, 100,
  ]);
  expect(percentile(values, 0)).toBe(1);
});

test("one value is every percentile; none is NaN", () => {
  expect(percentile([42], 50)).toBe(42);
  expect(percentile([42], 99)).toBe(42);
  expect(percentile([], 50)).toBeNaN();
});

test("small sets round the rank up", () => {
  expect(percentile([1, 2, 3, 4], 75)).toBe(3);
  expect(percentile([1, 2, 3, 4, 5], 75)).toBe(4);
});

test("sortedCopy leaves the source alone and round1 keeps one decimal", () => {
  const source = [3, 1, 2];
  expect([...sortedCopy(source)]).toEqual([1, 2, 3]);
  expect(source).toEqual([3, 1, 2]);
  expect(round1(12.345)).toBe(12.3);
});

test("histogram quantiles interpolate inside the bucket that holds the rank, as Prometheus does", () => {
  const bounds = [0.1, 0.2, 0.5, Number.POSITIVE_INFINITY];
  // 10 answers up to 0.1 s, 30 more up to 0.2 s, none up to 0.5 s, 0 slower.
  const cumulative = [10, 40, 40, 40];
  expect(histogramQuantile(bounds, cumulative, 0.125)).toBeCloseTo(0.05); // rank 5 of the first 10, from 0
  expect(histogramQuantile(bounds, cumulative, 0.25)).toBeCloseTo(0.1); // rank 10: the first bucket's top
  expect(histogramQuantile(bounds, cumulative, 0.5)).toBeCloseTo(0.1 + 0.1 * (10 / 30));
  expect(histogramQuantile(bounds, cumulative, 1)).toBeCloseTo(0.2);
});

test("a rank in the +Inf bucket gives the highest finite bound; an empty histogram gives NaN", () => {
  expect(histogramQuantile([0.1, 1, Number.POSITIVE_INFINITY], [0, 1, 10], 0.99)).toBe(1);
  expect(histogramQuantile([0.1, Number.POSITIVE_INFINITY], [0, 0], 0.5)).toBeNaN();
});
