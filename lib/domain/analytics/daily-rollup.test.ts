import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { mean, standardDeviation } from "../stats";
import { meanOf, meanSleepHours, rollUpDays, rollUpRatings, spreadOf, total, totalMoods } from "./daily-rollup";

const NY = "America/New_York";
const none = { moods: [], biometrics: [], partnerCheckins: [], personalCheckins: [] };
const mood = (iso: string, value: number, keywords: string[] = []) => ({ value, keywords, at: new Date(iso) });

describe("rollUpDays", () => {
  test("local days and parts of the day in the person's zone, across the spring-forward night", () => {
    const days = rollUpDays(
      {
        ...none,
        moods: [
          // 23:30 on Sat 7 Mar in New York (EST), 04:30 UTC on the 8th.
          mood("2026-03-08T04:30:00Z", 2),
          // 01:59 EST, then 03:00 EDT a minute later on Sun 8 Mar: one day, both mornings.
          mood("2026-03-08T06:59:00Z", -1),
          mood("2026-03-08T07:00:00Z", 3),
          // 12:00 and 17:00 EDT start the afternoon and the evening.
          mood("2026-03-08T16:00:00Z", 1),
          mood("2026-03-08T21:00:00Z", -3),
        ],
      },
      NY,
    );
    expect(days.map((d) => d.day)).toEqual(["2026-03-07", "2026-03-08"]);
    expect(days[0]!.timesOfDay.evening).toEqual({ count: 1, sum: 2 });
    expect(days[1]).toMatchObject({
      moods: { count: 4, sum: 0, squares: 1 + 9 + 1 + 9 },
      timesOfDay: { morning: { count: 2, sum: 2 }, afternoon: { count: 1, sum: 1 }, evening: { count: 1, sum: -3 } },
    });
  });

  test("tags as normalizeTags reads them: trimmed, lower-cased, once per mood, empty ones dropped", () => {
    const [day] = rollUpDays(
      {
        ...none,
        moods: [
          mood("2026-03-10T15:00:00Z", 2, ["Calm", " calm ", ""]),
          mood("2026-03-10T16:00:00Z", -1, ["calm", "Tired"]),
        ],
      },
      NY,
    );
    expect([...day!.tags]).toEqual([
      ["calm", { count: 2, sum: 1 }],
      ["tired", { count: 1, sum: -1 }],
    ]);
  });

  test("health figures: sleep in exact hundredths, stress summed, a record with neither makes no day", () => {
    const at = (h: number) => new Date(Date.UTC(2026, 2, 10, h));
    const days = rollUpDays(
      {
        ...none,
        biometrics: [
          { sleepHours: 7.1, stressLevel: null, at: at(12) },
          { sleepHours: 7.2, stressLevel: 4, at: at(13) },
          { sleepHours: null, stressLevel: 9, at: at(14) },
          { sleepHours: null, stressLevel: null, at: new Date("2026-03-20T12:00:00Z") },
        ],
      },
      NY,
    );
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ sleep: { count: 2, sum: 1430 }, stress: { count: 2, sum: 13 } });
    expect(meanSleepHours(days[0]!.sleep)).toBe(7.15);
  });

  test("check-ins: partner ones with their scores and notes counted (never read), personal ones counted", () => {
    const at = new Date("2026-03-10T15:00:00Z");
    const [day] = rollUpDays(
      {
        ...none,
        partnerCheckins: [
          { score: 3, hasNote: true, at },
          { score: -1, hasNote: false, at },
        ],
        personalCheckins: [{ at }, { at }],
      },
      NY,
    );
    expect(day).toMatchObject({ checkins: { count: 2, sum: 2, notes: 1 }, personalCheckins: 2, moods: { count: 0 } });
  });

  test("the order of the rows never matters; days come oldest first", () => {
    const rows = fc.array(
      fc.record({
        ms: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
        value: fc.integer({ min: -3, max: 3 }),
        tags: fc.array(fc.constantFrom("calm", "Calm", "tired", " walk "), { maxLength: 3 }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(rows, (list) => {
        const moods = list.map((r) => ({ value: r.value, keywords: r.tags, at: new Date(r.ms) }));
        const forward = rollUpDays({ ...none, moods }, NY);
        expect(rollUpDays({ ...none, moods: [...moods].reverse() }, NY)).toEqual(forward);
        expect(forward.map((d) => d.day)).toEqual([...forward.map((d) => d.day)].sort());
      }),
      { numRuns: 50 },
    );
  });
});

describe("reading figures back", () => {
  test("a range's mean and spread are the ones of its values, however the days split them", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 6 })), (days) => {
        const figures = days.map((values) => ({
          count: values.length,
          sum: values.reduce((a, b) => a + b, 0),
          squares: values.reduce((a, b) => a + b * b, 0),
        }));
        const all = days.flat();
        const range = totalMoods(figures);
        if (all.length === 0) {
          expect(meanOf(range)).toBeNaN();
          expect(spreadOf(range)).toBeNaN();
          return;
        }
        expect(meanOf(range)).toBe(mean(all));
        expect(spreadOf(range)).toBeCloseTo(standardDeviation(all), 12);
        expect(total(figures)).toEqual({ count: range.count, sum: range.sum });
      }),
    );
  });

  test("ratings per local day of the person rated", () => {
    const ratings = [
      { at: new Date("2026-03-10T03:00:00Z"), value: -1 }, // still 9 Mar in New York
      { at: new Date("2026-03-10T15:00:00Z"), value: 3 },
      { at: new Date("2026-03-10T16:00:00Z"), value: 1 },
    ];
    expect(rollUpRatings(ratings, NY)).toEqual([
      { day: "2026-03-09", count: 1, sum: -1 },
      { day: "2026-03-10", count: 2, sum: 4 },
    ]);
    expect(rollUpRatings(ratings, "UTC").map((d) => d.day)).toEqual(["2026-03-10"]);
  });
});
