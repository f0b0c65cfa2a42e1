import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { OfflineBilling } from "./offline";
import type { BillingProvider } from "./types";

export type { BillingProvider, CheckoutRequest, CheckoutResult } from "./types";
export { OfflineBilling } from "./offline";

let cached: { key: string; provider: BillingProvider } | undefined;

/**
 * The billing provider for this configuration. A Stripe implementation of BillingProvider will be chosen here when
 * STRIPE_SECRET_KEY is set; until it exists every configuration uses the offline provider (no payment, trial only).
 */
export function billing(): BillingProvider {
  const { STRIPE_SECRET_KEY } = env();
  const key = STRIPE_SECRET_KEY ?? "";
  if (cached?.key !== key) {
    if (STRIPE_SECRET_KEY) logger.warn("billing.stripe_not_implemented", { using: "offline" });
    cached = { key, provider: new OfflineBilling() };
  }
  return cached.provider;
}
