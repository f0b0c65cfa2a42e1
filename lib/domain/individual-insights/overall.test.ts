import { describe, expect, test } from "vitest";
import { MS_PER_HOUR, localDayWindow } from "../time";
import type { BiometricRecord, Clock } from "../types";
import { OVERALL_WINDOW_DAYS, overallInsights } from "./overall";
import { sleepRecommendations } from "./sleep-mood";

const TZ = "America/New_York";
const NOW = new Date("2026-03-20T16:00:00Z");
const clock: Clock = { now: NOW, timeZone: TZ };

const hoursAgo = (h: number) => new Date(NOW.getTime() - h * MS_PER_HOUR);
/** One record a day, newest today. */
const sleep = (values: number[]): BiometricRecord[] =>
  values.map((sleepHours, i) => ({ sleepHours, stressLevel: null, at: hoursAgo(24 * i + 1) }));
const stress = (values: number[]): BiometricRecord[] =>
  values.map((stressLevel, i) => ({ sleepHours: null, stressLevel, at: hoursAgo(24 * i + 2) }));

const types = (biometrics: BiometricRecord[]) => overallInsights({ clock, biometrics }).map((i) => i.type);

describe("sleep advice", () => {
  test("more than 5 records: 5 short nights give nothing, 6 give advice", () => {
    expect(types(sleep([6, 6, 6, 6, 6]))).toEqual([]);
    expect(overallInsights({ clock, biometrics: sleep([6, 6, 6, 6, 6, 6]) })).toEqual([
      {
        id: "sleep_advice:2026-03-20",
        type: "sleep_advice",
        title: "You could use more sleep",
        description: "You averaged 6 h of sleep over the last 30 days; 7–9 h is recommended.",
        confidence: 80,
        actionable: true,
        priority: "medium",
        recommendations: sleepRecommendations(6),
      },
    ]);
  });

  test("average under 7: exactly 7 gives nothing, 6.99 gives advice", () => {
    expect(types(sleep([7, 7, 7, 7, 7, 7]))).toEqual([]);
    expect(types(sleep([7, 7, 7, 7, 7, 6.94]))).toEqual(["sleep_advice"]);
    expect(types(sleep([7, 7, 7, 7, 7, 7.06]))).toEqual([]);
  });
});

describe("stress alert", () => {
  test("more than 3 records: 3 high readings give nothing, 4 give an alert", () => {
    expect(types(stress([9, 9, 9]))).toEqual([]);
    expect(types(stress([9, 9, 9, 9]))).toEqual(["stress_alert"]);
  });

  test("average above 6: exactly 6 nothing, 6.01 medium; exactly 8 medium, 8.01 high", () => {
    expect(types(stress([6, 6, 6, 6]))).toEqual([]);
    expect(overallInsights({ clock, biometrics: stress([6, 6, 6, 6.04]) })[0]).toMatchObject({
      priority: "medium",
      title: "Your stress has been elevated",
      description: "Your stress averaged 6.01 out of 10 over the last 30 days.",
      confidence: 80,
    });
    expect(overallInsights({ clock, biometrics: stress([8, 8, 8, 8]) })[0]?.priority).toBe("medium");
    const high = overallInsights({ clock, biometrics: stress([8, 8, 8, 8.04]) })[0];
    expect(high).toMatchObject({ priority: "high", title: "Your stress has been very high" });
    expect(high?.recommendations).toHaveLength(3);
  });
});

describe("window", () => {
  test("30 local days: a record at the window's first instant counts, a millisecond earlier does not", () => {
    const from = localDayWindow(NOW, TZ, OVERALL_WINDOW_DAYS).from;
    expect(from.toISOString()).toBe("2026-02-19T05:00:00.000Z");
    const base = stress([9, 9, 9]);
    const at = (ms: number) => types([...base, { sleepHours: null, stressLevel: 9, at: new Date(ms) }]);
    expect(at(from.getTime())).toEqual(["stress_alert"]);
    expect(at(from.getTime() - 1)).toEqual([]);
  });

  test("both insights at once, sleep first; empty input gives none", () => {
    expect(types([...sleep([5, 5, 5, 5, 5, 5]), ...stress([7, 7, 7, 7])])).toEqual(["sleep_advice", "stress_alert"]);
    expect(overallInsights({ clock, biometrics: [] })).toEqual([]);
  });
});
