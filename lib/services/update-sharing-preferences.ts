import { insertNotifications, type NewNotification } from "@/lib/data/notifications";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findSharing, updateMoodSharingConsent, upsertSharingGrants, upsertUserSettings } from "@/lib/data/settings";
import { inTransaction } from "@/lib/data/transaction";
import { findDisplayName } from "@/lib/data/users";
import { firstName } from "@/lib/domain/partner-messages";
import { AppError } from "@/lib/errors";
import {
  GRANT_KEYS,
  SHARING_DEFAULTS,
  SHARING_KEYS,
  settingsMessages,
  type SharingKey,
  type SharingUpdate,
  type SharingValues,
} from "@/lib/validation/settings";

export interface UpdateSharingPreferencesOptions {
  userId: string;
  input: SharingUpdate;
  now?: Date;
}

export interface SharingUpdateResult {
  values: SharingValues;
  /** The keys whose value actually changed. */
  changed: SharingKey[];
  /** Whether the partner was told (an in-app notification per change). */
  partnerNotified: boolean;
}

/** What the partner reads about each change: spec 1 §1 "no silent changes". */
const CHANGE_TEXT: Record<SharingKey, (name: string, on: boolean) => string> = {
  consentMoodSharing: (name, on) => `${name} ${on ? "started" : "stopped"} sharing their moods with you`,
  partnerSharingEnabled: (name, on) => `${name} turned ${on ? "on" : "off"} partner sharing`,
  shareMoodSummaries: (name, on) => `${name} ${on ? "started" : "stopped"} sharing mood summaries with you`,
  shareDetailedEntries: (name, on) => `${name} ${on ? "started" : "stopped"} sharing detailed entries with you`,
  shareGoals: (name, on) => `${name} ${on ? "started" : "stopped"} sharing goals with you`,
  shareAchievements: (name, on) => `${name} ${on ? "started" : "stopped"} sharing achievements with you`,
};

export const SHARING_NOTIFICATION_TITLE = "Sharing updated";

/**
 * Data & Privacy switches (spec 1 §1, §6; spec 2 §4.3; spec 3 §2): mood-sharing consent, partner_sharing_enabled and
 * the four grants, each saved at once on the caller's own rows. The partner's next request sees the change, because
 * resolvePartnerAccess reads these rows fresh; and when there is a partner, each real change leaves them an in-app
 * notification in the same transaction, so consent never changes silently.
 */
export async function updateSharingPreferences({
  userId,
  input,
  now = new Date(),
}: UpdateSharingPreferencesOptions): Promise<SharingUpdateResult> {
  return inTransaction(async (tx) => {
    const current = await findSharing(userId, tx, { forUpdate: true });
    const before: SharingValues = {
      consentMoodSharing: current.consentMoodSharing ?? SHARING_DEFAULTS.consentMoodSharing,
      partnerSharingEnabled: current.partnerSharingEnabled ?? SHARING_DEFAULTS.partnerSharingEnabled,
      ...(current.grants ?? {
        shareMoodSummaries: false,
        shareDetailedEntries: false,
        shareGoals: false,
        shareAchievements: false,
      }),
    };
    const changed = SHARING_KEYS.filter((key) => typeof input[key] === "boolean" && input[key] !== before[key]);
    const after: SharingValues = { ...before };
    for (const key of changed) after[key] = input[key]!;

    if (changed.includes("consentMoodSharing")) {
      const saved = await updateMoodSharingConsent(tx, userId, after.consentMoodSharing, now);
      if (!saved) throw new AppError("NOT_FOUND", settingsMessages.privacyMissing);
    }
    if (changed.includes("partnerSharingEnabled")) {
      await upsertUserSettings(tx, userId, { partnerSharingEnabled: after.partnerSharingEnabled }, now);
    }
    const grantChanges = GRANT_KEYS.filter((key) => changed.includes(key));
    if (grantChanges.length > 0) {
      await upsertSharingGrants(tx, userId, Object.fromEntries(grantChanges.map((key) => [key, after[key]])), now);
    }

    const access = changed.length > 0 ? await resolvePartnerAccess(tx, userId) : null;
    if (!access) return { values: after, changed, partnerNotified: false };
    const name = firstName(await findDisplayName(userId, tx)) ?? "Your partner";
    const notifications: NewNotification[] = changed.map((key) => ({
      userId: access.partnerId,
      type: "partner_activity",
      title: SHARING_NOTIFICATION_TITLE,
      message: CHANGE_TEXT[key](name, after[key]),
      priority: "medium",
      scheduledFor: now,
      actionUrl: "/partner-dashboard",
      metadata: { sharing_key: key, enabled: after[key], changed_by: userId },
    }));
    await insertNotifications(tx, notifications);
    return { values: after, changed, partnerNotified: true };
  });
}
