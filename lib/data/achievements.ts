import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { achievements, userSettings } from "@/db/schema";
import {
  achievementKeyOf,
  PARTNER_ACHIEVEMENTS_LIMIT,
  type AchievementDefinition,
  type AchievementType,
  type MilestoneType,
} from "@/lib/domain/achievements";
import { outsidePartnerPauses, type PartnerAccess } from "./partner-access";
import { holdLock } from "./transaction";

const earnedColumns = {
  id: achievements.id,
  title: achievements.title,
  description: achievements.description,
  icon: achievements.icon,
  type: achievements.type,
  category: achievements.category,
  earnedAt: achievements.earnedAt,
};

/** A stored achievement with every column the dashboard card and the /achievements screen show (AchievementView). */
export interface EarnedAchievement {
  id: string;
  title: string;
  description: string;
  /** A lucide-react icon name; the UI falls back to a generic badge for names it does not know. */
  icon: string;
  type: AchievementType;
  category: string;
  earnedAt: Date;
}

/**
 * The person's own stored achievements, newest first. Achievements are awarded when something is written, so this
 * is the whole history, not a window; the caller summarises it (lib/domain/achievements).
 */
export async function listEarnedAchievements(userId: string, executor: Executor = db()): Promise<EarnedAchievement[]> {
  return executor
    .select(earnedColumns)
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(desc(achievements.earnedAt));
}

/**
 * The current partner's newest achievements (PARTNER_ACHIEVEMENTS_LIMIT), or [] unless they give the achievements
 * grant (spec 1 §6: a separate grant). Taking a PartnerAccess, not a bare id, keeps the read behind
 * resolvePartnerAccess, so a former partner's rows are out of reach and a revoked grant applies to the next request.
 * Ties on earnedAt are broken by id so the cut at the limit does not move between requests.
 */
export async function listPartnerAchievements(
  access: PartnerAccess,
  executor: Executor = db(),
): Promise<EarnedAchievement[]> {
  if (!access.canSeeAchievements) return [];
  return executor
    .select(earnedColumns)
    .from(achievements)
    .where(and(eq(achievements.userId, access.partnerId), outsidePartnerPauses(access, achievements.earnedAt)))
    .orderBy(desc(achievements.earnedAt), asc(achievements.id))
    .limit(PARTNER_ACHIEVEMENTS_LIMIT);
}

/**
 * Catalogue keys of the person's stored achievements (achievementKeyOf): what an award must not give again. The
 * table has no key column, so named milestones are matched by milestone_type and the others by title.
 */
export async function listEarnedAchievementKeys(userId: string, executor: Executor = db()): Promise<string[]> {
  const rows = await executor
    .select({ milestoneType: achievements.milestoneType, title: achievements.title })
    .from(achievements)
    .where(eq(achievements.userId, userId));
  return rows.map(achievementKeyOf).filter((key): key is string => key !== undefined);
}

/**
 * What a mood write reads before it writes, in one round trip (decision 084): the person's Mood reflection switch
 * (null without a settings row: the default applies) and the catalogue keys of their stored achievements, which the
 * award after the write starts from (its transaction re-reads them under the award lock before inserting).
 */
export async function findMoodWriteContext(
  userId: string,
  executor: Executor = db(),
): Promise<{ moodReflection: boolean | null; earnedKeys: string[] }> {
  const result = await executor.execute(sql`
    select (select ${userSettings.moodReflection} from ${userSettings} where ${userSettings.userId} = ${userId})
        as "moodReflection",
      (select coalesce(json_agg(json_build_array(${achievements.milestoneType}, ${achievements.title})), '[]')::text
        from ${achievements} where ${achievements.userId} = ${userId}) as earned`);
  const [row] = (result as unknown as { rows: { moodReflection: boolean | null; earned: string }[] }).rows;
  const earned = JSON.parse(row?.earned ?? "[]") as [MilestoneType, string][];
  return {
    moodReflection: row?.moodReflection ?? null,
    earnedKeys: earned
      .map(([milestoneType, title]) => achievementKeyOf({ milestoneType, title }))
      .filter((key): key is string => key !== undefined),
  };
}

/**
 * Serialises awards to one person until the transaction ends. The unique index covers only the named milestones;
 * the other achievements ('other', e.g. first_mood) are kept once per person by re-reading the stored keys under this
 * lock before inserting, so two racing writes cannot both award them. An advisory lock rather than lockProfile: it
 * touches no row, holds nothing else up (invitations, sharing toggles) and also works for an account without a
 * profile row. The key is a 64-bit hash of the user id; a collision only makes two people's awards queue.
 */
export async function lockAchievementAwards(userId: string, executor: Executor): Promise<void> {
  await holdLock(`achievements:${userId}`, executor);
}

export interface NewAchievement extends Omit<AchievementDefinition, "key"> {
  earnedAt: Date;
}

export interface AwardedAchievement {
  id: string;
  milestoneType: MilestoneType;
  title: string;
  earnedAt: Date;
}

/**
 * Inserts the achievements with ON CONFLICT DO NOTHING and returns only the rows this call inserted: a named
 * milestone (mood_streak_7, ritual_master, connection_champion) the person already has is skipped by the database's
 * partial unique index, whoever races for it. 'Other' achievements are not covered by that index: callers check them
 * under lockAchievementAwards first.
 */
export async function insertAchievements(
  userId: string,
  items: readonly NewAchievement[],
  executor: Executor,
): Promise<AwardedAchievement[]> {
  if (items.length === 0) return [];
  return executor
    .insert(achievements)
    .values(
      items.map((a) => ({
        userId,
        milestoneType: a.milestoneType,
        type: a.type,
        category: a.category,
        icon: a.icon,
        title: a.title,
        description: a.description,
        earnedAt: a.earnedAt,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: achievements.id,
      milestoneType: achievements.milestoneType,
      title: achievements.title,
      earnedAt: achievements.earnedAt,
    });
}
