import { claimDueCheckUpReminders, setNextCheckUpReminderAt } from "@/lib/data/check-ups";
import { inTransaction } from "@/lib/data/transaction";
import { nextCheckUpReminder } from "@/lib/domain/check-up/reminder";
import { DELIVERY_STALE_AFTER_MS } from "@/lib/domain/notification-delivery";
import { zoneOrUtc } from "@/lib/domain/time";
import { notify } from "@/lib/messaging";

/** Rows one sweep takes at a time; a full batch makes the runner come straight back for more. */
export const CHECK_UP_REMINDER_BATCH_SIZE = 50;

export interface CheckUpReminderReport {
  claimed: number;
  sent: number;
  /** The moment was long past (the workers were down), or the notice for that day already existed. */
  skipped: number;
}

/**
 * The check-up reminder sweep (issue #39, decision 081): every person whose reminder moment (10:00 local on the day
 * their check-up comes due) has come gets one notice, and the moment moves on 28 days in the same transaction, so a
 * check-up left untaken is mentioned once every 4 weeks, not daily. Taking a check-up sets the moment afresh. Rows
 * are claimed with SKIP LOCKED and the notice's dedupe key is the local day, so two workers never remind twice.
 */
export async function sendCheckUpReminders({
  now = new Date(),
  limit = CHECK_UP_REMINDER_BATCH_SIZE,
}: { now?: Date; limit?: number } = {}): Promise<CheckUpReminderReport> {
  return inTransaction(async (tx) => {
    const due = await claimDueCheckUpReminders(now, limit, tx);
    const report: CheckUpReminderReport = { claimed: due.length, sent: 0, skipped: 0 };
    for (const row of due) {
      const timeZone = zoneOrUtc(row.timeZone);
      const moment = row.nextCheckUpReminderAt;
      const { day, next } = nextCheckUpReminder(moment, now, timeZone);
      await setNextCheckUpReminderAt(row.userId, next, tx);
      const stale = now.getTime() - moment.getTime() > DELIVERY_STALE_AFTER_MS;
      const sent = !stale && (await notify(tx, "check-up-due", row.userId, { day, at: moment }));
      report[sent ? "sent" : "skipped"]++;
    }
    return report;
  });
}
