import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { questionDays } from "@/db/schema";
import type { DayKey } from "@/lib/domain/time";
import type { PartnerAccess } from "./partner-access";
import { holdLock } from "./transaction";

/**
 * The question for two's writes (issue #37, decision 068). Every write is filtered on the person whose row it is (the
 * session's user, or their current partner's copy through a PartnerAccess for the two that are the couple's: setting
 * and skipping the date's question), so no payload can reach anyone else's row.
 */

/**
 * Holds the circle's lock (a couple, or one person alone) for the caller's transaction: setting a date's question,
 * skipping it and answering it take it, so two people acting at once are serialised and exactly one of them sees the
 * other's answer already there (one reveal), whatever the isolation level.
 */
export async function lockQuestionCircle(circle: string, executor: Executor): Promise<void> {
  await holdLock(`question-circle:${circle}`, executor);
}

export interface NewQuestionDay {
  userId: string;
  partnerId: string | null;
  day: DayKey;
  questionId: string;
  skippedQuestionId?: string | null;
}

/** Writes rows that do not exist yet ((user, day) is unique); an existing row is left as it is. */
export async function insertQuestionDays(rows: readonly NewQuestionDay[], executor: Executor): Promise<void> {
  if (rows.length === 0) return;
  await executor
    .insert(questionDays)
    .values(rows.map((row) => ({ ...row, skippedQuestionId: row.skippedQuestionId ?? null })))
    .onConflictDoNothing({ target: [questionDays.userId, questionDays.day] });
}

/**
 * Turns an unanswered row of the date into the couple's question (a private reflection set before the two linked, or a
 * copy to bring in line): question, partner and skip are replaced. Answered rows are never touched.
 */
export async function setUnansweredQuestion(
  row: { userId: string; day: DayKey; questionId: string; partnerId: string | null; skippedQuestionId: string | null },
  executor: Executor,
): Promise<boolean> {
  const changed = await executor
    .update(questionDays)
    .set({ questionId: row.questionId, partnerId: row.partnerId, skippedQuestionId: row.skippedQuestionId })
    .where(and(eq(questionDays.userId, row.userId), eq(questionDays.day, row.day), isNull(questionDays.answeredAt)))
    .returning({ id: questionDays.id });
  return changed.length > 0;
}

/**
 * A skip: the date's question is replaced on the given copies (the viewer's and their partner's), recording the one
 * it replaced. Only unanswered, not yet skipped copies change; returns how many did.
 */
export async function replaceSkippedQuestion(
  { userIds, day, from, to }: { userIds: readonly string[]; day: DayKey; from: string; to: string },
  executor: Executor,
): Promise<number> {
  const changed = await executor
    .update(questionDays)
    .set({ questionId: to, skippedQuestionId: from })
    .where(
      and(
        inArray(questionDays.userId, [...userIds]),
        eq(questionDays.day, day),
        eq(questionDays.questionId, from),
        isNull(questionDays.skippedQuestionId),
        isNull(questionDays.answeredAt),
      ),
    )
    .returning({ id: questionDays.id });
  return changed.length;
}

export type WrittenAnswer =
  | { written: true; id: string }
  | { written: false; id: string; storedKey: string | null; storedFingerprint: string | null };

/**
 * The person's answer to their question of `day`, once: only an unanswered row with that question takes it. Otherwise
 * the stored submission's key and fingerprint come back, so a retry of the same submission is told apart from a
 * second answer. Null when the person has no row of that date with that question.
 */
export async function writeAnswer(
  answer: {
    userId: string;
    day: DayKey;
    questionId: string;
    text: string;
    at: Date;
    idempotencyKey: string | null;
    idempotencyFingerprint: string | null;
  },
  executor: Executor,
): Promise<WrittenAnswer | null> {
  const mine = and(
    eq(questionDays.userId, answer.userId),
    eq(questionDays.day, answer.day),
    eq(questionDays.questionId, answer.questionId),
  );
  const [written] = await executor
    .update(questionDays)
    .set({
      answer: answer.text,
      answeredAt: answer.at,
      idempotencyKey: answer.idempotencyKey,
      idempotencyFingerprint: answer.idempotencyFingerprint,
    })
    .where(and(mine, isNull(questionDays.answeredAt)))
    .returning({ id: questionDays.id });
  if (written) return { written: true, id: written.id };
  const [stored] = await executor
    .select({
      id: questionDays.id,
      storedKey: questionDays.idempotencyKey,
      storedFingerprint: questionDays.idempotencyFingerprint,
    })
    .from(questionDays)
    .where(mine);
  return stored ? { written: false, ...stored } : null;
}

/** The person's heart on their partner's answer of `day`: set (now) or taken back. Their own row only. */
export async function setHeart(userId: string, day: DayKey, at: Date | null, executor: Executor): Promise<void> {
  await executor
    .update(questionDays)
    .set({ heartAt: at })
    .where(and(eq(questionDays.userId, userId), eq(questionDays.day, day)));
}

/** The person's reply to their partner's answer of `day` (one reply; a new one replaces it). Their own row only. */
export async function setReply(userId: string, day: DayKey, reply: string, at: Date, executor: Executor) {
  await executor
    .update(questionDays)
    .set({ reply, repliedAt: at })
    .where(and(eq(questionDays.userId, userId), eq(questionDays.day, day)));
}

/** The person's favourite mark on their own row of `day`; false when they have no such row. */
export async function setFavourite(userId: string, day: DayKey, on: boolean, executor: Executor): Promise<boolean> {
  const changed = await executor
    .update(questionDays)
    .set({ favourite: on })
    .where(and(eq(questionDays.userId, userId), eq(questionDays.day, day)))
    .returning({ id: questionDays.id });
  return changed.length > 0;
}

/** The couple's follow-up question of `day`, on both copies (the viewer's and the current partner's shared one). */
export async function setFollowUp(access: PartnerAccess, day: DayKey, text: string, executor: Executor) {
  await executor
    .update(questionDays)
    .set({ followUp: text })
    .where(
      and(
        eq(questionDays.day, day),
        or(
          and(eq(questionDays.userId, access.viewerId), eq(questionDays.partnerId, access.partnerId)),
          and(eq(questionDays.userId, access.partnerId), eq(questionDays.partnerId, access.viewerId)),
        ),
      ),
    );
}
