import { expect, test } from "vitest";
import { summariseLatency } from "./network-latency";

test("min, median and max of an odd number of samples, whatever their order", () => {
  expect(summariseLatency([40.2, 12.6, 300, 18.4, 25])).toEqual({ count: 5, minMs: 13, medianMs: 25, maxMs: 300 });
});

test("an even number of samples has the mean of the middle two as median", () => {
  expect(summariseLatency([10, 30, 20, 40])).toEqual({ count: 4, minMs: 10, medianMs: 25, maxMs: 40 });
});

test("failed requests (not finite) are left out; nothing measured is null", () => {
  expect(summariseLatency([Number.NaN, 8, Number.POSITIVE_INFINITY])).toEqual({
    count: 1,
    minMs: 8,
    medianMs: 8,
    maxMs: 8,
  });
  expect(summariseLatency([])).toBeNull();
  expect(summariseLatency([Number.NaN])).toBeNull();
});
