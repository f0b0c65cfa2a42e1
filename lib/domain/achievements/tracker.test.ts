import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDays, localDayKey, offsetMsAt, type DayKey } from "../time";
import type { ActivityEvent } from "./events";
import { AchievementEventOrderError, createAchievementTracker, evaluateAchievements, localDayNumber } from "./tracker";

const NY = "America/New_York";

/** The instant a wall-clock time happens in a zone (test-side inverse of localDayKey/localHour). */
function wall(day: DayKey, hh: number, mm: number, tz: string): Date {
  const wallMs = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hh, mm);
  let guess = wallMs - offsetMsAt(wallMs, tz);
  guess = wallMs - offsetMsAt(guess, tz);
  return new Date(guess);
}

/** One event per local day at hh:mm, for `count` days from `first`. */
function daily(first: DayKey, count: number, make: (at: Date, i: number) => ActivityEvent, tz = "UTC", hh = 20) {
  return Array.from({ length: count }, (_, i) => make(wall(addDays(first, i), hh, 0, tz), i));
}

const mood = (at: Date, hasNotes = false): ActivityEvent => ({ kind: "mood", at, hasNotes });
const checkin = (at: Date, score = 0): ActivityEvent => ({ kind: "partner_checkin", at, score });
const personal = (at: Date): ActivityEvent => ({ kind: "personal_checkin", at });
const ritual = (at: Date, streak: number): ActivityEvent => ({ kind: "ritual_completed", at, streak, ritualId: "r1" });

function earnedMap(events: Iterable<ActivityEvent>, timeZone = "UTC", alreadyEarned?: string[]) {
  return Object.fromEntries(
    evaluateAchievements({ timeZone, events, alreadyEarned }).map((a) => [a.key, a.earnedAt.toISOString()]),
  );
}

describe("localDayNumber", () => {
  test("is the same local date as localDayKey, in any zone, across DST changes", () => {
    const zones = fc.constantFrom(
      "UTC",
      NY,
      "Asia/Tokyo",
      "Australia/Lord_Howe",
      "Pacific/Kiritimati",
      "America/Havana",
    );
    const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2031, 0, 1) });
    fc.assert(
      fc.property(instants, zones, (ms, tz) => {
        expect(addDays("1970-01-01", localDayNumber(ms, tz))).toBe(localDayKey(ms, tz));
      }),
    );
  });
  test("a New York evening is still the previous UTC date", () => {
    expect(localDayNumber(new Date("2026-03-09T03:30:00Z"), NY)).toBe(
      localDayNumber(new Date("2026-03-08T12:00:00Z"), "UTC"),
    );
  });
});

