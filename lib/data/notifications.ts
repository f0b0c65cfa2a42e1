import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { partnerSpecialDates, smartNotifications, type NotificationMetadata } from "@/db/schema";

/**
 * In-app notifications (smart_notifications, spec 3 §3). Shared by every feature that tells a user something:
 * special-date reminders, "your partner changed what they share", later the daily reminder. Nothing is
 * hard-deleted: removal sets deleted_at, and status derives from deleted_at, then read_at.
 */

export type NotificationType = (typeof smartNotifications.$inferInsert)["type"];
export type NotificationPriority = NonNullable<(typeof smartNotifications.$inferInsert)["priority"]>;

// Adding a notification (insertNotifications) is in notification-writes.ts: only lib/messaging's notify() may.

/**
 * Soft-deletes the live special-date reminders of one date (spec 3 §4: editing or deleting a date), whoever they
 * were scheduled for (the owner, or the partner for a shared date). Returns how many were removed.
 */
export async function softDeleteSpecialDateReminders(
  specialDateId: string,
  now: Date,
  executor: Executor,
): Promise<number> {
  const removed = await executor
    .update(smartNotifications)
    .set({ deletedAt: now })
    .where(
      and(
        eq(smartNotifications.type, "special_date_reminder"),
        sql`${smartNotifications.metadata} ->> 'special_date_id' = ${specialDateId}`,
        isNull(smartNotifications.deletedAt),
      ),
    )
    .returning({ id: smartNotifications.id });
  return removed.length;
}

/**
 * Soft-deletes the live reminders about every special date `ownerId` owns — for everyone, or only those scheduled
 * for `recipientId`. Used when a partnership ends (the ex-partner must not keep being reminded of dates they can no
 * longer see) and when an account is deleted (the partner's reminder rows survive the owner's cascade).
 */
export async function softDeleteRemindersOfDatesOwnedBy(
  { ownerId, recipientId, now }: { ownerId: string; recipientId?: string; now: Date },
  executor: Executor,
): Promise<number> {
  const removed = await executor
    .update(smartNotifications)
    .set({ deletedAt: now })
    .where(
      and(
        eq(smartNotifications.type, "special_date_reminder"),
        isNull(smartNotifications.deletedAt),
        recipientId ? eq(smartNotifications.userId, recipientId) : undefined,
        inArray(
          sql`${smartNotifications.metadata} ->> 'special_date_id'`,
          executor
            .select({ id: sql`${partnerSpecialDates.id}::text` })
            .from(partnerSpecialDates)
            .where(eq(partnerSpecialDates.userId, ownerId)),
        ),
      ),
    )
    .returning({ id: smartNotifications.id });
  return removed.length;
}

/** What a notice shows: the inbox reads these, the full view adds its bookkeeping. */
const inboxColumns = {
  id: smartNotifications.id,
  type: smartNotifications.type,
  title: smartNotifications.title,
  message: smartNotifications.message,
  priority: smartNotifications.priority,
  scheduledFor: smartNotifications.scheduledFor,
  actionUrl: smartNotifications.actionUrl,
  readAt: smartNotifications.readAt,
};

/** A notice with what the inbox leaves out: its metadata, when it was written and whether it was deleted. */
export interface NotificationView extends InboxRow {
  metadata: NotificationMetadata;
  createdAt: Date;
  deletedAt: Date | null;
}

/** The user's newest notifications (spec 3 §7: ordered by created_at descending, limit 20), deleted ones included. */
export async function listRecentNotifications(
  userId: string,
  limit = 20,
  executor: Executor = db(),
): Promise<NotificationView[]> {
  return executor
    .select({
      ...inboxColumns,
      metadata: smartNotifications.metadata,
      createdAt: smartNotifications.createdAt,
      deletedAt: smartNotifications.deletedAt,
    })
    .from(smartNotifications)
    .where(eq(smartNotifications.userId, userId))
    .orderBy(desc(smartNotifications.createdAt))
    .limit(limit);
}

export interface InboxRow {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  scheduledFor: Date;
  actionUrl: string | null;
  readAt: Date | null;
}

/** Notices that are due and not deleted: a reminder scheduled for later is not shown before its moment. */
const inboxOf = (userId: string, now: Date) =>
  and(
    eq(smartNotifications.userId, userId),
    isNull(smartNotifications.deletedAt),
    sql`${smartNotifications.scheduledFor} <= ${now}`,
  );

