import { describe, expect, test } from "vitest";
import {
  changedHealthMetrics,
  isOnSleepStep,
  SLEEP_HOURS_DEFAULT,
  SLEEP_HOURS_MAX,
  SLEEP_HOURS_MIN,
  SLEEP_HOURS_STEP,
  STRESS_LEVEL_DEFAULT,
  STRESS_LEVEL_MAX,
  STRESS_LEVEL_MIN,
} from "./mood-entry";

describe("health metrics (spec 2 §4.1, §5)", () => {
  test("ranges and defaults are the spec's", () => {
    expect([SLEEP_HOURS_MIN, SLEEP_HOURS_MAX, SLEEP_HOURS_STEP, SLEEP_HOURS_DEFAULT]).toEqual([3, 12, 0.25, 8]);
    expect([STRESS_LEVEL_MIN, STRESS_LEVEL_MAX, STRESS_LEVEL_DEFAULT]).toEqual([1, 10, 5]);
  });

  test("nothing is saved when both stay at their defaults", () => {
    expect(changedHealthMetrics({ sleepHours: 8, stressLevel: 5 })).toBeNull();
    expect(changedHealthMetrics({})).toBeNull();
    expect(changedHealthMetrics(null)).toBeNull();
  });

  test("only the changed metric is saved, one step either side of the default", () => {
    expect(changedHealthMetrics({ sleepHours: 7.75, stressLevel: 5 })).toEqual({ sleepHours: 7.75 });
    expect(changedHealthMetrics({ sleepHours: 8.25, stressLevel: 5 })).toEqual({ sleepHours: 8.25 });
    expect(changedHealthMetrics({ sleepHours: 8, stressLevel: 4 })).toEqual({ stressLevel: 4 });
    expect(changedHealthMetrics({ sleepHours: 8, stressLevel: 6 })).toEqual({ stressLevel: 6 });
    expect(changedHealthMetrics({ sleepHours: 6, stressLevel: 9 })).toEqual({ sleepHours: 6, stressLevel: 9 });
  });

  test("sleep values sit on the 0.25 h grid", () => {
    expect(isOnSleepStep(3)).toBe(true);
    expect(isOnSleepStep(7.25)).toBe(true);
    expect(isOnSleepStep(12)).toBe(true);
    expect(isOnSleepStep(7.3)).toBe(false);
    expect(isOnSleepStep(7.125)).toBe(false);
  });
});
