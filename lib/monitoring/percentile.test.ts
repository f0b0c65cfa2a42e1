import { expect, test } from "vitest";
import { percentile, round1, sortedCopy } from "./percentile";

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
