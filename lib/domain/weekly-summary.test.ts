import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MS_PER_HOUR, startOfLocalDay } from "./time";
import { WEEKLY_GOAL_TEXT, WEEKLY_INSIGHT_TEXT, currentWeeks, trendOf, weeklySummary } from "./weekly-summary";

const NY = "America/New_York";
// Saturday 2026-03-14 16:00 EDT: this week is Sun 03-08 (the spring-forward day) … Sat 03-14; previous 03-01 … 03-07.
const clock = { now: new Date("2026-03-14T20:00:00Z"), timeZone: NY };
const THIS = ["2026-03-08", "2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14"];
const PREV = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07"];
const on = (day: string, value: number, hour = 12) => ({
  value,
  at: new Date(startOfLocalDay(day, NY).getTime() + hour * MS_PER_HOUR),
});
/** One mood per value, each on its own day of the week (wrapping to later hours if more than 7). */
const spread = (days: string[], values: number[]) => values.map((v, i) => on(days[i % 7]!, v, 8 + Math.floor(i / 7)));
const summary = (thisValues: number[], prevValues: number[] = []) =>
  weeklySummary({ clock, moods: [...spread(THIS, thisValues), ...spread(PREV, prevValues)] });

describe("constants", () => {
  test("insight and goal wording (ours), verbatim", () => {
    expect(WEEKLY_INSIGHT_TEXT.stable).toBe("Your moods were stable from one entry to the next this week.");
    expect(WEEKLY_INSIGHT_TEXT.varied).toBe(
      "Your moods varied a lot this week; noticing what lifts or lowers them can help.",
    );
    expect(WEEKLY_INSIGHT_TEXT.steady).toBe("Your mood held steady compared with last week.");
  });
});

describe("weeks", () => {
  test("Sunday-start weeks in the user's zone", () => {
    expect(currentWeeks(clock)).toEqual({
      thisWeek: { start: "2026-03-08", end: "2026-03-14" },
      previousWeek: { start: "2026-03-01", end: "2026-03-07" },
    });
  });
  test("Saturday 23:30 → Sunday 00:30 in New York switches the week (UTC would not)", () => {
    const sunday = { now: new Date("2026-03-08T05:30:00Z"), timeZone: NY }; // Sun 00:30 EST
    const saturdayLate = { value: 3, at: new Date("2026-03-08T04:30:00Z") }; // Sat 23:30 EST, Sunday in UTC
    const s = weeklySummary({ clock: sunday, moods: [saturdayLate] });
    expect(s.thisWeek.start).toBe("2026-03-08");
    expect(s.thisWeek.moodCount).toBe(0);
    expect(s.previousWeek.moodCount).toBe(1);
    const utc = weeklySummary({ clock: { ...sunday, timeZone: "UTC" }, moods: [saturdayLate] });
    expect(utc.thisWeek.moodCount).toBe(1);
  });
  test("fall-back week 2026-11-01: 01:30 EDT Sunday is this week, 23:59 EDT Saturday the previous", () => {
    const s = weeklySummary({
      clock: { now: new Date("2026-11-07T17:00:00Z"), timeZone: NY },
      moods: [
        { value: 2, at: new Date("2026-11-01T05:30:00Z") },
        { value: -2, at: new Date("2026-11-01T06:30:00Z") }, // 01:30 EST, the repeated hour: same day
        { value: 1, at: new Date("2026-11-01T03:59:00Z") },
      ],
    });
    expect(s.thisWeek).toMatchObject({ start: "2026-11-01", end: "2026-11-07", moodCount: 2, daysLogged: 1 });
    expect(s.thisWeek.average).toBe(0);
    expect(s.previousWeek).toMatchObject({ start: "2026-10-25", moodCount: 1, average: 1 });
  });
});

describe("empty", () => {
  test("no moods this week: no insights, no goals, the button still there", () => {
    const s = summary([], [2, 2]);
    expect(s.hasData).toBe(false);
    expect(s.emptyText).toBe("No moods logged this week yet. Log a mood to start your weekly summary.");
    expect(summary([1]).emptyText).toBeNull();
    expect(s.trend).toBeNull();
    expect(s.insights).toEqual([]);
    expect(s.goals).toEqual([]);
    expect(s.button.route).toBe("/mood-log");
  });
});

describe("trend (this week avg − previous week avg)", () => {
  test.each([
    [0.51, "up"],
    [0.5, "steady"],
    [0.49, "steady"],
    [-0.49, "steady"],
    [-0.5, "steady"],
    [-0.51, "down"],
  ])("delta %d → %s", (delta, trend) => {
    expect(trendOf(delta)).toBe(trend);
    const s = summary([delta], [0]);
    expect(s.trendDelta).toBe(delta);
    expect(s.trend).toBe(trend);
  });
  test("compared on the rounded averages shown: 0.67 − 0.17 is steady", () => {
    const s = summary([1, 1, 0], [1, 0, 0, 0, 0, 0]);
    expect([s.thisWeek.average, s.previousWeek.average, s.trendDelta, s.trend]).toEqual([0.67, 0.17, 0.5, "steady"]);
  });
  test("no previous week: no trend", () => {
    expect(summary([1]).trend).toBeNull();
  });
  test("texts", () => {
    expect(summary([1.25], [0.5]).insights[0]).toBe(WEEKLY_INSIGHT_TEXT.up(0.75));
    expect(WEEKLY_INSIGHT_TEXT.up(0.75)).toBe("Your average mood rose by 0.75 compared with last week.");
    expect(summary([-1], [0]).insights[0]).toBe("Your average mood dipped by 1.00 compared with last week.");
    expect(summary([0], [0]).insights).toEqual([WEEKLY_INSIGHT_TEXT.steady]);
  });
});

