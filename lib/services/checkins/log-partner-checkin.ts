import { AppError } from "@/lib/errors";
import { insertPartnerCheckin } from "@/lib/data/checkins";
import { insertLiveEvents } from "@/lib/data/live-events";
import { notify } from "@/lib/messaging";
import { checkinEvents } from "@/lib/domain/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findViewerContext } from "@/lib/data/profiles";
import { inTransaction } from "@/lib/data/transaction";
import { screenedVisibility } from "@/lib/domain/safety/screened-visibility";
import type { PartnerCheckinInput } from "@/lib/validation/entries";
import { awardAchievementsAfterWrite } from "../achievements/award-achievements";
import { fingerprintOf, refuseChangedReplay } from "../shared/replay-guard";
import { scheduleHealthRecalculation } from "../health-score/schedule-health-recalculation";
import { updateCorrelationInsightsAfterCheckin } from "../analytics/update-correlation-insights";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenForAuthor } from "../safety/screen-for-author";

export interface LogPartnerCheckinOptions {
  userId: string;
  input: PartnerCheckinInput;
  idempotencyKey?: string | null;
  now?: Date;
}

export interface LogPartnerCheckinResult {
  checkinId: string;
  created: boolean;
  shared: boolean;
  /** The author's own help lines when the note was screened (decision 080); for their response only. */
  support: CrisisSupport | null;
  /**
   * Sharing was on but the note speaks of harm by a partner: stored private, and the author is asked whether to share
   * it (shareHeldCheckin). Never stored, never told to the partner.
   */
  confirmShare: boolean;
}

export const NO_PARTNER_MESSAGE = "Invite your partner to start partner check-ins.";

/**
 * Spec 2 §2.3/§4.1: a partner check-in is about the current partner and counts toward the health score; it is shared
 * with the partner exactly when the author's partner_sharing_enabled is on at the moment of writing, unless its note
 * speaks of harm by a partner (decision 080): then it is stored private, exactly as with sharing off, and its author
 * is asked whether to share it after all.
 */
export async function logPartnerCheckin({
  userId,
  input,
  idempotencyKey = null,
  now = new Date(),
}: LogPartnerCheckinOptions): Promise<LogPartnerCheckinResult> {
  const fingerprint = fingerprintOf(idempotencyKey, input);
  // Before the transaction: the screen is CPU work and may ask the moderation endpoint.
  const { screen, support } = await screenForAuthor({ userId, texts: [input.gratitudeNote] });
  const { checkin, created, timeZone, held } = await inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    if (!access) throw new AppError("FORBIDDEN", NO_PARTNER_MESSAGE);
    const { partnerSharingEnabled, timeZone, displayName } = await findViewerContext(userId, tx);
    const visibility = screenedVisibility({
      requested: partnerSharingEnabled ? "shared" : "private",
      screen,
      confirmedShare: false,
    });
    const written = await insertPartnerCheckin(
      {
        userId,
        partnerId: access.partnerId,
        score: input.connectionScore,
        feeling: input.feeling,
        note: input.gratitudeNote,
        shared: visibility.visibility === "shared",
        at: now,
        idempotencyKey,
        idempotencyFingerprint: fingerprint,
      },
      tx,
    );
    refuseChangedReplay(written, fingerprint);
    if (written.created) {
      const partner = { id: access.partnerId, shared: written.checkin.shared };
      await insertLiveEvents(checkinEvents({ authorId: userId, id: written.checkin.id, partner }), tx);
      // In a quiet pause the partner is told nothing of it, as if it had not happened (decision 079).
      if (partner.shared && !access.viewerPaused) {
        await notify(tx, "partner-checkin-shared", partner.id, {
          checkinId: written.checkin.id,
          fromUserId: userId,
          partnerName: displayName,
          at: now,
        });
      }
    }
    return { ...written, timeZone, held: visibility.needsConfirmation };
  });
  // After the commit, so a failing award cannot abort the check-in's transaction; only for a new check-in.
  if (created) await awardAchievementsAfterWrite({ userId, kind: "partner_checkin", at: checkin.at, timeZone });
  // A new check-in moves the health score: recalculated a few seconds later, coalesced; never throws (see the service).
  if (created) await scheduleHealthRecalculation({ userId });
  // Spec 2 §3: patterns are computed when check-ins are written; like the award, a failure is logged, never thrown.
  if (created) {
    await updateCorrelationInsightsAfterCheckin({
      userId,
      feeling: checkin.feeling,
      at: checkin.at,
      kind: "partner_checkin",
    });
  }
  // A replay answers as the first save did: its row is still private until the author says otherwise.
  const confirmShare = held && !checkin.shared;
  return { checkinId: checkin.id, created, shared: checkin.shared, support, confirmShare };
}
