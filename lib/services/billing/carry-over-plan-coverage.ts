import { carryOverCoverage, findOwnSubscription } from "@/lib/data/subscriptions";
import type { Executor } from "@/lib/data/transaction";
import { accessUntil } from "@/lib/domain/entitlement";
import { TRIAL_DAYS } from "@/lib/domain/pricing";
import { notify } from "@/lib/messaging";

/**
 * A couple splits up (a disconnect, or the payer deletes their account) inside the caller's transaction: when the
 * leaving person's plan covered the staying one, and the staying one has no live plan of their own, the staying one
 * keeps access until the end of the period that plan had paid for, and is told (decision 042). Returns whether
 * coverage was carried over.
 */
export async function carryOverPlanCoverage({
  tx,
  ...options
}: {
  tx: Executor;
  leavingId: string;
  stayingId: string;
  reason: "disconnected" | "deleted";
  now: Date;
}): Promise<boolean> {
  const { now } = options;
  const staying = await findOwnSubscription(options.stayingId, tx);
  if (staying && accessUntil(staying, now).active && !staying.carriedOver) return false;
  const leaving = await findOwnSubscription(options.leavingId, tx);
  const access = accessUntil(leaving, now);
  if (!leaving || !access.active) return false;
  // A plan with no known end (a live plan whose period Stripe has not reported yet): a trial's length, never forever.
  const until = access.until ?? new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  await carryOverCoverage({ userId: options.stayingId, plan: leaving.plan, until, now }, tx);
  await notify(tx, "plan-coverage-ending", options.stayingId, { reason: options.reason, at: now });
  return true;
}
