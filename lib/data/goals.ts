import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { sharedGoals } from "@/db/schema";
import type { AnalyticsGoal } from "@/lib/domain/analytics/actions";
import { GOAL_PROGRESS_MAX, GOAL_PROGRESS_MIN, type GoalVisibility, type StoredGoal } from "@/lib/domain/goals";
import { outsidePartnerPauses, type PartnerAccess } from "./partner-access";

/**
 * The goals `userId` may see and act on: every goal they created (shared or private), and the shared goals their
 * current partner created for them, only while the partner's goals grant is on (issue #16: "shared goals need the
 * goals grant to show to the partner"). A private goal of the partner, or any goal of a former partner, never.
 * Taking the PartnerAccess keeps the partner's side behind resolvePartnerAccess; every read and write below uses it.
 */
function goalsVisibleTo(userId: string, access: PartnerAccess | null): SQL {
  const mine = eq(sharedGoals.createdBy, userId);
  if (!access?.canSeeGoals) return mine;
  return or(
    mine,
    and(
      eq(sharedGoals.createdBy, access.partnerId),
      eq(sharedGoals.visibility, "shared"),
      // A goal the partner set during a quiet pause stays theirs alone (decision 079).
      outsidePartnerPauses(access, sharedGoals.createdAt),
      or(eq(sharedGoals.user1Id, userId), eq(sharedGoals.user2Id, userId)),
    ),
  )!;
}

/** For the Actions & Rituals page: descriptions (encrypted) are not read. */
export async function listVisibleGoals(
  userId: string,
  access: PartnerAccess | null,
  executor: Executor = db(),
): Promise<AnalyticsGoal[]> {
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
    .where(goalsVisibleTo(userId, access));
  return rows.map(({ visibility, createdBy, ...goal }) => ({
    ...goal,
    shared: visibility === "shared",
    createdByMe: createdBy === userId,
  }));
}

export type GoalRow = StoredGoal;

/** The /goals screen: every visible goal with its description, oldest first (the screen orders its tabs). */
export async function listGoalRows(
  userId: string,
  access: PartnerAccess | null,
  executor: Executor = db(),
): Promise<GoalRow[]> {
  return executor
    .select({
      id: sharedGoals.id,
      title: sharedGoals.title,
      description: sharedGoals.description,
      targetDate: sharedGoals.targetDate,
      visibility: sharedGoals.visibility,
      progress: sharedGoals.progress,
      createdBy: sharedGoals.createdBy,
      createdAt: sharedGoals.createdAt,
      completedAt: sharedGoals.completedAt,
    })
    .from(sharedGoals)
    .where(goalsVisibleTo(userId, access))
    .orderBy(asc(sharedGoals.createdAt), asc(sharedGoals.id));
}

export async function insertGoal(
  goal: {
    userId: string;
    partnerId: string | null;
    title: string;
    description: string | null;
    targetDate: string | null;
    visibility: GoalVisibility;
  },
  executor: Executor,
): Promise<{ id: string }> {
  const [row] = await executor
    .insert(sharedGoals)
    .values({
      user1Id: goal.userId,
      user2Id: goal.partnerId,
      createdBy: goal.userId,
      title: goal.title,
      description: goal.description,
      targetDate: goal.targetDate,
      visibility: goal.visibility,
    })
    .returning({ id: sharedGoals.id });
  return row!;
}

/**
 * Makes the creator's own private goal shared (decision 080: the answer "Share it" to a goal held back by the screen).
 * Null when there is no such private goal of theirs.
 */
export async function shareOwnPrivateGoal(
  userId: string,
  goalId: string,
  executor: Executor,
): Promise<{ id: string; partnerId: string | null } | null> {
  const [row] = await executor
    .update(sharedGoals)
    .set({ visibility: "shared" })
    .where(and(eq(sharedGoals.id, goalId), eq(sharedGoals.createdBy, userId), eq(sharedGoals.visibility, "private")))
    .returning({ id: sharedGoals.id, partnerId: sharedGoals.user2Id });
  return row ?? null;
}

/**
 * One −10/+10 step, clamped in SQL: the new value is computed from the stored one in the same statement, so two
 * partners clicking at once each move it one step and neither update is lost. Null when the goal is not visible
 * to the person or already complete.
 */
