import { describe, expect, it } from "vitest";

import { STREAK_CELEBRATION_DAYS, streakFromDays } from "./streak";

// 2026-03-09 is a Monday; weeks run Monday–Sunday.
describe("streakFromDays", () => {
  it("celebrates at seven days", () => {
    expect(STREAK_CELEBRATION_DAYS).toBe(7);
  });

  it("is zero with no completions", () => {
    expect(streakFromDays([], "2026-03-12")).toEqual({
      streak: 0,
      completedToday: false,
      frozenDays: [],
      welcomeBack: false,
    });
  });

  it("counts consecutive days ending today, in any order", () => {
    const result = streakFromDays(["2026-03-12", "2026-03-10", "2026-03-11"], "2026-03-12");
    expect(result).toEqual({ streak: 3, completedToday: true, frozenDays: [], welcomeBack: false });
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
    expect(result).toEqual({ streak: 4, completedToday: true, frozenDays: ["2026-03-11"], welcomeBack: false });
  });

  it("bridges a missed yesterday while today is still open", () => {
    const result = streakFromDays(["2026-03-10", "2026-03-11"], "2026-03-13");
    expect(result.streak).toBe(2);
    expect(result.frozenDays).toEqual(["2026-03-12"]);
  });

  it("breaks at a second missed day in the same week", () => {
    // Missed Tue 10 and Thu 12 of the same Monday-started week: only the later gap is forgiven.
    const result = streakFromDays(["2026-03-09", "2026-03-11", "2026-03-13", "2026-03-14"], "2026-03-14");
    expect(result.streak).toBe(3);
    expect(result.frozenDays).toEqual(["2026-03-12"]);
  });

  it("forgives one missed day in each of two different weeks", () => {
    // Missed Sun 15 (week of Mon 9) and Tue 17 (week of Mon 16).
    const days = ["2026-03-13", "2026-03-14", "2026-03-16", "2026-03-18"];
    const result = streakFromDays(days, "2026-03-18");
    expect(result.streak).toBe(4);
    expect(result.frozenDays).toEqual(["2026-03-17", "2026-03-15"]);
  });

  it("breaks at two consecutive missed days", () => {
    const result = streakFromDays(["2026-03-09", "2026-03-10", "2026-03-13"], "2026-03-13");
    expect(result.streak).toBe(1);
    expect(result.frozenDays).toEqual([]);
  });

  it("ignores duplicates, malformed keys and days after today", () => {
    const days = ["2026-03-11", "2026-03-11", "2026-03-12", "2026-03-12", "2026-02-30", "nope", "2026-03-20"];
    expect(streakFromDays(days, "2026-03-12")).toEqual({
      streak: 2,
      completedToday: true,
      frozenDays: [],
      welcomeBack: false,
    });
  });

  it("rejects a malformed today", () => {
    expect(() => streakFromDays([], "2026-3-1")).toThrow(RangeError);
  });

  it("welcomes back on the first day after a broken streak", () => {
    const result = streakFromDays(["2026-03-01", "2026-03-02", "2026-03-12"], "2026-03-12");
    expect(result).toEqual({ streak: 1, completedToday: true, frozenDays: [], welcomeBack: true });
  });

  it("does not welcome back a first-ever completion, a continuing run or a day not yet done", () => {
    expect(streakFromDays(["2026-03-12"], "2026-03-12").welcomeBack).toBe(false);
    expect(streakFromDays(["2026-03-01", "2026-03-11", "2026-03-12"], "2026-03-12").welcomeBack).toBe(false);
    expect(streakFromDays(["2026-03-01", "2026-03-11"], "2026-03-12").welcomeBack).toBe(false);
  });

  it("counts across the spring-forward DST change", () => {
    const days = ["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"];
    expect(streakFromDays(days, "2026-03-10")).toMatchObject({ streak: 5, frozenDays: [] });
    // A freeze on the short day itself.
    expect(streakFromDays(["2026-03-07", "2026-03-09"], "2026-03-09")).toMatchObject({
      streak: 2,
      frozenDays: ["2026-03-08"],
    });
  });

  it("counts across the fall-back DST change", () => {
    const days = ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02", "2026-11-03"];
    expect(streakFromDays(days, "2026-11-03")).toMatchObject({ streak: 5, frozenDays: [] });
    expect(streakFromDays(["2026-10-31", "2026-11-02"], "2026-11-02")).toMatchObject({
      streak: 2,
      frozenDays: ["2026-11-01"],
    });
  });

  it("crosses month and year boundaries", () => {
    const days = ["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"];
    expect(streakFromDays(days, "2026-01-02").streak).toBe(4);
  });
});
