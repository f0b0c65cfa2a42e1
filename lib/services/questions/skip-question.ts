import { insertLiveEvents } from "@/lib/data/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { lockQuestionCircle, replaceSkippedQuestion } from "@/lib/data/question-day-writes";
import { findQuestionDayFacts, listAskedQuestions } from "@/lib/data/question-days";
import { inTransaction } from "@/lib/data/transaction";
import { bothAllowIntimateQuestions } from "@/lib/data/user-settings";
import { QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { QUESTION_BANK } from "@/lib/domain/questions/bank";
import { questionDayFor } from "@/lib/domain/questions/days";
import { chooseQuestion, circleKey } from "@/lib/domain/questions/selection";
import { AppError } from "@/lib/errors";
import type { SkipQuestionInput } from "@/lib/validation/questions";

/**
 * Skips today's question (issue #37, decision 068): one skip per couple (or person alone) per date, while neither has
 * answered; the next question replaces it for both, and the skipped one counts as asked, so it does not come back
 * before the bank is exhausted. The partner's open page is told live; there is no notice (nothing to do).
 */
export async function skipQuestion({
  userId,
  timeZone,
  input,
  now = new Date(),
}: {
  userId: string;
  timeZone: string;
  input: SkipQuestionInput;
  now?: Date;
}): Promise<{ questionId: string }> {
  if (input.day !== questionDayFor(now, timeZone)) throw new AppError("CONFLICT", QUESTION_TEXT.closed);
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    const [first] = await findQuestionDayFacts([userId], input.day, tx);
    if (!first) throw new AppError("NOT_FOUND", QUESTION_TEXT.notFound);
    // The couple of this date, while they are still a couple; otherwise the person's own question alone.
    const partnerId = access && first.partnerId === access.partnerId ? access.partnerId : null;
    const members = partnerId ? [userId, partnerId] : [userId];
    await lockQuestionCircle(circleKey(members), tx);
    const rows = (await findQuestionDayFacts(members, input.day, tx)).filter(
      (row) => row.userId === userId || row.partnerId === userId,
    );
    const mine = rows.find((row) => row.userId === userId)!;
    if (mine.skippedQuestionId !== null) throw new AppError("CONFLICT", QUESTION_TEXT.skipUsed);
    if (mine.questionId !== input.questionId) throw new AppError("CONFLICT", QUESTION_TEXT.questionChanged);
    if (rows.some((row) => row.answered)) throw new AppError("CONFLICT", QUESTION_TEXT.skipAfterAnswer);

    const intimacy = access && partnerId ? await bothAllowIntimateQuestions(access, tx) : false;
    const next = chooseQuestion({
      bank: QUESTION_BANK,
      asked: await listAskedQuestions(members, tx),
      day: input.day,
      intimacy,
      seed: `${circleKey(members)}|skip`,
      exclude: [mine.questionId],
    });
    if (!next) throw new AppError("CONFLICT", QUESTION_TEXT.skipUsed);
    await replaceSkippedQuestion(
      {
        userIds: rows.map((row) => row.userId),
        day: input.day,
        from: mine.questionId,
        to: next.id,
      },
      tx,
    );
    if (partnerId) {
      await insertLiveEvents(
        [{ recipientId: partnerId, sourceUserId: userId, kind: "partner_question", refId: mine.id }],
        tx,
      );
    }
    return { questionId: next.id };
  });
}
