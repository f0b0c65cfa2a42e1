import { describe, expect, test } from "vitest";
import { analyticsPeriod, ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, parseAnalyticsRange } from "./range";

describe("parseAnalyticsRange", () => {
  test("the four ranges as given; anything else is the default", () => {
    for (const range of ANALYTICS_RANGES) expect(parseAnalyticsRange(String(range))).toBe(range);
    expect(parseAnalyticsRange(["90", "7"])).toBe(90);
    for (const bad of [undefined, "", "14", "7.0x", "-7", "365 ", "Infinity", []]) {
      expect(parseAnalyticsRange(bad), String(bad)).toBe(DEFAULT_ANALYTICS_RANGE);
    }
  });
});

describe("analyticsPeriod", () => {
  test("the last N local days, today included, bounded by local midnights (New York, across the DST change)", () => {
    const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: "America/New_York" };
    const period = analyticsPeriod(clock, 7);
    expect(period.days).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect([period.firstDay, period.lastDay]).toEqual(["2026-03-04", "2026-03-10"]);
    expect(period.from.toISOString()).toBe("2026-03-04T05:00:00.000Z");
    expect(period.to.toISOString()).toBe("2026-03-11T04:00:00.000Z");
    expect(analyticsPeriod(clock, 365).days).toHaveLength(365);
  });
});
