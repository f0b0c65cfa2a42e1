import { inviteFactsOf, inviteValidityFor } from "@/lib/domain/invitations";
import {
  declineLink,
  findAccepterAccount,
  findLinkByTokenHash,
  hashInviteToken,
  lockLink,
} from "@/lib/data/partner-links";
import { inTransaction } from "@/lib/data/transaction";
import { inviteRefusal } from "../shared/invite-refusal";

export interface DeclinePartnerInvitationOptions {
  userId: string;
  token: string;
  now?: Date;
}

/**
 * Declining (our addition to spec 1 §2, decision 019): status declined, the decliner recorded as partner_id, the
 * token burned. Whether the decliner has a partner does not matter; the other rules of acceptance do (nobody
 * declines their own invitation or a used one), the email binding included (decision 027): someone holding a
 * forwarded link can no more turn the invitation down than take it.
 */
export async function declinePartnerInvitation({
  userId,
  token,
  now = new Date(),
}: DeclinePartnerInvitationOptions): Promise<{ declined: true }> {
  return inTransaction(async (tx) => {
    const seen = await findLinkByTokenHash(hashInviteToken(token), undefined, tx);
    const link = seen && (await lockLink(seen.id, tx));
    const validity = inviteValidityFor({
      invite: link && inviteFactsOf(link),
      viewerId: userId,
      viewer: await findAccepterAccount(userId, tx),
      viewerHasPartner: false,
      now,
    });
    if (!validity.valid) throw inviteRefusal(validity);
    await declineLink({ linkId: link!.id, declinerId: userId, now }, tx);
    return { declined: true as const };
  });
}
