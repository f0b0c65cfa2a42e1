import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { inTransaction } from "@/lib/data/transaction";
import { partnerNameOr } from "@/lib/domain/names";

/** The props of components/settings/danger-zone.tsx (UI may not import services, so the shape is repeated there). */
export interface DangerZoneModel {
  /** The accepted partner's display name (the fallback when they have none); null without an accepted partner. */
  partnerName: string | null;
}

export interface LoadDangerZoneOptions {
  userId: string;
}

/** Disconnect is offered only with an accepted partner: the same test every partner read uses. */
export async function loadDangerZone({ userId }: LoadDangerZoneOptions): Promise<DangerZoneModel> {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    if (!access) return { partnerName: null };
    return { partnerName: partnerNameOr(await findPartnerDisplayName(access, tx)) };
  });
}
