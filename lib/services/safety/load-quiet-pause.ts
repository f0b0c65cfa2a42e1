import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findOpenPause } from "@/lib/data/sharing-pauses";
import { withReader } from "@/lib/data/transaction";
import { partnerFirstName } from "@/lib/domain/names";

export interface QuietPauseView {
  /** The current partner's first name; null for someone alone (then there is nothing to pause). */
  partnerName: string | null;
  /** When the running pause began (ISO), or null. */
  pausedSince: string | null;
}

/** Settings → Safety's quiet pause: whether one runs, and whom it concerns (decision 079). */
export async function loadQuietPause({ userId }: { userId: string }): Promise<QuietPauseView> {
  return withReader(async (reader) => {
    const [access, open] = await Promise.all([resolvePartnerAccess(userId, reader), findOpenPause(userId, reader)]);
    const name = access ? await findPartnerDisplayName(access, reader) : null;
    return {
      partnerName: access ? partnerFirstName(name) : null,
      pausedSince: open ? open.startedAt.toISOString() : null,
    };
  });
}
