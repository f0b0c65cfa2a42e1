import { listNotificationPreferences, type DeliveryPreferences } from "@/lib/data/notification-preferences";
import { claimDueNotices, type DueNotice } from "@/lib/data/notifications";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findViewerContext } from "@/lib/data/profiles";
import { listPushSubscriptionIds } from "@/lib/data/push-subscriptions";
import { findSpecialDateById } from "@/lib/data/special-dates";
import { inTransaction, type Executor } from "@/lib/data/transaction";
import { findAccount } from "@/lib/data/users";
import {
  deliveryChannels,
  pushPayloadFor,
  SWITCH_FOR_TYPE,
  type DeliveredType,
} from "@/lib/domain/notification-delivery";
import { pushHeldUntil, type QuietHoursPreference } from "@/lib/domain/quiet-hours";
import { addDays, startOfLocalDay } from "@/lib/domain/time";
import { announceNotices, appLink, queueEmail, queuePush } from "@/lib/messaging";
import { scheduleSpecialDateReminders } from "../special-dates/schedule-special-date-reminders";

export const NOTICE_BATCH_SIZE = 50;

export interface NoticeDeliveryReport {
  claimed: number;
  pushes: number;
  /** Of those pushes, how many wait for the end of their recipient's quiet hours. */
  held: number;
  emails: number;
  rescheduled: number;
}

/**
 * Sends on every notice whose moment has come (issue #17, decision 041): the in-app row already exists; this adds a
 * web push per subscribed browser, an email for a reminder that no push reaches, the live event for a notice that
 * was scheduled for later (one due at once was announced when written), and the next year of a recurring special
 * date once its day has come. Claim, queue and mark commit together, so a notice goes out once.
 *
 * Quiet hours (decision 055): a push for someone whose quiet hours are on and who is inside them at `now` (when it
 * would leave) is queued to be sent when they end; the in-app notice and its live event are not held, nor is the
 * email a reminder gets when no push reaches the person.
 */
export async function deliverDueNotices({
  now = new Date(),
  limit = NOTICE_BATCH_SIZE,
}: { now?: Date; limit?: number } = {}): Promise<NoticeDeliveryReport> {
  return inTransaction(async (tx) => {
    const due = await claimDueNotices(now, limit, tx);
    const report: NoticeDeliveryReport = { claimed: due.length, pushes: 0, held: 0, emails: 0, rescheduled: 0 };
    if (due.length === 0) return report;
    const userIds = [...new Set(due.map((notice) => notice.userId))];
    const [preferences, subscriptions] = await Promise.all([
      listNotificationPreferences(userIds, tx),
      listPushSubscriptionIds(userIds, tx),
    ]);
    const announce = new Set<string>();
    for (const notice of due) {
      const type = notice.type as DeliveredType;
      const toggle = SWITCH_FOR_TYPE[type];
      const subscriptionIds = subscriptions.get(notice.userId) ?? [];
      const settings = preferences.get(notice.userId);
      const channels = deliveryChannels({
        type,
        switchOn: toggle ? (settings?.[toggle] ?? true) : true,
        hasPush: subscriptionIds.length > 0,
        dueAt: notice.scheduledFor,
        now,
      });
      const dayOf = notice.metadata.notification_type === "day_of";
      if (channels.push) {
        const holdUntil = settings ? pushHeldUntil(now, settings.timeZone, quietHoursOf(settings)) : null;
        const queued = await queuePush(tx, notice.userId, subscriptionIds, pushPayloadFor({ ...notice, type, dayOf }), {
          holdUntil: holdUntil ?? undefined,
          discreet: settings?.discreetNotifications ?? false,
        });
        report.pushes += queued;
        if (holdUntil) report.held += queued;
      }
      if (channels.email && (await emailNotice(tx, notice, settings?.discreetNotifications ?? false))) report.emails++;
      if (notice.scheduledFor.getTime() > notice.createdAt.getTime()) announce.add(notice.userId);
      if (dayOf && (await scheduleNextOccurrence(tx, notice))) report.rescheduled++;
    }
    await announceNotices(tx, [...announce]);
    return report;
  });
}

function quietHoursOf(settings: DeliveryPreferences): QuietHoursPreference {
  return { enabled: settings.quietHoursEnabled, start: settings.quietHoursStart, end: settings.quietHoursEnd };
}

async function emailNotice(tx: Executor, notice: DueNotice, discreet: boolean): Promise<boolean> {
  const account = await findAccount(notice.userId, tx);
  // Only to an address the person proved is theirs: a typo'd sign-up must not mail a stranger every evening.
  if (!account?.emailVerified) return false;
  await queueEmail(
    tx,
    "reminder",
    {
      displayName: account.displayName,
      title: notice.title,
      message: notice.message,
      openUrl: appLink(inAppPath(notice.actionUrl)),
      settingsUrl: appLink("/settings"),
    },
    { address: account.email, userId: notice.userId },
    { discreet },
  );
  return true;
}

/** The table only stores in-app paths (a check constraint); the type just cannot know it. */
function inAppPath(url: string | null): `/${string}` {
  return url?.startsWith("/") ? (url as `/${string}`) : "/dashboard";
}

/**
 * A recurring date's day-of notice to its owner schedules the next year (for the owner, and the partner when shared),
 * planned from the day after this occurrence so this year's moments are not planned again. The partner's copy of the
 * day-of notice schedules nothing: the owner's does it for both.
 */
async function scheduleNextOccurrence(tx: Executor, notice: DueNotice): Promise<boolean> {
  const dateId = notice.metadata.special_date_id;
  const occurrence = notice.metadata.event_date;
  if (!dateId || !occurrence) return false;
  const date = await findSpecialDateById(dateId, tx);
  if (!date || date.userId !== notice.userId || !date.recurringAnnually) return false;
  const { timeZone } = await findViewerContext(date.userId, tx);
  const after = startOfLocalDay(addDays(occurrence, 1), timeZone);
  const access = await resolvePartnerAccess(date.userId, tx);
  return (await scheduleSpecialDateReminders({ executor: tx, date, access, now: after })) > 0;
}
