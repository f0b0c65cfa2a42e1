import { shareOwnPartnerCheckin } from "@/lib/data/checkins";
import { insertLiveEvents } from "@/lib/data/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findViewerContext } from "@/lib/data/profiles";
import { inTransaction } from "@/lib/data/transaction";
import { checkinEvents } from "@/lib/domain/live-events";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/messaging";
import { NO_PARTNER_MESSAGE } from "./log-partner-checkin";

const CHECKIN_NOT_HELD_MESSAGE = "This check-in can no longer be shared.";

/**
 * "Share it" (decision 080): the author's answer to the question asked when a check-in's note spoke of harm by a
 * partner. Shares that very check-in as it was written, exactly as if it had been shared when saved: the same live
 * event and the same notice, so the partner learns of a shared check-in and of nothing else. Only with sharing still
 * on, only the author's own private check-in about their current partner.
 */
export async function shareHeldCheckin({
  userId,
  checkinId,
  now = new Date(),
}: {
  userId: string;
  checkinId: string;
  now?: Date;
}): Promise<{ shared: true }> {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    if (!access) throw new AppError("FORBIDDEN", NO_PARTNER_MESSAGE);
    const { partnerSharingEnabled, displayName } = await findViewerContext(userId, tx);
    if (!partnerSharingEnabled) throw new AppError("CONFLICT", CHECKIN_NOT_HELD_MESSAGE);
    const checkin = await shareOwnPartnerCheckin(access, checkinId, tx);
    if (!checkin) throw new AppError("NOT_FOUND", CHECKIN_NOT_HELD_MESSAGE);
    const partner = { id: access.partnerId, shared: true };
    // The author's own event is left out: their pages already show the check-in.
    const events = checkinEvents({ authorId: userId, id: checkin.id, partner }).filter(
      (event) => event.recipientId === access.partnerId,
    );
    await insertLiveEvents(events, tx);
    await notify(tx, "partner-checkin-shared", access.partnerId, {
      checkinId: checkin.id,
      fromUserId: userId,
      partnerName: displayName,
      at: now,
    });
    return { shared: true as const };
  });
}
