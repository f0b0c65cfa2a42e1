import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import type { HealthView } from "@/lib/domain/health-score";

/**
 * Which health card the user sees when their scores could not be read (spec 2 §8 words the two failures apart): the
 * couple card exactly when a partner's score could be shown, that is when the partner grants mood summaries (as
 * loadHealthScores decides), else the individual one. One statement.
 */
export async function loadHealthView({ userId }: { userId: string }): Promise<HealthView> {
  const access = await withReader((reader) => resolvePartnerAccess(userId, reader));
  return access?.canSeeMoodSummaries ? "couple" : "individual";
}
