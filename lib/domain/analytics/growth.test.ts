import { describe, expect, test } from "vitest";
import type { AchievementView } from "../achievements/screen";
import type { BiometricRecord, Clock, MoodRecord, PartnerCheckinRecord } from "../types";
import { rollUpDays } from "./daily-rollup";
import { COMPARE_MIN_RECORDS, GROWTH_TEXT, growthAnalytics as fromRollups, streakOf } from "./growth";
import type { AnalyticsRange } from "./range";

const zone = "America/New_York";
const clock = { now: new Date("2026-03-14T16:00:00Z"), timeZone: zone };
const daysAgo = (n: number, hour = 15) => new Date(Date.UTC(2026, 2, 14 - n, hour));
const mood = (at: Date, value = 1): MoodRecord => ({ value, keywords: [], notes: null, emotionMetadata: null, at });
const checkin = (at: Date, note: string | null = null): PartnerCheckinRecord => ({
  id: at.toISOString(),
  authorId: "me",
  subjectId: "partner",
  score: 1,
  feeling: "loved",
  note,
  shared: true,
  at,
});
const empty = { moods: [], partnerCheckins: [], personalCheckinTimes: [], biometrics: [], achievements: [] };

/** The engine reads daily rollups; these tests write records, rolled up as they are stored. */
function growthAnalytics(input: {
  clock: Clock;
  range: AnalyticsRange;
  moods: readonly MoodRecord[];
  partnerCheckins: readonly PartnerCheckinRecord[];
  personalCheckinTimes: readonly Date[];
  biometrics: readonly BiometricRecord[];
  achievements: readonly AchievementView[];
}) {
  const { clock, range, achievements } = input;
  const days = rollUpDays(
    {
      moods: input.moods,
      biometrics: input.biometrics,
      // A blank note is no note: the validation stores one as null (lib/validation/text.ts orNull).
      partnerCheckins: input.partnerCheckins.map((c) => ({
        at: c.at,
        score: c.score,
        hasNote: (c.note ?? "").trim().length > 0,
      })),
      personalCheckins: input.personalCheckinTimes.map((at) => ({ at })),
    },
    clock.timeZone,
  );
  return fromRollups({ clock, range, days, achievements });
}

describe("streakOf", () => {
  const today = "2026-03-14";
  const days = (...keys: string[]) => new Set(keys);

  test("today counts once logged; until then the run up to yesterday still stands", () => {
    expect(streakOf(days("2026-03-12", "2026-03-13"), today)).toEqual({
      current: 2,
      longest: 2,
      longestEndedOn: "2026-03-13",
      activeToday: false,
      welcomeBack: false,
      kept: false,
    });
    expect(streakOf(days("2026-03-12", "2026-03-13", today), today)).toMatchObject({ current: 3, activeToday: true });
    expect(streakOf(days("2026-03-10", "2026-03-11"), today).current).toBe(0);
  });

  test("one missed day a week is forgiven, as for rituals; two in a row end the run (issue #35)", () => {
    // Sat 03-14: 03-13 missed while today is still open, bridged by the freeze of the week of Mon 03-09.
    expect(streakOf(days("2026-03-11", "2026-03-12"), today)).toMatchObject({ current: 2, kept: true });
    // 03-11 missed, bridged; today done: a 4-day streak spanning five days.
    expect(streakOf(days("2026-03-10", "2026-03-12", "2026-03-13", today), today)).toMatchObject({
      current: 4,
      longest: 4,
      longestEndedOn: today,
      kept: true,
      welcomeBack: false,
    });
    // A second missed day in one week (03-10, then 03-12) ends the run at the first: 03-11, 03-13 and today.
    expect(streakOf(days("2026-03-09", "2026-03-11", "2026-03-13", today), today)).toMatchObject({
      current: 3,
      longest: 3,
    });
    expect(streakOf(days("2026-03-09", "2026-03-10", "2026-03-13", today), today)).toMatchObject({
      current: 2,
      longest: 2,
      welcomeBack: false,
    });
  });

  test("welcomes back on the first day after a run ended", () => {
    expect(streakOf(days("2026-03-08", "2026-03-09", today), today)).toMatchObject({
      current: 1,
      welcomeBack: true,
      kept: false,
    });
    expect(streakOf(days(today), today).welcomeBack).toBe(false);
  });

  test("the longest run may be in the past; across the DST change a day is a day", () => {
    const past = days("2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-12");
    expect(streakOf(past, today)).toMatchObject({ current: 1, longest: 4, longestEndedOn: "2026-03-09" });
    expect(streakOf(days(), today)).toEqual({
      current: 0,
      longest: 0,
      longestEndedOn: null,
      activeToday: false,
      welcomeBack: false,
      kept: false,
    });
  });
});

