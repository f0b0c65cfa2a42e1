import { eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { profiles } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";

/**
 * The current partner's display name ("" when the profile has none, null when the profile row is missing). Taking a
 * PartnerAccess, not a bare id, keeps every read of another person's profile behind resolvePartnerAccess.
 */
export async function findPartnerDisplayName(access: PartnerAccess, executor: Executor = db()): Promise<string | null> {
  const [row] = await executor
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.id, access.partnerId))
    .limit(1);
  return row?.displayName ?? null;
}
