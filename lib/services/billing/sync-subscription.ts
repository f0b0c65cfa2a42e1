import { findCheckoutBySubscription, findLatestCheckoutOf, recordCheckoutCompletion } from "@/lib/data/checkouts";
import {
  findSubscriptionOwner,
  lockProviderSubscription,
  saveProviderSubscription,
  type Plan,
} from "@/lib/data/subscriptions";
import { inTransaction, type Executor } from "@/lib/data/transaction";
import { billing, type BillingProvider } from "@/lib/integrations/billing";

/** The scheduled job that links a registration to the payment made just before it (lib/jobs/scheduled.ts). */
export const BILLING_SYNC_JOB = "billing.sync";

/**
 * Inside the caller's transaction: re-reads one subscription from the provider under its lock and writes it to the
 * account that owns it — the one already linked, else the one that claimed its checkout. Returns the owner, or null
 * while nobody has claimed the checkout yet (registration will, and its sync job comes back here).
 */
export async function refreshSubscription({
  tx,
  ...options
}: {
  tx: Executor;
  subscriptionId: string;
  provider: BillingProvider;
  now: Date;
}): Promise<{ userId: string; plan: Plan } | null> {
  await lockProviderSubscription(options.subscriptionId, tx);
  const checkout = await findCheckoutBySubscription(options.subscriptionId, tx);
  const userId = (await findSubscriptionOwner(options.subscriptionId, tx)) ?? checkout?.userId ?? null;
  if (!userId) return null;
  const current = await options.provider.findSubscription(options.subscriptionId);
  if (!current) return null;
  const fallbackPlan = checkout?.plan ?? "attune_monthly";
  await saveProviderSubscription(
    {
      userId,
      snapshot: { ...current, customerId: current.customerId, subscriptionId: current.id },
      fallbackPlan,
      now: options.now,
    },
    tx,
  );
  return { userId, plan: current.plan ?? fallbackPlan };
}

export interface SyncSubscriptionOptions {
  userId: string;
  now?: Date;
  provider?: BillingProvider;
}

/**
 * The job run after registration claimed a checkout: asks the provider how that checkout ended (the webhook may have
 * come before the account existed, or not yet) and links the subscription. A checkout never paid changes nothing:
 * the trial written at registration stands.
 */
export async function syncSubscription({
  userId,
  now = new Date(),
  provider = billing(),
}: SyncSubscriptionOptions): Promise<{ linked: boolean }> {
  if (!provider.takesPayments) return { linked: false };
  const checkout = await findLatestCheckoutOf(userId);
  if (!checkout?.providerSessionId) return { linked: false };
  let subscriptionId = checkout.providerSubscriptionId;
  if (!subscriptionId) {
    const session = await provider.findCheckout(checkout.providerSessionId);
    if (session?.status !== "complete" || !session.subscriptionId) return { linked: false };
    subscriptionId = session.subscriptionId;
    await inTransaction((tx) =>
      recordCheckoutCompletion(
        checkout.id,
        {
          sessionId: session.id,
          customerId: session.customerId,
          subscriptionId: session.subscriptionId,
          now,
        },
        tx,
      ),
    );
  }
  const id = subscriptionId;
  const owner = await inTransaction((tx) => refreshSubscription({ tx, subscriptionId: id, provider, now }));
  return { linked: owner !== null };
}