describe("mood_streak_7: 7 consecutive local days with a mood", () => {
  test("6 days: not earned", () => {
    expect(earnedMap(daily("2026-01-01", 6, (at) => mood(at))).mood_streak_7).toBeUndefined();
  });
  test("7 days: earned at the 7th day's mood", () => {
    expect(earnedMap(daily("2026-01-01", 7, (at) => mood(at))).mood_streak_7).toBe("2026-01-07T20:00:00.000Z");
  });
  test("8 days: still once, still at the 7th day", () => {
    const list = evaluateAchievements({ timeZone: "UTC", events: daily("2026-01-01", 8, (at) => mood(at)) });
    expect(list.filter((a) => a.key === "mood_streak_7").map((a) => a.earnedAt.toISOString())).toEqual([
      "2026-01-07T20:00:00.000Z",
    ]);
  });
  test("one missed day is forgiven by the week's freeze, as for rituals: the 7th done day earns it", () => {
    const events = [...daily("2026-01-01", 6, (at) => mood(at)), ...daily("2026-01-08", 6, (at) => mood(at))];
    expect(earnedMap(events).mood_streak_7).toBe("2026-01-08T20:00:00.000Z");
  });
  test("two missed days in a row reset the streak", () => {
    const events = [...daily("2026-01-01", 6, (at) => mood(at)), ...daily("2026-01-09", 6, (at) => mood(at))];
    expect(earnedMap(events).mood_streak_7).toBeUndefined();
    const more = [...events, mood(wall("2026-01-15", 9, 0, "UTC"))];
    expect(earnedMap(more).mood_streak_7).toBe("2026-01-15T09:00:00.000Z");
  });
  test("a second missed day in the same Monday–Sunday week ends the run at the first", () => {
    // Week of Mon 01-05: 06 and 08 missed. The run is 07, 09..13 (six days) until 01-14 makes it seven.
    const days = ["2026-01-05", "2026-01-07", "2026-01-09", "2026-01-10", "2026-01-11", "2026-01-12", "2026-01-13"];
    const events = days.map((d) => mood(wall(d, 20, 0, "UTC")));
    expect(earnedMap(events).mood_streak_7).toBeUndefined();
    expect(earnedMap([...events, mood(wall("2026-01-14", 20, 0, "UTC"))]).mood_streak_7).toBe(
      "2026-01-14T20:00:00.000Z",
    );
  });
  test("two moods on one day count once", () => {
    const events = daily("2026-01-01", 6, (at) => mood(at)).flatMap((e) => [
      mood(new Date(e.at.getTime() - 3_600_000)),
      e,
    ]);
    const tracker = createAchievementTracker({ timeZone: "UTC" });
    events.forEach((e) => tracker.observe(e));
    expect(tracker.earned().map((a) => a.key)).not.toContain("mood_streak_7");
    expect(tracker.snapshot().state).toMatchObject({ moods: 12, moodDays: 6, moodRun: { streak: 6 } });
  });
  test("spring forward inside the streak (New York, 2026-03-08) still counts 7 local days", () => {
    // 23:00 local each night: a fixed UTC offset would push the nights after the change onto the next day.
    const events = daily("2026-03-05", 7, (at) => mood(at), NY, 23);
    expect(earnedMap(events, NY).mood_streak_7).toBe("2026-03-12T03:00:00.000Z"); // 03-11 23:00 EDT
  });
  test("fall back inside the streak (New York, 2026-11-01), with moods just after midnight", () => {
    const events = daily("2026-10-29", 7, (at) => mood(at), NY, 0);
    expect(earnedMap(events, NY).mood_streak_7).toBe("2026-11-04T05:00:00.000Z"); // 11-04 00:00 EST
  });
  test("days are the user's local days, not UTC days", () => {
    // Two moods at 03:00 UTC fall on 05-31 and 06-01 in New York, then one each day 06-02..06-06 at 20:00 UTC: seven
    // local days in New York, but only six UTC dates (06-02 holds two).
    const events = [
      mood(new Date("2026-06-01T03:00:00Z")),
      mood(new Date("2026-06-02T03:00:00Z")),
      ...daily("2026-06-02", 5, (at) => mood(at), "UTC", 20),
    ];
    expect(earnedMap(events, NY).mood_streak_7).toBe("2026-06-06T20:00:00.000Z");
    expect(earnedMap(events, "UTC").mood_streak_7).toBeUndefined();
  });
});

describe("mood_consistency_30: 30 consecutive local days", () => {
  test("29 days: not earned", () => {
    expect(earnedMap(daily("2026-01-01", 29, (at) => mood(at))).mood_consistency_30).toBeUndefined();
  });
  test("30 days: earned on day 30", () => {
    expect(earnedMap(daily("2026-01-01", 30, (at) => mood(at))).mood_consistency_30).toBe("2026-01-30T20:00:00.000Z");
  });
  test("31 days: still day 30", () => {
    expect(earnedMap(daily("2026-01-01", 31, (at) => mood(at))).mood_consistency_30).toBe("2026-01-30T20:00:00.000Z");
  });
  test("29 days, one missed day, then 1 more: earned, the freeze bridges the missed day", () => {
    const events = [...daily("2026-01-01", 29, (at) => mood(at)), mood(wall("2026-01-31", 20, 0, "UTC"))];
    expect(earnedMap(events).mood_consistency_30).toBe("2026-01-31T20:00:00.000Z");
  });
  test("29 days, two missed days, then 1 more: not earned", () => {
    const events = [...daily("2026-01-01", 29, (at) => mood(at)), mood(wall("2026-02-01", 20, 0, "UTC"))];
    expect(earnedMap(events).mood_consistency_30).toBeUndefined();
  });
});

describe("mood_days_100: 100 distinct local days, gaps allowed", () => {
  const everyOtherDay = (n: number) =>
    Array.from({ length: n }, (_, i) => mood(wall(addDays("2026-01-01", 2 * i), 8, 0, "UTC")));
  test("99 days: not earned; 100: earned on the 100th; 101: unchanged", () => {
    expect(earnedMap(everyOtherDay(99)).mood_days_100).toBeUndefined();
    expect(earnedMap(everyOtherDay(100)).mood_days_100).toBe(`${addDays("2026-01-01", 198)}T08:00:00.000Z`);
    expect(earnedMap(everyOtherDay(101)).mood_days_100).toBe(`${addDays("2026-01-01", 198)}T08:00:00.000Z`);
  });
  test("gaps never break it, and no streak badge is earned on the way", () => {
    const got = earnedMap(everyOtherDay(100));
    expect(got.mood_streak_7).toBeUndefined();
    expect(got.first_mood).toBe("2026-01-01T08:00:00.000Z");
  });
});

