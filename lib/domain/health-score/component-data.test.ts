import { describe, expect, test } from "vitest";
import { componentsWithoutData } from "./component-data";

// 22:30 in New York on 20 Nov: "today" there began at 05:00 UTC on the 20th.
const clock = { now: new Date("2026-11-21T03:30:00Z"), timeZone: "America/New_York" };
const todayStart = new Date("2026-11-20T05:00:00Z");
const daysAgo = (days: number) => ({ at: new Date(todayStart.getTime() - days * 86_400_000 + 3_600_000) });

describe("componentsWithoutData", () => {
  test("nothing at all: Partner Connection and Mood Trend have nothing behind them", () => {
    expect(componentsWithoutData({ clock, days: 7, moods: [], partnerCheckins: [] })).toEqual([
      "partnerInteraction",
      "moodTrend",
    ]);
  });

  test("moods but no check-in (someone alone): only Partner Connection is absent", () => {
    expect(componentsWithoutData({ clock, days: 7, moods: [daysAgo(0)], partnerCheckins: [] })).toEqual([
      "partnerInteraction",
    ]);
  });

  test("both in the window: nothing absent; frequency and rituals are never absent", () => {
    expect(componentsWithoutData({ clock, days: 7, moods: [daysAgo(6)], partnerCheckins: [daysAgo(2)] })).toEqual([]);
  });

  test("the window is the timeframe's: a check-in 10 days ago counts for 30 days, not for 7", () => {
    const input = { clock, moods: [daysAgo(0)], partnerCheckins: [daysAgo(10)] };
    expect(componentsWithoutData({ ...input, days: 7 })).toEqual(["partnerInteraction"]);
    expect(componentsWithoutData({ ...input, days: 30 })).toEqual([]);
  });
});
