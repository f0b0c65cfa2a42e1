import { addressBucket } from "@/lib/auth/client-ip";
import { insertCheckout, recordCheckoutSession } from "@/lib/data/checkouts";
import { findOwnSubscription } from "@/lib/data/subscriptions";
import { CHECKOUTS_PER_IP } from "@/lib/domain/limits";
import { TRIAL_DAYS, type PlanId } from "@/lib/domain/pricing";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { billing, type BillingProvider } from "@/lib/integrations/billing";
import { spendOrRefuse } from "../shared/spend-or-refuse";

export interface StartCheckoutOptions {
  plan: PlanId;
  /** The visitor's address (clientIp), for the per-address limit; null when unknown. */
  ip: string | null;
  /** Set when a signed-in person chooses a plan in Settings: the checkout is theirs from the start. */
  userId?: string;
  /** Defaults to the configured provider; tests pass their own. */
  provider?: BillingProvider;
  now?: Date;
}

// Stripe refuses a trial_end less than 48 hours ahead; a trial that close to its end simply ends.
const MIN_TRIAL_LEFT_MS = 48 * 60 * 60 * 1000;

/** `token` goes into the checkout cookie, so registration in this browser claims what is paid for (decision 042). */
export type StartedCheckout = { kind: "no-payment" } | { kind: "redirect"; url: string; token: string | null };

export const PAYMENT_UNAVAILABLE_MESSAGE = "Payment system is not available. Please try again later.";

/** Only an absolute http(s) address may be handed to the browser as the payment page (spec 1 §8 "Invalid Payment URL"). */
export function isCheckoutUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return (protocol === "https:" || protocol === "http:") && hostname !== "";
}

/**
 * Starts a checkout for a plan: a guest's from the funnel (spec 1 §4 "Funnel"), or a signed-in person's from Settings.
 * The return addresses are built from APP_URL, never from the request, so a forged Host header cannot send a paying
 * visitor elsewhere afterwards. Without a payment provider nothing is created and the funnel goes on to the trial.
 */
export async function startCheckout({
  plan,
  ip,
  userId,
  provider = billing(),
  now = new Date(),
}: StartCheckoutOptions): Promise<StartedCheckout> {
  const base = env().APP_URL.replace(/\/+$/, "");
  const returnTo = userId
    ? { success: `${base}/settings?payment=success`, cancel: `${base}/settings?payment=cancelled` }
    : {
        // {CHECKOUT_SESSION_ID} is Stripe's placeholder; it lets the page say which payment it came back from.
        success: `${base}/onboarding?payment=success&step=registration&session_id={CHECKOUT_SESSION_ID}`,
        cancel: `${base}/onboarding?payment=cancelled`,
      };
  const trial = userId ? await trialLeft(userId, now) : { days: TRIAL_DAYS };
  if (!provider.takesPayments) {
    await provider.startCheckout({
      plan,
      trial,
      checkoutId: "",
      successUrl: returnTo.success,
      cancelUrl: returnTo.cancel,
    });
    return { kind: "no-payment" };
  }

  // Unknown addresses share no bucket (clientIp's rule); the limit then rests on the payment page's own defences.
  if (ip) {
    await spendOrRefuse(CHECKOUTS_PER_IP, addressBucket(ip));
  }
  const checkout = await insertCheckout({ plan, userId });
  const result = await provider.startCheckout({
    plan,
    trial,
    checkoutId: checkout.id,
    successUrl: returnTo.success,
    cancelUrl: returnTo.cancel,
  });
  if (result.kind === "no-payment") return result;
  if (!result.url) throw new AppError("UNAVAILABLE", PAYMENT_UNAVAILABLE_MESSAGE, { title: "Payment Setup Error" });
  if (!isCheckoutUrl(result.url)) {
    throw new AppError("UNAVAILABLE", "Please try again later.", { title: "Invalid Payment URL" });
  }
  await recordCheckoutSession(checkout.id, result.providerSessionId);
  return { kind: "redirect", url: result.url, token: userId ? null : checkout.token };
}

/**
 * One free trial per person: a signed-in buyer keeps what is left of theirs (or of the coverage carried over from a
 * partner, which was paid for already), or starts one if they never had a plan.
 */
async function trialLeft(userId: string, now: Date) {
  const own = await findOwnSubscription(userId);
  if (!own) return { days: TRIAL_DAYS };
  const end = own.status === "trialing" ? own.trialEndsAt : own.carriedOver ? own.currentPeriodEnd : null;
  return end && end.getTime() - now.getTime() > MIN_TRIAL_LEFT_MS ? { until: end } : null;
}
