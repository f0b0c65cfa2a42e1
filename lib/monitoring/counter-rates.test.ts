import { beforeEach, expect, test } from "vitest";
import { ratePerSecond, resetCounterRates } from "./counter-rates";

beforeEach(() => resetCounterRates());

test("the first reading has no rate; the next one is the increase per second", () => {
  expect(ratePerSecond("tx", 100, 0)).toBeNull();
  expect(ratePerSecond("tx", 150, 10_000)).toBe(5);
  expect(ratePerSecond("tx", 151, 20_000)).toBe(0.1);
});

test("readings under a second apart repeat the previous rate instead of measuring noise", () => {
  ratePerSecond("tx", 0, 0);
  expect(ratePerSecond("tx", 20, 2000)).toBe(10);
  expect(ratePerSecond("tx", 25, 2500)).toBe(10);
  // The baseline did not move: the next rate still counts from the reading at 2 s.
  expect(ratePerSecond("tx", 40, 4000)).toBe(10);
});

test("a counter that went backwards (statistics reset) starts over", () => {
  ratePerSecond("tx", 500, 0);
  expect(ratePerSecond("tx", 10, 5000)).toBeNull();
  expect(ratePerSecond("tx", 20, 10_000)).toBe(2);
});

test("counters are independent", () => {
  ratePerSecond("a", 0, 0);
  ratePerSecond("b", 0, 0);
  expect([ratePerSecond("a", 10, 1000), ratePerSecond("b", 30, 1000)]).toEqual([10, 30]);
});
