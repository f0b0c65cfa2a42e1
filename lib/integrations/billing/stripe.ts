import Stripe from "stripe";
import type { PlanId } from "@/lib/domain/pricing";
import { CircuitBreaker, type CircuitBreakerOptions } from "../circuit-breaker";
import {
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type CheckoutRequest,
  type CheckoutResult,
  type ProviderCheckout,
  type ProviderStatus,
  type ProviderSubscription,
} from "./types";

// Longer than a Checkout Session create takes, short enough that a visitor clicking a plan is not left waiting.
const STRIPE_TIMEOUT_MS = 15_000;

export interface StripeBillingOptions {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanId, string>;
  /** A local stand-in (tests, the e2e suite): http://127.0.0.1:PORT. Unset: Stripe. */
  apiBase?: string;
  timeoutMs?: number;
  breaker?: CircuitBreakerOptions;
}

/**
 * Stripe's statuses in ours. `unpaid` (retries exhausted) is still past due to the couple; `incomplete_expired` never
 * started and `paused` (a trial that ended without a card) gives no access, like `incomplete`.
 */
const STATUS: Record<Stripe.Subscription.Status, ProviderStatus> = {
  trialing: "trialing",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete: "incomplete",
  incomplete_expired: "canceled",
  paused: "incomplete",
};

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

/**
 * Payments through the official SDK. The client is made on first use, so `next build` and every process without a
 * key never construct one. The breaker trips on Stripe being down, not on Stripe refusing a request: a 4xx says
 * something about that request only.
 */
export class StripeBilling implements BillingProvider {
  readonly name = "stripe";
  readonly takesPayments = true;
  readonly breaker: CircuitBreaker;
  private client: Stripe | undefined;

  constructor(private readonly options: StripeBillingOptions) {
    this.breaker = new CircuitBreaker("stripe", {
      isFailure: (error) => !(error instanceof Stripe.errors.StripeError) || (error.statusCode ?? 500) >= 500,
      ...options.breaker,
    });
  }

  private stripe(): Stripe {
    if (this.client) return this.client;
    const base = this.options.apiBase ? new URL(this.options.apiBase) : null;
    this.client = new Stripe(this.options.secretKey, {
      // Retries belong to whoever calls: a webhook is redelivered by Stripe, a checkout click by the visitor.
      maxNetworkRetries: 0,
      timeout: this.options.timeoutMs ?? STRIPE_TIMEOUT_MS,
      appInfo: { name: "Attune" },
      ...(base
        ? { host: base.hostname, port: base.port, protocol: base.protocol === "https:" ? "https" : "http" }
        : {}),
    });
    return this.client;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const session = await this.breaker.fire(() =>
      this.stripe().checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: this.options.prices[request.plan], quantity: 1 }],
        subscription_data: {
          ...trialParams(request.trial),
          metadata: { checkout_id: request.checkoutId },
        },
        client_reference_id: request.checkoutId,
        metadata: { checkout_id: request.checkoutId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      }),
    );
    return { kind: "redirect", url: session.url ?? "", providerSessionId: session.id };
  }

  async findCheckout(sessionId: string): Promise<ProviderCheckout | null> {
    const session = await this.orNull(() => this.stripe().checkout.sessions.retrieve(sessionId));
    if (!session) return null;
    return {
      id: session.id,
      // A status this SDK does not know yet is treated as not paid.
      status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
    };
  }

  async findSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const subscription = await this.orNull(() => this.stripe().subscriptions.retrieve(subscriptionId));
    return subscription ? this.read(subscription) : null;
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    const current = await this.findSubscription(subscriptionId);
    if (!current || current.status === "canceled") return;
    await this.breaker.fire(() => this.stripe().subscriptions.cancel(subscriptionId));
  }

  async portalUrl({ customerId, returnUrl }: { customerId: string; returnUrl: string }): Promise<string> {
    const session = await this.breaker.fire(() =>
      this.stripe().billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  readWebhook(rawBody: string, signature: string | null): BillingEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe().webhooks.constructEvent(rawBody, signature ?? "", this.options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
    }
    return { id: event.id, type: event.type, ...idsOf(event) };
  }

  private read(subscription: Stripe.Subscription): ProviderSubscription {
    const items = subscription.items.data;
    const priceId = items[0]?.price.id;
    const plan = (Object.entries(this.options.prices) as [PlanId, string][]).find(([, id]) => id === priceId)?.[0];
    const periodEnds = items.map((item) => item.current_period_end).filter((end) => typeof end === "number");
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? "",
      status: STATUS[subscription.status] ?? "incomplete",
      plan: plan ?? null,
      trialEndsAt: fromUnix(subscription.trial_end),
      currentPeriodEnd: periodEnds.length ? fromUnix(Math.max(...periodEnds)) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  }

  /** A missing object is an answer (null); anything else is a failure the caller must see. */
  private async orNull<T>(call: () => Promise<T>): Promise<T | null> {
    try {
      return await this.breaker.fire(call);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }
}

/** Spec 1 §1: cancelling within the trial costs nothing, so the trial is Stripe's own (no charge until it ends). */
function trialParams(trial: CheckoutRequest["trial"]) {
  if (!trial) return {};
  if ("days" in trial) return { trial_period_days: trial.days };
  return { trial_end: Math.floor(trial.until.getTime() / 1000) };
}

function idsOf(event: Stripe.Event): Omit<BillingEvent, "id" | "type"> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      return {
        subscriptionId: idOf(session.subscription),
        checkout: {
          checkoutId: session.client_reference_id,
          sessionId: session.id,
          customerId: idOf(session.customer),
        },
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.trial_will_end":
      return { subscriptionId: event.data.object.id, checkout: null };
    case "invoice.paid":
    case "invoice.payment_failed":
      return { subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription), checkout: null };
    default:
      return { subscriptionId: null, checkout: null };
  }
}
