import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MS_PER_HOUR, addDays, localDayKey, localDayWindow, startOfLocalDay } from "../time";
import type { BiometricRecord, Clock } from "../types";
import { STRESS_HIGH_CONFIDENCE, STRESS_WINDOW_DAYS, analyzeStress, stressInsight } from "./stress";

const TZ = "America/New_York";
const NOW = new Date("2026-03-20T16:00:00Z");
const clock: Clock = { now: NOW, timeZone: TZ };

function localAt(daysAgo: number, hour: number, c: Clock = clock): Date {
  const key = addDays(localDayKey(c.now, c.timeZone), -daysAgo);
  return new Date(startOfLocalDay(key, c.timeZone).getTime() + hour * MS_PER_HOUR);
}

const stressAt = (at: Date, stressLevel: number): BiometricRecord => ({ sleepHours: null, stressLevel, at });

/** One record per day, oldest first, ending today: levels[last] is today. */
function daily(levels: number[]): BiometricRecord[] {
  return levels.map((level, i) => stressAt(localAt(levels.length - 1 - i, 12), level));
}

/** Records an hour apart today (all on one day, so no day streak), in the given order. */
function sameDay(levels: number[]): BiometricRecord[] {
  return levels.map((level, i) => stressAt(localAt(0, 1 + i * 0.5), level));
}

