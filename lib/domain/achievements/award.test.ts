/**
 * Awarding after one write (award.ts): the window it reads, and that awarding write by write — each time from the
 * counts before the window and the events inside it only — gives what one pass over the whole history gives.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { localDayKey, MS_PER_DAY, MS_PER_HOUR } from "../time";
import { initialActivityState, type ActivityEvent, type ActivityKind } from "./events";
import { ACHIEVEMENT_RULES } from "./rules";
import {
  evaluateAchievementAward,
  needsLocalDays,
  openAchievementRules,
  planAchievementAward,
  type ActivityCounts,
} from "./award";
import { evaluateAchievements } from "./tracker";

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);
const keysOf = (kind: ActivityKind) => ACHIEVEMENT_RULES.filter((r) => r.kinds.includes(kind)).map((r) => r.key);

/** The in-memory stand-in for lib/data: what the award service reads, computed from a list of stored events. */
function countsBefore(history: readonly ActivityEvent[], kind: ActivityKind, from: Date, zone: string, days: boolean) {
  const prior = history.filter((e) => e.kind === kind && e.at.getTime() < from.getTime());
  const counts: ActivityCounts = {};
  switch (kind) {
    case "mood":
      counts.moods = prior.length;
      counts.moodsWithNotes = prior.filter((e) => e.kind === "mood" && e.hasNotes).length;
      if (days) counts.moodDays = new Set(prior.map((e) => localDayKey(e.at, zone))).size;
      break;
    case "personal_checkin":
      counts.personalCheckins = prior.length;
      break;
    case "partner_checkin":
      counts.partnerCheckins = prior.length;
      break;
    case "ritual_completed":
      counts.ritualCompletions = prior.length;
      counts.bestRitualStreak = Math.max(0, ...prior.map((e) => (e.kind === "ritual_completed" ? e.streak : 0)));
      break;
    case "goal_completed":
      counts.sharedGoalsCompleted = prior.filter((e) => e.kind === "goal_completed" && e.shared !== false).length;
      break;
    case "partner_linked":
      counts.partnerLinks = prior.length;
      break;
  }
  return counts;
}

