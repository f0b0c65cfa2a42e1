import { and, eq, or, type SQL } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { sharedGoals } from "@/db/schema";
import type { AnalyticsGoal } from "@/lib/domain/analytics/actions";
import type { PartnerAccess } from "./partner-access";

/**
 * The goals `userId` may see: every goal they created (shared or private), and the shared goals their current
 * partner created, only while the partner's goals grant is on (issue #16: "shared goals need the goals grant to show
 * to the partner"). A private goal of the partner, or any goal of a former partner, never. Taking the PartnerAccess
 * keeps the partner's side behind resolvePartnerAccess. Descriptions (encrypted) are not read.
 */
export async function listVisibleGoals(
  userId: string,
  access: PartnerAccess | null,
  executor: Executor = db(),
): Promise<AnalyticsGoal[]> {
  const partnersShared: SQL | undefined =
    access && access.canSeeGoals
      ? and(
          eq(sharedGoals.createdBy, access.partnerId),
          eq(sharedGoals.visibility, "shared"),
          or(eq(sharedGoals.user1Id, userId), eq(sharedGoals.user2Id, userId)),
        )
      : undefined;
  const rows = await executor
    .select({
      id: sharedGoals.id,
      title: sharedGoals.title,
      progress: sharedGoals.progress,
      visibility: sharedGoals.visibility,
      createdBy: sharedGoals.createdBy,
      createdAt: sharedGoals.createdAt,
      completedAt: sharedGoals.completedAt,
    })
    .from(sharedGoals)
    .where(partnersShared ? or(eq(sharedGoals.createdBy, userId), partnersShared) : eq(sharedGoals.createdBy, userId));
  return rows.map(({ visibility, createdBy, ...goal }) => ({
    ...goal,
    shared: visibility === "shared",
    createdByMe: createdBy === userId,
  }));
}
