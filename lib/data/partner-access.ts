import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "@/db/client";
import { partnerCheckins, partnerMemberships, profiles, sharingGrants, userSettings } from "@/db/schema";
import { AppError } from "@/lib/errors";

/**
 * THE partner/consent filter: every read of another user's data goes through resolvePartnerAccess or
 * requirePartnerAccess, never through profiles.partner_uid or partner_links directly.
 *
 * - The partner is whoever holds the reciprocal partner_memberships row (written only when a link is accepted), so
 *   a pending or declined link, or a half-written acceptance, grants nothing.
 * - Every call reads both sides' settings afresh (no cache), so a revoked consent applies to the next request.
 * - Missing rows fail closed: no profile means no mood consent, no sharing_grants row means nothing granted. The
 *   viewer's own user_settings row falls back to its column default (partner_sharing_enabled on), as the spec's
 *   "defaults when missing" rule says; it only widens what the viewer chooses to see, never what the partner shares.
 */
export interface PartnerAccess {
  viewerId: string;
  partnerId: string;
  /** Spec 2 §4.3: the viewer's partner_sharing_enabled AND the partner's consent_mood_sharing. */
  canSeeMoods: boolean;
  /**
   * The partner's partner_sharing_enabled as it is NOW. A check-in is marked shared when it is written; turning
   * sharing off later must hide the ones already shared too (consent is revocable, spec 1 §1), so reads need both.
   */
  canSeeSharedCheckins: boolean;
  /** Spec 1 §6 separate grants, given by the partner in sharing_grants. */
  canSeeMoodSummaries: boolean;
  canSeeDetailedEntries: boolean;
  canSeeGoals: boolean;
  canSeeAchievements: boolean;
  /**
   * The partner's CSI-4 check-ups (issue #39, decision 081): mutual, so true only while BOTH share their check-up
   * trend (each one's sharing_grants.share_check_ups). Never the PHQ-4: no flag covers it.
   */
  canSeeCheckUps: boolean;
  /**
   * The partner's "Visible to your partner" (user_settings.partner_visible, decision 061): whether the viewer may see
   * THAT the partner was active today, never what they did. Fails closed without their settings row.
   */
  canSeeActivity: boolean;
}

/** What a read needs: "linked" only needs an accepted partner; the rest map to PartnerAccess flags. */
export type PartnerGrant =
  "linked" | "moods" | "moodSummaries" | "detailedEntries" | "goals" | "achievements" | "checkUps";

const grantFlag = {
  moods: "canSeeMoods",
  moodSummaries: "canSeeMoodSummaries",
  detailedEntries: "canSeeDetailedEntries",
  goals: "canSeeGoals",
  achievements: "canSeeAchievements",
  checkUps: "canSeeCheckUps",
} as const satisfies Record<Exclude<PartnerGrant, "linked">, keyof PartnerAccess>;

/** Spec 2 §3: user_settings default to on when the row is missing; partner_sharing_enabled is read with this. */
export const DEFAULT_PARTNER_SHARING_ENABLED = true;

/** The viewer's accepted partner and what the viewer may see of them; null without an accepted partner. */
export async function resolvePartnerAccess(viewerId: string, executor: Executor): Promise<PartnerAccess | null> {
  const mine = alias(partnerMemberships, "mine");
  const theirs = alias(partnerMemberships, "theirs");
  const viewerSettings = alias(userSettings, "viewer_settings");
  const partnerSettings = alias(userSettings, "partner_settings");
  const partnerProfile = alias(profiles, "partner_profile");
  const partnerGrants = alias(sharingGrants, "partner_grants");
  const viewerGrants = alias(sharingGrants, "viewer_grants");

  // One statement, so both sides' settings are read in the same snapshot.
  const [row] = await executor
    .select({
      partnerId: mine.partnerId,
      partnerSharingEnabled: viewerSettings.partnerSharingEnabled,
      partnerSharesCheckins: partnerSettings.partnerSharingEnabled,
      partnerVisible: partnerSettings.partnerVisible,
      consentMoodSharing: partnerProfile.consentMoodSharing,
      shareMoodSummaries: partnerGrants.shareMoodSummaries,
      shareDetailedEntries: partnerGrants.shareDetailedEntries,
      shareGoals: partnerGrants.shareGoals,
      shareAchievements: partnerGrants.shareAchievements,
      partnerSharesCheckUps: partnerGrants.shareCheckUps,
      viewerSharesCheckUps: viewerGrants.shareCheckUps,
    })
    .from(mine)
    // Reciprocal row of the same link: a one-sided membership is never trusted.
    .innerJoin(
      theirs,
      and(eq(theirs.userId, mine.partnerId), eq(theirs.partnerId, mine.userId), eq(theirs.linkId, mine.linkId)),
    )
    .leftJoin(viewerSettings, eq(viewerSettings.userId, mine.userId))
    .leftJoin(partnerSettings, eq(partnerSettings.userId, mine.partnerId))
    .leftJoin(partnerProfile, eq(partnerProfile.id, mine.partnerId))
    .leftJoin(partnerGrants, eq(partnerGrants.userId, mine.partnerId))
    .leftJoin(viewerGrants, eq(viewerGrants.userId, mine.userId))
    .where(eq(mine.userId, viewerId))
    .limit(1);

  if (!row) return null;
  const sharingEnabled = row.partnerSharingEnabled ?? DEFAULT_PARTNER_SHARING_ENABLED;
  return {
    viewerId,
    partnerId: row.partnerId,
    canSeeMoods: sharingEnabled && row.consentMoodSharing === true,
    canSeeSharedCheckins: row.partnerSharesCheckins ?? DEFAULT_PARTNER_SHARING_ENABLED,
    canSeeMoodSummaries: row.shareMoodSummaries === true,
    canSeeDetailedEntries: row.shareDetailedEntries === true,
    canSeeGoals: row.shareGoals === true,
    canSeeAchievements: row.shareAchievements === true,
    canSeeCheckUps: row.partnerSharesCheckUps === true && row.viewerSharesCheckUps === true,
    canSeeActivity: row.partnerVisible === true,
  };
}

/** Like resolvePartnerAccess, but throws FORBIDDEN unless the viewer has a partner and the given grant. */
export async function requirePartnerAccess(
  viewerId: string,
  grant: PartnerGrant,
  executor: Executor,
): Promise<PartnerAccess> {
  const access = await resolvePartnerAccess(viewerId, executor);
  if (!access) throw new AppError("FORBIDDEN", "You don't have a connected partner.");
  if (grant !== "linked" && !access[grantFlag[grant]]) {
    throw new AppError("FORBIDDEN", "Your partner isn't sharing this with you.");
  }
  return access;
}

/**
 * Where-clause for partner_checkins the viewer may read: written by their current partner, about the viewer, marked
 * shared (spec 2 §6), while the partner still has sharing on (a revocation hides what was shared before it). Taking a PartnerAccess (not bare ids) forces the caller through resolvePartnerAccess,
 * so check-ins from a former partner stop being visible once the link is gone.
 */
export function sharedCheckinsVisibleTo(access: PartnerAccess): SQL {
  if (!access.canSeeSharedCheckins) return sql`false`;
  return and(
    eq(partnerCheckins.userId, access.partnerId),
    eq(partnerCheckins.partnerUid, access.viewerId),
    eq(partnerCheckins.isSharedWithPartner, true),
  )!;
}
