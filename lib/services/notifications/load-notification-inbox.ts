import { countUnread, listInbox } from "@/lib/data/notifications";
import { withReader } from "@/lib/data/transaction";
import { BADGE_TYPES, INBOX_LIMIT, inboxItem, type InboxItem } from "@/lib/domain/notifications";

export interface NotificationInbox {
  /** The bell's badge: unread notices about people (BADGE_TYPES), not housekeeping (decision 051). */
  unread: number;
  items: InboxItem[];
}

/** The header's notification centre (issue #17): the unread count and the 20 newest due notices, the person's own. */
export async function loadNotificationInbox({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<NotificationInbox> {
  return withReader(async (reader) => {
    const [rows, unread] = await Promise.all([
      listInbox(userId, now, INBOX_LIMIT, reader),
      countUnread(userId, now, BADGE_TYPES, reader),
    ]);
    return { unread, items: rows.map((row) => inboxItem(row, now)) };
  });
}
