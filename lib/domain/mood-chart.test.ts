import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MOOD_CHART_PARTNER_LINE_DASHED, dailyAverages, moodChartModel, weekdayShort } from "./mood-chart";
import { addDays, localDayKey } from "./time";

const NY = "America/New_York";
// Tuesday 2026-03-10, 11:00 in New York (EDT); the window Wed 03-04 … Tue 03-10 contains the 03-08 spring-forward.
const clock = { now: new Date("2026-03-10T15:00:00Z"), timeZone: NY };
const mood = (iso: string, value: number) => ({ value, at: new Date(iso) });

describe("constants", () => {
  // No test draws the mood chart yet (its days and decimals are held by moodChartModel's tests below).
  test("spec pin (spec 2 §2.4): the partner's line is dashed", () => {
    expect(MOOD_CHART_PARTNER_LINE_DASHED).toBe(true);
  });
});

describe("moodChartModel", () => {
  test("7 local days oldest first with short weekday labels", () => {
    const model = moodChartModel({ clock, userMoods: [], partnerMoods: null });
    expect(model.points.map((p) => p.date)).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    expect(model.points.map((p) => p.label)).toEqual(["Wed", "Thu", "Fri", "Sat", "Sun", "Mon", "Tue"]);
    expect(model.points.every((p) => p.user === null && p.partner === null)).toBe(true);
    expect(model.hasUserData).toBe(false);
    expect(model.axis).toEqual({ min: -3, max: 3 });
  });

  test("daily averages to 2 decimals, days bucketed in New York across the DST change", () => {
    const model = moodChartModel({
      clock,
      userMoods: [
        // 2026-03-07 23:30 EST (still Saturday in New York although Sunday in UTC)
        mood("2026-03-08T04:30:00Z", -3),
        // 2026-03-08 00:30 EST and 2026-03-08 22:00 EDT: both Sunday
        mood("2026-03-08T05:30:00Z", 1),
        mood("2026-03-09T02:00:00Z", 2),
        mood("2026-03-08T20:00:00Z", 2),
        // Tuesday
        mood("2026-03-10T13:00:00Z", 1),
        mood("2026-03-10T14:00:00Z", 0),
        mood("2026-03-10T14:30:00Z", 0),
      ],
      partnerMoods: null,
    });
    const byDate = Object.fromEntries(model.points.map((p) => [p.date, p.user]));
    expect(byDate["2026-03-07"]).toBe(-3);
    expect(byDate["2026-03-08"]).toBe(1.67);
    expect(byDate["2026-03-10"]).toBe(0.33);
    expect(byDate["2026-03-09"]).toBeNull();
    expect(model.hasUserData).toBe(true);
  });

  test("window edges: local midnight of the first day in, one ms before out, tomorrow out", () => {
    const model = moodChartModel({
      clock,
      userMoods: [
        mood("2026-03-04T05:00:00.000Z", 2), // 00:00 EST on Wed 03-04
        mood("2026-03-04T04:59:59.999Z", -3), // Tue 03-03
        mood("2026-03-11T04:00:00.000Z", -3), // 00:00 EDT on Wed 03-11
      ],
      partnerMoods: null,
    });
    expect(model.points[0]!.user).toBe(2);
    expect(model.points.filter((p) => p.user !== null)).toHaveLength(1);
  });

  test("partner line only when partner moods are provided", () => {
    const hidden = moodChartModel({ clock, userMoods: [], partnerMoods: null });
    expect(hidden.showPartnerLine).toBe(false);
    expect(hidden.hasPartnerData).toBe(false);

    const emptyShared = moodChartModel({ clock, userMoods: [], partnerMoods: [] });
    expect(emptyShared.showPartnerLine).toBe(true);
    expect(emptyShared.hasPartnerData).toBe(false);

    const shared = moodChartModel({
      clock,
      userMoods: [],
      partnerMoods: [mood("2026-03-09T12:00:00Z", -1), mood("2026-03-09T18:00:00Z", -2)],
    });
    expect(shared.points.find((p) => p.date === "2026-03-09")!.partner).toBe(-1.5);
    expect(shared.hasPartnerData).toBe(true);
  });

  test("fall-back week (2026-11-01) keeps 7 distinct days", () => {
    const model = moodChartModel({
      clock: { now: new Date("2026-11-03T12:00:00Z"), timeZone: NY },
      userMoods: [mood("2026-11-01T05:30:00Z", 3), mood("2026-11-02T04:30:00Z", 1)], // 01:30 EDT and 23:30 EST, both 11-01
      partnerMoods: null,
    });
    expect(model.points.map((p) => p.date)).toEqual([
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
    ]);
    expect(model.points[4]!.user).toBe(2);
  });

  test("property: always 7 consecutive days ending today, values within −3..3, input order irrelevant", () => {
    const zones = fc.constantFrom("UTC", NY, "Asia/Kolkata", "Pacific/Auckland");
    const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) });
    fc.assert(
      fc.property(
        zones,
        instant,
        fc.array(fc.record({ value: fc.integer({ min: -3, max: 3 }), offset: fc.integer({ min: -10, max: 2 }) })),
        (timeZone, nowMs, raw) => {
          const now = new Date(nowMs);
          const moods = raw.map((r) => ({ value: r.value, at: new Date(nowMs + r.offset * 86_400_000) }));
          const model = moodChartModel({ clock: { now, timeZone }, userMoods: moods, partnerMoods: moods });
          expect(model.points).toHaveLength(7);
          const today = localDayKey(now, timeZone);
          model.points.forEach((p, i) => {
            expect(p.date).toBe(addDays(today, i - 6));
            expect(p.label).toBe(weekdayShort(p.date));
            if (p.user !== null) expect(Math.abs(p.user)).toBeLessThanOrEqual(3);
            expect(p.partner).toBe(p.user);
          });
          const reversed = moodChartModel({
            clock: { now, timeZone },
            userMoods: [...moods].reverse(),
            partnerMoods: null,
          });
          expect(reversed.points.map((p) => p.user)).toEqual(model.points.map((p) => p.user));
        },
      ),
    );
  });
});

describe("dailyAverages", () => {
  test("skips non-finite values and days outside the list", () => {
    const days = ["2026-03-09", "2026-03-10"];
    const records = [
      mood("2026-03-09T12:00:00Z", Number.NaN),
      mood("2026-03-10T12:00:00Z", 1),
      mood("2026-03-01T12:00:00Z", 3),
    ];
    expect(
      dailyAverages(
        days,
        records,
        (r) => r.value,
        (r) => r.at,
        "UTC",
      ),
    ).toEqual([null, 1]);
  });
});
