import { eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { recommendationState as states } from "@/db/schema";
import type { RecommendationStateRecord } from "@/lib/domain/recommendations";

/**
 * recommendation_state (spec 2 §3, decision 029): what a user did with a recommendation, one row per user and
 * recommendation id, holding the latest action only. Every function takes the owner's id from its caller (the
 * session), so no payload can reach another person's rows.
 */

/**
 * Records that the user completed this recommendation now: inserted the first time, and afterwards the same row
 * becomes `completed` again with updated_at moved to `at` (the 7-day rate counts its latest completion), so
 * completing twice never adds a row.
 */
export async function markRecommendationCompleted(
  userId: string,
  key: string,
  at: Date,
  executor: Executor = db(),
): Promise<void> {
  await executor
    .insert(states)
    .values({ userId, recommendationKey: key, status: "completed", updatedAt: at })
    .onConflictDoUpdate({
      target: [states.userId, states.recommendationKey],
      set: { status: "completed", updatedAt: at },
    });
}

/**
 * Every state of the user's, in key order. Not limited to the 7-day window: the domain applies it in the user's time
 * zone, and there are at most a handful of rows (one per recommendation rule the server accepted).
 */
export async function listRecommendationStates(
  userId: string,
  executor: Executor = db(),
): Promise<RecommendationStateRecord[]> {
  return executor
    .select({ key: states.recommendationKey, status: states.status, updatedAt: states.updatedAt })
    .from(states)
    .where(eq(states.userId, userId))
    .orderBy(states.recommendationKey);
}
