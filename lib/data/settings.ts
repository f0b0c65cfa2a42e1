import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { notificationPreferences, profiles, sharingGrants, subscriptions, userSettings, users } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";

/**
 * The Settings page's reads and writes. Every write is keyed by the caller's own user id (update … where user_id =
 * the session user, or an upsert of the caller's row), so no payload can reach another account; the column lists are
 * explicit, so no payload can reach a column the page does not show.
 */

export interface AccountRecord {
  email: string;
  createdAt: Date;
  displayName: string;
  phone: string | null;
  timezone: string;
}

/** The account card's fields; null when the profile row is missing. */
export async function findAccount(userId: string, executor: Executor = db()): Promise<AccountRecord | null> {
  const [row] = await executor
    .select({
      email: users.email,
      createdAt: users.createdAt,
      displayName: profiles.displayName,
      phone: profiles.phone,
      timezone: profiles.timezone,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Returns false when the user has no profile row to update. */
export async function updateAccountProfile(
  executor: Executor,
  userId: string,
  fields: { displayName: string; phone: string | null; now: Date },
): Promise<boolean> {
  const rows = await executor
    .update(profiles)
    .set({ displayName: fields.displayName, phone: fields.phone, updatedAt: fields.now })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

export type UserSettingsColumns = Omit<typeof userSettings.$inferSelect, "userId" | "updatedAt">;

const userSettingsColumns = {
  moodReflection: userSettings.moodReflection,
  aiSuggestions: userSettings.aiSuggestions,
  moodBasedRituals: userSettings.moodBasedRituals,
  partnerVisible: userSettings.partnerVisible,
  cycleMode: userSettings.cycleMode,
  chronoEnabled: userSettings.chronoEnabled,
  showRitualOrigins: userSettings.showRitualOrigins,
  partnerSharingEnabled: userSettings.partnerSharingEnabled,
  chatbotEnabled: userSettings.chatbotEnabled,
};

export async function findUserSettings(userId: string, executor: Executor = db()): Promise<UserSettingsColumns | null> {
  const [row] = await executor
    .select(userSettingsColumns)
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Writes the given toggles on the caller's row, creating it with the schema defaults when it is missing. */
export async function upsertUserSettings(
  executor: Executor,
  userId: string,
  patch: Partial<UserSettingsColumns>,
  now: Date,
): Promise<UserSettingsColumns> {
  const [row] = await executor
    .insert(userSettings)
    .values({ ...patch, userId, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...patch, updatedAt: now } })
    .returning(userSettingsColumns);
  return row!;
}

export type NotificationPreferenceColumns = Omit<
  typeof notificationPreferences.$inferSelect,
  "userId" | "updatedAt" | "preferredTimes"
>;

const notificationColumns = {
  moodReminders: notificationPreferences.moodReminders,
  ritualSuggestions: notificationPreferences.ritualSuggestions,
  partnerNotifications: notificationPreferences.partnerNotifications,
  wellnessAlerts: notificationPreferences.wellnessAlerts,
  achievementNotifications: notificationPreferences.achievementNotifications,
  dailyReminderEnabled: notificationPreferences.dailyReminderEnabled,
  dailyReminderTime: notificationPreferences.dailyReminderTime,
};

export async function findNotificationPreferences(
  userId: string,
  executor: Executor = db(),
): Promise<NotificationPreferenceColumns | null> {
  const [row] = await executor
    .select(notificationColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function upsertNotificationPreferences(
  executor: Executor,
  userId: string,
  patch: Partial<NotificationPreferenceColumns>,
  now: Date,
): Promise<NotificationPreferenceColumns> {
  const [row] = await executor
    .insert(notificationPreferences)
    .values({ ...patch, userId, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...patch, updatedAt: now } })
    .returning(notificationColumns);
  return row!;
}

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
  } | null;
}

/**
 * The caller's own sharing switches in one statement. `forUpdate` locks the caller's profile row, so two quick
 * toggles from two tabs compare against each other's result and each change is announced once.
 */
export async function findSharing(
  userId: string,
  executor: Executor = db(),
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<SharingRecord> {
  if (forUpdate) {
    await executor.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
  }
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

export async function updateMoodSharingConsent(
  executor: Executor,
  userId: string,
  consent: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(profiles)
    .set({ consentMoodSharing: consent, updatedAt: now })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

export async function upsertSharingGrants(
  executor: Executor,
  userId: string,
  patch: Partial<NonNullable<SharingRecord["grants"]>>,
  now: Date,
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
};

/**
 * Withdraws everything `userId` shares with a partner: mood-sharing consent and the four grants (decision 027: a new
 * partnership starts with nothing shared, whatever was granted before). partner_sharing_enabled is left alone: it is
 * the person's own "show me my partner's data" switch, not something they give away.
 */
export async function withdrawPartnerSharing(executor: Executor, userId: string, now: Date): Promise<void> {
  await updateMoodSharingConsent(executor, userId, false, now);
  await upsertSharingGrants(executor, userId, NO_SHARING_GRANTS, now);
}

export interface SubscriptionRecord {
  plan: (typeof subscriptions.$inferSelect)["plan"];
  status: (typeof subscriptions.$inferSelect)["status"];
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

const subscriptionColumns = {
  plan: subscriptions.plan,
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
};

export async function findOwnSubscription(
  userId: string,
  executor: Executor = db(),
): Promise<SubscriptionRecord | null> {
  const [row] = await executor
    .select(subscriptionColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The current partner's plan, which covers the viewer too (spec 1 §1). Only whether one exists and its kind leave
 * this module's caller; taking a PartnerAccess keeps the read behind resolvePartnerAccess.
 */
export async function findPartnerSubscription(
  access: PartnerAccess,
  executor: Executor = db(),
): Promise<SubscriptionRecord | null> {
  return findOwnSubscription(access.partnerId, executor);
}
