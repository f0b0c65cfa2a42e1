import { and, eq, gte, lt, not, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "@/db/client";
import { partnerCheckins, partnerMemberships, profiles, sharingGrants, userSettings } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { readOncePerRequest } from "./request-memo";

/**
 * THE partner/consent filter: every read of another user's data goes through resolvePartnerAccess or
 * requirePartnerAccess, never through profiles.partner_uid or partner_links directly.
 *
 * - The partner is whoever holds the reciprocal partner_memberships row (written only when a link is accepted), so
 *   a pending or declined link, or a half-written acceptance, grants nothing.
 * - Every request reads both sides' settings afresh (no cache between requests), so a revoked consent applies to the
 *   next request. Within one page render the parts that ask share one read (readOncePerRequest, decision 084).
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
  /**
   * The partner's quiet pauses (decision 079), oldest first; `to` is null while one is running. Whatever the partner
   * wrote inside one is never shown to the viewer, during the pause or after it: every partner read filters its rows
   * with `outsidePartnerPauses`. The grants above are left as they are, so the viewer's screens look the same, with
   * nothing new on them.
   */
  partnerPauses: QuietInterval[];
  /** Whether the partner is paused now: nothing of theirs is announced to the viewer (live events, notices). */
  partnerPaused: boolean;
  /** Whether the viewer is paused now: what the viewer does is not announced to the partner. */
  viewerPaused: boolean;
}

/** One quiet pause: from its start to its end (null while it runs). */
export interface QuietInterval {
  from: Date;
  to: Date | null;
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

/**
 * The viewer's accepted partner and what the viewer may see of them; null without an accepted partner. Read once per
 * page render on the pool (readOncePerRequest); always afresh inside a transaction.
 */
export function resolvePartnerAccess(viewerId: string, executor: Executor): Promise<PartnerAccess | null> {
  return readOncePerRequest(`partner-access:${viewerId}`, () => readPartnerAccess(viewerId, executor), executor);
}

async function readPartnerAccess(viewerId: string, executor: Executor): Promise<PartnerAccess | null> {
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
      // The partner's pauses, a handful of rows at most, as one JSON array; and whether the viewer is paused now.
      partnerPauses: sql<string>`(select coalesce(json_agg(json_build_array(sp.started_at, sp.ended_at)
        order by sp.started_at), '[]')::text from sharing_pauses sp where sp.user_id = ${mine.partnerId})`,
      viewerPaused: sql<boolean>`exists (select 1 from sharing_pauses vp
        where vp.user_id = ${mine.userId} and vp.ended_at is null)`,
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
  const partnerPauses = (JSON.parse(row.partnerPauses) as [string, string | null][]).map(([from, to]) => ({
    from: new Date(from),
    to: to === null ? null : new Date(to),
  }));
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
    partnerPauses,
    partnerPaused: partnerPauses.some((pause) => pause.to === null),
    viewerPaused: row.viewerPaused === true,
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
    outsidePartnerPauses(access, partnerCheckins.createdAt),
  )!;
}

/**
 * Where-clause leaving out the partner's rows written during any of their quiet pauses (decision 079), by the row's
 * write time (`column`: created_at, earned_at, answered_at…, never a time the writer chose, so a mood back-dated to
 * before the pause is still left out). Undefined, which `and()` drops, for a partner who never paused.
 */
export function outsidePartnerPauses(access: PartnerAccess, column: AnyPgColumn): SQL | undefined {
  return outsidePauses(access.partnerPauses, column);
}

/** outsidePartnerPauses for a list of pauses read elsewhere (the weekly recap's, of each member). */
export function outsidePauses(pauses: readonly QuietInterval[], column: AnyPgColumn): SQL | undefined {
  if (pauses.length === 0) return undefined;
  return and(
    ...pauses.map(({ from, to }) => (to === null ? lt(column, from) : not(and(gte(column, from), lt(column, to))!))),
  );
}

/**
 * Whether a stored day of the partner's (a daily rollup, a score history point: days that may mix rows from before a
 * pause with rows from inside it) touches one of their pauses. Zones differ by less than a day, so a day counts from
 * the UTC date before the pause began to the UTC date after it ended: it hides a day too many rather than one too few.
 */
export function partnerDayTouchesPause(access: Pick<PartnerAccess, "partnerPauses">, day: string): boolean {
  const dayOf = (at: Date, shift: number) => new Date(at.getTime() + shift * 86_400_000).toISOString().slice(0, 10);
  return access.partnerPauses.some(({ from, to }) => day >= dayOf(from, -1) && (to === null || day <= dayOf(to, 1)));
}

/** Whether an instant falls inside one of the partner's quiet pauses: the same rule for values read in code. */
export function insidePartnerPause(access: Pick<PartnerAccess, "partnerPauses">, at: Date): boolean {
  return access.partnerPauses.some(({ from, to }) => at >= from && (to === null || at < to));
}
