import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { inTransaction } from "@/lib/data/transaction";
import { partnerFirstName } from "@/lib/domain/names";

export interface CheckinContext {
  /** The partner's first name; null exactly when there is no accepted partner (the /checkin gate). */
  partnerFirstName: string | null;
  /** The viewer's partner_sharing_enabled: a partner check-in is shared with the partner exactly when it is on. */
  partnerSharingEnabled: boolean;
}

export interface LoadCheckinContextOptions {
  userId: string;
}

/**
 * What /checkin needs before it can show the form (spec 2 §2.3, §5): whether there is a partner, their first name
 * for the title and button, and the sharing setting. Read in one transaction so both come from the same snapshot.
 */
export async function loadCheckinContext({ userId }: LoadCheckinContextOptions): Promise<CheckinContext> {
  return inTransaction(async (tx) => {
    const { partnerSharingEnabled } = await findViewerContext(userId, tx);
    const access = await resolvePartnerAccess(userId, tx);
    if (!access) return { partnerFirstName: null, partnerSharingEnabled };
    // A linked partner without a usable name still gets the form, addressed by the fallback name.
    const displayName = await findPartnerDisplayName(access, tx);
    return { partnerFirstName: partnerFirstName(displayName), partnerSharingEnabled };
  });
}
