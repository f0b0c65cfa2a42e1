import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clockArb, dataArb, UTC_NOON_2026_03_10 as clock, workedExample1 } from "./fixtures";
import { computeScoreHistory } from "./history";
import { dataQualityNotice, recentTrend } from "./notices";
import { coupleDashboardInput, syntheticCouple } from "@/tests/fixtures/synthetic-couple";
import { HEALTH_SCORE_WINDOW_DAYS } from "./constants";
import { computeHealthOverview } from "./overview";
import { computeHealthScore } from "./score";

describe("computeHealthOverview", () => {
  test("equals the separate calls", () => {
    fc.assert(
      fc.property(clockArb, dataArb, (c, data) => {
        const o = computeHealthOverview({ clock: c, ...data });
        const history7 = computeScoreHistory({ clock: c, days: 7, ...data });
        const history30 = computeScoreHistory({ clock: c, days: 30, ...data });
        expect(o).toEqual({
          score7: computeHealthScore({ clock: c, timeframeDays: 7, ...data }),
          score30: computeHealthScore({ clock: c, timeframeDays: 30, ...data }),
          history7,
          history30,
          dataQuality: dataQualityNotice(history7, history30),
          recentTrend: recentTrend(history30),
        });
      }),
      { numRuns: 80 },
    );
  });

  test("worked example 4: notices and recent trend", () => {
    const o = computeHealthOverview({ clock, ...workedExample1() });
    expect(o.score7.finalScore).toBe(82.95);
    // Two of 7 and 25 of 30 points are estimated: 27 / 37 > 50%.
    expect(o.dataQuality.estimatedShare).toBeCloseTo(27 / 37, 12);
    expect(o.dataQuality.notice?.kind).toBe("limited");
    // Last two real points 72.67 (8 Mar) → 82.95 (10 Mar): +10.28 points, +14.1%.
    expect(o.recentTrend).toEqual({ percent: 14.1, points: 10.28, direction: "up" });
  });
});

describe("HEALTH_SCORE_WINDOW_DAYS", () => {
  const ZONE = "America/New_York";
  const couple = syntheticCouple({ years: 0.3, end: new Date("2026-11-22T00:00:00Z") });
  const overviewWithin = (now: Date, windowDays: number | null) => {
    const { clock: c, user } = coupleDashboardInput(couple, now, { timeZone: ZONE, windowDays });
    return computeHealthOverview({ clock: c, ...user });
  };

  // The recalculation reads only this many local days; if the 30-day history looked further back, its points would
  // change here. 36 days are the bare need and the 37th is the margin for zone changes, so 35 must change them.
  test.each(["2026-11-20T23:30:00Z", "2026-11-02T12:00:00Z", "2026-10-15T04:00:30Z"])(
    "covers the history (%s)",
    (iso) => {
      const now = new Date(iso);
      expect(overviewWithin(now, HEALTH_SCORE_WINDOW_DAYS)).toEqual(overviewWithin(now, null));
    },
  );

  test("35 days change the 30-day history: the constant is at most one day of margin above the need", () => {
    const now = new Date("2026-11-20T23:30:00Z");
    expect(overviewWithin(now, HEALTH_SCORE_WINDOW_DAYS - 2)).not.toEqual(overviewWithin(now, null));
  });
});
