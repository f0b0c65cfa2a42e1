import { eq } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { subscriptions } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";

export const TRIAL_DAYS = 7;

export type Plan = (typeof subscriptions.$inferSelect)["plan"];

/**
 * Records the plan chosen in the funnel as a 7-day trial. With no payment provider configured (the embedded default)
 * this is the whole subscription; with Stripe, checkout later fills in the provider ids (issue #3).
 */
export async function startTrial(tx: Executor, options: { userId: string; plan: Plan; now: Date }): Promise<void> {
  const trialEndsAt = new Date(options.now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  await tx
    .insert(subscriptions)
    .values({ userId: options.userId, plan: options.plan, status: "trialing", trialEndsAt, provider: "none" })
    .onConflictDoNothing({ target: subscriptions.userId });
}

export interface SubscriptionRecord {
  plan: Plan;
  status: (typeof subscriptions.$inferSelect)["status"];
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

const subscriptionColumns = {
  plan: subscriptions.plan,
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
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
