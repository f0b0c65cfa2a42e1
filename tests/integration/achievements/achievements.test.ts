import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { achievements, moods } from "@/db/schema";
import { achievementDefinition, achievementKeyOf } from "@/lib/domain/achievements";
import { insertAchievements } from "@/lib/data/achievements";
import { writeMood } from "@/lib/data/moods";
import { localDayWindow } from "@/lib/domain/time";
import { logger } from "@/lib/logger";
import { logMood } from "@/lib/services/moods/log-mood";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { moodLogSchema, partnerCheckinSchema, personalCheckinSchema } from "@/lib/validation/entries";
import { couple, person } from "../../helpers/couples";

/**
 * Achievements are awarded when moods and check-ins are written (issue #13, docs/achievements.md): once per person
 * and achievement, also when writes race; not for a replayed submission; and a failed award never fails the write.
 */

const NY = "America/New_York";

/** The person's stored achievements as "key@earnedAt", oldest first. */
async function awarded(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ milestoneType: achievements.milestoneType, title: achievements.title, earnedAt: achievements.earnedAt })
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(asc(achievements.earnedAt), asc(achievements.title));
  return rows.map((r) => `${achievementKeyOf(r) ?? r.title}@${r.earnedAt.toISOString()}`);
}

/** The catalogue's columns of an achievement, as a row stores them (the table has no key column). */
function stored(key: string) {
  const { milestoneType, type, category, icon, title, description } = achievementDefinition(key)!;
  return { milestoneType, type, category, icon, title, description };
}

function mood(userId: string, at: Date, options: { key?: string; notes?: string; loggedAt?: Date; now?: Date } = {}) {
  return logMood({
    userId,
    input: moodLogSchema.parse({
      moodValue: 1,
      keywords: ["calm"],
      contextNotes: options.notes,
      loggedAt: options.loggedAt?.toISOString(),
    }),
    idempotencyKey: options.key ?? randomUUID(),
    now: options.now ?? at,
  });
}

function partnerCheckin(userId: string, now: Date, key: string = randomUUID()) {
  return logPartnerCheckin({
    userId,
    input: partnerCheckinSchema.parse({ connectionScore: 2, feeling: "loved" }),
    idempotencyKey: key,
    now,
  });
}

function personalCheckin(userId: string, key: string = randomUUID()) {
  return logPersonalCheckin({
    userId,
    input: personalCheckinSchema.parse({ moodScore: 1, emotion: "calm" }),
    idempotencyKey: key,
  });
}

/** 21:00 New York time on 2026-03-0N, EST before the 03-08 spring-forward and EDT after it. */
function nyEvening(day: number): Date {
  return new Date(Date.UTC(2026, 2, day + 1, day < 8 ? 2 : 1));
}

