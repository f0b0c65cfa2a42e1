import { and, eq, lt, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { coachMessages, coachState, coachUsage } from "@/db/schema";
import type { CoachReplyKind } from "@/lib/domain/coach/limits";

/**
 * The assistant's rows (issue #15, decision 035): the person's conversations, their daily message count and when
 * they last used the coach. Every reader and writer is keyed by the person's own id: nobody else's chats are reachable.
 */

/**
 * Counts one of `counter` on the person's local day, only while under `limit`: one conditional upsert, so parallel
 * requests cannot both take the last place. False when the limit was already reached (nothing changes then).
 */
async function takeDailyCount(
  counter: "messages" | "crisisReplies",
  userId: string,
  day: string,
  limit: number,
  executor: Executor,
): Promise<boolean> {
  const column = coachUsage[counter];
  const rows = await executor
    .insert(coachUsage)
    .values({ userId, day, [counter]: 1 })
    .onConflictDoUpdate({
      target: [coachUsage.userId, coachUsage.day],
      set: { [counter]: sql`${column} + 1` },
      setWhere: lt(column, limit),
    })
    .returning({ count: column });
  return rows.length > 0;
}

/** Counts one message against the person's local day while under `limit` (false once it is reached). */
export function takeCoachMessage(userId: string, day: string, limit: number, executor: Executor = db()) {
  return takeDailyCount("messages", userId, day, limit, executor);
}

/**
 * Counts one crisis reply on the person's local day and says whether it may be stored: true while the day has fewer
 * than `limit`. The reply itself is shown either way (issue #30).
 */
export function takeCrisisReply(userId: string, day: string, limit: number, executor: Executor = db()) {
  return takeDailyCount("crisisReplies", userId, day, limit, executor);
}

/** Messages the person has sent on a local day (0 when none). */
export async function countCoachMessages(userId: string, day: string, executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ messages: coachUsage.messages })
    .from(coachUsage)
    .where(and(eq(coachUsage.userId, userId), eq(coachUsage.day, day)));
  return row?.messages ?? 0;
}

export interface CoachTurnRow {
  conversationId: string;
  role: "user" | "assistant";
  replyKind: CoachReplyKind | null;
  content: string;
  createdAt: Date;
}

/** Stores the person's message and the reply they were shown, in order. */
export async function insertCoachTurns(
  userId: string,
  turns: readonly CoachTurnRow[],
  executor: Executor = db(),
): Promise<void> {
  if (turns.length === 0) return;
  await executor.insert(coachMessages).values(turns.map((turn) => ({ userId, ...turn })));
}

export interface CoachStateRow {
  sessionStartedAt: Date;
  lastActiveAt: Date;
  lastDisclosedAt: Date | null;
}

export async function findCoachState(userId: string, executor: Executor = db()): Promise<CoachStateRow | null> {
  const [row] = await executor
    .select({
      sessionStartedAt: coachState.sessionStartedAt,
      lastActiveAt: coachState.lastActiveAt,
      lastDisclosedAt: coachState.lastDisclosedAt,
    })
    .from(coachState)
    .where(eq(coachState.userId, userId));
  return row ?? null;
}

export async function saveCoachState(userId: string, state: CoachStateRow, executor: Executor = db()): Promise<void> {
  await executor
    .insert(coachState)
    .values({ userId, ...state })
    .onConflictDoUpdate({ target: coachState.userId, set: state });
}
