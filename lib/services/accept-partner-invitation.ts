import { INVITE_MESSAGES, inviteFactsOf, inviteValidityFor, type InviteValidity } from "@/lib/domain/invitations";
import { AppError, isAppError } from "@/lib/errors";
import {
  acceptLink,
  deletePendingSentLinks,
  findInviterIdentity,
  findLinkByTokenHash,
  hasAcceptedPartner,
  hashInviteToken,
  lockLink,
  lockProfile,
} from "@/lib/data/partner-links";
import { inTransaction, isUniqueViolation } from "@/lib/data/transaction";
import { logger } from "@/lib/logger";

export interface AcceptPartnerInvitationOptions {
  userId: string;
  token: string;
  now?: Date;
}

function refusal(validity: Extract<InviteValidity, { valid: false }>): AppError {
  const code = validity.reason === "not_found" ? "NOT_FOUND" : "CONFLICT";
  return new AppError(code, validity.message, validity.title ? { title: validity.title } : {});
}

/**
 * Spec 1 §4 "Invite acceptance", one transaction: the sender's profile and then the link are locked (the order the
 * send path uses too), validity is re-checked under the lock, then acceptLink writes the link, both memberships and
 * both partner_uid. The accepter's own pending invitations go with it: they now have a partner. Whatever raced,
 * the memberships' keys refuse a second partnership, and that unique violation becomes the spec's message.
 */
export async function acceptPartnerInvitation({
  userId,
  token,
  now = new Date(),
}: AcceptPartnerInvitationOptions): Promise<{ partnerName: string }> {
  const tokenHash = hashInviteToken(token);
  try {
    return await inTransaction(async (tx) => {
      const seen = await findLinkByTokenHash(tx, tokenHash);
      if (seen) await lockProfile(tx, seen.userId);
      const link = seen && (await lockLink(tx, seen.id));
      const validity = inviteValidityFor({
        invite: link && inviteFactsOf(link),
        viewerId: userId,
        viewerHasPartner: await hasAcceptedPartner(tx, userId),
        now,
      });
      if (!validity.valid) throw refusal(validity);
      // The lock was taken by id: a decline in between burned the token, which the status check above caught.
      await acceptLink(tx, { linkId: link!.id, inviterId: link!.userId, partnerId: userId });
      await deletePendingSentLinks(tx, userId);
      const inviter = await findInviterIdentity(tx, link!);
      return { partnerName: inviter?.displayName.trim() || inviter?.email || "your partner" };
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    if (isUniqueViolation(error)) {
      const linked = await inTransaction((tx) => hasAcceptedPartner(tx, userId));
      throw linked
        ? new AppError("CONFLICT", INVITE_MESSAGES.alreadyConnected, { title: INVITE_MESSAGES.alreadyConnectedTitle })
        : new AppError("CONFLICT", INVITE_MESSAGES.noLongerValid);
    }
    logger.error("partner_invitation.accept_failed", { error: error instanceof Error ? error.message : String(error) });
    throw new AppError("INTERNAL", INVITE_MESSAGES.acceptFailed);
  }
}
