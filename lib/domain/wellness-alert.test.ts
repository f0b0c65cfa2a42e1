import { describe, expect, it } from "vitest";
import { hasLowMoodRun, isLowMood } from "./wellness-alert";

const now = new Date("2026-11-20T20:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe("hasLowMoodRun", () => {
  it("needs the three latest moods in 72 hours to be low", () => {
    const low = [hoursAgo(1), hoursAgo(20), hoursAgo(50)].map((at) => ({ value: -2, at }));
    expect(hasLowMoodRun(low, now)).toBe(true);
    expect(hasLowMoodRun(low.slice(0, 2), now)).toBe(false);
    // A better mood among the latest three breaks the run, even with older low ones around it.
    expect(hasLowMoodRun([...low, { value: 1, at: hoursAgo(10) }], now)).toBe(false);
  });

  it("ignores moods outside the window", () => {
    const moods = [
      { value: -3, at: hoursAgo(1) },
      { value: -3, at: hoursAgo(2) },
      { value: -3, at: hoursAgo(73) },
    ];
    expect(hasLowMoodRun(moods, now)).toBe(false);
  });

  it("calls -2 and below low", () => {
    expect([-3, -2, -1, 0].map(isLowMood)).toEqual([true, true, false, false]);
  });
});
