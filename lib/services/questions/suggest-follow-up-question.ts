import { insertLiveEvents } from "@/lib/data/live-events";
import type { PartnerAccess } from "@/lib/data/partner-access";
import { setFollowUp } from "@/lib/data/question-day-writes";
import { findQuestionDays } from "@/lib/data/question-days";
import { inTransaction, withReader } from "@/lib/data/transaction";
import { QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { questionById } from "@/lib/domain/questions/bank";
import { followUpPrompt, followUpSchema, isFollowUpQuestion, offlineFollowUp } from "@/lib/domain/questions/follow-up";
import { screenText } from "@/lib/domain/safety/screen";
import { AppError } from "@/lib/errors";
import { aiModel } from "@/lib/integrations/ai";
import { logger } from "@/lib/logger";
import type { FollowUpQuestionInput } from "@/lib/validation/questions";
import { moderatedCategories } from "../safety/screen-written-words";

/**
 * One follow-up question for a date both partners answered (issue #37, decision 068), the same for both and kept with
 * the date (asked again, it is read back, never rewritten). With a model configured it is built from the question and
 * the two answers — nothing else, never a note — and its words pass the coach's screen (lexicon, then moderation)
 * before anyone sees them. Without a model, or when either answer or the model's words meet the crisis screen, or the
 * model fails, the offline twin's question for the category stands in; nobody is told why, so the partner never
 * learns a screening result.
 */
export async function suggestFollowUpQuestion({
  userId,
  access,
  input,
}: {
  userId: string;
  access: PartnerAccess;
  input: FollowUpQuestionInput;
}): Promise<{ followUp: string; byModel: boolean }> {
  const [view] = await withReader((reader) => findQuestionDays(userId, access, [input.day], reader));
  if (!view) throw new AppError("NOT_FOUND", QUESTION_TEXT.notFound);
  const theirs = view.partner?.answer ?? null;
  if (view.answer === null || theirs === null) throw new AppError("CONFLICT", QUESTION_TEXT.answerFirst);
  if (view.followUp) return { followUp: view.followUp, byModel: false };

  const question = questionById(view.questionId);
  const fallback = offlineFollowUp(question?.category ?? "light", `${view.id}|${input.day}`);
  let followUp = fallback;
  const model = aiModel();
  const safe = screenText(view.answer).categories.length === 0 && screenText(theirs).categories.length === 0;
  if (model && question && safe) {
    try {
      const { system, prompt } = followUpPrompt({ question: question.text, first: view.answer, second: theirs });
      const answer = await model.generate({ system, prompt, schema: followUpSchema, name: "follow_up_question" });
      const words = answer.question.trim();
      const flagged = screenText(words).categories.length > 0 || (await moderatedCategories(model, words)).length > 0;
      if (isFollowUpQuestion(words) && !flagged) followUp = words;
    } catch (error) {
      logger.warn("questions.follow_up_failed", { kind: error instanceof Error ? error.name : "unknown" });
    }
  }
  await inTransaction(async (tx) => {
    await setFollowUp(access, input.day, followUp, tx);
    // The partner's open page shows it too.
    await insertLiveEvents(
      [{ recipientId: access.partnerId, sourceUserId: userId, kind: "partner_question", refId: view.id }],
      tx,
    );
  });
  return { followUp, byModel: followUp !== fallback };
}
