import { and, asc, eq, isNull } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { rituals } from "@/db/schema";
import type { RitualRecord } from "@/lib/domain/types";

/**
 * The person's live rituals, oldest first, for the health score over a window starting at `from`. Rituals have no
 * completion log yet (decision 017): the last completion stands in for the log, so only the latest completion in the
 * window counts.
 */
export async function listRitualsForScore(
  userId: string,
  from: Date,
  executor: Executor = db(),
): Promise<RitualRecord[]> {
  const rows = await executor
    .select({
      id: rituals.id,
      title: rituals.title,
      type: rituals.type,
      createdAt: rituals.createdAt,
      deletedAt: rituals.deletedAt,
      streakCount: rituals.streakCount,
      lastCompletedAt: rituals.lastCompletedAt,
    })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), isNull(rituals.deletedAt)))
    .orderBy(asc(rituals.createdAt));
  return rows.map((r) => ({
    ...r,
    completions: r.lastCompletedAt && r.lastCompletedAt >= from ? [r.lastCompletedAt] : [],
  }));
}
