import { findReminderSchedule } from "@/lib/data/notification-preferences";
import { listRecentNotifications } from "@/lib/data/notifications";
import { withReader } from "@/lib/data/transaction";
import { DEBUG_NOTIFICATION_LIMIT, debugNotification, type UtilitiesTabModel } from "@/lib/domain/dev-tools-utilities";
import { reminderClock } from "@/lib/domain/notification-delivery";
import { localDayKey } from "@/lib/domain/time";
import { checkDailyActivity } from "./check-daily-activity";

export type NotificationDebug = Omit<UtilitiesTabModel, "admin" | "timeZone">;

export interface LoadNotificationDebugOptions {
  userId: string;
  /** The profile's zone, as the reminder sweep reads it (the session user's timeZone). */
  timeZone: string;
  now?: Date;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Smart Notifications Debug (spec 3, issue #19), about the admin themselves only: whether they logged anything today
 * (the sweep's own test), their 20 newest notices with deleted ones, and the daily reminder as the sweep will run it —
 * their time and zone and the stored next moment, not a fixed 19:00 UTC.
 */
export async function loadNotificationDebug({
  userId,
  timeZone,
  now = new Date(),
}: LoadNotificationDebugOptions): Promise<NotificationDebug> {
  const today = localDayKey(now, timeZone);
  return withReader(async (reader) => {
    const [activityToday, rows, schedule] = await Promise.all([
      checkDailyActivity({ userId, day: today, timeZone, executor: reader }),
      listRecentNotifications(userId, DEBUG_NOTIFICATION_LIMIT, reader),
      findReminderSchedule(userId, reader),
    ]);
    const clock = schedule && reminderClock(schedule.dailyReminderTime);
    return {
      today,
      activityToday,
      notifications: rows.map(debugNotification),
      schedule:
        schedule && clock
          ? {
              enabled: schedule.dailyReminderEnabled,
              moodReminders: schedule.moodReminders,
              time: `${pad(clock.hour)}:${pad(clock.minute)}`,
              timeZone,
              nextReminderAt: schedule.nextReminderAt?.toISOString() ?? null,
            }
          : null,
      checkedAt: now.toISOString(),
    };
  });
}
