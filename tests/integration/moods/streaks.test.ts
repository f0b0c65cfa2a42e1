import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { achievements } from "@/db/schema";
import { achievementKeyOf } from "@/lib/domain/achievements";
import { logMood } from "@/lib/services/moods/log-mood";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { loadGrowthAnalytics } from "@/lib/services/analytics/load-growth-analytics";
import { moodLogSchema, partnerCheckinSchema } from "@/lib/validation/entries";
import { couple, person } from "../../helpers/couples";

/**
 * One streak rule everywhere (issue #35, decision 065): the streak Personal Growth shows and the streak achievements
 * awarded on the write path count the same days, the rituals' way — one missed day a week forgiven, two in a row end
 * the run, and the first day back is welcomed.
 */

const NY = "America/New_York";
/** 21:00 New York time on 2026-03-0N (EST before the 03-08 spring-forward, EDT after). 03-02 is a Monday. */
const nyEvening = (day: number) => new Date(Date.UTC(2026, 2, day + 1, day < 8 ? 2 : 1));

const mood = (userId: string, at: Date) =>
  logMood({ userId, input: moodLogSchema.parse({ moodValue: 1 }), idempotencyKey: randomUUID(), now: at });
const checkin = (userId: string, at: Date) =>
  logPartnerCheckin({
    userId,
    input: partnerCheckinSchema.parse({ connectionScore: 2, feeling: "loved" }),
    idempotencyKey: randomUUID(),
    now: at,
  });

async function awarded(userId: string) {
  const rows = await db()
    .select({
      milestoneType: achievements.milestoneType,
      title: achievements.title,
      earnedAt: achievements.earnedAt,
    })
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(asc(achievements.earnedAt));
  return rows.map((row) => `${achievementKeyOf(row) ?? row.title}@${row.earnedAt.toISOString()}`);
}

describe("a missed day the week's freeze bridges", () => {
  test("keeps the mood streak on Personal Growth and awards mood_streak_7 at the same 7th day", async () => {
    const me = await person({ timezone: NY });
    // 03-05 alone is missed.
    for (const day of [2, 3, 4, 6, 7, 8]) await mood(me, nyEvening(day));
    const sixth = await loadGrowthAnalytics({ userId: me, range: 7, now: nyEvening(8) });
    expect(sixth.streaks.logging).toMatchObject({ current: 6, activeToday: true, kept: true, welcomeBack: false });
    expect((await awarded(me)).some((a) => a.startsWith("mood_streak_7"))).toBe(false);

    await mood(me, nyEvening(9));
    const seventh = await loadGrowthAnalytics({ userId: me, range: 7, now: nyEvening(9) });
    expect(seventh.streaks.logging).toMatchObject({ current: 7, longest: 7, longestEndedOn: "2026-03-09" });
    expect(await awarded(me)).toContain(`mood_streak_7@${nyEvening(9).toISOString()}`);
  });

  test("keeps the check-in streak and awards connection_champion, once", async () => {
    const { viewer } = await couple({ viewer: { timezone: NY } });
    for (const day of [2, 3, 4, 6, 7, 8, 9]) await checkin(viewer, nyEvening(day));
    await checkin(viewer, new Date(nyEvening(9).getTime() + 60_000));
    const growth = await loadGrowthAnalytics({ userId: viewer, range: 7, now: nyEvening(9) });
    expect(growth.streaks.checkins).toMatchObject({ current: 7, kept: true });
    expect((await awarded(viewer)).filter((a) => a.startsWith("connection_champion"))).toEqual([
      `connection_champion@${nyEvening(9).toISOString()}`,
    ]);
  });
});

describe("two missed days in a row", () => {
  test("end the run: no award, and the first day back is welcomed", async () => {
    const me = await person({ timezone: NY });
    for (const day of [2, 3, 4, 5, 6, 9]) await mood(me, nyEvening(day));
    const growth = await loadGrowthAnalytics({ userId: me, range: 7, now: nyEvening(9) });
    expect(growth.streaks.logging).toMatchObject({
      current: 1,
      longest: 5,
      longestEndedOn: "2026-03-06",
      welcomeBack: true,
      kept: false,
    });
    expect((await awarded(me)).some((a) => a.startsWith("mood_streak_7"))).toBe(false);
  });
});
