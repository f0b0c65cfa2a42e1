import { eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { profiles, users } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";
import { readOncePerRequest } from "./request-memo";

export interface PartnerProfile {
  /** "" when the profile has none. */
  displayName: string;
  email: string;
  /** As stored; callers that need a valid IANA zone use zoneOrUtc. */
  timezone: string;
}

/**
 * The current partner's name, email and time zone; null when their profile row is missing. Taking a PartnerAccess,
 * not a bare id, keeps every read of another person's profile behind resolvePartnerAccess. Read once per page render
 * on the pool (readOncePerRequest, decision 084).
 */
export function findPartnerProfile(access: PartnerAccess, executor: Executor = db()): Promise<PartnerProfile | null> {
  return readOncePerRequest(
    `partner-profile:${access.viewerId}:${access.partnerId}`,
    () => readPartnerProfile(access, executor),
    executor,
  );
}

async function readPartnerProfile(access: PartnerAccess, executor: Executor): Promise<PartnerProfile | null> {
  const [row] = await executor
    .select({ displayName: profiles.displayName, email: users.email, timezone: profiles.timezone })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, access.partnerId))
    .limit(1);
  return row ?? null;
}

/** The current partner's display name ("" when the profile has none, null when the profile row is missing). */
export async function findPartnerDisplayName(access: PartnerAccess, executor: Executor = db()): Promise<string | null> {
  return (await findPartnerProfile(access, executor))?.displayName ?? null;
}
