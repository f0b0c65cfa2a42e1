import type { Executor } from "@/db/client";
import { subscriptions } from "@/db/schema";

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
