import { sql } from "drizzle-orm";
import { boolean, check, index, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant, ownerId, updatedAt, userRef } from "./_columns";

/** Spec 1 §3 plan types: {product}_monthly and {product}_annual. A free trial is status 'trialing', not a plan. */
export const subscriptionPlan = pgEnum("subscription_plan", ["attune_monthly", "attune_annual"]);
export const subscriptionStatus = pgEnum("subscription_status", [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
]);
/** 'none' is a subscription granted without a payment provider (development, comped accounts). */
export const billingProvider = pgEnum("billing_provider", ["none", "stripe"]);

/**
 * The paying user's subscription; a linked partner is covered by it (spec 1 §6) and has no row of their own, which
 * the billing service resolves through the partner link.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    userId: ownerId().unique(),
    plan: subscriptionPlan("plan").notNull(),
    status: subscriptionStatus("status").notNull(),
    trialEndsAt: instant("trial_ends_at"),
    currentPeriodEnd: instant("current_period_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    provider: billingProvider("provider").notNull().default("none"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    /**
     * Coverage carried over from a partner's plan after the payer disconnected or deleted their account: the person
     * keeps access until the period the payer had paid for ends (decision 042). Never renews; provider is 'none'.
     */
    carriedOver: boolean("carried_over").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Webhooks identify the account by customer id.
    index("subscriptions_provider_customer_idx").on(t.provider, t.providerCustomerId),
    check(
      "subscriptions_provider_ids",
      sql`${t.provider} <> 'none' or (${t.providerCustomerId} is null and ${t.providerSubscriptionId} is null)`,
    ),
  ],
);

/** Webhook event ids already handled: providers deliver at least once, so handlers insert here first and skip on conflict. */
export const processedWebhookEvents = pgTable(
  "processed_webhook_events",
  {
    provider: billingProvider("provider").notNull(),
    eventId: text("event_id").notNull(),
    processedAt: instant("processed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "processed_webhook_events_pk", columns: [t.provider, t.eventId] })],
);

/**
 * A checkout started from the funnel's plan page before any account exists (spec 1 §4 "Funnel"). The visitor's
 * browser holds a random token in an HttpOnly cookie; registration in that browser claims the row (user_id), so the
 * new account owns the subscription Stripe creates. Stripe knows the row by its id (client_reference_id), never the
 * token. A signed-in person choosing a plan in Settings gets a row already claimed.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    plan: subscriptionPlan("plan").notNull(),
    userId: userRef("user_id", "cascade"),
    providerSessionId: text("provider_session_id").unique(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    completedAt: instant("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("checkouts_user_idx").on(t.userId, t.createdAt)],
);
