import { describe, expect, test } from "vitest";
import {
  describeMood,
  formatMoodAverage,
  formatThoughtDate,
  formatWeekRange,
  moodChartSummary,
  QUICK_ACTIONS,
} from "./dashboard-text";

describe("formatMoodAverage", () => {
  test.each([
    [1.5, "+1.5"],
    [2, "+2"],
    [0, "0"],
    [-0, "0"],
    [-1.25, "-1.25"],
    [0.666, "+0.67"],
    [-0.004, "0"],
  ])("%d → %s", (value, text) => {
    expect(formatMoodAverage(value)).toBe(text);
  });
});

test("describeMood names the nearest step", () => {
  expect(describeMood(1.5)).toBe("+1.5 (Great)");
  expect(describeMood(-3)).toBe("-3 (Very Difficult)");
  expect(describeMood(0.4)).toBe("+0.4 (Okay)");
});

describe("moodChartSummary", () => {
  const points = [
    { label: "Mon", user: 2, partner: null },
    { label: "Tue", user: null, partner: -1 },
  ];
  test("every day of the user's line, gaps said as such", () => {
    expect(moodChartSummary(points, false)).toBe(
      "Daily average mood over the last 2 days, from -3 to 3. You: Mon +2 (Great), Tue no mood logged.",
    );
  });
  test("the partner's line only when it is shown", () => {
    expect(moodChartSummary(points, true)).toContain("Partner: Mon no mood logged, Tue -1 (Low).");
    expect(moodChartSummary(points, false)).not.toContain("Partner");
  });
});

describe("formatThoughtDate", () => {
  const at = new Date("2026-03-10T23:30:00Z");
  test("in the user's zone, not the machine's", () => {
    expect(formatThoughtDate(at, "UTC")).toBe("Tue, Mar 10, 11:30 PM");
    expect(formatThoughtDate(at, "Asia/Tokyo")).toBe("Wed, Mar 11, 8:30 AM");
    expect(formatThoughtDate(at, "America/Los_Angeles")).toBe("Tue, Mar 10, 4:30 PM");
  });
});

test("formatWeekRange reads DayKeys without a zone", () => {
  expect(formatWeekRange("2026-03-08", "2026-03-14")).toBe("Mar 8 – Mar 14");
  expect(formatWeekRange("2025-12-28", "2026-01-03")).toBe("Dec 28 – Jan 3");
});

test("quick actions: the spec's three buttons and routes, in order", () => {
  expect(QUICK_ACTIONS.map((a) => [a.label, a.href])).toEqual([
    ["Log Mood", "/mood-log"],
    ["Partner Check-in", "/checkin"],
    ["View Goals", "/goals"],
  ]);
});
