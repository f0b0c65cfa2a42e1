import { describe, expect, test } from "vitest";
import { ritualStanding, standingLine, standingTexts, STANDING_TEXT } from "./standing";

// Saturday 2026-11-28, 10:00 in New York (15:00 UTC).
const clock = { now: new Date("2026-11-28T15:00:00Z"), timeZone: "America/New_York" };
/** Noon in New York, `n` days before the clock's day. */
const daysAgo = (n: number) => new Date(Date.UTC(2026, 10, 28 - n, 17));
const standing = (streakCount: number, lastCompletedAt: Date | null) =>
  ritualStanding({ streakCount, lastCompletedAt }, clock);

describe("the streak is the stored run while it can still go on", () => {
  test.each([
    ["completed today", 0, 3, 3],
    ["completed yesterday, today still open", 1, 3, 3],
    ["one missed day, which a freeze may still bridge", 2, 2, 2],
    ["two missed days: the run has ended", 3, 5, 0],
    ["a month ago", 30, 9, 0],
  ])("%s", (_, ago, stored, shown) => {
    expect(standing(stored, daysAgo(ago)).streak).toBe(shown);
  });

  test("never completed: no streak and no day", () => {
    expect(standing(0, null)).toEqual({ streak: 0, lastCompletedDay: null });
  });

  test("a completed day counts as a run of one even if the row says 0", () => {
    expect(standing(0, daysAgo(0)).streak).toBe(1);
  });
});

test("the day is the viewer's: 01:00 UTC on Nov 27 is still Nov 26 in New York", () => {
  expect(standing(1, new Date("2026-11-27T01:00:00Z")).lastCompletedDay).toBe("2026-11-26");
  expect(
    ritualStanding(
      { streakCount: 1, lastCompletedAt: new Date("2026-11-27T01:00:00Z") },
      { ...clock, timeZone: "UTC" },
    ),
  ).toMatchObject({ lastCompletedDay: "2026-11-27" });
});

test("a completion stamped after now is today's, not a day to come", () => {
  expect(standing(4, new Date("2026-11-30T12:00:00Z"))).toEqual({ streak: 4, lastCompletedDay: "2026-11-28" });
});

describe("in words", () => {
  test.each([
    [3, daysAgo(2), "3-day streak · Last completed Nov 26"],
    [1, daysAgo(0), "1-day streak · Last completed Nov 28"],
    [6, daysAgo(10), "Last completed Nov 18"],
    [2, new Date("2025-12-30T17:00:00Z"), "Last completed Dec 30, 2025"],
    [0, null, STANDING_TEXT.neverCompleted],
  ])("streak %i, last %s → %s", (stored, last, line) => {
    expect(standingLine(standing(stored, last), clock)).toBe(line);
  });

  test("the parts, for a card that puts a mark after the streak", () => {
    expect(standingTexts(standing(7, daysAgo(0)), clock)).toEqual({
      streak: "7-day streak",
      lastCompleted: "Last completed Nov 28",
    });
    expect(standingTexts(standing(0, null), clock)).toEqual({ streak: null, lastCompleted: "Not completed yet" });
  });
});