describe("firsts", () => {
  test("first mood; first reflection needs notes", () => {
    const got = earnedMap([mood(new Date("2026-01-01T08:00:00Z")), mood(new Date("2026-01-02T08:00:00Z"), true)]);
    expect(got).toEqual({ first_mood: "2026-01-01T08:00:00.000Z", first_reflection: "2026-01-02T08:00:00.000Z" });
  });
  test("one event can complete several rules, reported in catalogue order", () => {
    const tracker = createAchievementTracker({ timeZone: "UTC" });
    const fresh = tracker.observe(mood(new Date("2026-01-01T08:00:00Z"), true));
    expect(fresh.map((a) => a.key)).toEqual(["first_mood", "first_reflection"]);
    expect(tracker.observe(mood(new Date("2026-01-01T09:00:00Z"), true))).toEqual([]);
  });
  test("shared goal: private goals do not count, a missing flag means shared", () => {
    const at = (d: string) => new Date(`2026-01-0${d}T12:00:00Z`);
    expect(earnedMap([{ kind: "goal_completed", at: at("1"), shared: false }])).toEqual({});
    expect(
      earnedMap([
        { kind: "goal_completed", at: at("1"), shared: false },
        { kind: "goal_completed", at: at("2") },
      ]),
    ).toEqual({ first_shared_goal: "2026-01-02T12:00:00.000Z" });
    expect(earnedMap([{ kind: "goal_completed", at: at("3"), shared: true }]).first_shared_goal).toBe(
      "2026-01-03T12:00:00.000Z",
    );
  });
  test("first partner link; a re-link earns nothing more", () => {
    const events: ActivityEvent[] = [
      { kind: "partner_linked", at: new Date("2026-01-01T12:00:00Z") },
      { kind: "partner_linked", at: new Date("2026-02-01T12:00:00Z") },
    ];
    expect(evaluateAchievements({ timeZone: "UTC", events })).toEqual([
      expect.objectContaining({ key: "first_partner_link", type: "special", earnedAt: events[0]!.at }),
    ]);
  });
  test("the earned item carries the whole definition", () => {
    const [a] = evaluateAchievements({ timeZone: "UTC", events: [checkin(new Date("2026-01-01T12:00:00Z"))] });
    expect(a).toEqual({
      key: "first_partner_checkin",
      milestoneType: "other",
      type: "relationship",
      category: "Connection",
      icon: "MessageCircleHeart",
      title: "First Partner Check-in",
      description: "You shared how connected you feel with your partner for the first time.",
      earnedAt: new Date("2026-01-01T12:00:00Z"),
    });
  });
});

describe("personal_checkins_10", () => {
  const n = (count: number) => earnedMap(daily("2026-01-01", count, (at) => personal(at)));
  test("9: only the first; 10: earned on the 10th; 11: unchanged", () => {
    expect(n(9)).toEqual({ first_personal_checkin: "2026-01-01T20:00:00.000Z" });
    expect(n(10).personal_checkins_10).toBe("2026-01-10T20:00:00.000Z");
    expect(n(11).personal_checkins_10).toBe("2026-01-10T20:00:00.000Z");
  });
  test("counts check-ins, not days: 10 on one day is enough", () => {
    const events = Array.from({ length: 10 }, (_, i) => personal(new Date(Date.UTC(2026, 0, 1, 8, i))));
    expect(earnedMap(events).personal_checkins_10).toBe("2026-01-01T08:09:00.000Z");
  });
});

describe("connection_champion: partner check-ins on 7 consecutive local days", () => {
  test("6 days: no; 7: earned on day 7; 8: unchanged", () => {
    expect(earnedMap(daily("2026-01-01", 6, (at) => checkin(at))).connection_champion).toBeUndefined();
    expect(earnedMap(daily("2026-01-01", 7, (at) => checkin(at))).connection_champion).toBe("2026-01-07T20:00:00.000Z");
    expect(earnedMap(daily("2026-01-01", 8, (at) => checkin(at))).connection_champion).toBe("2026-01-07T20:00:00.000Z");
  });
  test("one missed day is forgiven; two in a row reset it", () => {
    const forgiven = [...daily("2026-01-01", 3, (at) => checkin(at)), ...daily("2026-01-05", 4, (at) => checkin(at))];
    expect(earnedMap(forgiven).connection_champion).toBe("2026-01-08T20:00:00.000Z");
    const reset = [...daily("2026-01-01", 3, (at) => checkin(at)), ...daily("2026-01-06", 6, (at) => checkin(at))];
    expect(earnedMap(reset).connection_champion).toBeUndefined();
  });
  test("honest low scores count the same as high ones", () => {
    expect(earnedMap(daily("2026-01-01", 7, (at) => checkin(at, -3))).connection_champion).toBe(
      "2026-01-07T20:00:00.000Z",
    );
  });
  test("moods do not count toward it, nor check-ins toward the mood streak", () => {
    const events = daily("2026-01-01", 7, (at, i) => (i % 2 ? mood(at) : checkin(at)));
    const got = earnedMap(events);
    expect(got.connection_champion).toBeUndefined();
    expect(got.mood_streak_7).toBeUndefined();
  });
});

