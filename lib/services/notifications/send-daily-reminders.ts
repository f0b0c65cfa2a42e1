import { claimDueReminders, setNextReminderAt, type DueReminder } from "@/lib/data/notification-preferences";
import { inTransaction, type Executor } from "@/lib/data/transaction";
import { DELIVERY_STALE_AFTER_MS, nextDailyReminderAt, reminderMomentOn } from "@/lib/domain/notification-delivery";
import { localDayKey, zoneOrUtc } from "@/lib/domain/time";
import { checkDailyActivity } from "./check-daily-activity";
import { notify } from "@/lib/messaging";

/** Rows one sweep takes at a time; a full batch makes the runner come straight back for more. */
export const REMINDER_BATCH_SIZE = 50;

export interface DailyReminderReport {
  claimed: number;
  /** Reminders written (in-app; push and email follow through deliverDueNotices). */
  sent: number;
  /** Due, but the person had already logged something that local day (or the moment was long past). */
  skipped: number;
}

/**
 * The daily mood reminder sweep (issue #17, decision 041): one pass over every person whose reminder moment has come,
 * not one timer per person. Each row is claimed with SKIP LOCKED and advanced to its next local moment in the same
 * transaction, and the notice's dedupe key is the local day, so two workers sweeping at once remind nobody twice.
 * A moment is local wall time in the person's zone (nextDailyReminderAt), so 19:00 stays 19:00 across DST changes.
 */
export async function sendDailyReminders({
  now = new Date(),
  limit = REMINDER_BATCH_SIZE,
}: { now?: Date; limit?: number } = {}): Promise<DailyReminderReport> {
  return inTransaction(async (tx) => {
    const due = await claimDueReminders(now, limit, tx);
    const report: DailyReminderReport = { claimed: due.length, sent: 0, skipped: 0 };
    for (const row of due) {
      const outcome = await remindOne(tx, row, now);
      if (outcome !== "scheduled") report[outcome]++;
    }
    return report;
  });
}

async function remindOne(tx: Executor, row: DueReminder, now: Date): Promise<"sent" | "skipped" | "scheduled"> {
  const timeZone = zoneOrUtc(row.timeZone);
  if (!row.nextReminderAt) {
    // First sweep for this row, or the zone or time changed: schedule only. A moment already past today is not sent
    // late; the next one is today's if still ahead, else tomorrow's.
    await setNextReminderAt(row.userId, nextDailyReminderAt(now, row.time, timeZone), tx);
    return "scheduled";
  }
  const moment = row.nextReminderAt;
  const day = localDayKey(moment, timeZone);
  // From the moment just handled, so a sweep that ran late still lands on the next local day's moment.
  const next = nextDailyReminderAt(new Date(Math.max(moment.getTime(), now.getTime())), row.time, timeZone);
  await setNextReminderAt(row.userId, next, tx);

  // The workers were down past the moment: a reminder for an evening that is over would only nag.
  if (now.getTime() - moment.getTime() > DELIVERY_STALE_AFTER_MS) return "skipped";
  if (await checkDailyActivity({ userId: row.userId, day, timeZone, executor: tx })) return "skipped";
  // The reminder row names the moment it was meant for; notify() stops here when Mood reminders is off.
  const at = reminderMomentOn(day, row.time, timeZone);
  return (await notify(tx, "mood-reminder", row.userId, { day, at })) ? "sent" : "skipped";
}