describe("moods", () => {
  test("the first mood awards first_mood once, dated at the mood; a mood with notes awards first_reflection", async () => {
    const userId = await person({ timezone: NY });
    await mood(userId, nyEvening(2));
    expect(await awarded(userId)).toEqual([`first_mood@${nyEvening(2).toISOString()}`]);

    await mood(userId, nyEvening(3), { notes: "A long day, but a good talk at dinner." });
    await mood(userId, nyEvening(4), { notes: "Another note." });
    expect(await awarded(userId)).toEqual([
      `first_mood@${nyEvening(2).toISOString()}`,
      `first_reflection@${nyEvening(3).toISOString()}`,
    ]);
  });

  test("a stored achievement keeps what the catalogue says about it", async () => {
    const userId = await person();
    await mood(userId, new Date("2026-04-01T08:00:00Z"));
    const [row] = await db().select().from(achievements).where(eq(achievements.userId, userId));
    expect(row).toMatchObject({ ...stored("first_mood"), earnedAt: new Date("2026-04-01T08:00:00Z") });
  });

  test("replaying a submission's idempotency key awards nothing, even when the award is missing", async () => {
    const userId = await person();
    const key = randomUUID();
    const first = await mood(userId, new Date("2026-04-01T08:00:00Z"), { key });
    expect(first.created).toBe(true);
    expect(await awarded(userId)).toEqual(["first_mood@2026-04-01T08:00:00.000Z"]);

    // Without the award, a replay that still ran it would bring first_mood back.
    await db().delete(achievements).where(eq(achievements.userId, userId));
    const replay = await mood(userId, new Date("2026-04-01T08:00:05Z"), { key });
    expect(replay).toMatchObject({ moodId: first.moodId, created: false });
    expect(await awarded(userId)).toEqual([]);

    // The next new mood catches up; on a new day its window reaches back over the first mood, so it is dated there.
    await mood(userId, new Date("2026-04-02T09:00:00Z"));
    expect(await awarded(userId)).toEqual(["first_mood@2026-04-01T08:00:00.000Z"]);
  });

  test("a 7-day streak across the spring-forward change is awarded on the 7th local day, not before", async () => {
    const userId = await person({ timezone: NY });
    for (let day = 2; day <= 7; day++) await mood(userId, nyEvening(day));
    expect((await awarded(userId)).some((a) => a.startsWith("mood_streak_7"))).toBe(false);

    await mood(userId, nyEvening(8));
    expect(await awarded(userId)).toContain(`mood_streak_7@${nyEvening(8).toISOString()}`);
    // A second mood on the same day and more days after it change nothing.
    await mood(userId, new Date(nyEvening(8).getTime() + 3_600_000));
    await mood(userId, nyEvening(9));
    expect((await awarded(userId)).filter((a) => a.startsWith("mood_streak_7"))).toHaveLength(1);
  });

  test("one missed day is forgiven by the week's freeze, as for rituals: the 7th mood day awards it, once", async () => {
    const userId = await person({ timezone: NY });
    // 03-02 … 03-04 and 03-06 … 03-09: 03-05 alone is missed, and the week of Mon 03-02 still has its freeze.
    for (const day of [2, 3, 4, 6, 7, 8]) await mood(userId, nyEvening(day));
    expect((await awarded(userId)).some((a) => a.startsWith("mood_streak_7"))).toBe(false);
    await mood(userId, nyEvening(9));
    await mood(userId, new Date(nyEvening(9).getTime() + 3_600_000));
    await mood(userId, nyEvening(10));
    expect((await awarded(userId)).filter((a) => a.startsWith("mood_streak_7"))).toEqual([
      `mood_streak_7@${nyEvening(9).toISOString()}`,
    ]);
  });

  test("two missed days in a row end the run; logging one of them later completes it at the 7th day's mood", async () => {
    const userId = await person({ timezone: NY });
    // 03-02 … 03-04 and 03-07 … 03-10: seven days, but 03-05 and 03-06 are both missing.
    for (const day of [2, 3, 4, 7, 8, 9, 10]) await mood(userId, nyEvening(day));
    expect((await awarded(userId)).some((a) => a.startsWith("mood_streak_7"))).toBe(false);

    // On 03-11 the person logs 03-05 after the fact (an offline entry): only 03-06 is missed now, and the freeze
    // bridges it, so 03-02 … 03-09 holds seven mood days.
    await mood(userId, nyEvening(5), { loggedAt: nyEvening(5), now: nyEvening(11) });
    expect(await awarded(userId)).toContain(`mood_streak_7@${nyEvening(9).toISOString()}`);
  });

  test("the mood write reports whether the mood's local day already had one, in the person's zone", async () => {
    const userId = await person({ timezone: NY });
    const day = (at: Date) => localDayWindow(at, NY, 1);
    const write = (at: Date) =>
      writeMood({
        userId,
        value: 0,
        keywords: [],
        emotionMetadata: [],
        notes: null,
        at,
        idempotencyKey: randomUUID(),
        metrics: null,
        day: day(at),
      });
    // 23:30 and 23:50 New York time are one local day; 00:10 is the next, although all three are 2026-04-02 in UTC.
    expect((await write(new Date("2026-04-02T03:30:00Z"))).dayAlreadyCounted).toBe(false);
    expect((await write(new Date("2026-04-02T03:50:00Z"))).dayAlreadyCounted).toBe(true);
    expect((await write(new Date("2026-04-02T04:10:00Z"))).dayAlreadyCounted).toBe(false);
  });

  test("two moods written at once award first_mood once", async () => {
    const userId = await person();
    const at = new Date("2026-04-01T08:00:00Z");
    const results = await Promise.all([mood(userId, at), mood(userId, at), mood(userId, at)]);
    expect(results.every((r) => r.created)).toBe(true);
    expect(await awarded(userId)).toEqual(["first_mood@2026-04-01T08:00:00.000Z"]);
  });

  test("two moods completing a streak at once award the milestone once", async () => {
    const userId = await person({ timezone: NY });
    for (let day = 2; day <= 7; day++) await mood(userId, nyEvening(day));
    await Promise.all([mood(userId, nyEvening(8)), mood(userId, nyEvening(8))]);
    expect((await awarded(userId)).filter((a) => a.startsWith("mood_streak_7"))).toEqual([
      `mood_streak_7@${nyEvening(8).toISOString()}`,
    ]);
  });

  test("the database refuses a named milestone twice, whoever inserts it", async () => {
    const userId = await person();
    const streak = stored("mood_streak_7");
    const first = await insertAchievements(userId, [{ ...streak, earnedAt: new Date("2026-04-07T08:00:00Z") }], db());
    const second = await insertAchievements(userId, [{ ...streak, earnedAt: new Date("2026-04-08T08:00:00Z") }], db());
    expect(first).toHaveLength(1);
    expect(second).toEqual([]);
    expect(await awarded(userId)).toEqual(["mood_streak_7@2026-04-07T08:00:00.000Z"]);
  });
});

