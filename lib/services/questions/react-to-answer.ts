import { insertLiveEvents } from "@/lib/data/live-events";
import type { PartnerAccess } from "@/lib/data/partner-access";
import { findPartnerProfile } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { setHeart, setReply } from "@/lib/data/question-day-writes";
import { findQuestionDays } from "@/lib/data/question-days";
import { inTransaction } from "@/lib/data/transaction";
import { QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { dayLabel, questionDayFor } from "@/lib/domain/questions/days";
import { zoneOrUtc } from "@/lib/domain/time";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/messaging";
import type { ReactToAnswerInput } from "@/lib/validation/questions";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenWrittenWords } from "../safety/screen-written-words";

/**
 * A heart or a short reply on the partner's answer of a date (issue #37): only once both have answered it (the
 * reactor has seen it), only to the current partner, on the reactor's own row. The partner is told live and by the
 * question's notice (one per burst; a heart taken back tells nothing). A reply is screened like a coach message: the
 * help lines go to its author alone.
 */
export async function reactToAnswer({
  userId,
  timeZone,
  access,
  input,
  now = new Date(),
}: {
  userId: string;
  timeZone: string;
  /** The current partner, from the action's requirePartner("linked") step. */
  access: PartnerAccess;
  input: ReactToAnswerInput;
  now?: Date;
}): Promise<{ support: CrisisSupport | null }> {
  // Screened before the write, never after it: a failed read after the commit would answer an error for a saved
  // entry (the outage test holds rows to the successes answered). The author alone gets the lines (decision 080).
  const support = input.kind === "reply" ? await screenWrittenWords({ userId, timeZone, text: input.reply }) : null;
  await inTransaction(async (tx) => {
    const [view] = await findQuestionDays(userId, access, [input.day], tx);
    if (!view) throw new AppError("NOT_FOUND", QUESTION_TEXT.notFound);
    if (view.answeredAt === null || !view.partner?.answered) throw new AppError("CONFLICT", QUESTION_TEXT.answerFirst);
    if (input.kind === "heart") {
      if (input.on === (view.heartAt !== null)) return;
      await setHeart(userId, input.day, input.on ? now : null, tx);
      if (!input.on) return access.viewerPaused ? undefined : insertLiveEvents([liveEvent(access, view.id)], tx);
    } else {
      await setReply(userId, input.day, input.reply, now, tx);
    }
    // In a quiet pause the partner is told nothing of it, as if it had not happened (decision 079).
    if (access.viewerPaused) return;
    await insertLiveEvents([liveEvent(access, view.id)], tx);
    const [{ displayName }, profile] = await Promise.all([
      findViewerContext(userId, tx),
      findPartnerProfile(access, tx),
    ]);
    await notify(tx, "question-activity", access.partnerId, {
      byUserId: userId,
      byName: displayName,
      event: input.kind,
      dayLabel: dayLabel(input.day, questionDayFor(now, zoneOrUtc(profile?.timezone))),
      recipientAnswered: true,
      at: now,
      dueAt: now,
    });
  });
  return { support };
}

function liveEvent(access: PartnerAccess, refId: string) {
  return { recipientId: access.partnerId, sourceUserId: access.viewerId, kind: "partner_question" as const, refId };
}
