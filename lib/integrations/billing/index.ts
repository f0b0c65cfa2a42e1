import { env } from "@/lib/env";
import type { CircuitBreaker } from "../circuit-breaker";
import { OfflineBilling } from "./offline";
import { StripeBilling } from "./stripe";
import type { BillingProvider } from "./types";

export type { BillingProvider, CheckoutRequest } from "./types";
export { WebhookSignatureError } from "./types";
export { OfflineBilling } from "./offline";
// One provider per configuration, so every caller shares one SDK client (its keep-alive agent) and one breaker.
let cached: { key: string; provider: BillingProvider } | undefined;

/**
 * Stripe when STRIPE_SECRET_KEY is set (lib/env.ts then requires the webhook secret and both prices), the offline
 * provider otherwise: plans show, and choosing one leads to registration and a trial with nothing to pay.
 */
export function billing(): BillingProvider {
  const e = env();
  const key = [
    e.STRIPE_SECRET_KEY,
    e.STRIPE_WEBHOOK_SECRET,
    e.STRIPE_PRICE_MONTHLY,
    e.STRIPE_PRICE_ANNUAL,
    e.STRIPE_API_BASE,
  ].join("|");
  if (cached?.key !== key) {
    const provider: BillingProvider =
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_ANNUAL
        ? new StripeBilling({
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { attune_monthly: e.STRIPE_PRICE_MONTHLY, attune_annual: e.STRIPE_PRICE_ANNUAL },
            apiBase: e.STRIPE_API_BASE,
          })
        : new OfflineBilling();
    cached = { key, provider };
  }
  return cached.provider;
}

/** Stripe's breaker if the Stripe provider was already made, for /dev-tools; never makes one (offline has none). */
export function cachedBillingBreaker(): CircuitBreaker | null {
  return cached?.provider instanceof StripeBilling ? cached.provider.breaker : null;
}
