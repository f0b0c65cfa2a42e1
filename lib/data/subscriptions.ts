import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { processedWebhookEvents, subscriptions } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";
import { holdLock } from "./transaction";

const TRIAL_DAYS = 7;

export type Plan = (typeof subscriptions.$inferSelect)["plan"];

/**
 * Records the plan chosen in the funnel as a 7-day trial. With no payment provider configured (the embedded default)
 * this is the whole subscription; with Stripe, checkout later fills in the provider ids (issue #3).
 */
export async function startTrial(options: { userId: string; plan: Plan; now: Date }, tx: Executor): Promise<void> {
  const trialEndsAt = new Date(options.now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  await tx
    .insert(subscriptions)
    .values({ userId: options.userId, plan: options.plan, status: "trialing", trialEndsAt, provider: "none" })
    .onConflictDoNothing({ target: subscriptions.userId });
}

export type SubscriptionStatus = (typeof subscriptions.$inferSelect)["status"];

/**
 * A plan given without payment (demo accounts, a couple the team comps): active, no provider, no end. Idempotent;
 * never replaces a plan the person has.
 */
export async function grantCompedPlan(userId: string, tx: Executor): Promise<void> {
  await tx
    .insert(subscriptions)
    .values({ userId, plan: "attune_annual", status: "active", provider: "none" })
    .onConflictDoNothing({ target: subscriptions.userId });
}

export interface SubscriptionRecord {
  plan: Plan;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** 'stripe' rows can be managed in Stripe's portal; 'none' rows are trials and carried-over coverage. */
  provider: "none" | "stripe";
  carriedOver: boolean;
}

/** The payer's subscription with the ids only billing services need (portal, cancellation). */
export interface BillingRecord extends SubscriptionRecord {
  userId: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
}

const subscriptionColumns = {
  plan: subscriptions.plan,
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  provider: subscriptions.provider,
  carriedOver: subscriptions.carriedOver,
};

const billingColumns = {
  ...subscriptionColumns,
  userId: subscriptions.userId,
  providerCustomerId: subscriptions.providerCustomerId,
  providerSubscriptionId: subscriptions.providerSubscriptionId,
};

/** The person's own plan; null when they have none (an invited partner is covered by the inviter's). */
export async function findOwnSubscription(
  userId: string,
  executor: Executor = db(),
): Promise<SubscriptionRecord | null> {
  const [row] = await executor
    .select(subscriptionColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The current partner's plan, which covers the viewer too (spec 1 §1). Only whether one exists and its kind leave
 * this module's caller; taking a PartnerAccess keeps the read behind resolvePartnerAccess.
 */
export async function findPartnerSubscription(
  access: PartnerAccess,
  executor: Executor = db(),
): Promise<SubscriptionRecord | null> {
  return findOwnSubscription(access.partnerId, executor);
}

/** The person's own row with the provider's ids, for billing services only (never a page). */
export async function findBillingRecord(userId: string, executor: Executor = db()): Promise<BillingRecord | null> {
  const [row] = await executor
    .select(billingColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Whose subscription this provider id is, once it has been linked to an account. */
export async function findSubscriptionOwner(providerSubscriptionId: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row?.userId ?? null;
}

export interface ProviderSnapshot {
  plan: Plan | null;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  customerId: string;
  subscriptionId: string;
}

/**
 * The person's row becomes what Stripe holds now. It replaces the trial written at registration or any carried-over
 * coverage; a price Stripe sells that we do not know keeps the plan already recorded (or the checkout's, `fallbackPlan`).
 */
export async function saveProviderSubscription(
  options: { userId: string; snapshot: ProviderSnapshot; fallbackPlan: Plan; now: Date },
  tx: Executor,
): Promise<void> {
  const { snapshot } = options;
  const values = {
    status: snapshot.status,
    trialEndsAt: snapshot.trialEndsAt,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    provider: "stripe" as const,
    providerCustomerId: snapshot.customerId,
    providerSubscriptionId: snapshot.subscriptionId,
    carriedOver: false,
    updatedAt: options.now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId: options.userId, plan: snapshot.plan ?? options.fallbackPlan, ...values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...values, plan: snapshot.plan ? snapshot.plan : sql`${subscriptions.plan}` },
    });
}

/**
 * The payer left (disconnected or deleted their account): the partner they covered keeps access until the period
 * the payer had paid for ends (decision 042). The caller checks first that the person has no live plan of their own;
 * a lapsed one of theirs is replaced.
 */
export async function carryOverCoverage(
  options: { userId: string; plan: Plan; until: Date; now: Date },
  tx: Executor,
): Promise<void> {
  const values = {
    plan: options.plan,
    status: "canceled" as const,
    trialEndsAt: null,
    currentPeriodEnd: options.until,
    cancelAtPeriodEnd: true,
    provider: "none" as const,
    providerCustomerId: null,
    providerSubscriptionId: null,
    carriedOver: true,
    updatedAt: options.now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId: options.userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/**
 * Records a webhook event as handled, inside the transaction of its effect: true the first time. A concurrent
 * delivery of the same event waits on the primary key and then gets false, so the effect happens once.
 */
export async function markWebhookEventProcessed(
  options: { provider: "stripe"; eventId: string },
  tx: Executor,
): Promise<boolean> {
  const rows = await tx
    .insert(processedWebhookEvents)
    .values({ provider: options.provider, eventId: options.eventId })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return rows.length > 0;
}

/**
 * Serialises every write of one provider subscription (webhooks, the sync job) for the rest of the transaction: each
 * writer re-reads the provider inside the lock, so the last to commit wrote the newest state, whatever order
 * Stripe's events arrived in.
 */
export async function lockProviderSubscription(providerSubscriptionId: string, tx: Executor): Promise<void> {
  await holdLock(`subscription:${providerSubscriptionId}`, tx);
}
