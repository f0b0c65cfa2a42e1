import { isInviteExpired, type PartnerLinkView } from "@/lib/domain/invitations";
import { partnerNameOr } from "@/lib/domain/names";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findNewestSentLink, findOwnContact } from "@/lib/data/partner-links";
import { findPartnerProfile } from "@/lib/data/partner-profile";
import { inTransaction } from "@/lib/data/transaction";

export type { PartnerLinkView };

export interface LoadPartnerLinkOptions {
  userId: string;
  now?: Date;
}

/**
 * Settings → Partner (spec 3 §2, spec 1 §4 "Partner link lookup"). A partnership comes from memberships (through
 * resolvePartnerAccess), never from a link row alone; otherwise the newest invitation this user sent decides. A
 * pending invitation addressed TO the user is not shown here: they answer it through its link.
 */
export async function loadPartnerLink({ userId, now = new Date() }: LoadPartnerLinkOptions): Promise<PartnerLinkView> {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    if (access) {
      const partner = await findPartnerProfile(access, tx);
      return {
        state: "accepted",
        partnerId: access.partnerId,
        partnerName: partnerNameOr(partner?.displayName, partner?.email),
        partnerEmail: partner?.email ?? null,
      };
    }
    const link = await findNewestSentLink(userId, tx);
    if (link?.status === "pending") {
      return {
        state: "pending",
        method: link.method,
        partnerEmail: link.partnerEmail,
        partnerPhone: link.partnerPhone,
        emailSent: link.emailSent,
        smsSent: link.smsSent,
        sentAt: link.createdAt,
        expiresAt: link.expiresAt,
        expired: isInviteExpired(link.expiresAt, now),
      };
    }
    const me = await findOwnContact(userId, tx);
    return { state: "none", lastDeclined: link?.status === "declined", hasOwnPhone: !!me?.phone };
  });
}
