import { insertLiveEvents } from "@/lib/data/live-events";
import { requirePartnerAccess } from "@/lib/data/partner-access";
import { insertReaction, sentKindSince } from "@/lib/data/partner-reactions";
import { findViewerContext } from "@/lib/data/profiles";
import { inTransaction } from "@/lib/data/transaction";
import { burstOpenSince } from "@/lib/domain/notifications";
import { notify } from "@/lib/messaging";
import type { PartnerReactionInput } from "@/lib/validation/partner-reactions";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenForAuthor } from "../safety/screen-for-author";

export interface SendPartnerReactionOptions {
  userId: string;
  input: PartnerReactionInput;
  now?: Date;
}

/**
 * A one-tap response or short note to the partner (issue #33): stored, told live to the partner's open pages, and
 * written as a notice (their Partner notifications switch decides). Calm (decision 051): the same one-tap kind again
 * within the notice burst window is not sent twice; a note always is, since its words are new.
 */
export async function sendPartnerReaction({
  userId,
  input,
  now = new Date(),
}: SendPartnerReactionOptions): Promise<{ sent: boolean; support: CrisisSupport | null }> {
  // The note goes to the partner as written (it is a message to them); the lines go to its author alone (decision 080).
  const { support } = await screenForAuthor({ userId, texts: [input.note] });
  const { sent } = await inTransaction(async (tx) => {
    // Only the partnership: a response is the sender's own words, not a read of anything the partner shares.
    const access = await requirePartnerAccess(userId, "linked", tx);
    if (input.kind && !input.note && (await sentKindSince(access, input.kind, burstOpenSince(now), tx))) {
      return { sent: false };
    }
    const reactionId = await insertReaction(access, { kind: input.kind, note: input.note, at: now }, tx);
    // Kept, and shown to the partner only if it was sent outside a quiet pause; during one, nothing is announced
    // (decision 079).
    if (access.viewerPaused) return { sent: true };
    await insertLiveEvents(
      [{ recipientId: access.partnerId, sourceUserId: userId, kind: "partner_reaction", refId: reactionId }],
      tx,
    );
    const { displayName } = await findViewerContext(userId, tx);
    await notify(tx, "partner-reaction", access.partnerId, {
      reactionId,
      kind: input.kind,
      hasNote: input.note !== null,
      fromUserId: userId,
      partnerName: displayName,
      at: now,
    });
    return { sent: true };
  });
  return { sent, support };
}
