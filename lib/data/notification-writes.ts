import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { smartNotifications, type NotificationMetadata } from "@/db/schema";
import { burstOpenSince } from "@/lib/domain/notifications";
import type { NotificationPriority, NotificationType } from "./notifications";
import { holdLock } from "./transaction";

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
export async function insertNotifications(rows: readonly NewNotification[], executor: Executor): Promise<number> {
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

/** Which burst a notice belongs to (decision 051): one kind of news, from one person, to one recipient. */
export interface BurstKey {
  userId: string;
  /** The kind of news ("sharing_changed", "achievement_earned"). */
  burst: string;
  /** Whose actions the notice tells of (the partner who changed their sharing; the earner of an achievement). */
  actorId: string;
  /** The event's instant: the burst is open when it began within the window before this. */
  at: Date;
}

/** The open burst's notice, as its builder needs it to add the next event. */
export interface OpenBurst {
  id: string;
  metadata: NotificationMetadata;
  scheduledFor: Date;
}

/**
 * Writes the notice of a burst (decision 051): the recipient's newest undeleted notice of this burst from this actor
 * whose first event is within the window before `at` is rewritten in place with what `build` says it now reads
 * (unread again, and listed at its latest event); with none open, `build(null)` is inserted and a new burst begins.
 * Returns null when `build` has nothing to add.
 *
 * A transaction-scoped advisory lock per (recipient, burst, actor) makes the find-then-write atomic, as
 * lockAchievementAwards does: two events at once wait for each other, so the second finds the first's notice and
 * merges into it instead of inserting a second one (on PostgreSQL and PGlite alike). Delivery is left alone: a notice
 * already pushed is not pushed again when it grows (delivered_at stays), so a burst buzzes a phone once.
 */
export async function writeBurstNotice(
  key: BurstKey,
  build: (open: OpenBurst | null) => NewNotification | null,
  executor: Executor,
): Promise<"inserted" | "updated" | null> {
  const { userId, burst, actorId, at } = key;
  await holdLock(`notice-burst:${userId}:${burst}:${actorId}`, executor);
  const [open] = await executor
    .select({
      id: smartNotifications.id,
      metadata: smartNotifications.metadata,
      scheduledFor: smartNotifications.scheduledFor,
    })
    .from(smartNotifications)
    .where(
      and(
        eq(smartNotifications.userId, userId),
        isNull(smartNotifications.deletedAt),
        sql`${smartNotifications.metadata} ->> 'burst' = ${burst}`,
        sql`${smartNotifications.metadata} ->> 'burst_actor' = ${actorId}`,
        sql`(${smartNotifications.metadata} ->> 'burst_started_at')::timestamptz > ${burstOpenSince(at).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(smartNotifications.createdAt), desc(smartNotifications.id))
    .limit(1);

  const notice = build(open ?? null);
  if (!notice) return null;
  if (!open) {
    const metadata = { ...notice.metadata, burst, burst_actor: actorId, burst_started_at: at.toISOString() };
    return (await insertNotifications([{ ...notice, metadata }], executor)) > 0 ? "inserted" : null;
  }
  const latest =
    notice.scheduledFor && notice.scheduledFor > open.scheduledFor ? notice.scheduledFor : open.scheduledFor;
  await executor
    .update(smartNotifications)
    .set({
      title: notice.title,
      message: notice.message,
      actionUrl: notice.actionUrl ?? null,
      // The burst's own fields stay as the first event set them.
      metadata: {
        ...notice.metadata,
        burst,
        burst_actor: actorId,
        burst_started_at: open.metadata.burst_started_at,
      },
      scheduledFor: latest,
      readAt: null,
    })
    .where(eq(smartNotifications.id, open.id));
  return "updated";
}
