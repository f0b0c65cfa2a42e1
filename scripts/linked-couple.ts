import type { Executor } from "@/db/client";
import { acceptLink, insertInvitation } from "@/lib/data/partner-links";
import { updateMoodSharingConsent } from "@/lib/data/profiles";

/**
 * Links two accounts as a partner accepting an invitation does (spec 1 §4), each consenting to share moods: the demo
 * seed's Alex and Sam, the bench's couple and the e2e suite's couples are all made this way.
 */
export async function linkSharingCouple(
  tx: Executor,
  { inviterId, partnerId, partnerEmail, at }: { inviterId: string; partnerId: string; partnerEmail: string; at: Date },
): Promise<void> {
  const link = await insertInvitation(
    {
      userId: inviterId,
      partnerEmail,
      partnerPhone: null,
      method: "email",
      tokenHash: null,
      expiresAt: at,
    },
    tx,
  );
  await acceptLink({ linkId: link.id, inviterId, partnerId }, tx);
  for (const id of [inviterId, partnerId]) await updateMoodSharingConsent(id, true, at, tx);
}