function chronological(events: readonly ActivityEvent[]): ActivityEvent[] {
  return [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Writes each event in the given order and awards after each one, as the services do; returns key → earnedAt. */
function awardWriteByWrite(
  writes: readonly ActivityEvent[],
  timeZone: string,
  skipKnownDays = true,
): Map<string, Date> {
  const stored: ActivityEvent[] = [];
  const awarded = new Map<string, Date>();
  for (const event of writes) {
    // What writeMood reports: whether an entry of the kind was already stored on the event's local day.
    const day = localDayKey(event.at, timeZone);
    const dayAlreadyCounted = stored.some((e) => e.kind === event.kind && localDayKey(e.at, timeZone) === day);
    stored.push(event);
    const plan = planAchievementAward({
      kind: event.kind,
      at: event.at,
      timeZone,
      alreadyEarned: [...awarded.keys()],
      dayAlreadyCounted: dayAlreadyCounted && skipKnownDays,
    });
    if (!plan) continue;
    const window = chronological(stored.filter((e) => e.kind === event.kind && e.at.getTime() >= plan.from.getTime()));
    const before = countsBefore(stored, event.kind, plan.from, timeZone, plan.countDays);
    for (const a of evaluateAchievementAward({ plan, timeZone, before, events: window })) {
      expect(awarded.has(a.key)).toBe(false);
      awarded.set(a.key, a.earnedAt);
    }
  }
  return awarded;
}

function onePass(events: readonly ActivityEvent[], timeZone: string): Map<string, Date> {
  return new Map(evaluateAchievements({ timeZone, events: chronological(events) }).map((a) => [a.key, a.earnedAt]));
}

const iso = (m: Map<string, Date>) => [...m].map(([k, d]) => `${k}@${d.toISOString()}`).sort();

describe("planAchievementAward", () => {
  test("nothing to read once every rule of the kind is earned, whatever else is open", () => {
    const plan = planAchievementAward({
      kind: "personal_checkin",
      at: at("2026-03-04T13:00:00Z"),
      timeZone: NY,
      alreadyEarned: keysOf("personal_checkin"),
    });
    expect(plan).toBeNull();
  });

  test("only the open rules of the event's kind are evaluated; everything else is settled", () => {
    const plan = planAchievementAward({
      kind: "personal_checkin",
      at: at("2026-03-04T13:00:00Z"),
      timeZone: NY,
      alreadyEarned: ["first_personal_checkin"],
    })!;
    expect(plan.open).toEqual(["personal_checkins_10"]);
    expect(plan.settledKeys).toHaveLength(ACHIEVEMENT_RULES.length - 1);
    expect(plan.settledKeys).not.toContain("personal_checkins_10");
    // A count rule needs no window: the counts before the event and the event itself.
    expect(plan.from.toISOString()).toBe("2026-03-04T13:00:00.000Z");
    expect(plan.countDays).toBe(false);
  });

  test("an open streak rule of N days reads from the local midnight 2(N - 1) days before, across a DST change", () => {
    // 2026-03-10 21:00 EDT. Seven done days can hold six freezes at most, so the run can start twelve days before:
    // 02-26, whose midnight is EST (-05:00).
    const moodAt = at("2026-03-11T01:00:00Z");
    const week = planAchievementAward({
      kind: "mood",
      at: moodAt,
      timeZone: NY,
      alreadyEarned: ["mood_consistency_30"],
    });
    expect(week!.from.toISOString()).toBe("2026-02-26T05:00:00.000Z");
    expect(week!.countDays).toBe(true); // mood_days_100 is still open
    // With the 30-day rule open too, the longer run decides: 58 days before 03-10 is 01-11.
    const month = planAchievementAward({ kind: "mood", at: moodAt, timeZone: NY, alreadyEarned: [] });
    expect(month!.from.toISOString()).toBe("2026-01-11T05:00:00.000Z");
  });

  test("with only the distinct-day rule open the window is the event's own local day", () => {
    const plan = planAchievementAward({
      kind: "mood",
      at: at("2026-03-11T01:00:00Z"),
      timeZone: NY,
      alreadyEarned: ["first_mood", "first_reflection", "mood_streak_7", "mood_consistency_30"],
    })!;
    expect(plan.open).toEqual(["mood_days_100"]);
    expect(plan.from.toISOString()).toBe("2026-03-10T04:00:00.000Z");
    expect(plan.countDays).toBe(true);
  });

  test("without a day rule open the time zone is not needed", () => {
    expect(
      needsLocalDays(openAchievementRules("mood", ["mood_streak_7", "mood_consistency_30", "mood_days_100"])),
    ).toBe(false);
    expect(needsLocalDays(openAchievementRules("partner_checkin", []))).toBe(true);
    expect(needsLocalDays(openAchievementRules("personal_checkin", []))).toBe(false);
  });

  test("a second event on a day already counted skips the day rules and, with nothing else open, all reads", () => {
    const moodAt = at("2026-03-11T01:00:00Z");
    const days = ["mood_streak_7", "mood_consistency_30", "mood_days_100"];
    const plan = planAchievementAward({
      kind: "mood",
      at: moodAt,
      timeZone: NY,
      alreadyEarned: [],
      dayAlreadyCounted: true,
    });
    expect(plan!.open.sort()).toEqual(["first_mood", "first_reflection"]);
    expect(plan!.from).toEqual(moodAt);
    expect(plan!.settledKeys).toEqual(expect.arrayContaining(days));
    const rest = ["first_mood", "first_reflection"];
    expect(
      planAchievementAward({ kind: "mood", at: moodAt, timeZone: NY, alreadyEarned: rest, dayAlreadyCounted: true }),
    ).toBeNull();
    expect(planAchievementAward({ kind: "mood", at: moodAt, timeZone: NY, alreadyEarned: rest })!.open).toEqual(days);
  });

  test("day rules read nothing but days, so skipping them on a day already counted is safe", () => {
    const busy = {
      ...initialActivityState(),
      moods: 10_000,
      moodsWithNotes: 10_000,
      personalCheckins: 10_000,
      partnerCheckins: 10_000,
      ritualCompletions: 10_000,
      bestRitualStreak: 10_000,
      sharedGoalsCompleted: 10_000,
      partnerLinks: 10_000,
    };
    for (const rule of ACHIEVEMENT_RULES.filter((r) => r.usesDays)) expect(rule.isMet(busy), rule.key).toBe(false);
  });

  test("every streak rule declares its length, so the window can cover it", () => {
    for (const rule of ACHIEVEMENT_RULES.filter((r) => r.key !== "mood_days_100" && r.usesDays)) {
      expect(rule.streakDays, rule.key).toBeGreaterThan(1);
    }
  });
});

describe("awarding write by write", () => {
  test("worked example 1 (Maya) gives the documented table, each award at the write that completed it", () => {
    const writes: ActivityEvent[] = chronological([
      { kind: "partner_linked", at: at("2026-03-03T01:00:00Z") },
      { kind: "personal_checkin", at: at("2026-03-04T13:00:00Z") },
      ...["03-04T02", "03-05T02", "03-06T02", "03-07T02", "03-08T02", "03-09T01", "03-10T01"].map(
        (t): ActivityEvent => ({ kind: "mood", at: at(`2026-${t}:00:00Z`), hasNotes: t === "03-06T02" }),
      ),
      ...["03-04T02", "03-05T02", "03-06T02", "03-07T02", "03-08T02", "03-09T01"].map((t): ActivityEvent => ({
        kind: "partner_checkin",
        at: at(`2026-${t}:30:00Z`),
      })),
    ]);
    expect(iso(awardWriteByWrite(writes, NY))).toEqual(
      [
        "first_partner_link@2026-03-03T01:00:00.000Z",
        "first_mood@2026-03-04T02:00:00.000Z",
        "first_partner_checkin@2026-03-04T02:30:00.000Z",
        "first_personal_checkin@2026-03-04T13:00:00.000Z",
        "first_reflection@2026-03-06T02:00:00.000Z",
        "mood_streak_7@2026-03-10T01:00:00.000Z",
      ].sort(),
    );
  });

  test("a mood logged later for a missed day completes the streak at the 7th day's mood", () => {
    // Moods at 12:00 UTC on 05-01..05-03 and 05-06..05-09: two missed days in a row end the run. Then the missing
    // 05-04 is logged late: 05-05 alone is missed, a freeze bridges it, and the 7th done day is 05-08.
    const day = (d: number) => at(`2026-05-0${d}T12:00:00Z`);
    const writes: ActivityEvent[] = [1, 2, 3, 6, 7, 8, 9, 4].map((d) => ({
      kind: "mood",
      at: day(d),
      hasNotes: false,
    }));
    const awarded = awardWriteByWrite(writes.slice(0, 7), "UTC");
    expect(awarded.has("mood_streak_7")).toBe(false);
    expect(awardWriteByWrite(writes, "UTC").get("mood_streak_7")).toEqual(day(8));
  });

  test("a run that started before the window still completes inside it (catching up after a failed award)", () => {
    // Fourteen days of moods were stored with no award at all (e.g. before awarding existed). The 15th awards both: the
    // streak at the 7th day of the window (not of the run), first_mood at the window's first mood (the counts say it
    // is due, not since when). Later than a full pass would date them, as the module comment says.
    const moods: ActivityEvent[] = Array.from({ length: 15 }, (_, i) => ({
      kind: "mood",
      at: new Date(Date.UTC(2026, 5, 1 + i, 9)),
      hasNotes: false,
    }));
    const plan = planAchievementAward({
      kind: "mood",
      at: moods[14]!.at,
      timeZone: "UTC",
      alreadyEarned: ["mood_consistency_30"],
    })!;
    const window = moods.filter((e) => e.at >= plan.from);
    const got = evaluateAchievementAward({
      plan,
      timeZone: "UTC",
      before: countsBefore(moods, "mood", plan.from, "UTC", plan.countDays),
      events: window,
    });
    expect(got.map((a) => `${a.key}@${a.earnedAt.toISOString()}`)).toEqual([
      "first_mood@2026-06-03T09:00:00.000Z",
      "mood_streak_7@2026-06-09T09:00:00.000Z",
    ]);
  });

  // ---- properties -----------------------------------------------------------------------------------------------

  const START_MS = Date.UTC(2026, 0, 10); // 140 days from here cross the US spring-forward and fall into summer
  const zoneArb = fc.constantFrom("UTC", NY, "Asia/Tokyo", "Australia/Lord_Howe");
  /** Daily habits with gaps, long enough for the 30-day and 100-day rules, plus a few of every other kind. */
  const habitArb = fc
    .record({
      moodDays: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 140, maxLength: 140 }),
      checkinDays: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 20, maxLength: 20 }),
      others: fc.array(
        fc.record({
          kind: fc.constantFrom<ActivityKind>(
            "personal_checkin",
            "ritual_completed",
            "goal_completed",
            "partner_linked",
          ),
          minute: fc.integer({ min: 0, max: 140 * 24 * 60 }),
          n: fc.integer({ min: 0, max: 9 }),
        }),
        { maxLength: 40 },
      ),
    })
    .map(({ moodDays, checkinDays, others }) => {
      const events: ActivityEvent[] = [];
      // 0 = no mood that day (≈ one day in ten), else that many minutes past 20:00 UTC × 7, with notes now and then.
      moodDays.forEach((n, i) => {
        if (n > 0)
          events.push({
            kind: "mood",
            at: new Date(START_MS + i * MS_PER_DAY + 20 * MS_PER_HOUR + n * 7 * 60_000),
            hasNotes: n === 9 && i % 5 === 0,
          });
        if (n > 6)
          events.push({ kind: "mood", at: new Date(START_MS + i * MS_PER_DAY + 3 * MS_PER_HOUR), hasNotes: false });
      });
      checkinDays.forEach((n, i) => {
        if (n > 1)
          events.push({ kind: "partner_checkin", at: new Date(START_MS + (40 + i) * MS_PER_DAY + n * MS_PER_HOUR) });
      });
      for (const { kind, minute, n } of others) {
        const t = new Date(START_MS + minute * 60_000);
        if (kind === "ritual_completed") events.push({ kind, at: t, streak: n });
        else if (kind === "goal_completed") events.push({ kind, at: t, shared: n % 2 === 0 });
        else events.push({ kind, at: t } as ActivityEvent);
      }
      return chronological(events);
    });

  test("written in order, the awards equal one pass over the whole history, earnedAt included", () => {
    fc.assert(
      fc.property(habitArb, zoneArb, fc.boolean(), (events, timeZone, skipKnownDays) => {
        expect(iso(awardWriteByWrite(events, timeZone, skipKnownDays))).toEqual(iso(onePass(events, timeZone)));
      }),
      { numRuns: 60 },
    );
  });

  test("written out of order (entries logged up to 30 days late), the same achievements are awarded", () => {
    fc.assert(
      fc.property(
        habitArb,
        zoneArb,
        fc.array(fc.integer({ min: 0, max: 30 * 24 }), { minLength: 400, maxLength: 400 }),
        (events, timeZone, delaysH) => {
          // Each event is written `delay` hours after its own time (a late or offline entry), so writes interleave.
          const writes = events
            .map((e, i) => ({ e, writtenAt: e.at.getTime() + delaysH[i % delaysH.length]! * MS_PER_HOUR }))
            .sort((a, b) => a.writtenAt - b.writtenAt)
            .map((w) => w.e);
          const awarded = awardWriteByWrite(writes, timeZone);
          const full = onePass(events, timeZone);
          expect([...awarded.keys()].sort()).toEqual([...full.keys()].sort());
          // An award is dated at an event that completed it, never before the one a full pass finds.
          const instants = new Set(events.map((e) => e.at.getTime()));
          for (const [key, when] of awarded) {
            expect(instants.has(when.getTime())).toBe(true);
            expect(when.getTime()).toBeGreaterThanOrEqual(full.get(key)!.getTime());
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
