import type { Executor } from "@/db/client";
import { smartNotifications, type NotificationMetadata } from "@/db/schema";
import type { NotificationPriority, NotificationType } from "./notifications";

/**
 * Writing a new in-app notification, apart from reading and withdrawing them (notifications.ts) so that the lint
 * rule can let only lib/messaging's notify() add one (issue #12): every notice's wording then lives in one place,
 * and push notifications (issue #13) can be sent from that one seam.
 */

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  scheduledFor?: Date;
  /** In-app path only ("/settings"); the table refuses absolute URLs. */
  actionUrl?: string | null;
  metadata?: NotificationMetadata;
  /** Makes a retried write a no-op: (user_id, dedupe_key) is unique. */
  dedupeKey?: string | null;
}

/** Inserts notifications; rows whose dedupe key already exists for that user are skipped. */
export async function insertNotifications(executor: Executor, rows: readonly NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await executor
    .insert(smartNotifications)
    .values(
      rows.map((row) => ({
        userId: row.userId,
        type: row.type,
        title: row.title,
        message: row.message,
        priority: row.priority,
        scheduledFor: row.scheduledFor,
        actionUrl: row.actionUrl ?? null,
        metadata: row.metadata ?? {},
        dedupeKey: row.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: smartNotifications.id });
  return inserted.length;
}
