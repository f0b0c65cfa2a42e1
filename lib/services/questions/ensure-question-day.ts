import type { PartnerAccess } from "@/lib/data/partner-access";
import {
  insertQuestionDays,
  lockQuestionCircle,
  setUnansweredQuestion,
  type NewQuestionDay,
} from "@/lib/data/question-day-writes";
import { findQuestionDayFacts, listAskedQuestions, type QuestionDayFacts } from "@/lib/data/question-days";
import type { Executor } from "@/lib/data/transaction";
import { bothAllowIntimateQuestions } from "@/lib/data/user-settings";
import { QUESTION_BANK } from "@/lib/domain/questions/bank";
import { chooseQuestion, circleKey } from "@/lib/domain/questions/selection";
import type { DayKey } from "@/lib/domain/time";
import { AppError } from "@/lib/errors";

export interface EnsureQuestionDayOptions {
  executor: Executor;
  viewerId: string;
  /** The viewer's current partner (resolvePartnerAccess), or null for one person alone. */
  access: PartnerAccess | null;
  day: DayKey;
}

/** The question for a circle's date from the bank; the bank always holds eligible questions. */
async function pick(executor: Executor, members: readonly string[], day: DayKey, intimacy: boolean): Promise<string> {
  const asked = await listAskedQuestions(members, executor);
  const question = chooseQuestion({ bank: QUESTION_BANK, asked, day, intimacy, seed: circleKey(members) });
  if (!question) throw new AppError("INTERNAL", "The question bank has no question to ask.");
  return question.id;
}

/** The viewer's private reflection for the date (no partner, or none to share the date with). */
async function setSolo(executor: Executor, viewerId: string, day: DayKey): Promise<void> {
  const questionId = await pick(executor, [viewerId], day, false);
  await insertQuestionDays([{ userId: viewerId, partnerId: null, day, questionId }], executor);
}

/** Writes `source`'s question on the other person's copy: a new row, or their unanswered one brought in line. */
async function copyTo(executor: Executor, source: QuestionDayFacts, userId: string, existing: QuestionDayFacts | null) {
  const row: NewQuestionDay = {
    userId,
    partnerId: source.userId,
    day: source.day,
    questionId: source.questionId,
    skippedQuestionId: source.skippedQuestionId,
  };
  if (!existing) await insertQuestionDays([row], executor);
  else if (!existing.answered)
    await setUnansweredQuestion({ ...row, skippedQuestionId: row.skippedQuestionId ?? null }, executor);
}

/**
 * Makes sure the viewer has their question of `day` (decision 068), in the caller's transaction and under the circle's
 * lock, so whoever of a couple reads a date first sets it for both and the other reads the same question:
 *
 * - one person alone gets a private reflection (never an intimate question);
 * - a couple's two copies of a date hold one question; a copy missing on either side is written from the other;
 * - a private reflection set before the two linked becomes the couple's question while neither has answered; once
 *   one of them has, that date stays as it is and the shared questions begin with the next date.
 */
export async function ensureQuestionDay({ executor, viewerId, access, day }: EnsureQuestionDayOptions): Promise<void> {
  const members = access ? [viewerId, access.partnerId] : [viewerId];
  await lockQuestionCircle(circleKey(members), executor);
  const facts = await findQuestionDayFacts(members, day, executor);
  const mine = facts.find((row) => row.userId === viewerId) ?? null;
  if (!access) {
    if (!mine) await setSolo(executor, viewerId, day);
    return;
  }
  const theirs = facts.find((row) => row.userId === access.partnerId) ?? null;
  const mineShared = mine?.partnerId === access.partnerId;
  const theirsShared = theirs?.partnerId === viewerId;
  if (mineShared && theirsShared) return;
  if (theirsShared) return copyTo(executor, theirs!, viewerId, mine);
  if (mineShared) return copyTo(executor, mine!, access.partnerId, theirs);

  if (!mine?.answered && !theirs?.answered) {
    const intimacy = await bothAllowIntimateQuestions(access, executor);
    const questionId = await pick(executor, members, day, intimacy);
    const couple = [
      { userId: viewerId, partnerId: access.partnerId, existing: mine },
      { userId: access.partnerId, partnerId: viewerId, existing: theirs },
    ];
    for (const { userId, partnerId, existing } of couple) {
      const row = { userId, partnerId, day, questionId, skippedQuestionId: null };
      if (existing) await setUnansweredQuestion(row, executor);
      else await insertQuestionDays([row], executor);
    }
    return;
  }
  if (!mine) await setSolo(executor, viewerId, day);
}
