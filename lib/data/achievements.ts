import { desc, eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { achievements } from "@/db/schema";
import type { AchievementType } from "@/lib/domain/achievements";

export interface EarnedAchievement {
  id: string;
  title: string;
  type: AchievementType;
  earnedAt: Date;
}

/**
 * The person's own stored achievements, newest first. Achievements are awarded when something is written, so this
 * is the whole history, not a window; the caller summarises it (lib/domain/achievements).
 */
export async function listEarnedAchievements(userId: string, executor: Executor = db()): Promise<EarnedAchievement[]> {
  return executor
    .select({
      id: achievements.id,
      title: achievements.title,
      type: achievements.type,
      earnedAt: achievements.earnedAt,
    })
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(desc(achievements.earnedAt));
}
