import { listCorrelationPatterns } from "@/lib/data/correlation-insights";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import type { CorrelationRow } from "@/lib/domain/correlations";

/**
 * Every Relationship Pattern of the user, most matches first: the card's 'Show all' view (the dashboard's own read
 * keeps the first RELATIONSHIP_PATTERNS_SHOWN). The patterns name the partner's mood tags, so, as there, none
 * without a partner whose moods may be seen right now.
 */
export async function loadRelationshipPatterns({ userId }: { userId: string }): Promise<CorrelationRow[]> {
  return withReader(async (reader) =>
    listCorrelationPatterns(await resolvePartnerAccess(userId, reader), undefined, reader),
  );
}
