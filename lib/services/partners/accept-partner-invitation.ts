import { INVITE_MESSAGES, inviteFactsOf, inviteValidityFor } from "@/lib/domain/invitations";
import { partnerNameOr } from "@/lib/domain/names";
import { AppError, isAppError } from "@/lib/errors";
import {
  acceptLink,
  deletePendingSentLinks,
  findAccepterAccount,
  findInviterIdentity,
  findLinkByTokenHash,
  hasAcceptedPartner,
  hashInviteToken,
  lockLink,
  type AccepterAccount,
  type LinkRow,
} from "@/lib/data/partner-links";
import { lockProfile } from "@/lib/data/profiles";
import { deleteCorrelationInsightsOf } from "@/lib/data/correlation-insights";
import { withdrawPartnerSharing } from "@/lib/data/sharing-grants";
import { awardAchievementsAfterWrite } from "../achievements/award-achievements";
import { inTransaction, isConnectionFailure, isUniqueViolation, type Executor } from "@/lib/data/transaction";
import { logger } from "@/lib/logger";
import { appLink, notify, queueEmail } from "@/lib/messaging";
import { inviteRefusal } from "../shared/invite-refusal";

type InviterIdentity = NonNullable<Awaited<ReturnType<typeof findInviterIdentity>>>;

export interface AcceptPartnerInvitationOptions {
  userId: string;
  token: string;
  now?: Date;
}

/**
 * Decision 027: the inviter is told who accepted — in-app and by email, in the acceptance transaction — so a link
 * taken by someone else (an SMS invitation is still a bearer link) does not go unnoticed, and learns that nothing is
 * shared until each of them turns sharing on. Sent whatever the inviter's notification preferences: it is about
 * who is linked to their account, not engagement.
 */
async function tellInviter(
  tx: Executor,
  {
    link,
    inviter,
    accepter,
    now,
  }: { link: LinkRow; inviter: InviterIdentity | null; accepter: AccepterAccount; now: Date },
): Promise<void> {
  await notify(tx, "invitation-accepted", link.userId, {
    linkId: link.id,
    accepterName: accepter.displayName,
    accepterEmail: accepter.email,
    at: now,
  });

  if (!inviter) return;
  await queueEmail(
    tx,
    "partner-invitation-accepted",
    {
      displayName: inviter.displayName,
      partnerName: partnerNameOr(accepter.displayName, accepter.email),
      partnerEmail: accepter.email,
      settingsUrl: appLink("/settings"),
    },
    { address: inviter.email, userId: link.userId },
  );
}

/**
 * Spec 1 §4 "Invite acceptance", one transaction: the sender's profile and then the link are locked (the order the
 * send path uses too), validity is re-checked under the lock — including the binding of an email invitation to the
 * account with that verified email (decision 027) — then acceptLink writes the link, both memberships and both
 * partner_uid. The accepter's own pending invitations go with it: they now have a partner. Both people's consent and
 * grants start off (they opt in after seeing who they are linked to; acceptLink itself leaves them alone because the
 * seed and test couples reuse it), and the inviter is told who accepted. Whatever raced, the memberships' keys refuse
 * a second partnership, and that unique violation becomes the spec's message.
 */
export async function acceptPartnerInvitation({
  userId,
  token,
  now = new Date(),
}: AcceptPartnerInvitationOptions): Promise<{ partnerName: string }> {
  const tokenHash = hashInviteToken(token);
  let accepted: { partnerName: string; inviterId: string };
  try {
    accepted = await inTransaction(async (tx) => {
      const seen = await findLinkByTokenHash(tokenHash, undefined, tx);
      if (seen) await lockProfile(seen.userId, tx);
      const link = seen && (await lockLink(seen.id, tx));
      const accepter = await findAccepterAccount(userId, tx);
      const validity = inviteValidityFor({
        invite: link && inviteFactsOf(link),
        viewerId: userId,
        viewer: accepter,
        viewerHasPartner: await hasAcceptedPartner(userId, tx),
        now,
      });
      if (!validity.valid) throw inviteRefusal(validity);
      // The lock was taken by id: a decline in between burned the token, which the status check above caught.
      // A valid invitation implies an account (an email-bound one checked it; acceptLink needs the profile anyway).
      if (!link || !accepter) throw new AppError("NOT_FOUND", INVITE_MESSAGES.notFound);
      await acceptLink({ linkId: link.id, inviterId: link.userId, partnerId: userId }, tx);
      await deletePendingSentLinks(userId, tx);
      // Whatever either person shared before (while solo, or with an earlier partner) does not carry over.
      await withdrawPartnerSharing(link.userId, now, tx);
      await withdrawPartnerSharing(userId, now, tx);
      // Patterns learnt with an earlier partner (who may have deleted their account since) do not carry over either.
      await deleteCorrelationInsightsOf([link.userId, userId], tx);
      const inviter = await findInviterIdentity(link, tx);
      await tellInviter(tx, { link, inviter, accepter, now });
      return { partnerName: partnerNameOr(inviter?.displayName, inviter?.email), inviterId: link.userId };
    });
  } catch (error) {
    // An outage is the mapper's to answer (503, logged once per outage), not a failed acceptance.
    if (isAppError(error) || isConnectionFailure(error)) throw error;
    if (isUniqueViolation(error)) {
      const linked = await inTransaction((tx) => hasAcceptedPartner(userId, tx));
      throw linked
        ? new AppError("CONFLICT", INVITE_MESSAGES.alreadyConnected, { title: INVITE_MESSAGES.alreadyConnectedTitle })
        : new AppError("CONFLICT", INVITE_MESSAGES.noLongerValid);
    }
    logger.error("partner_invitation.accept_failed", { error: error instanceof Error ? error.message : String(error) });
    throw new AppError("INTERNAL", INVITE_MESSAGES.acceptFailed);
  }
  // 'Partners Connected' for both, once each, after the link is committed; a failed award is logged, never theirs.
  await Promise.all(
    [accepted.inviterId, userId].map((id) =>
      awardAchievementsAfterWrite({ userId: id, kind: "partner_linked", at: now }),
    ),
  );
  return { partnerName: accepted.partnerName };
}
