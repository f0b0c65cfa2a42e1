import { logger } from "@/lib/logger";
import type { BillingProvider, CheckoutRequest, CheckoutResult } from "./types";

/** Used without Stripe keys: no payment page exists, so the funnel continues to registration and the 7-day trial. */
export class OfflineBilling implements BillingProvider {
  readonly name = "offline";

  async startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    logger.info("billing.offline_checkout", { plan: request.plan });
    return { kind: "no-payment" };
  }
}