export async function stepGoalProgress(
  { userId, access, goalId, delta }: { userId: string; access: PartnerAccess | null; goalId: string; delta: number },
  executor: Executor,
): Promise<{ progress: number; shared: boolean } | null> {
  const [row] = await executor
    .update(sharedGoals)
    .set({
      progress: sql`least(${GOAL_PROGRESS_MAX}, greatest(${GOAL_PROGRESS_MIN}, ${sharedGoals.progress} + ${delta}))`,
      updatedAt: new Date(),
    })
    .where(and(eq(sharedGoals.id, goalId), isNull(sharedGoals.completedAt), goalsVisibleTo(userId, access)))
    .returning({ progress: sharedGoals.progress, visibility: sharedGoals.visibility });
  return row ? { progress: row.progress, shared: row.visibility === "shared" } : null;
}

/**
 * Sets completed_at once (a second completion keeps the first time) and the bar to full; null when not visible.
 * `newly` tells the first completion from a repeat; the two people and the visibility say whom it concerns.
 */
export async function completeGoalRow(
  { userId, access, goalId, now }: { userId: string; access: PartnerAccess | null; goalId: string; now: Date },
  executor: Executor,
): Promise<{ newly: boolean; shared: boolean; people: string[] } | null> {
  const [row] = await executor
    .update(sharedGoals)
    .set({
      completedAt: sql`coalesce(${sharedGoals.completedAt}, ${now})`,
      progress: GOAL_PROGRESS_MAX,
      updatedAt: now,
    })
    .where(and(eq(sharedGoals.id, goalId), goalsVisibleTo(userId, access)))
    .returning({
      completedAt: sharedGoals.completedAt,
      visibility: sharedGoals.visibility,
      user1Id: sharedGoals.user1Id,
      user2Id: sharedGoals.user2Id,
    });
  if (!row?.completedAt) return null;
  return {
    newly: row.completedAt.getTime() === now.getTime(),
    shared: row.visibility === "shared" && row.user2Id !== null,
    people: [row.user1Id, ...(row.user2Id ? [row.user2Id] : [])],
  };
}

export async function countCompletedGoals(
  userId: string,
  access: PartnerAccess | null,
  executor: Executor = db(),
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(sharedGoals)
    .where(and(isNotNull(sharedGoals.completedAt), goalsVisibleTo(userId, access)));
  return row?.n ?? 0;
}

/** Deletes a goal the person can see (decision 036: either partner may delete a shared goal). */
export async function deleteGoalRow(
  { userId, access, goalId }: { userId: string; access: PartnerAccess | null; goalId: string },
  executor: Executor,
): Promise<{ shared: boolean } | null> {
  const [row] = await executor
    .delete(sharedGoals)
    .where(and(eq(sharedGoals.id, goalId), goalsVisibleTo(userId, access)))
    .returning({ visibility: sharedGoals.visibility });
  return row ? { shared: row.visibility === "shared" } : null;
}

/** Whether a goal the person can see exists (to tell "not found" from "already complete"). */
export async function goalIsVisible(
  { userId, access, goalId }: { userId: string; access: PartnerAccess | null; goalId: string },
  executor: Executor,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: sharedGoals.id })
    .from(sharedGoals)
    .where(and(eq(sharedGoals.id, goalId), goalsVisibleTo(userId, access)));
  return row !== undefined;
}

/**
 * The partner's shared goals with the viewer that changed in [from, to) (a step, or completion), for the partner
 * screen; empty without their goals grant. Descriptions (encrypted) are not read.
 */
export async function listPartnerGoalsChangedBetween(
  access: PartnerAccess,
  { from, to }: { from: Date; to: Date },
  executor: Executor = db(),
): Promise<{ id: string; title: string; progress: number; completed: boolean }[]> {
  if (!access.canSeeGoals) return [];
  const rows = await executor
    .select({
      id: sharedGoals.id,
      title: sharedGoals.title,
      progress: sharedGoals.progress,
      completedAt: sharedGoals.completedAt,
    })
    .from(sharedGoals)
    .where(
      and(
        eq(sharedGoals.createdBy, access.partnerId),
        goalsVisibleTo(access.viewerId, access),
        outsidePartnerPauses(access, sharedGoals.updatedAt),
        gte(sharedGoals.updatedAt, from),
        lt(sharedGoals.updatedAt, to),
      ),
    )
    .orderBy(desc(sharedGoals.updatedAt));
  return rows.map(({ completedAt, ...goal }) => ({ ...goal, completed: completedAt !== null }));
}
