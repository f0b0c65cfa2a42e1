import { reminderMomentOn } from "../notification-delivery";
import { addDays, localDayKey, type DayKey } from "../time";
import { checkUpDue } from "./due";

/**
 * When the check-up reminder goes out (issue #39, decision 081): at 10:00 local on the day the check-up comes due, a
 * daytime hour rather than the due day's midnight, and then every 4 weeks while it stays untaken (a missed month is
 * not nagged about daily). Taking a check-up moves the next reminder to 28 days after it.
 */
const CHECK_UP_REMINDER_TIME = "10:00";
const CHECK_UP_REMINDER_REPEAT_DAYS = 28;

/** The reminder moment for the check-up due after one taken at `takenAt`, in the person's zone. */
export function checkUpReminderAfter(takenAt: Date, timeZone: string): Date {
  const { dueOn } = checkUpDue({ lastTakenAt: takenAt, now: takenAt, timeZone });
  return reminderMomentOn(dueOn!, CHECK_UP_REMINDER_TIME, timeZone);
}

/**
 * The reminder that went out at `moment` (a local day's 10:00) names that day; the next one is 28 local days on, at
 * 10:00 again whatever DST did in between. A sweep that ran late still lands on the next moment after `now`.
 */
export function nextCheckUpReminder(moment: Date, now: Date, timeZone: string): { day: DayKey; next: Date } {
  const day = localDayKey(moment, timeZone);
  let nextDay = addDays(day, CHECK_UP_REMINDER_REPEAT_DAYS);
  let next = reminderMomentOn(nextDay, CHECK_UP_REMINDER_TIME, timeZone);
  while (next.getTime() <= now.getTime()) {
    nextDay = addDays(nextDay, CHECK_UP_REMINDER_REPEAT_DAYS);
    next = reminderMomentOn(nextDay, CHECK_UP_REMINDER_TIME, timeZone);
  }
  return { day, next };
}
