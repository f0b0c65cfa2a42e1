import { isConnectionFailure } from "@/lib/data/failures";
import { logger } from "@/lib/logger";
import { deliverDueNotices, type NoticeDeliveryReport } from "@/lib/services/deliver-due-notices";
import { sendDailyReminders, type DailyReminderReport } from "@/lib/services/send-daily-reminders";

/**
 * The notice sweep of each runner tick (issue #17): daily reminders that have come due, then every due notice's
 * push, email and live event (which then leave through the outbox on the next delivery pass). Both claim rows with
 * SKIP LOCKED, so any number of workers may run it at once.
 */
export interface NoticePassReport {
  reminders: DailyReminderReport;
  notices: NoticeDeliveryReport;
}

export interface NoticePassOptions {
  now?: Date;
}

const KEY = Symbol.for("attune.jobs.notices-in-flight");
type Holder = { [KEY]?: Promise<NoticePassReport> };
const holder = globalThis as Holder;

async function sweep({ now }: NoticePassOptions): Promise<NoticePassReport> {
  const reminders = await sendDailyReminders({ now });
  const notices = await deliverDueNotices({ now });
  return { reminders, notices };
}

/** One sweep, joining one in progress in this process; like the other passes, it never rejects. */
export function runNoticePass(options: NoticePassOptions = {}): Promise<NoticePassReport | null> {
  if (!holder[KEY]) {
    holder[KEY] = sweep(options).finally(() => {
      holder[KEY] = undefined;
    });
  }
  return holder[KEY].catch((error: unknown) => {
    if (!isConnectionFailure(error)) {
      logger.error("jobs.notice_pass_failed", { error: error instanceof Error ? error.message : String(error) });
    }
    return null;
  });
}
