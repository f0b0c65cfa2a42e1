import { INVITE_MESSAGES, inviteFactsOf, inviteValidityFor, type InviteInvalidReason } from "@/lib/domain/invitations";
import {
  findAccepterAccount,
  findInviterIdentity,
  findLinkByTokenHash,
  hasAcceptedPartner,
  hashInviteToken,
} from "@/lib/data/partner-links";
import { inTransaction, isConnectionFailure, isQueryFailure } from "@/lib/data/transaction";
import { partnerNameOr } from "@/lib/domain/names";
import { logger } from "@/lib/logger";

export interface LoadInvitationOptions {
  userId: string;
  token: string;
  now?: Date;
}

export type InvitationView =
  | { state: "valid"; inviterName: string; expiresAt: Date }
  | { state: "invalid"; reason: InviteInvalidReason | "lookup_failed"; message: string; title?: string };

/**
 * Spec 1 §2/§4: what /accept-invite shows the signed-in viewer for a token, looked up only by its SHA-256. An email
 * invitation opened in any account but the invited, verified one shows "wrong account" without the inviter's name or
 * the invited address (decision 027), so the holder of a forwarded link learns neither. A lookup the database fails
 * shows the invalid view titled 'Database Error' with 'Failed to validate invitation' (spec 1 §8); any other failure
 * 'Failed to validate invitation. Please try again.'.
 */
export async function loadInvitation(options: LoadInvitationOptions): Promise<InvitationView> {
  try {
    return await lookUp(options);
  } catch (error) {
    // An outage is already logged once by the outage tracker; anything else is worth a line of its own.
    if (!isConnectionFailure(error)) {
      logger.error("partner_invitation.validate_failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    if (isConnectionFailure(error) || isQueryFailure(error)) {
      const { databaseError: message, databaseErrorTitle: title } = INVITE_MESSAGES;
      return { state: "invalid", reason: "lookup_failed", message, title };
    }
    return { state: "invalid", reason: "lookup_failed", message: INVITE_MESSAGES.validateFailed };
  }
}

async function lookUp({ userId, token, now = new Date() }: LoadInvitationOptions): Promise<InvitationView> {
  return inTransaction(async (tx) => {
    const link = await findLinkByTokenHash(tx, hashInviteToken(token));
    const validity = inviteValidityFor({
      invite: link && inviteFactsOf(link),
      viewerId: userId,
      viewer: await findAccepterAccount(tx, userId),
      viewerHasPartner: await hasAcceptedPartner(tx, userId),
      now,
    });
    if (!validity.valid) {
      const { reason, message, title } = validity;
      return title ? { state: "invalid", reason, message, title } : { state: "invalid", reason, message };
    }
    const inviter = await findInviterIdentity(tx, link!);
    return {
      state: "valid",
      inviterName: partnerNameOr(inviter?.displayName, inviter?.email),
      expiresAt: link!.expiresAt,
    };
  });
}
