import { logger } from "@/lib/logger";
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type CheckoutRequest,
  type CheckoutResult,
} from "./types";

/**
 * Used without Stripe keys: no payment page exists, so the funnel continues to registration and the 7-day trial, and
 * there is nothing at a provider to look up, cancel or manage.
 */
export class OfflineBilling implements BillingProvider {
  readonly name = "offline";
  readonly takesPayments = false;

  async startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    logger.info("billing.offline_checkout", { plan: request.plan });
    return { kind: "no-payment" };
  }

  async findCheckout() {
    return null;
  }

  async findSubscription() {
    return null;
  }

  async cancelSubscription() {}

  async portalUrl(): Promise<string> {
    throw new Error("Payments are off on this server: there is no billing portal.");
  }

  readWebhook(): BillingEvent {
    // No secret exists to check a signature against, so no event can be genuine.
    throw new WebhookSignatureError("Payments are off on this server");
  }
}
