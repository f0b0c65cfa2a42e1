import { inviteFactsOf, inviteValidityFor, type InviteInvalidReason } from "@/lib/domain/invitations";
import {
  findInviterIdentity,
  findLinkByTokenHash,
  hasAcceptedPartner,
  hashInviteToken,
} from "@/lib/data/partner-links";
import { inTransaction } from "@/lib/data/transaction";

export interface LoadInvitationOptions {
  userId: string;
  token: string;
  now?: Date;
}

export type InvitationView =
  | { state: "valid"; inviterName: string; expiresAt: Date }
  | { state: "invalid"; reason: InviteInvalidReason; message: string; title?: string };

/** Spec 1 §2/§4: what /accept-invite shows the signed-in viewer for a token, looked up only by its SHA-256. */
export async function loadInvitation({
  userId,
  token,
  now = new Date(),
}: LoadInvitationOptions): Promise<InvitationView> {
  return inTransaction(async (tx) => {
    const link = await findLinkByTokenHash(tx, hashInviteToken(token));
    const validity = inviteValidityFor({
      invite: link && inviteFactsOf(link),
      viewerId: userId,
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
      inviterName: inviter?.displayName.trim() || inviter?.email || "Your partner",
      expiresAt: link!.expiresAt,
    };
  });
}
