import { insertLiveEvents } from "@/lib/data/live-events";
import { findNotificationPreferences } from "@/lib/data/notification-preferences";
import { insertNotifications, writeBurstNotice } from "@/lib/data/notification-writes";
import type { Executor } from "@/lib/data/transaction";
import type { CategorySwitch } from "@/lib/domain/notification-delivery";
import { burstFor, isBurstKind, type BurstKind, type BurstParams } from "./notice-bursts";
import { noticeFor, SWITCHED_KINDS, type NoticeKind, type NoticeParams } from "./notices";

/**
 * Tells a user something in-app: writes the notice `kind` (notices.ts) for `recipientId` in the caller's
 * transaction, so it exists exactly when the change it announces does. The single seam for every notice: a kind the
 * person silenced in Settings is not written at all (SWITCHED_KINDS, decision 041), a kind that comes in bursts
 * (sharing changes, achievements) grows the open notice of its burst instead of adding one (decision 051), and push
 * and email follow from the row when its moment comes (lib/services/notifications/deliver-due-notices.ts), once per notice. Returns
 * false when nothing was added or changed (the switch is off, the notice's dedupe key had already been written for
 * that user: a retry, or the burst's notice already tells of it).
 */
export async function notify<K extends NoticeKind>(
  tx: Executor,
  kind: K,
  recipientId: string,
  params: NoticeParams[K],
): Promise<boolean> {
  const toggle = (SWITCHED_KINDS as Partial<Record<NoticeKind, CategorySwitch>>)[kind];
  if (toggle) {
    // No row means the defaults, and every switch defaults to on.
    const preferences = await findNotificationPreferences(recipientId, tx);
    if (preferences && !preferences[toggle]) return false;
  }
  let written: boolean;
  let dueAt: Date | undefined;
  if (isBurstKind(kind)) {
    // NoticeParams[K] is BurstParams[K] for a burst kind; TypeScript cannot narrow a generic index on its own.
    const { key, build } = burstFor<BurstKind>(kind, recipientId, params as BurstParams[BurstKind]);
    written = (await writeBurstNotice(key, build, tx)) !== null;
    dueAt = key.at;
  } else {
    const notice = noticeFor(kind, recipientId, params);
    written = (await insertNotifications([notice], tx)) > 0;
    dueAt = notice.scheduledFor;
  }
  // A notice due now tells the person's open pages at once (issue #17); one scheduled for later is told when due.
  if (written && (!dueAt || dueAt.getTime() <= Date.now())) await announceNotices(tx, [recipientId]);
  return written;
}

/**
 * Tells these people's open pages that a notice scheduled for later has come due (the delivery sweep); a notice due
 * when written was announced by notify().
 */
export async function announceNotices(tx: Executor, recipientIds: readonly string[]): Promise<void> {
  if (recipientIds.length === 0) return;
  await insertLiveEvents(
    recipientIds.map((recipientId) => ({ recipientId, sourceUserId: recipientId, kind: "notification", refId: null })),
    tx,
  );
}
