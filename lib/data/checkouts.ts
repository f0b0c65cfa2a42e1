import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { checkouts } from "@/db/schema";
import type { Plan } from "./subscriptions";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface CheckoutRow {
  id: string;
  plan: Plan;
  userId: string | null;
  providerSessionId: string | null;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
}

const columns = {
  id: checkouts.id,
  plan: checkouts.plan,
  userId: checkouts.userId,
  providerSessionId: checkouts.providerSessionId,
  providerCustomerId: checkouts.providerCustomerId,
  providerSubscriptionId: checkouts.providerSubscriptionId,
};

/**
 * A new checkout and the token that claims it. Only the token's hash is stored: a leaked table cannot claim anyone's
 * payment. `userId` is set when a signed-in person buys (nothing left to claim).
 */
export async function insertCheckout(
  options: { plan: Plan; userId?: string },
  executor: Executor = db(),
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await executor
    .insert(checkouts)
    .values({ plan: options.plan, tokenHash: hashToken(token), userId: options.userId ?? null })
    .returning({ id: checkouts.id });
  return { id: row!.id, token };
}

export async function recordCheckoutSession(id: string, providerSessionId: string, executor: Executor = db()) {
  await executor.update(checkouts).set({ providerSessionId }).where(eq(checkouts.id, id));
}

/**
 * Registration in the browser that paid: the unclaimed checkout behind the cookie becomes the new account's. A token
 * claims once; a second registration with the same cookie gets nothing.
 */
export async function claimCheckout(
  options: { token: string; userId: string; createdAfter: Date },
  tx: Executor,
): Promise<CheckoutRow | null> {
  const [row] = await tx
    .update(checkouts)
    .set({ userId: options.userId })
    .where(
      and(
        eq(checkouts.tokenHash, hashToken(options.token)),
        isNull(checkouts.userId),
        // An old cookie (a shared computer, weeks later) must not hand someone else's trial to a new account.
        gt(checkouts.createdAt, options.createdAfter),
      ),
    )
    .returning(columns);
  return row ?? null;
}

/** What the provider reported for a finished checkout; the webhook and the sync job both write it, so it is a no-op the second time. */
export async function recordCheckoutCompletion(
  id: string,
  ids: { sessionId: string; customerId: string | null; subscriptionId: string | null; now: Date },
  tx: Executor,
): Promise<CheckoutRow | null> {
  const [row] = await tx
    .update(checkouts)
    .set({
      providerSessionId: ids.sessionId,
      providerCustomerId: ids.customerId,
      providerSubscriptionId: ids.subscriptionId,
      completedAt: ids.now,
    })
    .where(eq(checkouts.id, id))
    .returning(columns);
  return row ?? null;
}

/** The newest checkout this person claimed or started while signed in. */
export async function findLatestCheckoutOf(userId: string, executor: Executor = db()): Promise<CheckoutRow | null> {
  const [row] = await executor
    .select(columns)
    .from(checkouts)
    .where(eq(checkouts.userId, userId))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findCheckoutBySubscription(
  providerSubscriptionId: string,
  executor: Executor = db(),
): Promise<CheckoutRow | null> {
  const [row] = await executor
    .select(columns)
    .from(checkouts)
    .where(eq(checkouts.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row ?? null;
}

/** Housekeeping: checkouts nobody claimed within a week were abandoned (the payment page expires after a day). */
export async function deleteUnclaimedCheckoutsBefore(before: Date, executor: Executor = db()): Promise<number> {
  const rows = await executor
    .delete(checkouts)
    .where(and(isNull(checkouts.userId), lt(checkouts.createdAt, before)))
    .returning({ id: checkouts.id });
  return rows.length;
}
