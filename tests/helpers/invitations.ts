import { and, desc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { outbox, users } from "@/db/schema";
import { isAppError } from "@/lib/errors";
import { sendPartnerInvitation } from "@/lib/services/partners/send-partner-invitation";
import { sendInvitationSchema } from "@/lib/validation/partner";

/**
 * Invitations as people receive them: sent through the service, the token read back from the outbox message like the
 * invitee reads it. Email invitations are bound to the invited address (decision 027), so a test names who it invites.
 */

/** The account's email as stored in users.email. */
export async function emailOf(userId: string): Promise<string> {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

/** The accept-invite token in the newest invitation message sent to `recipient` (an email address or a phone). */
export async function tokenSentTo(recipient: string): Promise<string> {
  const [row] = await db()
    .select({ bodyText: outbox.bodyText })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, "partner-invitation")))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no invitation was sent to ${recipient}`);
  return row.bodyText.match(/\/accept-invite\?token=([A-Za-z0-9_-]+)/)![1]!;
}

/** An email invitation from `inviterId` to `email` (as typed: the schema lower-cases it); returns the token. */
export async function emailInvitation(inviterId: string, email: string, now = new Date()): Promise<string> {
  await sendPartnerInvitation({
    userId: inviterId,
    input: sendInvitationSchema.parse({ method: "email", partnerEmail: email }),
    now,
  });
  return tokenSentTo(email.trim().toLowerCase());
}

/** An email invitation from `inviterId` to the account `inviteeId`'s address; returns the token. */
export async function invitationTo(inviterId: string, inviteeId: string, now = new Date()): Promise<string> {
  return emailInvitation(inviterId, await emailOf(inviteeId), now);
}

let phoneCounter = 0;

/** An SMS-only invitation from `inviterId` to a fresh mobile number (the inviter's own is set if missing). */
export async function smsInvitation(inviterId: string, now = new Date()): Promise<string> {
  const suffix = String(phoneCounter++ % 10_000).padStart(4, "0");
  const phone = `+1415556${suffix}`;
  const ownPhone = `+1415557${suffix}`;
  await sendPartnerInvitation({
    userId: inviterId,
    input: sendInvitationSchema.parse({ method: "sms", partnerPhone: phone, ownPhone }),
    now,
  });
  return tokenSentTo(phone);
}

/** What a service call that must fail threw: code, message, toast title, field errors (fails if it resolved). */
export async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) {
      const { title, fieldErrors } = error.details;
      return { code: error.code, message: error.message, title, fieldErrors };
    }
    throw error;
  }
  throw new Error("expected a rejection");
}
