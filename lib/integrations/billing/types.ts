import type { PlanId } from "@/lib/domain/pricing";

export interface CheckoutRequest {
  plan: PlanId;
  /** Our checkouts row: handed to the provider so its webhooks and sessions name the row (client_reference_id). */
  checkoutId: string;
  /**
   * The free trial before the first charge: 7 days for a newcomer (spec 1 §1), the rest of a running trial for a
   * signed-in person adding payment details, none for someone whose trial is used up.
   */
  trial: { days: number } | { until: Date } | null;
  /** Where the provider sends the browser after paying. */
  successUrl: string;
  /** Where it sends the browser when the visitor backs out: /onboarding?payment=cancelled. */
  cancelUrl: string;
}

/**
 * `redirect`: send the browser to the provider's hosted payment page. `no-payment`: nothing to pay now (no provider
 * configured); the funnel records the chosen plan and goes straight to registration, where the trial starts.
 */
export type CheckoutResult = { kind: "redirect"; url: string; providerSessionId: string } | { kind: "no-payment" };

/** The provider's statuses, folded into ours (db/schema/billing.ts subscription_status). */
export type ProviderStatus = "trialing" | "active" | "past_due" | "canceled" | "incomplete";

/** A subscription as the provider holds it now: webhooks are re-read through this, never trusted for state. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderStatus;
  /** Null for a price this deployment does not sell (changed in the provider's dashboard): the plan is kept as is. */
  plan: PlanId | null;
  trialEndsAt: Date | null;
  /** The latest period end among the subscription's items (the subscription-level field is gone from the API). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface ProviderCheckout {
  id: string;
  status: "open" | "complete" | "expired";
  customerId: string | null;
  subscriptionId: string | null;
}

/** A verified webhook, reduced to the ids the app acts on. */
export interface BillingEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  /** checkout.session.completed only: our checkouts row (client_reference_id), the session and its customer. */
  checkout: { checkoutId: string | null; sessionId: string; customerId: string | null } | null;
}

/** A webhook whose signature does not match its body: nothing may change (rule 7). */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** A guest checkout (spec 1 §4 "Funnel"): the account is created after payment, so no user id goes in. */
export interface BillingProvider {
  readonly name: string;
  /** False for the offline provider: nothing is charged, so checkouts create nothing and plans start as trials. */
  readonly takesPayments: boolean;
  startCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  findCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  findSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Ends it now, with no further charge (account deletion). Already canceled is success. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A one-time link to the provider's customer portal; the browser comes back to `returnUrl`. */
  portalUrl(options: { customerId: string; returnUrl: string }): Promise<string>;
  /** Verifies the signature over the exact raw body, then reads the event. Throws WebhookSignatureError. */
  readWebhook(rawBody: string, signature: string | null): BillingEvent;
}
