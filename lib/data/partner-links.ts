import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { partnerLinks, partnerMemberships, profiles } from "@/db/schema";
import {
  SMS_DELIVERY_STATUSES,
  smsSentFor,
  statusesReplacedBy,
  type SmsDeliveryStatus,
} from "@/lib/domain/sms-delivery";
import type { PartnerAccess } from "./partner-access";
import { findAccount, type AccountRecord } from "./users";

export interface NewInvitation {
  userId: string;
  partnerEmail: string | null;
  partnerPhone: string | null;
  method: "email" | "sms" | "both";
  tokenHash: string | null;
  expiresAt: Date;
}

export async function insertInvitation(invitation: NewInvitation, tx: Executor): Promise<{ id: string }> {
  const [row] = await tx
    .insert(partnerLinks)
    .values({
      userId: invitation.userId,
      partnerEmail: invitation.partnerEmail,
      partnerPhone: invitation.partnerPhone,
      invitationMethod: invitation.method,
      tokenHash: invitation.tokenHash,
      expiresAt: invitation.expiresAt,
    })
    .returning({ id: partnerLinks.id });
  return row!;
}

/**
 * The acceptance write (spec 1 §4): link accepted with partner_id (token burned), both memberships, both profiles'
 * partner_uid, in the caller's transaction. The memberships' keys make a second accepted partner for either person
 * fail with a unique violation, whatever raced.
 */
export async function acceptLink(
  { linkId, inviterId, partnerId }: { linkId: string; inviterId: string; partnerId: string },
  tx: Executor,
): Promise<void> {
  await tx
    .update(partnerLinks)
    .set({ status: "accepted", partnerId, tokenHash: null, updatedAt: new Date() })
    .where(eq(partnerLinks.id, linkId));
  await tx.insert(partnerMemberships).values([
    { userId: inviterId, partnerId, linkId },
    { userId: partnerId, partnerId: inviterId, linkId },
  ]);
  await tx.update(profiles).set({ partnerUid: partnerId, updatedAt: new Date() }).where(eq(profiles.id, inviterId));
  await tx.update(profiles).set({ partnerUid: inviterId, updatedAt: new Date() }).where(eq(profiles.id, partnerId));
}

// ---------------------------------------------------------------------------------------------------------------
// Issue #6: tokens, lookups and the state changes of invitations (spec 1 §4, spec 3 §4). Every function takes the
// caller's executor so a service can compose them in one transaction.

/** Only the SHA-256 is stored (token_hash): a database leak must not hand out live invitations. */
export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 256 random bits, base64url (43 characters, URL-safe). */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInviteToken(token) };
}

export type LinkStatus = (typeof partnerLinks.$inferSelect)["status"];
export type LinkMethod = (typeof partnerLinks.$inferSelect)["invitationMethod"];

export interface LinkRow {
  id: string;
  userId: string;
  partnerId: string | null;
  partnerEmail: string | null;
  partnerPhone: string | null;
  status: LinkStatus;
  method: LinkMethod;
  expiresAt: Date;
  emailSent: boolean;
  smsSent: boolean;
  createdAt: Date;
}

const linkColumns = {
  id: partnerLinks.id,
  userId: partnerLinks.userId,
  partnerId: partnerLinks.partnerId,
  partnerEmail: partnerLinks.partnerEmail,
  partnerPhone: partnerLinks.partnerPhone,
  status: partnerLinks.status,
  method: partnerLinks.invitationMethod,
  expiresAt: partnerLinks.expiresAt,
  emailSent: partnerLinks.emailSent,
  smsSent: partnerLinks.smsSent,
  createdAt: partnerLinks.createdAt,
};

/**
 * The link whose token hashes to `tokenHash`: an exact probe of the unique index, never a scan or a fuzzy match.
 * `forUpdate` locks the row for the rest of the caller's transaction (acceptance and decline re-check under it).
 */
