import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { profiles, sharingGrants, userSettings, users } from "@/db/schema";
import { lockProfile, updateMoodSharingConsent } from "./profiles";

/**
 * What a person shares with their partner: the four grants of sharing_grants (spec 1 §6), read together with the two
 * other switches the Data & Privacy card shows (profiles.consent_mood_sharing, user_settings.partner_sharing_enabled).
 * Writes are keyed by the caller's own user id. What a viewer may see of the partner is decided in partner-access.ts.
 */

export interface SharingRecord {
  /** null when the profile row is missing. */
  consentMoodSharing: boolean | null;
  /** null when the user_settings row is missing. */
  partnerSharingEnabled: boolean | null;
  /** null when the user has never granted anything (no sharing_grants row). */
  grants: {
    shareMoodSummaries: boolean;
    shareDetailedEntries: boolean;
    shareGoals: boolean;
    shareAchievements: boolean;
    shareCheckUps: boolean;
  } | null;
}

/**
 * The caller's own sharing switches in one statement. `forUpdate` locks the caller's profile row, so two quick
 * toggles from two tabs compare against each other's result and each change is announced once.
 */
export async function findSharing(
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
  executor: Executor = db(),
): Promise<SharingRecord> {
  if (forUpdate) await lockProfile(userId, executor);
  const [row] = await executor
    .select({
      consentMoodSharing: sql<
        boolean | null
      >`(select ${profiles.consentMoodSharing} from ${profiles} where ${profiles.id} = ${users.id})`,
      partnerSharingEnabled: sql<
        boolean | null
      >`(select ${userSettings.partnerSharingEnabled} from ${userSettings} where ${userSettings.userId} = ${users.id})`,
      shareMoodSummaries: sharingGrants.shareMoodSummaries,
      shareDetailedEntries: sharingGrants.shareDetailedEntries,
      shareGoals: sharingGrants.shareGoals,
      shareAchievements: sharingGrants.shareAchievements,
      shareCheckUps: sharingGrants.shareCheckUps,
    })
    .from(users)
    .leftJoin(sharingGrants, eq(sharingGrants.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return { consentMoodSharing: null, partnerSharingEnabled: null, grants: null };
  const { consentMoodSharing, partnerSharingEnabled, ...grants } = row;
  return {
    consentMoodSharing,
    partnerSharingEnabled,
    grants: grants.shareMoodSummaries === null ? null : (grants as NonNullable<SharingRecord["grants"]>),
  };
}

export async function upsertSharingGrants(
  userId: string,
  patch: Partial<NonNullable<SharingRecord["grants"]>>,
  now: Date,
  executor: Executor,
): Promise<void> {
  await executor
    .insert(sharingGrants)
    .values({ ...patch, userId, updatedAt: now })
    .onConflictDoUpdate({ target: sharingGrants.userId, set: { ...patch, updatedAt: now } });
}

/** Every grant withheld: what sharing_grants holds for a person who has not (re)granted anything. */
export const NO_SHARING_GRANTS: NonNullable<SharingRecord["grants"]> = {
  shareMoodSummaries: false,
  shareDetailedEntries: false,
  shareGoals: false,
  shareAchievements: false,
  shareCheckUps: false,
};

/**
 * Withdraws everything `userId` shares with a partner: mood-sharing consent and the five grants (decision 027: a new
 * partnership starts with nothing shared, whatever was granted before). partner_sharing_enabled is left alone: it is
 * the person's own "show me my partner's data" switch, not something they give away.
 */
export async function withdrawPartnerSharing(userId: string, now: Date, executor: Executor): Promise<void> {
  await updateMoodSharingConsent(userId, false, now, executor);
  await upsertSharingGrants(userId, NO_SHARING_GRANTS, now, executor);
}
