import { inviteValidityFor } from "@/lib/domain/invitations";
import { AppError } from "@/lib/errors";
import { declineLink, findLinkByTokenHash, hashInviteToken, lockLink } from "@/lib/data/partner-links";
import { inTransaction } from "@/lib/data/transaction";

export interface DeclinePartnerInvitationOptions {
  userId: string;
  token: string;
  now?: Date;
}

/**
 * Declining (our addition to spec 1 §2, decision 019): status declined, the decliner recorded as partner_id, the
 * token burned. Whether the decliner has a partner does not matter; the other rules of acceptance do (nobody
 * declines their own invitation or a used one).
 */
export async function declinePartnerInvitation({
  userId,
  token,
  now = new Date(),
}: DeclinePartnerInvitationOptions): Promise<{ declined: true }> {
  return inTransaction(async (tx) => {
    const seen = await findLinkByTokenHash(tx, hashInviteToken(token));
    const link = seen && (await lockLink(tx, seen.id));
    const validity = inviteValidityFor({
      invite: link && {
        status: link.status,
        senderId: link.userId,
        partnerId: link.partnerId,
        expiresAt: link.expiresAt,
      },
      viewerId: userId,
      viewerHasPartner: false,
      now,
    });
    if (!validity.valid) {
      throw new AppError(validity.reason === "not_found" ? "NOT_FOUND" : "CONFLICT", validity.message);
    }
    await declineLink(tx, { linkId: link!.id, declinerId: userId, now });
    return { declined: true as const };
  });
}
