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
  return (await insertNotifications(tx, [noticeFor(kind, recipientId, params)])) > 0;
}
