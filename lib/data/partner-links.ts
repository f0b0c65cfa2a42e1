import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { partnerLinks, partnerMemberships, profiles } from "@/db/schema";

export interface NewInvitation {
  userId: string;
  partnerEmail: string | null;
  partnerPhone: string | null;
  method: "email" | "sms" | "both";
  tokenHash: string | null;
  expiresAt: Date;
}

export async function insertInvitation(tx: Executor, invitation: NewInvitation): Promise<{ id: string }> {
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
  tx: Executor,
  { linkId, inviterId, partnerId }: { linkId: string; inviterId: string; partnerId: string },
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

/** Both people's consent to show their moods to the partner (spec 2 §4.3), e.g. for demo data. */
export async function setMoodSharingConsent(tx: Executor, userIds: readonly string[], consent: boolean): Promise<void> {
  await tx
    .update(profiles)
    .set({ consentMoodSharing: consent, updatedAt: new Date() })
    .where(inArray(profiles.id, [...userIds]));
}
