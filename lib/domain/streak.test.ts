import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { NO_STREAK, STREAK_TEXT, dayKeyOf, dayNumber, mondayOf, stepStreak, streakFromDays, streakOn } from "./streak";

// 2026-03-09 is a Monday; weeks run Monday–Sunday.
describe("streakFromDays", () => {
  it("is zero with no completions", () => {
    expect(streakFromDays([], "2026-03-12")).toEqual({
      streak: 0,
      completedToday: false,
      frozenDay: null,
      welcomeBack: false,
    });
  });

  it("counts consecutive days ending today, in any order", () => {
    const result = streakFromDays(["2026-03-12", "2026-03-10", "2026-03-11"], "2026-03-12");
    expect(result).toEqual({ streak: 3, completedToday: true, frozenDay: null, welcomeBack: false });
  });

  it("stays alive through yesterday while today is still open", () => {
    const result = streakFromDays(["2026-03-10", "2026-03-11"], "2026-03-12");
    expect(result.streak).toBe(2);
    expect(result.completedToday).toBe(false);
    expect(result.welcomeBack).toBe(false);
  });

  it("ends once neither today nor yesterday (nor a bridged yesterday) has a completion", () => {
    expect(streakFromDays(["2026-03-09"], "2026-03-12").streak).toBe(0);
  });

  it("bridges a single missed day with a freeze and reports it", () => {
    const result = streakFromDays(["2026-03-09", "2026-03-10", "2026-03-12", "2026-03-13"], "2026-03-13");
    expect(result).toEqual({ streak: 4, completedToday: true, frozenDay: "2026-03-11", welcomeBack: false });
  });

  it("bridges a missed yesterday while today is still open", () => {
    const result = streakFromDays(["2026-03-10", "2026-03-11"], "2026-03-13");
    expect(result.streak).toBe(2);
    expect(result.frozenDay).toBe("2026-03-12");
  });

  it("breaks at a second missed day in the same week", () => {
    // Missed Tue 10 and Thu 12 of the same Monday-started week: only the later gap is forgiven.
    const result = streakFromDays(["2026-03-09", "2026-03-11", "2026-03-13", "2026-03-14"], "2026-03-14");
    expect(result.streak).toBe(3);
    expect(result.frozenDay).toBe("2026-03-12");
  });

  it("forgives one missed day in each of two different weeks", () => {
    // Missed Sun 15 (week of Mon 9) and Tue 17 (week of Mon 16).
    const days = ["2026-03-13", "2026-03-14", "2026-03-16", "2026-03-18"];
    const result = streakFromDays(days, "2026-03-18");
    expect(result.streak).toBe(4);
    expect(result.frozenDay).toBe("2026-03-17");
  });

  it("breaks at two consecutive missed days", () => {
    const result = streakFromDays(["2026-03-09", "2026-03-10", "2026-03-13"], "2026-03-13");
    expect(result.streak).toBe(1);
    expect(result.frozenDay).toBeNull();
  });

  it("ignores duplicates, malformed keys and days after today", () => {
    const days = ["2026-03-11", "2026-03-11", "2026-03-12", "2026-03-12", "2026-02-30", "nope", "2026-03-20"];
    expect(streakFromDays(days, "2026-03-12")).toEqual({
      streak: 2,
      completedToday: true,
      frozenDay: null,
      welcomeBack: false,
    });
  });

  it("rejects a malformed today", () => {
    expect(() => streakFromDays([], "2026-3-1")).toThrow(RangeError);
  });

  it("welcomes back on the first day after a broken streak", () => {
    const result = streakFromDays(["2026-03-01", "2026-03-02", "2026-03-12"], "2026-03-12");
    expect(result).toEqual({ streak: 1, completedToday: true, frozenDay: null, welcomeBack: true });
  });

  it("does not welcome back a first-ever completion, a continuing run or a day not yet done", () => {
    expect(streakFromDays(["2026-03-12"], "2026-03-12").welcomeBack).toBe(false);
    expect(streakFromDays(["2026-03-01", "2026-03-11", "2026-03-12"], "2026-03-12").welcomeBack).toBe(false);
    expect(streakFromDays(["2026-03-01", "2026-03-11"], "2026-03-12").welcomeBack).toBe(false);
  });

  it("counts across the spring-forward DST change", () => {
    const days = ["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"];
    expect(streakFromDays(days, "2026-03-10")).toMatchObject({ streak: 5, frozenDay: null });
    // A freeze on the short day itself.
    expect(streakFromDays(["2026-03-07", "2026-03-09"], "2026-03-09")).toMatchObject({
      streak: 2,
      frozenDay: "2026-03-08",
    });
  });

  it("counts across the fall-back DST change", () => {
    const days = ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02", "2026-11-03"];
    expect(streakFromDays(days, "2026-11-03")).toMatchObject({ streak: 5, frozenDay: null });
    expect(streakFromDays(["2026-10-31", "2026-11-02"], "2026-11-02")).toMatchObject({
      streak: 2,
      frozenDay: "2026-11-01",
    });
  });

  it("crosses month and year boundaries", () => {
    const days = ["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"];
    expect(streakFromDays(days, "2026-01-02").streak).toBe(4);
  });
});

