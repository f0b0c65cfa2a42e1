import { upsertNotificationPreferences } from "@/lib/data/notification-preferences";
import { inTransaction } from "@/lib/data/transaction";
import {
  NOTIFICATION_TOGGLE_KEYS,
  toReminderTime,
  type NotificationPreferencesUpdate,
  type NotificationPreferenceValues,
} from "@/lib/validation/settings";

export interface UpdateNotificationPreferencesOptions {
  userId: string;
  input: NotificationPreferencesUpdate;
  now?: Date;
}

/**
 * Notification preference toggles, the daily reminder switch and its time (spec 3 §2, §7 "Daily-reminder update"),
 * on the caller's own row, created with the defaults when missing. Delivery of reminders is a later issue.
 */
export async function updateNotificationPreferences({
  userId,
  input,
  now = new Date(),
}: UpdateNotificationPreferencesOptions): Promise<NotificationPreferenceValues> {
  const patch: Record<string, unknown> = Object.fromEntries(
    NOTIFICATION_TOGGLE_KEYS.filter((key) => typeof input[key] === "boolean").map((key) => [key, input[key]]),
  );
  if (input.dailyReminderTime) patch.dailyReminderTime = input.dailyReminderTime;
  const row = await inTransaction((tx) => upsertNotificationPreferences(tx, userId, patch, now));
  return { ...row, dailyReminderTime: toReminderTime(row.dailyReminderTime) };
}