describe("ritual_master: a ritual reaches a 7-day streak", () => {
  test("streak 6: first ritual only; 7: earned; reaching 8 directly also earns", () => {
    const run = (streaks: number[]) =>
      earnedMap(daily("2026-01-01", streaks.length, (at, i) => ritual(at, streaks[i]!)));
    expect(run([1, 2, 3, 4, 5, 6])).toEqual({ first_ritual: "2026-01-01T20:00:00.000Z" });
    expect(run([1, 2, 3, 4, 5, 6, 7]).ritual_master).toBe("2026-01-07T20:00:00.000Z");
    expect(run([8]).ritual_master).toBe("2026-01-01T20:00:00.000Z");
  });
  test("many completions without a streak of 7 are not mastery", () => {
    const events = daily("2026-01-01", 40, (at, i) => ritual(at, (i % 6) + 1));
    expect(earnedMap(events).ritual_master).toBeUndefined();
  });
});

describe("order, validation and early stop", () => {
  test("an event older than the last one throws; equal instants are fine", () => {
    const tracker = createAchievementTracker({ timeZone: "UTC" });
    tracker.observe(mood(new Date("2026-01-02T08:00:00Z")));
    tracker.observe(checkin(new Date("2026-01-02T08:00:00Z")));
    expect(() => tracker.observe(mood(new Date("2026-01-02T07:59:59Z")))).toThrow(AchievementEventOrderError);
    expect(() => tracker.observe(mood(new Date("2026-01-01T00:00:00Z")))).toThrow(/chronological order/);
  });
  test("the order check also runs for kinds with nothing left to earn", () => {
    const tracker = createAchievementTracker({ timeZone: "UTC", alreadyEarned: ["first_partner_link"] });
    tracker.observe({ kind: "partner_linked", at: new Date("2026-01-02T00:00:00Z") });
    expect(() => tracker.observe({ kind: "partner_linked", at: new Date("2026-01-01T00:00:00Z") })).toThrow(
      AchievementEventOrderError,
    );
  });
  test("an invalid date or zone throws", () => {
    const tracker = createAchievementTracker({ timeZone: "UTC" });
    expect(() => tracker.observe(mood(new Date("nope")))).toThrow(TypeError);
    expect(() => createAchievementTracker({ timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
  test("empty history: nothing earned, nothing thrown", () => {
    expect(evaluateAchievements({ timeZone: NY, events: [] })).toEqual([]);
  });
  test("stops reading once everything is earned, and closes the generator", () => {
    let pulled = 0;
    let closed = false;
    function* events(): Generator<ActivityEvent> {
      try {
        for (let i = 0; i < 1000; i++) {
          pulled++;
          yield mood(new Date(Date.UTC(2026, 0, 1 + i, 8)));
        }
      } finally {
        closed = true;
      }
    }
    const all = ["first_mood", "mood_streak_7", "mood_consistency_30", "mood_days_100", "first_reflection"];
    const others = ["first_personal_checkin", "personal_checkins_10", "first_partner_checkin", "connection_champion"];
    const rest = ["first_ritual", "ritual_master", "first_shared_goal", "first_partner_link"];
    const got = evaluateAchievements({
      timeZone: "UTC",
      events: events(),
      alreadyEarned: [...others, ...rest, "first_reflection"],
    });
    expect(got.map((a) => a.key)).toEqual(all.filter((k) => k !== "first_reflection"));
    expect(pulled).toBe(100);
    expect(closed).toBe(true);
    pulled = 0;
    expect(
      evaluateAchievements({ timeZone: "UTC", events: events(), alreadyEarned: [...all, ...others, ...rest] }),
    ).toEqual([]);
    expect(pulled).toBe(0);
  });
});
