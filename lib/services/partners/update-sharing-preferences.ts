import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { updateMoodSharingConsent } from "@/lib/data/profiles";
import { findSharing, NO_SHARING_GRANTS, upsertSharingGrants } from "@/lib/data/sharing-grants";
import { inTransaction } from "@/lib/data/transaction";
import { upsertUserSettings } from "@/lib/data/user-settings";
import { findAccount } from "@/lib/data/users";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/messaging";
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
  /** Whether the partner was told (in-app, one notice per burst of changes: decision 051). */
  partnerNotified: boolean;
}

/**
 * Data & Privacy switches (spec 1 §1, §6; spec 2 §4.3; spec 3 §2): mood-sharing consent, partner_sharing_enabled and
 * the four grants, each saved at once on the caller's own rows. The partner's next request sees the change, because
 * resolvePartnerAccess reads these rows fresh; and when there is a partner, the real changes are told to them in-app
 * in the same transaction, so consent never changes silently — merged with this person's other changes of the last
 * few minutes into one notice (decision 051), so going through the switches one by one is one notice, not six.
 */
export async function updateSharingPreferences({
  userId,
  input,
  now = new Date(),
}: UpdateSharingPreferencesOptions): Promise<SharingUpdateResult> {
  return inTransaction(async (tx) => {
    const current = await findSharing(userId, { forUpdate: true }, tx);
    const before: SharingValues = {
      consentMoodSharing: current.consentMoodSharing ?? SHARING_DEFAULTS.consentMoodSharing,
      partnerSharingEnabled: current.partnerSharingEnabled ?? SHARING_DEFAULTS.partnerSharingEnabled,
      ...(current.grants ?? NO_SHARING_GRANTS),
    };
    const changed = SHARING_KEYS.filter((key) => typeof input[key] === "boolean" && input[key] !== before[key]);
    const after: SharingValues = { ...before };
    for (const key of changed) after[key] = input[key]!;

    if (changed.includes("consentMoodSharing")) {
      const saved = await updateMoodSharingConsent(userId, after.consentMoodSharing, now, tx);
      if (!saved) throw new AppError("NOT_FOUND", settingsMessages.privacyMissing);
    }
    if (changed.includes("partnerSharingEnabled")) {
      await upsertUserSettings(userId, { partnerSharingEnabled: after.partnerSharingEnabled }, now, tx);
    }
    const grantChanges = GRANT_KEYS.filter((key) => changed.includes(key));
    if (grantChanges.length > 0) {
      await upsertSharingGrants(userId, Object.fromEntries(grantChanges.map((key) => [key, after[key]])), now, tx);
    }

    const access = changed.length > 0 ? await resolvePartnerAccess(userId, tx) : null;
    if (!access) return { values: after, changed, partnerNotified: false };
    const byName = (await findAccount(userId, tx))?.displayName ?? null;
    const changes = changed.map((key) => ({ key, enabled: after[key] }));
    await notify(tx, "sharing-changed", access.partnerId, { byUserId: userId, byName, changes, at: now });
    return { values: after, changed, partnerNotified: true };
  });
}
