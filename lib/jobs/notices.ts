import { deliverDueNotices, type NoticeDeliveryReport } from "@/lib/services/notifications/deliver-due-notices";
import { sendDailyReminders, type DailyReminderReport } from "@/lib/services/notifications/send-daily-reminders";
import { sendCheckUpReminders, type CheckUpReminderReport } from "@/lib/services/check-up/send-check-up-reminders";
import { sendWeeklyRecaps, type WeeklyRecapReport } from "@/lib/services/weekly-recap/send-weekly-recaps";
import { joinPass } from "./join-pass";

/**
 * The notice sweep of each runner tick (issue #17): daily reminders that have come due, weekly recaps whose moment has
 * come (decision 073), check-up reminders (decision 081), then every due notice's push, email and live event (which then leave through the outbox on the next delivery pass). Both claim rows with
 * SKIP LOCKED, so any number of workers may run it at once.
 */
export interface NoticePassReport {
  reminders: DailyReminderReport;
  recaps: WeeklyRecapReport;
  checkUps: CheckUpReminderReport;
  notices: NoticeDeliveryReport;
}

export interface NoticePassOptions {
  now?: Date;
}

async function sweep({ now }: NoticePassOptions): Promise<NoticePassReport> {
  const reminders = await sendDailyReminders({ now });
  const recaps = await sendWeeklyRecaps({ now });
  const checkUps = await sendCheckUpReminders({ now });
  const notices = await deliverDueNotices({ now });
  return { reminders, recaps, checkUps, notices };
}

/** One sweep, joining one in progress in this process (joinPass); like the other passes, it never rejects. */
export function runNoticePass(options: NoticePassOptions = {}): Promise<NoticePassReport | null> {
  return joinPass("notices", "jobs.notice_pass_failed", () => sweep(options));
}