describe("growthAnalytics", () => {
  test("streaks by local day: a 23:30 check-in in New York is that day's, not the next UTC day's", () => {
    const lateEvening = new Date("2026-03-14T03:30:00Z"); // 23:30 on Mar 13 in New York
    const model = growthAnalytics({ ...empty, clock, range: 7, partnerCheckins: [checkin(lateEvening)] });
    expect(model.streaks.checkins).toMatchObject({ current: 1, longestEndedOn: "2026-03-13", activeToday: false });
    expect(model.streaks.logging.current).toBe(0);
  });

  test("weeks: moods, check-ins of both kinds and gratitude notes in the range, Sunday-start", () => {
    const model = growthAnalytics({
      ...empty,
      clock,
      range: 7,
      moods: [mood(daysAgo(1), 2), mood(daysAgo(2), 0), mood(daysAgo(30), 3)],
      partnerCheckins: [checkin(daysAgo(1), "Thanks for today"), checkin(daysAgo(1), "  ")],
      personalCheckinTimes: [daysAgo(6)],
    });
    expect(model.weeks).toEqual([
      { weekStart: "2026-03-08", moodAverage: 1, moods: 2, checkins: 3, gratitudeNotes: 1 },
    ]);
    expect(model.gratitudeNotes).toBe(1);
  });

  test("achievements in the range, newest first", () => {
    const achievement = (id: string, earnedAt: Date): AchievementView => ({
      id,
      title: id,
      description: "",
      icon: "Sun",
      type: "wellness",
      category: "Wellness",
      earnedAt,
    });
    const model = growthAnalytics({
      ...empty,
      clock,
      range: 30,
      achievements: [achievement("old", daysAgo(40)), achievement("a", daysAgo(9)), achievement("b", daysAgo(2))],
    });
    expect(model.achievements.map((a) => [a.id, a.day])).toEqual([
      ["b", "2026-03-12"],
      ["a", "2026-03-05"],
    ]);
  });

  test(`month over month: stress falling is the improvement; averages need ${COMPARE_MIN_RECORDS} records a side`, () => {
    const stress = (n: number, level: number): BiometricRecord => ({
      sleepHours: null,
      stressLevel: level,
      at: daysAgo(n),
    });
    const model = growthAnalytics({
      ...empty,
      clock,
      range: 30,
      moods: [1, 2, 3].map((n) => mood(daysAgo(n), 2)).concat([31, 32].map((n) => mood(daysAgo(n), -2))),
      biometrics: [1, 2, 3].map((n) => stress(n, 3)).concat([31, 32, 33].map((n) => stress(n, 7))),
    });
    const by = Object.fromEntries(model.comparisons.map((c) => [c.metric, c]));
    expect(by.stress).toMatchObject({ current: 3, previous: 7, improved: true });
    // Two moods before: too few to compare an average, but the days logged still compare.
    expect(by.mood).toMatchObject({ current: 2, previous: null, improved: null });
    expect(by.daysLogged).toMatchObject({ current: 3, previous: 2, improved: true });
    expect(model.improvements).toEqual([
      "Days with a mood rose from 2 to 3.",
      "Average stress (/10) fell from 7 to 3.",
    ]);
  });

  test("nothing yet: empty weeks, no streaks, nothing improved", () => {
    const model = growthAnalytics({ ...empty, clock, range: 7 });
    expect(model.streaks.logging.current).toBe(0);
    expect(model.weeks.every((w) => w.moods === 0 && w.checkins === 0)).toBe(true);
    expect(model.improvements).toEqual([]);
    expect(GROWTH_TEXT.streakEmpty).toMatch(/start a streak/);
  });
});