/** The notification centre (issue #17): the newest due notices, newest first. */
export async function listInbox(userId: string, now: Date, limit = 20, executor: Executor = db()): Promise<InboxRow[]> {
  return executor
    .select(inboxColumns)
    .from(smartNotifications)
    .where(inboxOf(userId, now))
    .orderBy(desc(smartNotifications.scheduledFor), desc(smartNotifications.id))
    .limit(limit);
}

/**
 * The person's unread due notices, of the given types only when `types` is set: the bell's badge counts news about
 * people, not housekeeping (BADGE_TYPES, decision 051).
 */
export async function countUnread(
  userId: string,
  now: Date,
  types?: readonly NotificationType[],
  executor: Executor = db(),
): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(smartNotifications)
    .where(
      and(
        inboxOf(userId, now),
        isNull(smartNotifications.readAt),
        types ? inArray(smartNotifications.type, [...types]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Marks the person's own notices read: the ones named, or all of them. */
export async function markRead(userId: string, ids: readonly string[] | "all", now: Date, executor: Executor) {
  await executor
    .update(smartNotifications)
    .set({ readAt: now })
    .where(
      and(
        eq(smartNotifications.userId, userId),
        isNull(smartNotifications.readAt),
        ids === "all" ? undefined : inArray(smartNotifications.id, [...ids]),
      ),
    );
}

/** Soft-deletes one of the person's own notices; false when it is not theirs or already gone. */
export async function deleteOwnNotification(userId: string, id: string, now: Date, executor: Executor) {
  const rows = await executor
    .update(smartNotifications)
    .set({ deletedAt: now })
    .where(
      and(eq(smartNotifications.id, id), eq(smartNotifications.userId, userId), isNull(smartNotifications.deletedAt)),
    )
    .returning({ id: smartNotifications.id });
  return rows.length > 0;
}

/**
 * Withdraws the notices that name `actorId` — what they shared, completed, suggested or changed — from everyone
 * else's inbox, when that account is deleted: nothing of a deleted person stays on their former partner's side.
 */
export async function softDeleteNoticesFrom({ actorId, now }: { actorId: string; now: Date }, executor: Executor) {
  const rows = await executor
    .update(smartNotifications)
    .set({ deletedAt: now })
    .where(
      and(
        isNull(smartNotifications.deletedAt),
        sql`(${smartNotifications.metadata}->>'from_user_id' = ${actorId} or ${smartNotifications.metadata}->>'changed_by' = ${actorId})`,
      ),
    )
    .returning({ id: smartNotifications.id });
  return rows.length;
}

/** A notice whose moment has come, claimed by one worker for delivery beyond the app (issue #17). */
export interface DueNotice {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  scheduledFor: Date;
  createdAt: Date;
  metadata: NotificationMetadata;
}

/**
 * Marks up to `limit` due, undelivered notices delivered and returns them, in the caller's transaction: whatever the
 * caller queues for them (push, email) commits with the mark, so each notice goes out once however many workers
 * sweep at the same moment (SKIP LOCKED), and a rolled-back sweep leaves them for the next one.
 */
export async function claimDueNotices(now: Date, limit: number, executor: Executor): Promise<DueNotice[]> {
  const due = executor
    .select({ id: smartNotifications.id })
    .from(smartNotifications)
    .where(
      and(
        isNull(smartNotifications.deliveredAt),
        isNull(smartNotifications.deletedAt),
        sql`${smartNotifications.scheduledFor} <= ${now}`,
      ),
    )
    .orderBy(smartNotifications.scheduledFor)
    .limit(limit)
    .for("update", { skipLocked: true });
  return executor
    .update(smartNotifications)
    .set({ deliveredAt: now })
    .where(inArray(smartNotifications.id, due))
    .returning({
      id: smartNotifications.id,
      userId: smartNotifications.userId,
      type: smartNotifications.type,
      title: smartNotifications.title,
      message: smartNotifications.message,
      actionUrl: smartNotifications.actionUrl,
      scheduledFor: smartNotifications.scheduledFor,
      createdAt: smartNotifications.createdAt,
      metadata: smartNotifications.metadata,
    });
}
