/** Long histories, idempotence, resuming, and the tracker's invariants as properties. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDays, offsetMsAt, type DayKey } from "../time";
import type { ActivityEvent, ActivityKind } from "./events";
import { ACHIEVEMENT_DEFINITIONS } from "./rules";
import { createAchievementTracker, evaluateAchievements, type EarnedAchievement } from "./tracker";

const NY = "America/New_York";
const ALL_KEYS = ACHIEVEMENT_DEFINITIONS.map((d) => d.key);

function wall(day: DayKey, hh: number, mm: number, tz: string): Date {
  const wallMs = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hh, mm);
  let guess = wallMs - offsetMsAt(wallMs, tz);
  guess = wallMs - offsetMsAt(guess, tz);
  return new Date(guess);
}

const summary = (list: readonly EarnedAchievement[]) => list.map((a) => `${a.key}@${a.earnedAt.toISOString()}`);

/**
 * Five and a half years of a couple's daily life in New York: moods on 5 days of every 7, two missed in a row (so no
 * freeze bridges them, no mood streak ever reaches 7 and the tracker has to read the whole stream), partner check-ins
 * on 5 of 7, a personal check-in every
 * third day, a ritual whose streak cycles 1..6, and nothing else.
 */
function* fiveYears(days: number, counter: { pulled: number }): Generator<ActivityEvent> {
  for (let i = 0; i < days; i++) {
    const day = addDays("2026-01-01", i);
    const events: ActivityEvent[] = [];
    if (i % 3 === 0) events.push({ kind: "personal_checkin", at: wall(day, 8, 0, NY) });
    if (i % 7 < 5) events.push({ kind: "mood", at: wall(day, 21, 0, NY), hasNotes: i === 400 });
    if (i % 7 < 5) events.push({ kind: "partner_checkin", at: wall(day, 21, 30, NY), score: (i % 7) - 3 });
    events.push({ kind: "ritual_completed", at: wall(day, 22, 30, NY), streak: (i % 6) + 1, ritualId: "r1" });
    for (const e of events) {
      counter.pulled++;
      yield e;
    }
  }
}

describe("five years of history through a generator", () => {
  test("streams ~2000 days and reads every event while a rule is still open", () => {
    const counter = { pulled: 0 };
    const tracker = createAchievementTracker({ timeZone: NY });
    for (const e of fiveYears(2000, counter)) tracker.observe(e);
    expect(counter.pulled).toBe(667 + 1430 + 1430 + 2000);
    expect(summary(tracker.earned())).toEqual([
      "first_personal_checkin@2026-01-01T13:00:00.000Z",
      "first_mood@2026-01-02T02:00:00.000Z",
      "first_partner_checkin@2026-01-02T02:30:00.000Z",
      "first_ritual@2026-01-02T03:30:00.000Z",
      "personal_checkins_10@2026-01-28T13:00:00.000Z", // day 27 = 10th every-third day
      // 100 mood days at 5 per week: 20 weeks → day 137 = 2026-05-18, 21:00 EDT
      "mood_days_100@2026-05-19T01:00:00.000Z",
      // day 400 = 2027-02-05, the only mood with notes, 21:00 EST
      "first_reflection@2027-02-06T02:00:00.000Z",
    ]);
    // State stays a handful of counters however long the history: O(1), not O(events).
    const snapshot = JSON.stringify(tracker.snapshot());
    expect(snapshot.length).toBeLessThan(800);
    expect(tracker.snapshot().state).toMatchObject({ moodDays: 1430, moodRun: { streak: 5 } });
  });

  test("with every rule reachable, evaluateAchievements stops reading after the last one", () => {
    const counter = { pulled: 0 };
    function* everyDay(): Generator<ActivityEvent> {
      for (let i = 0; i < 2000; i++) {
        counter.pulled++;
        const day = addDays("2026-01-01", i);
        yield { kind: "mood", at: wall(day, 21, 0, NY), hasNotes: true };
        yield { kind: "partner_checkin", at: wall(day, 21, 5, NY) };
        yield { kind: "personal_checkin", at: wall(day, 21, 10, NY) };
        yield { kind: "ritual_completed", at: wall(day, 21, 15, NY), streak: i + 1 };
        if (i === 0) yield { kind: "goal_completed", at: wall(day, 21, 20, NY) };
        if (i === 0) yield { kind: "partner_linked", at: wall(day, 21, 25, NY) };
      }
    }
    const got = evaluateAchievements({ timeZone: NY, events: everyDay() });
    expect(got.map((a) => a.key).sort()).toEqual([...ALL_KEYS].sort());
    expect(got.at(-1)!.key).toBe("mood_days_100");
    expect(counter.pulled).toBe(100);
  });
});

