import { eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { profiles, userSettings } from "@/db/schema";
import { zoneOrUtc } from "@/lib/domain/time";
import { DEFAULT_PARTNER_SHARING_ENABLED } from "./partner-access";
import { readOncePerRequest } from "./request-memo";

/**
 * A person's own profile row (profiles, keyed by the user id). Every write is keyed by the caller's own user id with an
 * explicit column list, so no payload can reach another account or a column the caller does not edit. The partner's
 * profile is read through partner-profile.ts instead, behind resolvePartnerAccess.
 */

export interface ViewerContext {
  displayName: string;
  timeZone: string;
  partnerSharingEnabled: boolean;
}

/**
 * The person's name, zone (UTC when the stored one is unknown to this runtime) and own sharing switch, in one round
 * trip: what a request needs to place "today" in their calendar and to know whether they chose to see their partner.
 * Read once per page render on the pool (readOncePerRequest, decision 084).
 */
export function findViewerContext(userId: string, executor: Executor = db()): Promise<ViewerContext> {
  return readOncePerRequest(`viewer-context:${userId}`, () => readViewerContext(userId, executor), executor);
}

async function readViewerContext(userId: string, executor: Executor): Promise<ViewerContext> {
  const [row] = await executor
    .select({
      displayName: profiles.displayName,
      timezone: profiles.timezone,
      partnerSharingEnabled: userSettings.partnerSharingEnabled,
    })
    .from(profiles)
    .leftJoin(userSettings, eq(userSettings.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return {
    displayName: row?.displayName ?? "",
    timeZone: zoneOrUtc(row?.timezone),
    // Spec 2 §3: settings default to on when missing.
    partnerSharingEnabled: row?.partnerSharingEnabled ?? DEFAULT_PARTNER_SHARING_ENABLED,
  };
}

/**
 * Locks the person's profile row for the rest of the transaction: the per-person mutex that serialises their racing
 * writes (invitations sent and accepted, sharing toggles from two tabs, export requests), so each compares against
 * the other's result. Callers that take a link lock take this one first, so they cannot deadlock each other.
 */
export async function lockProfile(userId: string, executor: Executor): Promise<void> {
  await executor.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
}

/** The Account card's fields (spec 3 §2, §5). Returns false when the user has no profile row to update. */
export async function updateAccountProfile(
  userId: string,
  fields: { displayName: string; phone: string | null; now: Date },
  executor: Executor,
): Promise<boolean> {
  const rows = await executor
    .update(profiles)
    .set({ displayName: fields.displayName, phone: fields.phone, updatedAt: fields.now })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** The person's own mobile number: an SMS invitation asks for it when the profile has none (spec 3 §5). */
export async function saveOwnPhone(userId: string, phone: string, now: Date, executor: Executor): Promise<void> {
  await executor.update(profiles).set({ phone, updatedAt: now }).where(eq(profiles.id, userId));
}

/**
 * The person's consent to show their moods to the partner (spec 2 §4.3). Returns false when the user has no profile
 * row to update.
 */
export async function updateMoodSharingConsent(
  userId: string,
  consent: boolean,
  now: Date,
  executor: Executor,
): Promise<boolean> {
  const rows = await executor
    .update(profiles)
    .set({ consentMoodSharing: consent, updatedAt: now })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}