describe("stress insight", () => {
  test("needs 3 records: 2 rising very high records give nothing, 3 do", () => {
    expect(stressInsight({ clock, biometrics: daily([9, 10]) })).toBeNull();
    expect(stressInsight({ clock, biometrics: daily([8, 9, 10]) })?.priority).toBe("urgent");
  });

  test("urgent: 3 consecutive days above 7 (95); daily averages of exactly 7 are not above", () => {
    const urgent = stressInsight({ clock, biometrics: daily([7.01, 7.01, 7.01]) });
    expect(urgent).toEqual({
      id: "stress_streak:2026-03-20",
      type: "stress_streak",
      title: "Your stress has stayed high",
      description:
        "Your stress averaged above 7 out of 10 on 3 days in a row. Sustained stress wears you down; it is worth acting on now.",
      confidence: 95,
      actionable: true,
      priority: "urgent",
      recommendations: [
        "Take a real break today: a walk, a breathing exercise or ten quiet minutes",
        "Tell your partner or someone you trust what is weighing on you",
        "If stress stays this high, consider talking to a professional",
      ],
    });
    expect(stressInsight({ clock, biometrics: daily([7, 7, 7]) })).toBeNull();
    expect(stressInsight({ clock, biometrics: daily([6.99, 8, 8, 6.99]) })).toBeNull();
  });

  test("the day's average decides: 9 and 5 on one day average 7, which breaks the run", () => {
    const records = [...daily([8, 8, 8]), stressAt(localAt(1, 20), 6)];
    // Yesterday: (8 + 6) / 2 = 7, not above 7. Overall average 7.5 is not above 7.5 either.
    expect(analyzeStress({ clock, biometrics: records })).toMatchObject({ longestHighRun: 1, average: 7.5 });
    expect(stressInsight({ clock, biometrics: records })).toBeNull();
  });

  test("2 high days, a day without data, then a high day is not a streak (falls to high: average 8 > 7.5)", () => {
    const records = [stressAt(localAt(3, 12), 8), stressAt(localAt(2, 12), 8), stressAt(localAt(0, 12), 8)];
    expect(analyzeStress({ clock, biometrics: records }).longestHighRun).toBe(2);
    expect(stressInsight({ clock, biometrics: records })).toMatchObject({
      type: "stress_high",
      priority: "high",
      confidence: 85,
      description: "Your stress averaged 8 out of 10 over the last 7 days.",
    });
  });

  test("4 consecutive high days report the run length", () => {
    expect(stressInsight({ clock, biometrics: daily([9, 9, 9, 9]) })?.description).toContain("on 4 days in a row");
  });

  test("consecutive means local calendar days, across the 2026-03-08 spring-forward", () => {
    const dstClock: Clock = { now: new Date("2026-03-09T20:00:00Z"), timeZone: TZ };
    // Local Mar 7 00:30 EST, Mar 8 23:30 EDT, Mar 9 12:00 EDT; in UTC these are Mar 7, Mar 9, Mar 9.
    const records = [
      stressAt(new Date("2026-03-07T05:30:00Z"), 8),
      stressAt(new Date("2026-03-09T03:30:00Z"), 8),
      stressAt(new Date("2026-03-09T16:00:00Z"), 8),
    ];
    expect(stressInsight({ clock: dstClock, biometrics: records })?.type).toBe("stress_streak");
    expect(stressInsight({ clock: { ...dstClock, timeZone: "UTC" }, biometrics: records })?.type).toBe("stress_high");
  });

  test("high: an average of exactly 7.5 is not above; 7.51 is (85)", () => {
    expect(stressInsight({ clock, biometrics: sameDay([7.5, 7.5, 7.5]) })).toBeNull();
    expect(stressInsight({ clock, biometrics: sameDay([7.5, 7.5, 7.53]) })).toMatchObject({
      priority: "high",
      confidence: STRESS_HIGH_CONFIDENCE,
      description: "Your stress averaged 7.51 out of 10 over the last 7 days.",
    });
  });

  test("rising: more than 60% of steps up and a net rise (75); exactly 60% is not enough", () => {
    // 2 of 3 steps up.
    expect(stressInsight({ clock, biometrics: sameDay([1, 2, 3, 2]) })).toEqual({
      id: "stress_rising:2026-03-20",
      type: "stress_rising",
      title: "Your stress is rising",
      description: "Your stress went up in 2 of the 3 steps between your readings over the last 7 days.",
      confidence: 75,
      actionable: true,
      priority: "medium",
      recommendations: [
        "Notice what changed this week before stress builds further",
        "Add a short wind-down routine to your evenings",
      ],
    });
    // 3 of 5 = 60%: not above.
    expect(stressInsight({ clock, biometrics: sameDay([1, 2, 3, 2, 2, 3]) })).toBeNull();
    // 5 of 8 = 62.5%: above. 4 of 7 ≈ 57%: below.
    expect(stressInsight({ clock, biometrics: sameDay([1, 2, 3, 4, 5, 4, 4, 4, 6]) })?.type).toBe("stress_rising");
    expect(stressInsight({ clock, biometrics: sameDay([1, 2, 3, 4, 3, 3, 3, 4]) })).toBeNull();
  });

  test("rising needs the latest reading above the first: up, up, up, back down is not rising", () => {
    expect(analyzeStress({ clock, biometrics: sameDay([1, 2, 3, 4, 1]) })).toMatchObject({
      rises: 3,
      changes: 4,
      netChange: 0,
    });
    expect(stressInsight({ clock, biometrics: sameDay([1, 2, 3, 4, 1]) })).toBeNull();
  });

  test("rises follow time order, not input order", () => {
    const records = sameDay([1, 2, 3, 2]);
    expect(stressInsight({ clock, biometrics: [...records].reverse() })?.type).toBe("stress_rising");
  });

  test("7-day window: a record at local midnight 6 days ago counts, a millisecond earlier does not", () => {
    const from = localDayWindow(NOW, TZ, STRESS_WINDOW_DAYS).from;
    expect(from.toISOString()).toBe("2026-03-14T04:00:00.000Z");
    const base = sameDay([9, 9]);
    expect(stressInsight({ clock, biometrics: [...base, stressAt(from, 9)] })?.type).toBe("stress_high");
    expect(stressInsight({ clock, biometrics: [...base, stressAt(new Date(from.getTime() - 1), 9)] })).toBeNull();
  });

  test("records without a stress level are ignored; empty input gives nothing", () => {
    const sleepOnly: BiometricRecord[] = [1, 2, 3].map((d) => ({
      sleepHours: 6,
      stressLevel: null,
      at: localAt(d, 8),
    }));
    expect(stressInsight({ clock, biometrics: sleepOnly })).toBeNull();
    expect(stressInsight({ clock, biometrics: [] })).toBeNull();
  });

  test("properties: input order never matters and confidence stays ≤ 95", () => {
    const arb = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 10 })),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, fc.nat(), (rows, k) => {
        const records = rows.map(([d, h, level]) => stressAt(localAt(d, 6 * h), level));
        const cut = records.length === 0 ? 0 : k % records.length;
        const shuffled = [...records.slice(cut), ...records.slice(0, cut)].reverse();
        const a = stressInsight({ clock, biometrics: records });
        expect(stressInsight({ clock, biometrics: shuffled })).toEqual(a);
        if (a) expect(a.confidence).toBeLessThanOrEqual(95);
      }),
    );
  });
});
