import { sql } from "drizzle-orm";
import { boolean, check, index, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant, ownerId, updatedAt } from "./_columns";

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