describe("check-ins", () => {
  test("partner check-ins: the first, then Connection Champion on the 7th consecutive day; a replay awards nothing", async () => {
    const { viewer } = await couple({ viewer: { timezone: NY } });
    const key = randomUUID();
    await partnerCheckin(viewer, nyEvening(2), key);
    expect(await awarded(viewer)).toEqual([`first_partner_checkin@${nyEvening(2).toISOString()}`]);

    await db().delete(achievements).where(eq(achievements.userId, viewer));
    expect((await partnerCheckin(viewer, nyEvening(2), key)).created).toBe(false);
    expect(await awarded(viewer)).toEqual([]);

    for (let day = 3; day <= 7; day++) await partnerCheckin(viewer, nyEvening(day));
    expect((await awarded(viewer)).some((a) => a.startsWith("connection_champion"))).toBe(false);
    await partnerCheckin(viewer, nyEvening(8));
    expect(await awarded(viewer)).toEqual([
      `first_partner_checkin@${nyEvening(2).toISOString()}`,
      `connection_champion@${nyEvening(8).toISOString()}`,
    ]);
  });

  test("personal check-ins: the first, then Growing Self-Awareness at the 10th", async () => {
    const userId = await person();
    await personalCheckin(userId);
    expect((await awarded(userId)).map((a) => a.split("@")[0])).toEqual(["first_personal_checkin"]);
    for (let i = 2; i <= 9; i++) await personalCheckin(userId);
    expect(await awarded(userId)).toHaveLength(1);
    await personalCheckin(userId);
    expect((await awarded(userId)).map((a) => a.split("@")[0])).toEqual([
      "first_personal_checkin",
      "personal_checkins_10",
    ]);
  });

  test("moods and check-ins award only their own kind's achievements", async () => {
    const { viewer } = await couple();
    await personalCheckin(viewer);
    await partnerCheckin(viewer, new Date());
    expect((await awarded(viewer)).map((a) => a.split("@")[0]).sort()).toEqual([
      "first_partner_checkin",
      "first_personal_checkin",
    ]);
  });
});

describe("a failed award never fails the write", () => {
  async function refuseAchievementInserts(refuse: boolean): Promise<void> {
    if (refuse) {
      await db().execute(sql`create or replace function refuse_achievements() returns trigger language plpgsql as $$
        begin raise exception 'awards are down'; end $$`);
      await db().execute(sql`create trigger refuse_achievements before insert on achievements
        for each row execute function refuse_achievements()`);
    } else {
      await db().execute(sql`drop trigger if exists refuse_achievements on achievements`);
    }
  }

  test("the mood is stored and the failure logged; the next mood catches up", async () => {
    const userId = await person();
    const errors = vi.spyOn(logger, "error");
    await refuseAchievementInserts(true);
    try {
      const result = await mood(userId, new Date("2026-04-01T08:00:00Z"));
      expect(result.created).toBe(true);
      const [stored] = await db().select({ id: moods.id }).from(moods).where(eq(moods.id, result.moodId));
      expect(stored).toBeDefined();
      expect(await awarded(userId)).toEqual([]);
      expect(errors).toHaveBeenCalledWith(
        "achievements.award_failed",
        expect.objectContaining({ userId, kind: "mood" }),
      );
    } finally {
      await refuseAchievementInserts(false);
      errors.mockRestore();
    }
    // A second mood the same day reads only the counts (award.ts), which say first_mood is due but not since when:
    // it is awarded, dated at this mood.
    await mood(userId, new Date("2026-04-01T09:00:00Z"));
    expect(await awarded(userId)).toEqual(["first_mood@2026-04-01T09:00:00.000Z"]);
  });

  test("a failure before anything is read (no achievements table) does not fail the mood either", async () => {
    const userId = await person();
    const errors = vi.spyOn(logger, "error");
    await db().execute(sql`alter table achievements rename to achievements_away`);
    try {
      const result = await mood(userId, new Date("2026-04-01T08:00:00Z"));
      expect(result.created).toBe(true);
      expect(errors).toHaveBeenCalledWith("achievements.award_failed", expect.objectContaining({ userId }));
    } finally {
      await db().execute(sql`alter table achievements_away rename to achievements`);
      errors.mockRestore();
    }
  });

  test("nor a partner or personal check-in, whose transaction is already committed", async () => {
    const { viewer } = await couple();
    const errors = vi.spyOn(logger, "error");
    await refuseAchievementInserts(true);
    try {
      expect((await partnerCheckin(viewer, new Date())).created).toBe(true);
      expect((await personalCheckin(viewer)).created).toBe(true);
      expect(errors.mock.calls.map(([event, fields]) => [event, fields?.kind])).toEqual([
        ["achievements.award_failed", "partner_checkin"],
        ["achievements.award_failed", "personal_checkin"],
      ]);
    } finally {
      await refuseAchievementInserts(false);
      errors.mockRestore();
    }
    expect(await awarded(viewer)).toEqual([]);
  });
});
