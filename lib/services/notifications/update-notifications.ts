import { deleteOwnNotification, markRead } from "@/lib/data/notifications";
import { inTransaction } from "@/lib/data/transaction";
import { AppError } from "@/lib/errors";
import type { NotificationUpdateInput } from "@/lib/validation/notifications";

const NOTIFICATION_NOT_FOUND = "Notification not found";

/** Mark read (one or all) or delete, on the person's own notices only (issue #17). */
export async function updateNotifications({
  userId,
  input,
  now = new Date(),
}: {
  userId: string;
  input: NotificationUpdateInput;
  now?: Date;
}): Promise<void> {
  await inTransaction(async (tx) => {
    if (input.action === "read-all") return markRead(userId, "all", now, tx);
    if (input.action === "read") return markRead(userId, [input.id], now, tx);
    if (!(await deleteOwnNotification(userId, input.id, now, tx))) {
      throw new AppError("NOT_FOUND", NOTIFICATION_NOT_FOUND);
    }
  });
}