describe("idempotence and alreadyEarned", () => {
  const history = (): ActivityEvent[] => [
    { kind: "partner_linked", at: new Date("2026-01-01T10:00:00Z") },
    ...Array.from({ length: 8 }, (_, i): ActivityEvent[] => [
      { kind: "mood", at: new Date(Date.UTC(2026, 0, 1 + i, 20)), hasNotes: i === 2 },
      { kind: "partner_checkin", at: new Date(Date.UTC(2026, 0, 1 + i, 21)) },
    ]).flat(),
  ];

  test("re-running over the same history gives the same keys and earnedAt", () => {
    const a = evaluateAchievements({ timeZone: NY, events: history() });
    const b = evaluateAchievements({ timeZone: NY, events: history() });
    expect(summary(b)).toEqual(summary(a));
    expect(a.map((x) => x.key)).toEqual([
      "first_partner_link",
      "first_mood",
      "first_partner_checkin",
      "first_reflection",
      "mood_streak_7",
      "connection_champion",
    ]);
  });

  test("keys in alreadyEarned are not returned; the rest keep their earnedAt; unknown keys are ignored", () => {
    const all = evaluateAchievements({ timeZone: NY, events: history() });
    const some = evaluateAchievements({
      timeZone: NY,
      events: history(),
      alreadyEarned: ["first_mood", "mood_streak_7", "retired_badge"],
    });
    expect(summary(some)).toEqual(summary(all.filter((a) => a.key !== "first_mood" && a.key !== "mood_streak_7")));
  });

  test("returned dates are copies: mutating them changes nothing inside", () => {
    const tracker = createAchievementTracker({ timeZone: "UTC" });
    tracker.observe({ kind: "mood", at: new Date("2026-01-01T10:00:00Z"), hasNotes: false });
    tracker.earned()[0]!.earnedAt.setTime(0);
    expect(tracker.earned()[0]!.earnedAt.toISOString()).toBe("2026-01-01T10:00:00.000Z");
  });

  test("resuming from a snapshot in the middle of a streak finishes it", () => {
    const events = history();
    const first = createAchievementTracker({ timeZone: NY });
    events.slice(0, 9).forEach((e) => first.observe(e));
    const snap = JSON.parse(JSON.stringify(first.snapshot()));
    const second = createAchievementTracker({ timeZone: NY, resumeFrom: snap });
    events.slice(9).forEach((e) => second.observe(e));
    expect([...summary(first.earned()), ...summary(second.earned())]).toEqual(
      summary(evaluateAchievements({ timeZone: NY, events })),
    );
    // The order guard survives the snapshot too.
    expect(() => second.observe({ kind: "mood", at: new Date("2025-12-31T00:00:00Z"), hasNotes: false })).toThrow();
  });

  test("an unknown snapshot version is refused", () => {
    const snap = { ...createAchievementTracker({ timeZone: "UTC" }).snapshot(), version: 2 as unknown as 1 };
    expect(() => createAchievementTracker({ timeZone: "UTC", resumeFrom: snap })).toThrow(RangeError);
  });
});

// ---- properties --------------------------------------------------------------------------------------------------

