import { insertLiveEvents } from "@/lib/data/live-events";
import { insertNotifications } from "@/lib/data/notification-writes";
import type { Executor } from "@/lib/data/transaction";
import { noticeFor, type NoticeKind, type NoticeParams } from "./notices";

/**
 * Tells a user something in-app: writes the notice `kind` (notices.ts) for `recipientId` in the caller's
 * transaction, so it exists exactly when the change it announces does. The single seam for every notice: push
 * notifications (issue #13) are to be sent from here, not from the use cases. Returns false when the notice's
 * dedupe key had already been written for that user (a retry), true when a row was added.
 */
export async function notify<K extends NoticeKind>(
  tx: Executor,
  kind: K,
  recipientId: string,
  params: NoticeParams[K],
): Promise<boolean> {
  const notice = noticeFor(kind, recipientId, params);
  const added = (await insertNotifications(tx, [notice])) > 0;
  // A notice due now tells the person's open pages at once (issue #17); one scheduled for later is told when due.
  if (added && (!notice.scheduledFor || notice.scheduledFor.getTime() <= Date.now())) {
    await insertLiveEvents(tx, [{ recipientId, sourceUserId: recipientId, kind: "notification", refId: null }]);
  }
  return added;
}