export async function findLinkByTokenHash(
  tokenHash: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
  executor: Executor = db(),
): Promise<LinkRow | null> {
  const query = executor.select(linkColumns).from(partnerLinks).where(eq(partnerLinks.tokenHash, tokenHash)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Re-reads a link by id under a row lock. */
export async function lockLink(linkId: string, executor: Executor): Promise<LinkRow | null> {
  const [row] = await executor
    .select(linkColumns)
    .from(partnerLinks)
    .where(eq(partnerLinks.id, linkId))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** Spec 1 §4 "Partner link lookup", sender side: the newest link this user sent, whatever its status. */
export async function findNewestSentLink(userId: string, executor: Executor): Promise<LinkRow | null> {
  const [row] = await executor
    .select(linkColumns)
    .from(partnerLinks)
    .where(and(eq(partnerLinks.userId, userId), inArray(partnerLinks.status, ["accepted", "pending", "declined"])))
    .orderBy(desc(partnerLinks.createdAt), desc(partnerLinks.id))
    .limit(1);
  return row ?? null;
}

export async function findPendingSentLinks(userId: string, executor: Executor): Promise<LinkRow[]> {
  return executor
    .select(linkColumns)
    .from(partnerLinks)
    .where(and(eq(partnerLinks.userId, userId), eq(partnerLinks.status, "pending")));
}

/** Whether the user holds a partnership (memberships are the source of truth, see partner-access.ts). */
export async function hasAcceptedPartner(userId: string, executor: Executor): Promise<boolean> {
  const [row] = await executor
    .select({ userId: partnerMemberships.userId })
    .from(partnerMemberships)
    .where(eq(partnerMemberships.userId, userId))
    .limit(1);
  return !!row;
}

/**
 * When the viewer's current partnership began (their membership row): how long a couple has been one decides whether
 * "you haven't checked in for a few days" can be true yet.
 */
export async function findPartnershipStart(access: PartnerAccess, executor: Executor): Promise<Date | null> {
  const [row] = await executor
    .select({ since: partnerMemberships.createdAt })
    .from(partnerMemberships)
    .where(and(eq(partnerMemberships.userId, access.viewerId), eq(partnerMemberships.partnerId, access.partnerId)))
    .limit(1);
  return row?.since ?? null;
}

export type PhoneUse = "connected" | "invited" | null;

/**
 * Spec 3 §5 phone uniqueness: "connected" when an accepted link or another person's profile has the number,
 * "invited" when a live (unexpired) pending link has it. Expired pending links do not count (see
 * deleteExpiredPendingForPhone). Only whether the number is used is read, never whose it is.
 */
export async function findPhoneUse(
  { phone, excludingUserId, now }: { phone: string; excludingUserId: string; now: Date },
  executor: Executor,
): Promise<PhoneUse> {
  const [profile] = await executor
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.phone, phone), ne(profiles.id, excludingUserId)))
    .limit(1);
  if (profile) return "connected";
  const links = await executor
    .select({ status: partnerLinks.status, expiresAt: partnerLinks.expiresAt })
    .from(partnerLinks)
    .where(and(eq(partnerLinks.partnerPhone, phone), inArray(partnerLinks.status, ["pending", "accepted"])));
  if (links.some((l) => l.status === "accepted")) return "connected";
  if (links.some((l) => l.expiresAt > now)) return "invited";
  return null;
}

/**
 * Expired pending invitations are dead but still hold their phone in the partner_links_live_phone index; a new
 * invitation to that number removes them first (decision 019).
 */
export async function deleteExpiredPendingForPhone(phone: string, now: Date, executor: Executor): Promise<number> {
  const rows = await executor
    .delete(partnerLinks)
    .where(
      and(eq(partnerLinks.partnerPhone, phone), eq(partnerLinks.status, "pending"), lte(partnerLinks.expiresAt, now)),
    )
    .returning({ id: partnerLinks.id });
  return rows.length;
}

export async function deleteLinks(linkIds: readonly string[], executor: Executor): Promise<void> {
  if (linkIds.length === 0) return;
  await executor.delete(partnerLinks).where(inArray(partnerLinks.id, [...linkIds]));
}

/** Cancel (spec 3 §4): deletes the user's own pending invitations; returns how many. */
export async function deletePendingSentLinks(userId: string, executor: Executor): Promise<number> {
  const rows = await executor
    .delete(partnerLinks)
    .where(and(eq(partnerLinks.userId, userId), eq(partnerLinks.status, "pending")))
    .returning({ id: partnerLinks.id });
  return rows.length;
}

// The states after which sms_sent is Twilio's word (sent, delivered, undelivered, failed).
const SETTLED_SMS_STATUSES = SMS_DELIVERY_STATUSES.filter((status) => smsSentFor(status) !== undefined);

