import { eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { notificationPreferences } from "@/db/schema";

/**
 * The person's notification switches (notification_preferences, one row per user). Writes are upserts of the caller's
 * row with the columns listed here, so no payload can reach another account or a column the page does not show.
 */

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

/** The stored row; null when it is missing (callers apply the spec's defaults). */
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
