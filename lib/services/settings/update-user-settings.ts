import { inTransaction } from "@/lib/data/transaction";
import { upsertUserSettings } from "@/lib/data/user-settings";
import { USER_SETTING_KEYS, type UserSettingKey, type UserSettingsUpdate } from "@/lib/validation/settings";

export interface UpdateUserSettingsOptions {
  userId: string;
  input: UserSettingsUpdate;
  now?: Date;
}

/**
 * Emotional Intelligence and Connection Preferences toggles (spec 3 §2, §3) on the caller's own user_settings row,
 * created with the spec defaults when missing. Returns the saved values of every toggle.
 */
export async function updateUserSettings({
  userId,
  input,
  now = new Date(),
}: UpdateUserSettingsOptions): Promise<Record<UserSettingKey, boolean>> {
  // Only the listed toggles reach the write, whatever the caller's object carries.
  const patch = Object.fromEntries(
    USER_SETTING_KEYS.filter((key) => typeof input[key] === "boolean").map((key) => [key, input[key]]),
  );
  const row = await inTransaction((tx) => upsertUserSettings(userId, patch, now, tx));
  return Object.fromEntries(USER_SETTING_KEYS.map((key) => [key, row[key]])) as Record<UserSettingKey, boolean>;
}
