import { createHash, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { db, type Executor } from "@/db/client";
import { partnerLinks, profiles, sharingGrants, userSettings } from "@/db/schema";
import { sessionCookie } from "@/lib/auth/cookies";
import { acceptLink, insertInvitation } from "@/lib/data/partner-links";
import { updateMoodSharingConsent } from "@/lib/data/profiles";
import { insertAccount, markEmailVerified } from "@/lib/data/users";
import { env } from "@/lib/env";
import { sessionVersionOf } from "./auth";
import { newUser } from "./db-fixtures";

/**
 * People and linked couples built through the data layer (no sign-up flow, no argon2), for tests that need a partner
 * and the consent switches. Partner linking through the UI is issue #6; until then couples are made here the way the
 * acceptance service will make them (lib/data/partner-links acceptLink).
 */

/** Never matches any password: these people sign in with a minted cookie (sessionCookieFor), not a form. */
const UNUSABLE_PASSWORD_HASH = "!no-password";

export interface PersonOptions {
  displayName?: string;
  timezone?: string;
  /** false: a bare users row, with no profile and no settings (the account rows every sign-up writes). */
  profile?: boolean;
  verified?: boolean;
}

/** A verified account with its profile and default settings (as sign-up writes them); returns the user id. */
export async function person(options: PersonOptions = {}): Promise<string> {
  if (options.profile === false) return newUser("bare");
  return db().transaction(async (tx) => {
    const { id } = await insertAccount(
      {
        email: `person-${randomUUID()}@example.com`,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        displayName: options.displayName ?? "Test Person",
        phone: null,
        timezone: options.timezone,
      },
      tx,
    );
    if (options.verified !== false) await markEmailVerified(id, new Date(), tx);
    return id;
  });
}

/** A pending invitation from `inviterId` (spec 1 §4); returns the link id. */
export async function invite(inviterId: string, executor: Executor = db()): Promise<string> {
  const { id } = await insertInvitation(
    {
      userId: inviterId,
      partnerEmail: "partner@example.com",
      partnerPhone: null,
      method: "email",
      tokenHash: createHash("sha256").update(randomUUID()).digest("hex"),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
    executor,
  );
  return id;
}

/** Links two people as the acceptance service does (link accepted, both memberships, both partner_uid). */
export async function link(inviterId: string, partnerId: string): Promise<string> {
  return db().transaction(async (tx) => {
    const linkId = await invite(inviterId, tx);
    await acceptLink({ linkId, inviterId, partnerId }, tx);
    return linkId;
  });
}

export interface Couple {
  viewer: string;
  partner: string;
  linkId: string;
}

/** Two linked people; `viewer` sent the invitation. */
export async function couple(options: { viewer?: PersonOptions; partner?: PersonOptions } = {}): Promise<Couple> {
  const viewer = await person({ displayName: "Viewer Person", ...options.viewer });
  const partner = await person({ displayName: "Partner Person", ...options.partner });
  return { viewer, partner, linkId: await link(viewer, partner) };
}

/** Disconnects: the link goes (memberships cascade with it) and both partner_uid are cleared. */
export async function unlink(linkId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: partnerLinks.userId, partnerId: partnerLinks.partnerId })
      .from(partnerLinks)
      .where(eq(partnerLinks.id, linkId));
    await tx.delete(partnerLinks).where(eq(partnerLinks.id, linkId));
    const ids = [row?.userId, row?.partnerId].filter((id): id is string => !!id);
    if (ids.length > 0) await tx.update(profiles).set({ partnerUid: null }).where(inArray(profiles.id, ids));
  });
}

/** user_settings.partner_sharing_enabled; "missing" deletes the settings row (the spec's default, on, applies). */
export async function setPartnerSharing(userId: string, enabled: boolean | "missing"): Promise<void> {
  await db().delete(userSettings).where(eq(userSettings.userId, userId));
  if (enabled !== "missing") await db().insert(userSettings).values({ userId, partnerSharingEnabled: enabled });
}

/** profiles.consent_mood_sharing (spec 2 §4.3). */
export async function setMoodConsent(userId: string, consent: boolean): Promise<void> {
  await updateMoodSharingConsent(userId, consent, new Date(), db());
}

export type Grants = {
  shareMoodSummaries: boolean;
  shareDetailedEntries: boolean;
  shareGoals: boolean;
  shareAchievements: boolean;
};

export const ALL_GRANTS_ON: Grants = {
  shareMoodSummaries: true,
  shareDetailedEntries: true,
  shareGoals: true,
  shareAchievements: true,
};

export const NO_GRANTS: Grants = {
  shareMoodSummaries: false,
  shareDetailedEntries: false,
  shareGoals: false,
  shareAchievements: false,
};

/** sharing_grants of `userId`: what that person lets their partner see. */
export async function setGrants(userId: string, grants: Grants): Promise<void> {
  await db()
    .insert(sharingGrants)
    .values({ userId, ...grants })
    .onConflictDoUpdate({ target: sharingGrants.userId, set: { ...grants, updatedAt: new Date() } });
}

export async function setTimeZone(userId: string, timezone: string): Promise<void> {
  await db().update(profiles).set({ timezone }).where(eq(profiles.id, userId));
}

/**
 * A session cookie header for the user, minted as Auth.js mints it (same secret, cookie name as salt, the session
 * version claim), so HTTP-level tests need neither a password nor the sign-in rate limit.
 */
export async function sessionCookieFor(userId: string): Promise<string> {
  const { name } = sessionCookie();
  const token = await encode({
    token: { sub: userId, sv: await sessionVersionOf(userId) },
    secret: env().AUTH_SECRET,
    salt: name,
  });
  return `${name}=${token}`;
}
