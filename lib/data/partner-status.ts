import { and, desc, eq, gte, lt } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { moods } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";

/**
 * /partner-dashboard (spec 2 §2.6): the partner's newest mood in [from, to); null when there is none or moods are not
 * shared with the viewer. Taking a PartnerAccess keeps it behind resolvePartnerAccess, and it re-checks canSeeMoods.
 */
export async function findLatestPartnerMood(
  access: PartnerAccess,
  { from, to }: { from: Date; to: Date },
  executor: Executor = db(),
): Promise<{ value: number; at: Date } | null> {
  if (!access.canSeeMoods) return null;
  const [row] = await executor
    .select({ value: moods.moodValue, at: moods.timestamp })
    .from(moods)
    .where(and(eq(moods.userId, access.partnerId), gte(moods.timestamp, from), lt(moods.timestamp, to)))
    .orderBy(desc(moods.timestamp))
    .limit(1);
  return row ?? null;
}
