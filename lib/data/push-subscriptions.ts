import { and, eq, inArray } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";

/**
 * Web push subscriptions (push_subscriptions), one per browser (issue #17). The endpoint is unique and bound to the
 * account that saved it first (issue #30): anyone who knew it could otherwise move another person's notifications to
 * their own account, or theirs onto another person's device. It is freed when that account turns push off, when the
 * push service reports it gone, or when the account is deleted; on a shared computer, Settings gets the browser a new
 * endpoint for the next person instead.
 */

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Saves or refreshes the person's subscription; false when the endpoint belongs to another account. */
export async function savePushSubscription(
  userId: string,
  subscription: NewPushSubscription,
  now: Date,
  executor: Executor,
): Promise<boolean> {
  const rows = await executor
    .insert(pushSubscriptions)
    .values({ userId, ...subscription, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: subscription.p256dh, auth: subscription.auth, createdAt: now },
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Removes the person's own subscription for one browser; another account's row with that endpoint is untouched. */
export async function deleteOwnPushSubscription(userId: string, endpoint: string, executor: Executor) {
  const rows = await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** For the outbox: a subscription the push service reported gone (404/410). */
export async function deletePushSubscriptionById(id: string, executor: Executor = db()): Promise<void> {
  await executor.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** What the sender needs to encrypt for one browser; null when it was removed since the push was queued. */
export async function findPushTarget(id: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .limit(1);
  return row ?? null;
}

/** The subscription ids of each of these people (the delivery sweep queues one push per browser). */
export async function listPushSubscriptionIds(
  userIds: readonly string[],
  executor: Executor,
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await executor
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
  return byUser;
}
