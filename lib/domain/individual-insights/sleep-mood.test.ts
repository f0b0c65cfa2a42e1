import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MS_PER_HOUR, addDays, localDayKey, localDayWindow, startOfLocalDay } from "../time";
import type { BiometricRecord, Clock, MoodRecord } from "../types";
import {
  SLEEP_MOOD_MODERATE_CONFIDENCE,
  SLEEP_MOOD_STRONG_CONFIDENCE,
  SLEEP_MOOD_WINDOW_DAYS,
  analyzeSleepMood,
  correlationStrength,
  sleepMoodInsight,
  sleepRecommendations,
} from "./sleep-mood";

const TZ = "America/New_York";
const NOW = new Date("2026-03-20T16:00:00Z");
const clock: Clock = { now: NOW, timeZone: TZ };
const TODAY = localDayKey(NOW, TZ);

/** A local wall-clock hour on the day `daysAgo` before today. */
function localAt(daysAgo: number, hour: number, c: Clock = clock): Date {
  const key = addDays(localDayKey(c.now, c.timeZone), -daysAgo);
  return new Date(startOfLocalDay(key, c.timeZone).getTime() + hour * MS_PER_HOUR);
}

const sleepAt = (at: Date, sleepHours: number): BiometricRecord => ({ sleepHours, stressLevel: null, at });
const moodAt = (at: Date, value: number): MoodRecord => ({
  value,
  keywords: [],
  notes: null,
  emotionMetadata: null,
  at,
});

/** Day i (i days ago) gets sleep[i] at 07:00 and, when given, mood[i] at 20:00. */
function series(sleep: number[], mood: (number | null)[]) {
  return {
    biometrics: sleep.map((h, i) => sleepAt(localAt(i, 7), h)),
    moods: mood.flatMap((v, i) => (v === null ? [] : [moodAt(localAt(i, 20), v)])),
  };
}

const WEEK = [5, 6, 7, 8, 9];

describe("correlation strength", () => {
  test("strong above 0.6, moderate above 0.3, on |r|", () => {
    expect(correlationStrength(0.61)).toBe("strong");
    expect(correlationStrength(0.6)).toBe("moderate");
    expect(correlationStrength(0.59)).toBe("moderate");
    expect(correlationStrength(0.31)).toBe("moderate");
    expect(correlationStrength(0.3)).toBe("weak");
    expect(correlationStrength(0.29)).toBe("weak");
    expect(correlationStrength(-0.61)).toBe("strong");
    expect(correlationStrength(-0.31)).toBe("moderate");
    expect(correlationStrength(Number.NaN)).toBe("weak");
  });

  test("through the insight: r = 0.6 exactly is moderate (70), 0.6037 strong (85); r = 0.3 gives nothing, 0.3032 moderate", () => {
    const at = (mood: number[]) => sleepMoodInsight({ clock, ...series(WEEK, mood) });
    expect(analyzeSleepMood({ clock, ...series(WEEK, [-3, -2, 1, 0, -1]) }).r).toBe(0.6);
    expect(at([-3, -2, 1, 0, -1])).toMatchObject({ confidence: SLEEP_MOOD_MODERATE_CONFIDENCE, priority: "low" });
    expect(at([-3, -3, 3, -2, 2])).toMatchObject({ confidence: SLEEP_MOOD_STRONG_CONFIDENCE, priority: "medium" });
    expect(analyzeSleepMood({ clock, ...series(WEEK, [-3, -1, 1, 0, -2]) }).r).toBe(0.3);
    expect(at([-3, -1, 1, 0, -2])).toBeNull();
    expect(at([-3, -2, -3, 3, -3])).toMatchObject({ confidence: 70, priority: "low" });
  });
});

