import type { PlanId } from "@/lib/domain/pricing";

export interface CheckoutRequest {
  plan: PlanId;
  /** Where the provider sends the browser after paying: /onboarding?payment=success&step=registration. */
  successUrl: string;
  /** Where it sends the browser when the visitor backs out: /onboarding?payment=cancelled. */
  cancelUrl: string;
}

/**
 * `redirect`: send the browser to the provider's hosted payment page. `no-payment`: nothing to pay now (no provider
 * configured); the funnel records the chosen plan and goes straight to registration, where the trial starts.
 */
export type CheckoutResult = { kind: "redirect"; url: string } | { kind: "no-payment" };

/** A guest checkout (spec 1 §4 "Funnel"): the account is created after payment, so no user id goes in. */
export interface BillingProvider {
  readonly name: string;
  startCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
}
