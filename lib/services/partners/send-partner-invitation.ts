import { rateLimitedMessage } from "@/lib/domain/limits";
import {
  channelsFor,
  INVITE_TTL_DAYS,
  inviteExpiresAt,
  sendReport,
  type InvitationChannel,
  type SendReport,
} from "@/lib/domain/invitations";
import { partnerNameOr } from "@/lib/domain/names";
import { AppError, isAppError } from "@/lib/errors";
import { smsSender, withStatusCallback } from "@/lib/integrations/sms";
import {
  deleteExpiredPendingForPhone,
  deleteLinks,
  findLinkByTokenHash,
  findOwnContact,
  findPendingSentLinks,
  findPhoneUse,
  hasAcceptedPartner,
  insertInvitation,
  markInvitationSent,
  newInviteToken,
} from "@/lib/data/partner-links";
import { lockProfile, saveOwnPhone } from "@/lib/data/profiles";
import { peekLimit, spendLimit, type LimitPolicy } from "@/lib/data/rate-limits";
import { inTransaction, isConnectionFailure, isUniqueViolation } from "@/lib/data/transaction";
import { logger } from "@/lib/logger";
import { appLink, queueEmail, queueSms, sendNow, type Senders } from "@/lib/messaging";
import { invitationMessages, type InvitationInput } from "@/lib/validation/partner";
import { smsStatusCallbackUrl } from "../notifications/record-sms-status";

/** Enough for typos and a retry after a failed SMS, not enough to spam strangers' phones. */
export const PARTNER_INVITATIONS_PER_USER: LimitPolicy = {
  keyPrefix: "partner_invite_user",
  points: 10,
  durationSeconds: 60 * 60,
};

/** Long enough for the immediate attempt; after it the background runner would pick the row up (it never needs to). */
const HOLD_FOR_IMMEDIATE_MS = 5 * 60_000;

export const SEND_MESSAGES = {
  alreadyConnected:
    "You already have an active partner connection. Please disconnect first before sending a new invitation.",
  pendingExists: "You already have a pending invitation. Cancel it before sending a new one.",
  phoneConnected: "This phone number is already connected to another user",
  phoneInvited: "An invitation has already been sent to this phone number",
  self: "You cannot send an invitation to yourself.",
  verifyFailed: "Failed to verify invitation token",
  createFailed: "Failed to create invitation",
} as const;

export interface SendPartnerInvitationOptions {
  userId: string;
  input: InvitationInput;
  now?: Date;
  /** Defaults to the configured providers; tests pass failing ones. */
  senders?: Partial<Senders>;
}

export type SendPartnerInvitationResult = SendReport;

const fieldError = (field: string, message: string) =>
  new AppError("VALIDATION", message, { fieldErrors: { [field]: [message] } });

/**
 * Spec 3 §4 "Invitation send", in the spec's order: validate (the schema, plus the inviter's own phone when none is
 * on file), check existing connections, check phone uniqueness, create the pending link with a fresh token, verify
 * the stored token, queue the email and/or SMS in the same transaction, then attempt exactly those messages at once
 * and record email_sent / sms_sent. When nothing could be sent the link is deleted again (decision 019).
 */
