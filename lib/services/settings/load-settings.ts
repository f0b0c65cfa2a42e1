import { findNotificationPreferences, listRecapDayChoices } from "@/lib/data/notification-preferences";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { findSharingValues } from "../partners/find-sharing-values";
import { findOwnSubscription, findPartnerSubscription, type SubscriptionRecord } from "@/lib/data/subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import { findAccount } from "@/lib/data/users";
import { accessUntil, entitlementOf } from "@/lib/domain/entitlement";
import { circleRecapDay } from "@/lib/domain/weekly-recap/schedule";
import { partnerFirstName } from "@/lib/domain/names";
import { billing } from "@/lib/integrations/billing";
import { vapidKeys } from "@/lib/integrations/push";
import { logger } from "@/lib/logger";
import {
  NOTIFICATION_DEFAULTS,
  SHARING_DEFAULTS,
  USER_SETTINGS_DEFAULTS,
  toNotificationValues,
  type NotificationPreferenceValues,
  type SharingValues,
  type UserSettingsValues,
} from "@/lib/validation/settings";

export interface AccountSettings {
  email: string;
  displayName: string;
  phone: string | null;
}

export interface PrivacySettings {
  values: SharingValues;
  /** The accepted partner's first name, or null without a partner (changes are then announced to nobody). */
  partnerName: string | null;
  hasPartner: boolean;
  loadFailed: boolean;
}

export interface PreferenceSettings {
  values: UserSettingsValues;
  loadFailed: boolean;
}

export interface NotificationSettings {
  values: NotificationPreferenceValues;
  loadFailed: boolean;
  /** What browsers subscribe to push with; null when push is off on this server (issue #17). */
  pushPublicKey: string | null;
}

export interface SubscriptionSettings {
  /** The caller's own plan, or the partner's when that is what covers the caller; null when neither has one. */
  subscription: SubscriptionRecord | null;
  coveredByPartner: boolean;
  /** The covering partner's first name ('covered by {partner}'); null unless coveredByPartner. */
  partnerName: string | null;
  /** Whether the couple's plan gives access now (decision 042). */
  entitled: boolean;
  /** Whether this server takes payments (Stripe configured): only then can a plan be chosen or managed. */
  paymentsLive: boolean;
  timeZone: string;
}

export interface SettingsSections {
  /** null when the profile row is missing ('Profile information not available'). */
  account: AccountSettings | null;
  privacy: PrivacySettings;
  preferences: PreferenceSettings;
  notifications: NotificationSettings;
  subscription: SubscriptionSettings;
}
export type SettingsSection = keyof SettingsSections;

export interface LoadSettingsOptions<S extends SettingsSection> {
  userId: string;
  section: S;
}

/** Spec 3 §8: a section that cannot load shows the defaults (and the page says so) instead of failing the page. */
async function orDefaults<T>(section: string, read: () => Promise<T>, fallback: T): Promise<[T, boolean]> {
  try {
    return [await read(), false];
  } catch (error) {
    logger.warn("settings.load_failed", { section, message: error instanceof Error ? error.message : String(error) });
    return [fallback, true];
  }
}

const loaders: { [S in SettingsSection]: (userId: string) => Promise<SettingsSections[S]> } = {
  account: async (userId) => {
    const row = await findAccount(userId);
    return row ? { email: row.email, displayName: row.displayName, phone: row.phone } : null;
  },

  privacy: async (userId) => {
    const fallback = { values: SHARING_DEFAULTS, partnerName: null, hasPartner: false };
    const [loaded, loadFailed] = await orDefaults(
      "privacy",
      () =>
        inTransaction(async (tx) => {
          const values = await findSharingValues({ userId, tx });
          const access = await resolvePartnerAccess(userId, tx);
          const partnerName = access ? partnerFirstName(await findPartnerDisplayName(access, tx)) : null;
          return { values, partnerName, hasPartner: access !== null };
        }),
      fallback,
    );
    return { ...loaded, loadFailed };
  },

  preferences: async (userId) => {
    const [row, loadFailed] = await orDefaults("preferences", () => findUserSettings(userId), null);
    return { values: { ...USER_SETTINGS_DEFAULTS, ...row }, loadFailed };
  },

  notifications: async (userId) => {
    const [row, loadFailed] = await orDefaults(
      "notifications",
      () =>
        inTransaction(async (tx) => {
          const own = await findNotificationPreferences(userId, tx);
          // The recap day shown is the circle's (decision 073): the partner may have chosen last.
          const access = await resolvePartnerAccess(userId, tx);
          const weeklyRecapDay = circleRecapDay(await listRecapDayChoices(userId, access, tx));
          return own ? { ...own, weeklyRecapDay } : null;
        }),
      null,
    );
    const values: NotificationPreferenceValues = row ? toNotificationValues(row) : NOTIFICATION_DEFAULTS;
    return { values, loadFailed, pushPublicKey: vapidKeys()?.publicKey ?? null };
  },

  subscription: (userId) =>
    inTransaction(async (tx) => {
      const { timeZone } = await findViewerContext(userId, tx);
      const own = await findOwnSubscription(userId, tx);
      // Spec 1 §1: one plan covers both partners. Every registration starts a trial (issue #35), so the invited
      // partner has one of their own too: while a paid (or comped) plan of the partner's covers them, that plan is
      // what the card shows, not a trial that looks as if access were ending.
      const access = await resolvePartnerAccess(userId, tx);
      const partners = access ? await findPartnerSubscription(access, tx) : null;
      const now = new Date();
      const entitlement = entitlementOf(own, partners, now);
      const ownIsRegistrationTrial = own?.status === "trialing" && own.provider === "none";
      const partnersPaid = partners !== null && partners.status !== "trialing" && accessUntil(partners, now).active;
      const covered =
        access !== null &&
        partners !== null &&
        (entitlement.source === "partner" || !own || (ownIsRegistrationTrial && partnersPaid));
      const partnerName = covered ? partnerFirstName(await findPartnerDisplayName(access, tx)) : null;
      return {
        subscription: covered ? partners : own,
        coveredByPartner: covered,
        partnerName,
        entitled: entitlement.entitled,
        paymentsLive: billing().takesPayments,
        timeZone,
      };
    }),
};

/**
 * One Settings section's data (spec 3 §2). Each section of the page loads on its own, so a slow or failing one
 * neither hides nor delays the others; the toggle sections fall back to the spec's defaults on a load error.
 */
export async function loadSettings<S extends SettingsSection>({
  userId,
  section,
}: LoadSettingsOptions<S>): Promise<SettingsSections[S]> {
  return loaders[section](userId);
}