export async function markInvitationSent(
  linkId: string,
  { emailSent, smsSent, now }: { emailSent: boolean; smsSent: boolean; now: Date },
  executor: Executor,
): Promise<void> {
  // A status callback can land before this write (a quick "failed" for an unreachable number): what Twilio reported
  // about the message is newer than its API having accepted it, so that answer is kept.
  const twilioHasReported = inArray(partnerLinks.smsStatus, SETTLED_SMS_STATUSES);
  await executor
    .update(partnerLinks)
    .set({
      emailSent,
      smsSent: sql`case when ${twilioHasReported} then ${partnerLinks.smsSent} else ${smsSent} end`,
      updatedAt: now,
    })
    .where(eq(partnerLinks.id, linkId));
}

/**
 * Records a delivery state Twilio reported for the invitation SMS, if it moves the state forward
 * (lib/domain/sms-delivery.ts), with sms_sent to match. One conditional UPDATE: duplicate or concurrent callbacks
 * queue on the row lock and each re-checks the condition against the row the previous one left, so they settle on
 * one state whatever their order. False when nothing changed: a stale report, or no such link (it was cancelled,
 * or deleted after its invitation failed to go out).
 */
export async function recordSmsDeliveryStatus(
  { linkId, status, now }: { linkId: string; status: SmsDeliveryStatus; now: Date },
  executor: Executor,
): Promise<boolean> {
  const replaced = statusesReplacedBy(status);
  const rows = await executor
    .update(partnerLinks)
    .set({ smsStatus: status, smsSent: smsSentFor(status), updatedAt: now })
    .where(
      and(
        eq(partnerLinks.id, linkId),
        replaced.length > 0
          ? or(isNull(partnerLinks.smsStatus), inArray(partnerLinks.smsStatus, replaced))
          : isNull(partnerLinks.smsStatus),
      ),
    )
    .returning({ id: partnerLinks.id });
  return rows.length > 0;
}

/** Decline: the decliner is recorded as partner_id, the token is burned; the sender sees the form again. */
export async function declineLink(
  { linkId, declinerId, now }: { linkId: string; declinerId: string; now: Date },
  executor: Executor,
): Promise<void> {
  await executor
    .update(partnerLinks)
    .set({ status: "declined", partnerId: declinerId, tokenHash: null, updatedAt: now })
    .where(and(eq(partnerLinks.id, linkId), eq(partnerLinks.status, "pending")));
}

/**
 * Disconnect (spec 3 §4): deletes the accepted link shared with the partner in `access` (memberships cascade) and
 * clears partner_uid on both profiles. Returns false when there was no such link.
 */
export async function deleteAcceptedLink(access: PartnerAccess, now: Date, executor: Executor): Promise<boolean> {
  const [membership] = await executor
    .select({ linkId: partnerMemberships.linkId })
    .from(partnerMemberships)
    .where(and(eq(partnerMemberships.userId, access.viewerId), eq(partnerMemberships.partnerId, access.partnerId)))
    .limit(1);
  if (!membership) return false;
  await executor.delete(partnerLinks).where(eq(partnerLinks.id, membership.linkId));
  await executor
    .update(profiles)
    .set({ partnerUid: null, updatedAt: now })
    .where(inArray(profiles.id, [access.viewerId, access.partnerId]));
  return true;
}

// The invitation flow's views of an account, each narrowed to what that step may disclose; findAccount (users.ts) is
// the one reader behind them.

export type OwnContact = Pick<AccountRecord, "displayName" | "email" | "phone">;

export type AccepterAccount = Pick<AccountRecord, "displayName" | "email" | "emailVerified">;

/**
 * The viewer's own name, email and whether the email is verified: what the invitation binding checks and what the
 * inviter is told about who accepted (decision 027).
 */
export async function findAccepterAccount(userId: string, executor: Executor): Promise<AccepterAccount | null> {
  const account = await findAccount(userId, executor);
  return account && { displayName: account.displayName, email: account.email, emailVerified: account.emailVerified };
}

/** The user's own name, email and phone (for the invitation and the self-invite check). */
export async function findOwnContact(userId: string, executor: Executor): Promise<OwnContact | null> {
  const account = await findAccount(userId, executor);
  return account && { displayName: account.displayName, email: account.email, phone: account.phone };
}

/**
 * The inviter's name and email as the invitation shows them (spec 1 §2 valid view). The only read of a
 * non-partner's profile: holding the token (matched by its hash) is what entitles the invitee to see who sent it.
 */
export async function findInviterIdentity(
  link: Pick<LinkRow, "userId">,
  executor: Executor,
): Promise<{ displayName: string; email: string } | null> {
  const account = await findAccount(link.userId, executor);
  // Name and email only: the invitee has no business with the inviter's phone.
  return account && { displayName: account.displayName, email: account.email };
}
