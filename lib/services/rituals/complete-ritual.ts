import { insertLiveEvents } from "@/lib/data/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { notify } from "@/lib/messaging";
import {
  findOwnRitual,
  insertCompletion,
  listCompletionTimes,
  pairCopies,
  recordCompletionOnCopies,
} from "@/lib/data/rituals";
import { inTransaction } from "@/lib/data/transaction";
import type { SessionUser } from "@/lib/domain/roles";
import { STREAK_CELEBRATION_DAYS, streakFromDays } from "@/lib/domain/streak";
import { localDayKey } from "@/lib/domain/time";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { AppError } from "@/lib/errors";
import type { RitualIdInput } from "@/lib/validation/rituals";
import { awardAchievementsAfterWrite } from "../achievements/award-achievements";
import { scheduleHealthRecalculation } from "../health-score/schedule-health-recalculation";

/**
 * 'Complete' (spec 3 §4, issue #16): one completion per person and local day in the log; the streak is derived from
 * the log of both copies of a shared ritual (either partner's day counts) and written to both, with the partner
 * told live unless they archived their copy. A second completion on the same day changes nothing and answers the
 * same streak.
 */
export async function completeRitual({
  user,
  input,
  now = new Date(),
}: {
  user: SessionUser;
  input: RitualIdInput;
  now?: Date;
}): Promise<{ newStreak: number; celebrate: boolean; created: boolean }> {
  const result = await inTransaction(async (tx) => {
    const ritual = await findOwnRitual(user.id, input.ritualId, tx);
    if (!ritual) throw new AppError("NOT_FOUND", RITUALS_TEXT.notFound);
    const access = await resolvePartnerAccess(user.id, tx);
    const day = localDayKey(now, user.timeZone);
    const created = await insertCompletion({ ritualId: ritual.id, userId: user.id, completedAt: now, day }, tx);
    // The pair's other copy only while its owner is the person's partner: a former partner's row is not ours to change.
    // In a quiet pause the partner's copy is left as it was: its streak and last completion would tell (decision 079).
    const partnerCopyOpen = access !== null && !access.viewerPaused;
    const copies = (await pairCopies(ritual, tx)).filter(
      (c) => c.userId === user.id || (partnerCopyOpen && c.userId === access.partnerId),
    );
    const times = await listCompletionTimes(
      copies.map((c) => c.id),
      tx,
    );
    const { streak } = streakFromDays(
      times.map((at) => localDayKey(at, user.timeZone)),
      day,
    );
    if (created) {
      await recordCompletionOnCopies(
        copies.map((c) => c.id),
        { streak, at: now, by: user.id },
        tx,
      );
      // A partner who archived their copy keeps its streak true (above) but is not told: it is off their list
      // (decision 050).
      const partnerCopy = copies.find((c) => c.userId !== user.id && c.archivedAt === null);
      if (partnerCopy) {
        await insertLiveEvents(
          [
            {
              recipientId: partnerCopy.userId,
              sourceUserId: user.id,
              kind: "partner_ritual_completed",
              refId: partnerCopy.id,
            },
          ],
          tx,
        );
        await notify(tx, "partner-ritual-completed", partnerCopy.userId, {
          ritualId: partnerCopy.id,
          day,
          fromUserId: user.id,
          partnerName: user.displayName,
          at: now,
        });
      }
    }
    return { newStreak: streak, created, ritualId: ritual.id };
  });
  if (result.created) {
    await awardAchievementsAfterWrite({
      userId: user.id,
      kind: "ritual_completed",
      at: now,
      timeZone: user.timeZone,
      streak: result.newStreak,
    });
    await scheduleHealthRecalculation({ userId: user.id });
  }
  return {
    newStreak: result.newStreak,
    celebrate: result.created && result.newStreak >= STREAK_CELEBRATION_DAYS,
    created: result.created,
  };
}