describe("sleep-mood insight", () => {
  test("a strong positive link with enough sleep: medium, 85, full text", () => {
    const insight = sleepMoodInsight({ clock, ...series(WEEK, [-2, -1, 0, 1, 2]) });
    expect(insight).toEqual({
      id: `sleep_mood:${TODAY}`,
      type: "sleep_mood",
      title: "Sleep is shaping your mood",
      description:
        "Over the last 14 days there is a strong link between your sleep and your mood: on days with more sleep, " +
        "your mood tends to be better. You averaged 7 h a night.",
      confidence: 85,
      actionable: true,
      priority: "medium",
      recommendations: sleepRecommendations(7),
    });
  });

  test("poor sleep (average under 7 h) makes a positive link high priority; exactly 7 h does not", () => {
    const poor = sleepMoodInsight({ clock, ...series([5, 6, 7, 8, 8.95], [-2, -1, 0, 1, 2]) });
    expect(poor?.priority).toBe("high");
    expect(poor?.description).toContain("You averaged 6.99 h a night, below the recommended 7–9 h.");
    expect(poor?.recommendations[0]).toBe("Aim for 7–9 hours of sleep a night");
    const enough = sleepMoodInsight({ clock, ...series([5, 6, 7, 8, 9], [-2, -1, 0, 1, 2]) });
    expect(enough?.priority).toBe("medium");
    const above = sleepMoodInsight({ clock, ...series([5, 6, 7, 8, 9.05], [-2, -1, 0, 1, 2]) });
    expect(above?.priority).toBe("medium");
  });

  test("a negative link is always low, even with poor sleep", () => {
    const insight = sleepMoodInsight({ clock, ...series([4, 5, 6, 7, 8], [2, 1, 0, -1, -2]) });
    expect(insight).toMatchObject({ title: "Longer sleep, lower mood", priority: "low", confidence: 85 });
    expect(insight?.description).toBe(
      "Over the last 14 days your mood has tended to be lower on days with more sleep (a strong pattern). " +
        "You averaged 6 h a night.",
    );
  });

  test("recommendations by average: under 7 short, 7 to 9 within, above 9 long", () => {
    expect(sleepRecommendations(6.99)[0]).toBe("Aim for 7–9 hours of sleep a night");
    expect(sleepRecommendations(7)[0]).toBe("You're within the recommended 7–9 hours: keep your routine steady");
    expect(sleepRecommendations(9)[0]).toBe("You're within the recommended 7–9 hours: keep your routine steady");
    expect(sleepRecommendations(9.01)[0]).toBe("Sleeping more than 9 hours can leave you groggy; aim for 7–9");
  });

  test("needs 5 sleep records: 4 paired records give nothing, a 5th (unpaired) record is enough", () => {
    expect(sleepMoodInsight({ clock, ...series([5, 6, 7, 8], [-2, -1, 0, 1]) })).toBeNull();
    expect(sleepMoodInsight({ clock, ...series([5, 6, 7, 8, 9], [-2, -1, 0, 1, null]) })?.confidence).toBe(85);
  });

  test("records, not days: 5 sleep records on 4 days with 4 pairs is enough", () => {
    const base = series([5, 6, 7, 8], [-2, -1, 0, 1]);
    const extra = sleepAt(localAt(0, 14), 5);
    const analysis = analyzeSleepMood({ clock, moods: base.moods, biometrics: [...base.biometrics, extra] });
    expect(analysis).toMatchObject({ sleepRecords: 5, pairs: 4 });
    expect(sleepMoodInsight({ clock, moods: base.moods, biometrics: [...base.biometrics, extra] })).not.toBeNull();
  });

  test("needs 4 day-matched pairs: 3 give nothing, 4 are enough", () => {
    expect(sleepMoodInsight({ clock, ...series([5, 6, 7, 8, 9], [-2, -1, 0, null, null]) })).toBeNull();
    expect(sleepMoodInsight({ clock, ...series([5, 6, 7, 8, 9], [-2, -1, 0, 1, null]) })).not.toBeNull();
  });

  test("each side of a pair is the day's average", () => {
    const base = series(WEEK, [null, -1, 0, 1, 2]);
    const moods = [...base.moods, moodAt(localAt(0, 9), -3), moodAt(localAt(0, 21), -1)];
    const biometrics = [...base.biometrics, sleepAt(localAt(0, 8), 6)]; // day 0 sleep: (5 + 6) / 2
    const analysis = analyzeSleepMood({ clock, moods, biometrics });
    expect(analysis.pairs).toBe(5);
    // sleep 5.5, 6, 7, 8, 9 against mood −2, −1, 0, 1, 2.
    expect(analysis.r).toBeCloseTo(0.99388, 5);
    expect(analysis.averageSleepHours).toBeCloseTo(41 / 6, 12);
  });

  test("14-day window: a record at local midnight 13 days ago counts, a millisecond earlier does not", () => {
    const from = localDayWindow(NOW, TZ, SLEEP_MOOD_WINDOW_DAYS).from;
    expect(from.toISOString()).toBe("2026-03-07T05:00:00.000Z");
    const base = series([5, 6, 7, 8], [-2, -1, 0, 1]);
    const at = (ms: number) =>
      sleepMoodInsight({ clock, moods: base.moods, biometrics: [...base.biometrics, sleepAt(new Date(ms), 9)] });
    expect(at(from.getTime())).not.toBeNull();
    expect(at(from.getTime() - 1)).toBeNull();
  });

  test("constant sleep or mood (undefined r) and empty input give nothing", () => {
    expect(sleepMoodInsight({ clock, ...series([7, 7, 7, 7, 7], [-2, -1, 0, 1, 2]) })).toBeNull();
    expect(sleepMoodInsight({ clock, moods: [], biometrics: [] })).toBeNull();
    const stressOnly: BiometricRecord[] = WEEK.map((_, i) => ({ sleepHours: null, stressLevel: 5, at: localAt(i, 7) }));
    expect(analyzeSleepMood({ clock, moods: [], biometrics: stressOnly }).sleepRecords).toBe(0);
  });

  test("days are the user's local days, also across the 2026-03-08 spring-forward", () => {
    const dstClock: Clock = { now: new Date("2026-03-10T17:00:00Z"), timeZone: TZ };
    // Mar 10, 9, 8, 7, 6: mood = sleep − 7 on every local day.
    const sleepHours = [9, 5, 7, 6, 8];
    const moodValues = [2, -2, 0, -1, 1];
    const biometrics = sleepHours.map((h, i) => sleepAt(localAt(i, 7, dstClock), h));
    const moods = moodValues.map((v, i) => moodAt(localAt(i, 20, dstClock), v));
    // Mar 8 (the 23-hour day): sleep logged at 01:00 EST, mood at 23:30 EDT, which is already Mar 9 in UTC.
    biometrics[2] = sleepAt(new Date("2026-03-08T06:00:00Z"), 7);
    moods[2] = moodAt(new Date("2026-03-09T03:30:00Z"), 0);
    expect(localDayKey(moods[2].at, TZ)).toBe("2026-03-08");
    const local = analyzeSleepMood({ clock: dstClock, moods, biometrics });
    expect(local).toMatchObject({ sleepRecords: 5, pairs: 5 });
    expect(local.r).toBeCloseTo(1, 12);
    expect(sleepMoodInsight({ clock: dstClock, moods, biometrics })?.id).toBe("sleep_mood:2026-03-10");
    // Bucketed by UTC dates instead, the 20:00 moods land on the next day and pair with the wrong nights.
    const utc = analyzeSleepMood({ clock: { ...dstClock, timeZone: "UTC" }, moods, biometrics });
    expect(utc.pairs).toBe(4);
    expect(utc.r).toBeLessThan(0);
  });

  test("the order of the records does not matter", () => {
    const arb = fc.record({
      sleep: fc.array(fc.tuple(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 12, max: 48 })), { maxLength: 25 }),
      moods: fc.array(fc.tuple(fc.integer({ min: 0, max: 16 }), fc.integer({ min: -3, max: 3 })), { maxLength: 25 }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(arb, ({ sleep, moods, seed }) => {
        const biometrics = sleep.map(([d, h]) => sleepAt(localAt(d, 7), h / 4));
        const moodList = moods.map(([d, v]) => moodAt(localAt(d, 20), v));
        const rotate = <T>(xs: T[]) => {
          const k = xs.length === 0 ? 0 : Math.abs(seed) % xs.length;
          return [...xs.slice(k), ...xs.slice(0, k)].reverse();
        };
        const a = sleepMoodInsight({ clock, moods: moodList, biometrics });
        const b = sleepMoodInsight({ clock, moods: rotate(moodList), biometrics: rotate(biometrics) });
        expect(b).toEqual(a);
        if (a) expect(a.confidence).toBeLessThanOrEqual(95);
      }),
    );
  });
});
