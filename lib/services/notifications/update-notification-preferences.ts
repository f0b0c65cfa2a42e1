import {
  chooseRecapDay,
  listRecapDayChoices,
  setNextRecapAt,
  setNextReminderAt,
  upsertNotificationPreferences,
} from "@/lib/data/notification-preferences";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findViewerContext } from "@/lib/data/profiles";
import { inTransaction } from "@/lib/data/transaction";
import { nextDailyReminderAt } from "@/lib/domain/notification-delivery";
import { circleRecapDay } from "@/lib/domain/weekly-recap/schedule";
import {
  NOTIFICATION_TOGGLE_KEYS,
  toNotificationValues,
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
 * and quiet hours (decision 055), on the caller's own row, created with the defaults when missing. A change to the
 * daily reminder moves its next moment at once (the reminder sweep claims rows by it): the new time today if still
 * ahead, else tomorrow. Quiet hours need nothing moved: the delivery sweep reads them as each push comes due.
 *
 * The weekly recap's day (decision 073) is the couple's: choosing one makes it the day of both (the choice made last
 * wins), so both partners' next recap moments are computed again by the recap sweep. The values returned show the
 * circle's day, as Settings does.
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
  if (typeof input.quietHoursEnabled === "boolean") patch.quietHoursEnabled = input.quietHoursEnabled;
  if (input.quietHoursStart) patch.quietHoursStart = input.quietHoursStart;
  if (input.quietHoursEnd) patch.quietHoursEnd = input.quietHoursEnd;
  return inTransaction(async (tx) => {
    if (input.weeklyRecapDay !== undefined) await chooseRecapDay(userId, input.weeklyRecapDay, now, tx);
    const saved = await upsertNotificationPreferences(userId, patch, now, tx);
    if ("dailyReminderTime" in patch || "dailyReminderEnabled" in patch) {
      const { timeZone } = await findViewerContext(userId, tx);
      const next = saved.dailyReminderEnabled ? nextDailyReminderAt(now, saved.dailyReminderTime, timeZone) : null;
      await setNextReminderAt(userId, next, tx);
    }
    const access = await resolvePartnerAccess(userId, tx);
    if (input.weeklyRecapDay !== undefined) {
      await setNextRecapAt(access ? [userId, access.partnerId] : [userId], null, tx);
    }
    const weeklyRecapDay = circleRecapDay(await listRecapDayChoices(userId, access, tx));
    return toNotificationValues({ ...saved, weeklyRecapDay });
  });
}
