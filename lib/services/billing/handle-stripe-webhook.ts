import { recordCheckoutCompletion } from "@/lib/data/checkouts";
import { markWebhookEventProcessed } from "@/lib/data/subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { AppError } from "@/lib/errors";
import { billing, WebhookSignatureError, type BillingProvider } from "@/lib/integrations/billing";
import { logger } from "@/lib/logger";
import { notify } from "@/lib/messaging";
import { refreshSubscription } from "./sync-subscription";

export interface HandleStripeWebhookOptions {
  /** The request body exactly as received: the signature covers these bytes, not a re-serialised object. */
  rawBody: string;
  signature: string | null;
  now?: Date;
  provider?: BillingProvider;
}

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

export const WEBHOOK_NO_ID_MESSAGE = "Webhook event has no id.";

/**
 * POST /api/webhooks/stripe (rule 7). The signature is checked before anything is read; then, in one transaction, the
 * event id is recorded and its effect applied, so a redelivery (Stripe retries for days, and may deliver twice at
 * once) finds the id and changes nothing. Nothing in the event's own copy of the subscription is trusted: Stripe does
 * not order events, so the subscription is re-read from Stripe under its lock.
 */
export async function handleStripeWebhook({
  rawBody,
  signature,
  now = new Date(),
  provider = billing(),
}: HandleStripeWebhookOptions): Promise<WebhookOutcome> {
  let event;
  try {
    event = provider.readWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError("VALIDATION", "Invalid webhook signature.");
    throw error;
  }
  // Signed, yet without the id every event is deduplicated by: refused as malformed (issue #30: it was a 500).
  if (typeof event.id !== "string" || event.id.trim() === "") throw new AppError("VALIDATION", WEBHOOK_NO_ID_MESSAGE);

  return inTransaction(async (tx) => {
    if (!(await markWebhookEventProcessed({ provider: "stripe", eventId: event.id }, tx))) return "duplicate";
    if (event.checkout?.checkoutId) {
      await recordCheckoutCompletion(
        event.checkout.checkoutId,
        {
          sessionId: event.checkout.sessionId,
          customerId: event.checkout.customerId,
          subscriptionId: event.subscriptionId,
          now,
        },
        tx,
      );
    }
    if (!event.subscriptionId) {
      logger.info("billing.webhook_ignored", { type: event.type, eventId: event.id });
      return "ignored";
    }
    const owner = await refreshSubscription({ tx, subscriptionId: event.subscriptionId, provider, now });
    if (owner && event.type === "customer.subscription.trial_will_end") {
      const current = await provider.findSubscription(event.subscriptionId);
      if (current?.trialEndsAt) {
        await notify(tx, "trial-ending", owner.userId, {
          subscriptionId: event.subscriptionId,
          trialEndsAt: current.trialEndsAt,
          at: now,
        });
      }
    }
    if (owner && event.type === "invoice.payment_failed") {
      await notify(tx, "payment-failed", owner.userId, { eventId: event.id, at: now });
    }
    return "applied";
  });
}