describe("notable average", () => {
  test.each([
    [1.01, [WEEKLY_INSIGHT_TEXT.notableHigh(1.01)]],
    [1, []],
    [0.99, []],
    [-0.99, []],
    [-1, []],
    [-1.01, [WEEKLY_INSIGHT_TEXT.notableLow(-1.01)]],
  ])("average %d", (avg, insights) => {
    expect(summary([avg]).insights).toEqual(insights);
  });
  test("wording", () => {
    expect(WEEKLY_INSIGHT_TEXT.notableHigh(1.5)).toBe("A strong week: your average mood was 1.50.");
  });
});

describe("variance (population, 2 decimals, 2+ moods)", () => {
  test.each<[number[], number, string[]]>([
    [[0.7, -0.7], 0.49, [WEEKLY_INSIGHT_TEXT.stable]],
    [[-1, 0, 0, 1], 0.5, []],
    [[0.715, -0.715], 0.51, []],
    [[1.41, -1.41], 1.99, []],
    [[-2, 0, 0, 2], 2, []],
    [[1.42, -1.42], 2.02, [WEEKLY_INSIGHT_TEXT.varied]],
  ])("%j → variance %d", (values, variance, insights) => {
    const s = summary(values);
    expect(s.thisWeek.variance).toBe(variance);
    expect(s.insights).toEqual(insights);
  });
  test("a single mood has no variance", () => {
    expect(summary([0]).thisWeek.variance).toBeNull();
    expect(summary([0]).insights).toEqual([]);
  });
});

describe("insight cap and order", () => {
  test("up + notable + stable → the first 2", () => {
    const s = summary([2, 2], [0]);
    expect(s.insights).toEqual([WEEKLY_INSIGHT_TEXT.up(2), WEEKLY_INSIGHT_TEXT.notableHigh(2)]);
  });
  test("notable + varied + steady → steady dropped", () => {
    const s = summary([-3, 3, -3, -3], [-1.5]);
    expect(s.trend).toBe("steady");
    expect(s.insights).toEqual([WEEKLY_INSIGHT_TEXT.notableLow(-1.5), WEEKLY_INSIGHT_TEXT.varied]);
  });
  test("stable + steady → both fit", () => {
    expect(summary([0, 0], [0]).insights).toEqual([WEEKLY_INSIGHT_TEXT.stable, WEEKLY_INSIGHT_TEXT.steady]);
  });
});

describe("goals", () => {
  test.each([
    [-0.01, [WEEKLY_GOAL_TEXT.lowAverage]],
    [0, []],
    [0.01, []],
  ])("average %d", (avg, goals) => {
    expect(summary([avg]).goals).toEqual(goals);
  });

  const challengingWeek = (days: number) =>
    weeklySummary({
      clock,
      moods: [
        ...THIS.slice(0, days).map((d) => on(d, -1)),
        // a lifting day keeps the week average at or above 0 so only the challenging-days rule can fire
        on("2026-03-14", 3, 9),
        on("2026-03-14", 3, 10),
        // a day averaging exactly 0 is not challenging
        on(THIS[5]!, -1, 8),
        on(THIS[5]!, 1, 9),
      ],
    });
  test.each([
    [3, 3, []],
    [4, 4, [WEEKLY_GOAL_TEXT.challengingDays]],
    [5, 5, [WEEKLY_GOAL_TEXT.challengingDays]],
  ])("%d challenging days", (days, counted, goals) => {
    const s = challengingWeek(days);
    expect(s.thisWeek.challengingDays).toBe(counted);
    expect(s.thisWeek.average).toBeGreaterThanOrEqual(0);
    expect(s.goals).toEqual(goals);
  });

  test("both triggers: 2 goals, low-average first", () => {
    const s = summary([-1, -1, -1, -1]);
    expect(s.thisWeek.challengingDays).toBe(4);
    expect(s.goals).toEqual([
      "Add one small mood-lifting activity to each day next week.",
      "Plan a check-in with your partner or someone you trust for the tough days.",
    ]);
  });
});

describe("properties", () => {
  test("caps, counts and input-order independence", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ value: fc.integer({ min: -3, max: 3 }), hours: fc.integer({ min: 0, max: 24 * 16 }) })),
        (raw) => {
          const moods = raw.map((r) => ({ value: r.value, at: new Date(clock.now.getTime() - r.hours * MS_PER_HOUR) }));
          const s = weeklySummary({ clock, moods });
          expect(s.insights.length).toBeLessThanOrEqual(2);
          expect(s.goals.length).toBeLessThanOrEqual(2);
          expect(s.thisWeek.challengingDays).toBeLessThanOrEqual(s.thisWeek.daysLogged);
          expect(s.thisWeek.daysLogged).toBeLessThanOrEqual(7);
          expect(s.thisWeek.moodCount + s.previousWeek.moodCount).toBeLessThanOrEqual(moods.length);
          expect(weeklySummary({ clock, moods: [...moods].reverse() })).toEqual(s);
        },
      ),
    );
  });
});