const START_MS = Date.UTC(2026, 1, 20); // 45 days from here cross the 2026-03-08 US spring-forward
const kindArb: fc.Arbitrary<ActivityKind> = fc.oneof(
  { arbitrary: fc.constant("mood" as const), weight: 5 },
  { arbitrary: fc.constant("partner_checkin" as const), weight: 4 },
  { arbitrary: fc.constant("personal_checkin" as const), weight: 2 },
  { arbitrary: fc.constant("ritual_completed" as const), weight: 2 },
  { arbitrary: fc.constant("goal_completed" as const), weight: 1 },
  { arbitrary: fc.constant("partner_linked" as const), weight: 1 },
);
const eventArb = fc.record({
  kind: kindArb,
  minute: fc.integer({ min: 0, max: 45 * 24 * 60 }),
  flag: fc.boolean(),
  streak: fc.integer({ min: 0, max: 9 }),
});
const historyArb = fc.array(eventArb, { maxLength: 250 }).map((raw) =>
  raw
    .sort((a, b) => a.minute - b.minute)
    .map(({ kind, minute, flag, streak }): ActivityEvent => {
      const at = new Date(START_MS + minute * 60_000);
      switch (kind) {
        case "mood":
          return { kind, at, hasNotes: flag && streak > 6 };
        case "ritual_completed":
          return { kind, at, streak };
        case "goal_completed":
          return { kind, at, shared: flag };
        default:
          return { kind, at };
      }
    }),
);
const zoneArb = fc.constantFrom("UTC", NY, "Asia/Tokyo", "Australia/Lord_Howe");

describe("properties", () => {
  test("earned keys are unique and known; earnedAt is non-decreasing and is an event's instant", () => {
    fc.assert(
      fc.property(historyArb, zoneArb, (events, timeZone) => {
        const got = evaluateAchievements({ timeZone, events });
        const keys = got.map((a) => a.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const k of keys) expect(ALL_KEYS).toContain(k);
        const instants = new Set(events.map((e) => e.at.getTime()));
        for (let i = 0; i < got.length; i++) {
          expect(instants.has(got[i]!.earnedAt.getTime())).toBe(true);
          if (i > 0) expect(got[i]!.earnedAt.getTime()).toBeGreaterThanOrEqual(got[i - 1]!.earnedAt.getTime());
        }
      }),
    );
  });

  test("what observe reports, event by event, is exactly earned()", () => {
    fc.assert(
      fc.property(historyArb, zoneArb, (events, timeZone) => {
        const tracker = createAchievementTracker({ timeZone });
        const reported = events.flatMap((e) => [...tracker.observe(e)]);
        expect(summary(reported)).toEqual(summary(tracker.earned()));
      }),
    );
  });

  test("a prefix, then the rest resumed from its snapshot with its keys as alreadyEarned, equals one pass", () => {
    fc.assert(
      fc.property(historyArb, zoneArb, fc.nat(), (events, timeZone, cut) => {
        const at = events.length === 0 ? 0 : cut % (events.length + 1);
        const whole = evaluateAchievements({ timeZone, events });
        const head = createAchievementTracker({ timeZone });
        events.slice(0, at).forEach((e) => head.observe(e));
        const headEarned = head.earned();
        const tail = evaluateAchievements({
          timeZone,
          events: events.slice(at),
          alreadyEarned: headEarned.map((a) => a.key),
          resumeFrom: head.snapshot(),
        });
        expect([...summary(headEarned), ...summary(tail)]).toEqual(summary(whole));
      }),
    );
  });

  test("re-running the whole history with any alreadyEarned gives the rest, with the same earnedAt", () => {
    fc.assert(
      fc.property(historyArb, zoneArb, fc.subarray(ALL_KEYS), (events, timeZone, already) => {
        const whole = evaluateAchievements({ timeZone, events });
        const again = evaluateAchievements({ timeZone, events, alreadyEarned: already });
        expect(summary(again)).toEqual(summary(whole.filter((a) => !already.includes(a.key))));
        expect(summary(evaluateAchievements({ timeZone, events }))).toEqual(summary(whole));
      }),
    );
  });
});
