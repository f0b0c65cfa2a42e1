import { and, desc, eq, gte, lt } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { moods, profiles } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";

/**
 * Reads for /partner-dashboard (spec 2 §2.6). Both take a PartnerAccess, so they are reachable only through
 * resolvePartnerAccess; the mood read also refuses unless the access allows moods.
 */

export async function findPartnerCard(
  access: PartnerAccess,
  executor: Executor = db(),
): Promise<{ displayName: string; timezone: string } | null> {
  const [row] = await executor
    .select({ displayName: profiles.displayName, timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, access.partnerId))
    .limit(1);
  return row ?? null;
}

/** The partner's newest mood in [from, to); null when there is none or moods are not shared with the viewer. */
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