export async function sendPartnerInvitation({
  userId,
  input,
  now = new Date(),
  senders,
}: SendPartnerInvitationOptions): Promise<SendPartnerInvitationResult> {
  const limit = await peekLimit(PARTNER_INVITATIONS_PER_USER, userId);
  if (limit.blocked) {
    throw new AppError("RATE_LIMITED", rateLimitedMessage(limit.retryAfterSeconds), {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const channels = channelsFor(input.method);

  let created: { linkId: string; messages: Map<string, InvitationChannel> };
  try {
    created = await inTransaction(async (tx) => {
      await lockProfile(userId, tx);
      const me = await findOwnContact(userId, tx);
      if (!me) throw new AppError("NOT_FOUND", "Profile information not available");

      if (channels.includes("sms") && !me.phone) {
        if (!input.ownPhone) throw fieldError("ownPhone", invitationMessages.ownPhoneRequired.server);
        await saveOwnPhone(userId, input.ownPhone, now, tx);
      }
      const myPhone = me.phone ?? input.ownPhone;

      if (await hasAcceptedPartner(userId, tx)) throw new AppError("CONFLICT", SEND_MESSAGES.alreadyConnected);
      const pending = await findPendingSentLinks(userId, tx);
      if (pending.some((link) => link.expiresAt > now)) throw new AppError("CONFLICT", SEND_MESSAGES.pendingExists);
      // An expired invitation of one's own is dead: a new one replaces it.
      await deleteLinks(
        pending.map((link) => link.id),
        tx,
      );

      if (input.partnerEmail && input.partnerEmail === me.email) throw fieldError("partnerEmail", SEND_MESSAGES.self);
      if (input.partnerPhone) {
        if (input.partnerPhone === myPhone) throw fieldError("partnerPhone", SEND_MESSAGES.self);
        const use = await findPhoneUse({ phone: input.partnerPhone, excludingUserId: userId, now }, tx);
        if (use === "connected") throw fieldError("partnerPhone", SEND_MESSAGES.phoneConnected);
        if (use === "invited") throw fieldError("partnerPhone", SEND_MESSAGES.phoneInvited);
        await deleteExpiredPendingForPhone(input.partnerPhone, now, tx);
      }

      const { token, tokenHash } = newInviteToken();
      const { id: linkId } = await insertInvitation(
        {
          userId,
          partnerEmail: input.partnerEmail,
          partnerPhone: input.partnerPhone,
          method: input.method,
          tokenHash,
          expiresAt: inviteExpiresAt(now),
        },
        tx,
      );
      const stored = await findLinkByTokenHash(tokenHash, undefined, tx);
      if (stored?.id !== linkId) throw new AppError("INTERNAL", SEND_MESSAGES.verifyFailed);

      const invitation = {
        inviterName: partnerNameOr(me.displayName, me.email),
        acceptUrl: appLink("/accept-invite", { token }),
        expiresInDays: INVITE_TTL_DAYS,
      };
      // Held for the immediate attempt below (sendNow), which reports what went out.
      const hold = { holdUntil: new Date(now.getTime() + HOLD_FOR_IMMEDIATE_MS) };
      const messages = new Map<string, InvitationChannel>();
      if (input.partnerEmail && channels.includes("email")) {
        const to = { address: input.partnerEmail, userId };
        const { id } = await queueEmail(tx, "partner-invitation", invitation, to, hold);
        messages.set(id, "email");
      }
      if (input.partnerPhone && channels.includes("sms")) {
        const to = { address: input.partnerPhone, userId };
        const { id } = await queueSms(tx, "partner-invitation", invitation, to, hold);
        messages.set(id, "sms");
      }
      return { linkId, messages };
    });
  } catch (error) {
    // Two invitations to one number raced past the check: the partial unique index decided.
    if (isUniqueViolation(error, "partner_links_live_phone")) {
      throw fieldError("partnerPhone", SEND_MESSAGES.phoneInvited);
    }
    // An outage is the mapper's to answer (503, logged once per outage), not a failed invitation.
    if (isAppError(error) || isConnectionFailure(error)) throw error;
    logger.error("partner_invitation.create_failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError("INTERNAL", SEND_MESSAGES.createFailed);
  }
  await spendLimit(PARTNER_INVITATIONS_PER_USER, userId);

  // Twilio's delivery reports (POST /api/webhooks/twilio) find the invitation by the link id in the StatusCallback
  // URL rather than by a stored MessageSid: the sid would need a column and a way back from the generic outbox and
  // sendNow to this use case, while the URL travels with just this attempt and Twilio's signature covers it. A row
  // that misses this attempt (the process died first) is sent later by the runner without a callback: its
  // sms_status simply stays null.
  const sms = withStatusCallback(senders?.sms ?? smsSender(), smsStatusCallbackUrl(created.linkId));
  const outcomes = await sendNow([...created.messages.keys()], { now, senders: { ...senders, sms } });
  const results: Partial<Record<InvitationChannel, boolean>> = {};
  for (const [id, channel] of created.messages) results[channel] = outcomes.get(id) !== "failed";
  const report = sendReport(results);

  await inTransaction(async (tx) => {
    if (report.outcome === "failed") await deleteLinks([created.linkId], tx);
    else {
      await markInvitationSent(
        created.linkId,
        {
          emailSent: report.sent.includes("email"),
          smsSent: report.sent.includes("sms"),
          now,
        },
        tx,
      );
    }
  });
  return report;
}
