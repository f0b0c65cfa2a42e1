import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { summarizeTimesOfDay } from "../recommendations";
import type { MoodRecord } from "../types";
import { rollUpDays, totalTimesOfDay } from "./daily-rollup";
import { summarizeTimeOfDayFigures, TIME_OF_DAY_MIN_MOODS, timeOfDayInsight as fromSummaries } from "./time-of-day";

/** The insight reads moods per part of the day; these tests give it moods, summarised as Mood Analytics does. */
const timeOfDayInsight = (moods: readonly MoodRecord[], timeZone: string) =>
  fromSummaries(summarizeTimesOfDay(moods, timeZone));

const zone = "America/New_York"; // UTC−5 in January
const mood = (localHour: number, value: number, day = 10): MoodRecord => ({
  value,
  keywords: [],
  notes: null,
  emotionMetadata: null,
  at: new Date(Date.UTC(2026, 0, day, localHour + 5, 30)),
});
const times = (n: number, hour: number, value: number) => Array.from({ length: n }, (_, i) => mood(hour, value, 1 + i));

describe("timeOfDayInsight", () => {
  test("best and worst parts of the local day, each with its average and n", () => {
    const moods = [...times(3, 9, 2), ...times(4, 14, 0), ...times(3, 20, -1)];
    const insight = timeOfDayInsight(moods, zone);
    expect(insight.parts.map((p) => [p.key, p.average, p.count])).toEqual([
      ["morning", 2, 3],
      ["afternoon", 0, 4],
      ["evening", -1, 3],
    ]);
    expect(insight.best?.key).toBe("morning");
    expect(insight.worst?.key).toBe("evening");
    expect(insight.sentence).toBe(
      "You tend to feel best in the morning (average +2, n = 3) and lowest in the evening (average −1, n = 3).",
    );
  });

  test("the hours are the person's: 11:59 is morning and 12:00 afternoon in their zone, not in UTC", () => {
    const insight = timeOfDayInsight([mood(11, 1), mood(12, 1), mood(16, 1), mood(17, 1)], zone);
    expect(insight.parts.map((p) => p.count)).toEqual([1, 2, 1]);
  });

  test(`a part of the day needs ${TIME_OF_DAY_MIN_MOODS} moods; with fewer than two such parts, nothing is named`, () => {
    const moods = [...times(TIME_OF_DAY_MIN_MOODS, 9, 3), ...times(TIME_OF_DAY_MIN_MOODS - 1, 20, -3)];
    const insight = timeOfDayInsight(moods, zone);
    expect(insight.best).toBeNull();
    expect(insight.worst).toBeNull();
    expect(insight.sentence).toBe(
      "Not enough yet: log at least 3 moods in each of two parts of the day to see when you feel best and worst " +
        "(so far morning 3, afternoon 0, evening 2).",
    );
    // One more evening mood unlocks it; the afternoon, still empty, takes no part.
    const unlocked = timeOfDayInsight([...moods, mood(20, -3, 28)], zone);
    expect([unlocked.best?.key, unlocked.worst?.key]).toEqual(["morning", "evening"]);
  });

  test("no moods: every part empty, and what unlocks it", () => {
    const insight = timeOfDayInsight([], zone);
    expect(insight.parts.map((p) => [p.average, p.count])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
    expect(insight.sentence).toMatch(/^Not enough yet/);
  });

  test("the same average in every qualifying part names no best or worst", () => {
    const insight = timeOfDayInsight([...times(3, 9, 1), ...times(3, 14, 1)], zone);
    expect([insight.best, insight.worst]).toEqual([null, null]);
    expect(insight.sentence).toBe("Your mood is about the same across the day (morning n = 3, afternoon n = 3).");
  });
});

describe("summarizeTimeOfDayFigures", () => {
  test("from the days' rollups added up, the same as from the moods themselves", () => {
    const moods = fc.array(
      fc.record({ hour: fc.integer({ min: 0, max: 23 }), value: fc.integer({ min: -3, max: 3 }), day: fc.nat(27) }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(moods, (list) => {
        const records = list.map((m) => mood(m.hour, m.value, 1 + m.day));
        const days = rollUpDays({ moods: records, biometrics: [], partnerCheckins: [], personalCheckins: [] }, zone);
        expect(summarizeTimeOfDayFigures(totalTimesOfDay(days))).toEqual(summarizeTimesOfDay(records, zone));
      }),
    );
  });
});
