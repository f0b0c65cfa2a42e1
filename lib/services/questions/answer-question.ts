import { insertLiveEvents } from "@/lib/data/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerProfile } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { lockQuestionCircle, writeAnswer } from "@/lib/data/question-day-writes";
import { findQuestionDayFacts } from "@/lib/data/question-days";
import { inTransaction } from "@/lib/data/transaction";
import { sameRequest } from "@/lib/domain/idempotency";
import { QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { dayLabel, isAnswerable, noticeDueAt, questionDayFor } from "@/lib/domain/questions/days";
import { circleKey } from "@/lib/domain/questions/selection";
import { zoneOrUtc } from "@/lib/domain/time";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/messaging";
import type { AnswerQuestionInput } from "@/lib/validation/questions";
import { scheduleHealthRecalculation } from "../health-score/schedule-health-recalculation";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenWrittenWords } from "../safety/screen-written-words";
import { fingerprintOf } from "../shared/replay-guard";

export interface AnswerQuestionOptions {
  userId: string;
  timeZone: string;
  input: AnswerQuestionInput;
  /** One per submission (the form's, or the offline queue's): a retry answers from the row and writes nothing. */
  idempotencyKey?: string | null;
  now?: Date;
}

export interface AnswerQuestionResult {
  /** False for a retry of a submission already stored. */
  created: boolean;
  /** The partner had answered too: both answers are now open to both of them. */
  revealed: boolean;
  /** The words spoke of a crisis: the help lines, for the author alone (nobody else is told). */
  support: CrisisSupport | null;
}

/**
 * Answers the person's question of a date (issue #37, decision 068): today's, or yesterday's while it is still open.
 * Under the couple's lock, so when both answer at the same instant one of the two finds the other's answer already
 * there: exactly one reveal, and no answer lost. The partner is told live and by a notice (their switch, one notice
 * per burst), never what was written; an answer to a question shared with a partner is connection activity for the
 * author's health score.
 */
export async function answerQuestion({
  userId,
  timeZone,
  input,
  idempotencyKey = null,
  now = new Date(),
}: AnswerQuestionOptions): Promise<AnswerQuestionResult> {
  if (!isAnswerable(input.day, now, timeZone)) throw new AppError("CONFLICT", QUESTION_TEXT.closed);
  const fingerprint = fingerprintOf(idempotencyKey, input);
  // Screened before the write, never after it: a failed read after the commit would answer an error for a saved
  // entry (the outage test holds rows to the successes answered). The author alone gets the lines (decision 080).
  const support = await screenWrittenWords({ userId, timeZone, text: input.answer });
  const outcome = await inTransaction(async (tx) => {
    const [row] = await findQuestionDayFacts([userId], input.day, tx);
    if (!row) throw new AppError("NOT_FOUND", QUESTION_TEXT.notFound);
    await lockQuestionCircle(circleKey(row.partnerId ? [userId, row.partnerId] : [userId]), tx);
    const written = await writeAnswer(
      {
        userId,
        day: input.day,
        questionId: input.questionId,
        text: input.answer,
        at: now,
        idempotencyKey,
        idempotencyFingerprint: fingerprint,
      },
      tx,
    );
    if (!written) throw new AppError("CONFLICT", QUESTION_TEXT.questionChanged);
    const access = await resolvePartnerAccess(userId, tx);
    const partnerId = access && row.partnerId === access.partnerId ? access.partnerId : null;
    const [partnerRow] = partnerId
      ? (await findQuestionDayFacts([partnerId], input.day, tx)).filter((r) => r.partnerId === userId)
      : [];
    const revealed = partnerRow?.answered ?? false;
    if (!written.written) {
      const replay = written.storedKey === idempotencyKey && sameRequest(written.storedFingerprint, fingerprint);
      if (!replay) throw new AppError("CONFLICT", QUESTION_TEXT.alreadyAnswered);
      return { created: false, revealed, shared: partnerId !== null };
    }
    // In a quiet pause the partner is told nothing of it, as if it had not happened (decision 079).
    if (access && partnerId && partnerRow && !access.viewerPaused) {
      await insertLiveEvents(
        [{ recipientId: partnerId, sourceUserId: userId, kind: "partner_question", refId: written.id }],
        tx,
      );
      const [{ displayName }, profile] = await Promise.all([
        findViewerContext(userId, tx),
        findPartnerProfile(access, tx),
      ]);
      const partnerZone = zoneOrUtc(profile?.timezone);
      // Worded as the partner will read it when it is due: a date ahead of theirs is "today's" once it begins.
      const dueAt = noticeDueAt(input.day, now, partnerZone);
      await notify(tx, "question-activity", partnerId, {
        byUserId: userId,
        byName: displayName,
        event: "answered",
        dayLabel: dayLabel(input.day, questionDayFor(dueAt, partnerZone)),
        recipientAnswered: partnerRow.answered,
        at: now,
        dueAt,
      });
    }
    return { created: true, revealed, shared: partnerId !== null };
  });
  // After the commit: a failing recalculation never undoes an answer (the service logs, never throws).
  if (outcome.created && outcome.shared) await scheduleHealthRecalculation({ userId, now });
  return { created: outcome.created, revealed: outcome.revealed, support };
}