describe("the fold", () => {
  it("numbers days from 1970-01-01 and finds each week's Monday", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayKeyOf(dayNumber("2026-03-12")!)).toBe("2026-03-12");
    expect(dayKeyOf(mondayOf(dayNumber("2026-03-15")!))).toBe("2026-03-09"); // a Sunday belongs to the week before
    expect(dayKeyOf(mondayOf(dayNumber("2026-03-16")!))).toBe("2026-03-16");
    expect(dayKeyOf(mondayOf(dayNumber("1969-12-31")!))).toBe("1969-12-29");
  });

  it("ignores a day at or before the last one", () => {
    const run = stepStreak(NO_STREAK, 100);
    expect(stepStreak(run, 100)).toBe(run);
    expect(stepStreak(run, 99)).toBe(run);
  });

  it("says the same words everywhere", () => {
    expect(STREAK_TEXT.streak(1)).toBe("1-day streak");
    expect(STREAK_TEXT.streak(9)).toBe("9-day streak");
    expect(STREAK_TEXT.welcomeBack).toBe("Welcome back! A fresh start counts.");
  });
});

// --- Properties ---------------------------------------------------------------------------------------------------------

/**
 * The rule as a plain definition, independent of the fold: the run is the longest stretch [start, end] in which start
 * is done, every missed day has a done day before it (never two missed in a row), and no Monday–Sunday week holds two
 * missed days; end is today when done, else yesterday (today is still open). The streak is its done days.
 */
function oracle(done: ReadonlySet<number>, today: number): { streak: number; start: number | null } {
  const end = done.has(today) ? today : today - 1;
  let best: { streak: number; start: number | null } = { streak: 0, start: null };
  for (let start = end; start >= end - 80; start--) {
    if (!done.has(start)) continue;
    const missedWeeks = new Set<number>();
    let valid = true;
    let count = 0;
    for (let d = start; d <= end && valid; d++) {
      if (done.has(d)) {
        count++;
        continue;
      }
      if (!done.has(d - 1) || missedWeeks.has(mondayOf(d))) valid = false;
      missedWeeks.add(mondayOf(d));
    }
    if (valid) best = { streak: count, start };
  }
  return best;
}

const TODAY = dayNumber("2026-03-26")!;
/** Histories of up to 60 days before today, dense enough that freezes and breaks both happen often. */
const history = fc
  .array(fc.boolean(), { minLength: 0, maxLength: 60 })
  .map((bits) => new Set(bits.flatMap((on, i) => (on ? [TODAY - i] : []))));
const fold = (done: ReadonlySet<number>) => [...done].sort((a, b) => a - b).reduce(stepStreak, NO_STREAK);

describe("the streak rule (properties)", () => {
  it("is the longest stretch ending today in which every missed day is forgiven", () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 3 }), (done, back) => {
        const today = TODAY + back;
        expect(streakOn(fold(done), today).streak).toBe(oracle(done, today).streak);
      }),
      { numRuns: 2000 },
    );
  });

  it("uses a freeze at most once per week and never forgives two missed days in a row", () => {
    fc.assert(
      fc.property(history, (done) => {
        const { streak, start } = oracle(done, TODAY);
        fc.pre(start !== null);
        const end = done.has(TODAY) ? TODAY : TODAY - 1;
        const missed = [];
        for (let d = start!; d <= end; d++) if (!done.has(d)) missed.push(d);
        expect(new Set(missed.map(mondayOf)).size).toBe(missed.length);
        for (const d of missed) expect(done.has(d - 1)).toBe(true);
        expect(streak).toBe(end - start! + 1 - missed.length);
        expect(streakOn(fold(done), TODAY).streak).toBe(streak);
      }),
      { numRuns: 1000 },
    );
  });

  it("never counts fewer days than a strict run of consecutive days, nor more than the days done", () => {
    fc.assert(
      fc.property(history, (done) => {
        let strict = 0;
        for (let d = done.has(TODAY) ? TODAY : TODAY - 1; done.has(d); d--) strict++;
        const { streak } = streakOn(fold(done), TODAY);
        expect(streak).toBeGreaterThanOrEqual(strict);
        expect(streak).toBeLessThanOrEqual(done.size);
      }),
    );
  });

  it("welcomes back exactly on a first done day after an ended run", () => {
    fc.assert(
      fc.property(history, (done) => {
        const standing = streakOn(fold(done), TODAY);
        const earlier = [...done].some((d) => d < TODAY);
        expect(standing.welcomeBack).toBe(done.has(TODAY) && standing.streak === 1 && earlier);
      }),
    );
  });

  it("gives the same answer day by day as from the whole list, so a stream and a page agree", () => {
    fc.assert(
      fc.property(history, (done) => {
        let run = NO_STREAK;
        for (const d of [...done].sort((a, b) => a - b)) {
          run = stepStreak(run, d);
          const upTo = [...done].filter((x) => x <= d).map(dayKeyOf);
          expect(run.streak).toBe(streakFromDays(upTo, dayKeyOf(d)).streak);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("reports a bridged day only inside the run, missed, and with a done day before it", () => {
    fc.assert(
      fc.property(history, (done) => {
        const { streak, frozenDay } = streakOn(fold(done), TODAY);
        if (frozenDay === null) return;
        const { start } = oracle(done, TODAY);
        expect(streak).toBeGreaterThan(0);
        expect(done.has(frozenDay)).toBe(false);
        expect(done.has(frozenDay - 1)).toBe(true);
        expect(frozenDay).toBeGreaterThan(start!);
      }),
    );
  });
});
