import { addressBucket } from "@/lib/auth/client-ip";
import {
  INVITE_MESSAGES,
  inviteFactsOf,
  inviteStandingForVisitor,
  inviteValidityFor,
  type InviteInvalidReason,
} from "@/lib/domain/invitations";
import { INVITE_CHECKS_PER_IP } from "@/lib/domain/limits";
import { spendLimit } from "@/lib/data/rate-limits";
import {
  findAccepterAccount,
  findInviterIdentity,
  findLinkByTokenHash,
  hasAcceptedPartner,
  hashInviteToken,
} from "@/lib/data/partner-links";
import { inTransaction, isConnectionFailure, isQueryFailure, withReader } from "@/lib/data/transaction";
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
  return failuresShown(() => lookUp(options));
}

export type VisitorInvitationView =
  | { state: "sign_in" }
  | { state: "invalid"; reason: InviteInvalidReason | "lookup_failed"; message: string; title?: string };

/**
 * What /accept-invite tells a signed-out visitor (issue #35, decision 064): a dead link says so at once, in the
 * spec's words, instead of after a sign-in; a live one goes on to sign in, and nothing about it (inviter, invited
 * address) is read here. Looked up by the token's SHA-256 like every lookup; at most INVITE_CHECKS_PER_IP an hour
 * per client address, past which (and for an unknown address, which gets no bucket of its own) the visitor simply
 * signs in first, as before.
 */
export async function checkInvitationForVisitor({
  token,
  ip,
  now = new Date(),
}: {
  token: string;
  ip: string | null;
  now?: Date;
}): Promise<VisitorInvitationView> {
  return failuresShown(async () => {
    if (!ip || !(await spendLimit(INVITE_CHECKS_PER_IP, addressBucket(ip))).allowed) return { state: "sign_in" };
    const link = await withReader((reader) => findLinkByTokenHash(hashInviteToken(token), undefined, reader));
    const standing = inviteStandingForVisitor(link, now);
    if (standing.valid) return { state: "sign_in" };
    return { state: "invalid", reason: standing.reason, message: standing.message };
  });
}

/** Spec 1 §8's failure views for a lookup that threw; logged unless the outage tracker already did. */
async function failuresShown<T>(lookup: () => Promise<T>): Promise<T | Extract<InvitationView, { state: "invalid" }>> {
  try {
    return await lookup();
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
    const link = await findLinkByTokenHash(hashInviteToken(token), undefined, tx);
    const validity = inviteValidityFor({
      invite: link && inviteFactsOf(link),
      viewerId: userId,
      viewer: await findAccepterAccount(userId, tx),
      viewerHasPartner: await hasAcceptedPartner(userId, tx),
      now,
    });
    if (!validity.valid) {
      const { reason, message, title } = validity;
      return title ? { state: "invalid", reason, message, title } : { state: "invalid", reason, message };
    }
    const inviter = await findInviterIdentity(link!, tx);
    return {
      state: "valid",
      inviterName: partnerNameOr(inviter?.displayName, inviter?.email),
      expiresAt: link!.expiresAt,
    };
  });
}
