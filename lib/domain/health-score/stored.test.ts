import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clockArb, dataArb, UTC_NOON_2026_03_10 as clock, workedExample1 } from "./fixtures";
import { computeScoreHistory, type HistoryPoint } from "./history";
import { computeHealthOverview } from "./overview";
import { historyTail, isCalculatedToday, overviewFromStored, recentStoredHistory } from "./stored";

const point = (day: string, healthScore: number, isInterpolated: boolean): HistoryPoint => ({
  calculationDate: day,
  healthScore,
  moodTrendScore: healthScore,
  ritualCompletionScore: healthScore,
  checkinFrequencyScore: healthScore,
  partnerInteractionScore: healthScore,
  isInterpolated,
});

describe("historyTail", () => {
  test("flattens the leading edge onto the first real point of the tail, keeps the rest", () => {
    const history = [
      point("2026-03-01", 40, false),
      point("2026-03-02", 50, true),
      point("2026-03-03", 60, false),
      point("2026-03-04", 70, true),
    ];
    expect(historyTail(history, 3)).toEqual([
      point("2026-03-02", 60, true),
      point("2026-03-03", 60, false),
      point("2026-03-04", 70, true),
    ]);
  });

  test("no real point in the tail: no history, as computeScoreHistory says", () => {
    expect(historyTail([point("2026-03-01", 40, false), point("2026-03-02", 40, true)], 1)).toEqual([]);
    expect(historyTail([], 7)).toEqual([]);
  });

  test("the 7-day tail of the 30-day history is the 7-day history", () => {
    fc.assert(
      fc.property(clockArb, dataArb, (c, data) => {
        const history30 = computeScoreHistory({ clock: c, days: 30, ...data });
        expect(historyTail(history30, 7)).toEqual(computeScoreHistory({ clock: c, days: 7, ...data }));
      }),
      { numRuns: 150 },
    );
  });
});

describe("overviewFromStored", () => {
  test("equals computeHealthOverview from the scores and the 30-day history alone", () => {
    fc.assert(
      fc.property(clockArb, dataArb, (c, data) => {
        const live = computeHealthOverview({ clock: c, ...data });
        expect(overviewFromStored({ score7: live.score7, score30: live.score30, history30: live.history30 })).toEqual(
          live,
        );
      }),
      { numRuns: 80 },
    );
  });

  test("worked example 4: the 7-day history's edge comes back flat", () => {
    const live = computeHealthOverview({ clock, ...workedExample1() });
    const rebuilt = overviewFromStored(live);
    expect(rebuilt.history7.map((p) => p.calculationDate)).toEqual(live.history7.map((p) => p.calculationDate));
    expect(rebuilt.dataQuality.estimatedShare).toBeCloseTo(27 / 37, 12);
    expect(rebuilt.recentTrend).toEqual({ percent: 14.1, points: 10.28, direction: "up" });
  });
});

describe("isCalculatedToday", () => {
  test("compares local days in the person's zone", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(isCalculatedToday(new Date("2026-03-10T00:00:00Z"), { now, timeZone: "UTC" })).toBe(true);
    expect(isCalculatedToday(new Date("2026-03-09T23:59:59Z"), { now, timeZone: "UTC" })).toBe(false);
    // 04:30 UTC on 10 Mar is still 9 Mar in New York (UTC−4 after the switch on 8 Mar).
    expect(isCalculatedToday(new Date("2026-03-10T03:30:00Z"), { now, timeZone: "America/New_York" })).toBe(false);
    expect(isCalculatedToday(new Date("2026-03-10T04:30:00Z"), { now, timeZone: "America/New_York" })).toBe(true);
  });
});

describe("recentStoredHistory (the dashboard's 30 days out of the stored year)", () => {
  const days = (last: string, n: number, interpolated = false) =>
    Array.from({ length: n }, (_, i) => {
      const d = new Date(`${last}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - i);
      return point(d.toISOString().slice(0, 10), 50 + i, interpolated);
    });
  const at = new Date("2026-03-10T12:00:00Z");

  test("the newest 30 rows ending on the calculation's day, oldest first", () => {
    const rows = days("2026-03-10", 30);
    expect(recentStoredHistory(rows, at, "UTC")).toEqual([...rows].reverse());
  });

  test("older points only (the 30 days had no real day): nothing for the dashboard", () => {
    expect(recentStoredHistory(days("2026-02-08", 30, true), at, "UTC")).toEqual([]);
  });

  test("nothing calculated or nothing stored: nothing", () => {
    expect(recentStoredHistory(days("2026-03-10", 30), null, "UTC")).toEqual([]);
    expect(recentStoredHistory([], at, "UTC")).toEqual([]);
  });

  test("a zone moved a day either way still counts", () => {
    expect(recentStoredHistory(days("2026-03-09", 30), at, "UTC")).toHaveLength(30);
    expect(recentStoredHistory(days("2026-03-10", 30), at, "Pacific/Kiritimati")).toHaveLength(30);
  });
});
