import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { POST as postCoach } from "@/app/api/v1/coach/route";
import { POST as postWebhook } from "@/app/api/webhooks/stripe/route";
import { db } from "@/db/client";
import {
  checkouts,
  processedWebhookEvents,
  smartNotifications as notifications,
  subscriptions,
  users,
} from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { runDueJobs } from "@/lib/jobs";
import { assertEntitled, readEntitlement } from "@/lib/services/billing/assert-entitled";
import { deleteAccount } from "@/lib/services/account/delete-account";
import { disconnectPartner } from "@/lib/services/partners/disconnect-partner";
import { loadSettings } from "@/lib/services/settings/load-settings";
import { openBillingPortal } from "@/lib/services/billing/open-billing-portal";
import { signUpAction } from "@/lib/actions/auth";
import { signUpUser } from "@/lib/services/account/sign-up-user";
import { WEBHOOK_NO_ID_MESSAGE } from "@/lib/services/billing/handle-stripe-webhook";
import { startCheckout } from "@/lib/services/billing/start-checkout";
import { PASSWORD, uniqueEmail } from "../../helpers/auth";
import { link, person, sessionCookieFor } from "../../helpers/couples";
import { actWithHeaders } from "../../helpers/request-context";
import { startStripeStub, type StripeStub } from "../../helpers/stripe-stub";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * Payments with Stripe (issue #18, decision 042) through the real stripe SDK against a local stub (no network): the
 * guest checkout and the registration that owns it, webhook-driven activation in either order, idempotency under 20
 * concurrent deliveries, signatures, the portal, cancellation, failed payments, the couple's coverage and what a
 * couple without a plan can still do.
 */

const PRICES = { attune_monthly: "price_monthly", attune_annual: "price_annual" } as const;
let stub: StripeStub;

beforeAll(async () => {
  stub = await startStripeStub({ prices: { price_monthly: "month", price_annual: "year" } });
});
afterAll(() => stub.close());

beforeEach(() => {
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_stub");
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", stub.webhookSecret);
  vi.stubEnv("STRIPE_PRICE_MONTHLY", PRICES.attune_monthly);
  vi.stubEnv("STRIPE_PRICE_ANNUAL", PRICES.attune_annual);
  vi.stubEnv("STRIPE_API_BASE", stub.url);
  resetEnvForTests();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const sessionIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;

/** A visitor chooses a plan and pays on the (stub) payment page; returns their browser's checkout token. */
async function payAsGuest(plan: "attune_monthly" | "attune_annual" = "attune_annual") {
  const started = await startCheckout({ plan, ip: `198.51.100.${Math.floor(Math.random() * 250)}` });
  if (started.kind !== "redirect" || !started.token) throw new Error("expected a checkout page and a token");
  const sessionId = sessionIdOf(started.url);
  const { session, subscription } = stub.completeCheckout(sessionId);
  return { token: started.token, sessionId, session, subscription };
}

async function register(checkoutToken: string | null, plan?: "attune_monthly" | "attune_annual") {
  const { userId } = await signUpUser({
    input: { fullName: "Robin Payer", email: uniqueEmail("payer"), password: PASSWORD, plan, ageConfirmed: true },
    checkoutToken,
  } as Parameters<typeof signUpUser>[0]);
  return userId!;
}

async function deliver(event: { payload: string; header: string }, header = event.header) {
  return postWebhook(
    new Request("http://attune.test/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: event.payload,
    }),
  );
}

async function rowOf(userId: string) {
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

const noticesOf = async (userId: string, event: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => (n.metadata as { event?: string } | null)?.event === event,
  );

/** A registered payer whose Stripe subscription is linked (the usual order: webhook after registration). */
async function payer() {
  const paid = await payAsGuest();
  const userId = await register(paid.token);
  expect((await deliver(stub.signedEvent("checkout.session.completed", paid.session))).status).toBe(200);
  return { userId, ...paid };
}

describe("checkout as a guest", () => {
  test("subscription mode, the plan's price, a 7-day trial, named by our checkout row and never by the token", async () => {
    const started = await startCheckout({ plan: "attune_annual", ip: "198.51.100.7" });
    expect(started).toMatchObject({ kind: "redirect", url: expect.stringContaining(`${stub.url}/pay/`) });
    if (started.kind !== "redirect") return;
    const session = stub.sessions.get(sessionIdOf(started.url))!;
    expect(session.mode).toBe("subscription");
    expect(stub.checkoutParams.get(session.id)).toMatchObject({ price: "price_annual", trialDays: 7 });
    expect(session.success_url).toBe(
      "http://attune.test/onboarding?payment=success&step=registration&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(session.cancel_url).toBe("http://attune.test/onboarding?payment=cancelled");
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, session.client_reference_id!));
    expect(row).toMatchObject({ plan: "attune_annual", userId: null, providerSessionId: session.id });
    expect(row!.tokenHash).not.toBe(started.token);
    expect(JSON.stringify(stub.requests)).not.toContain(started.token!);
  });

  test("one address may start 10 checkouts an hour; the 11th is refused and creates nothing", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++) await startCheckout({ plan: "attune_monthly", ip });
    const before = stub.sessions.size;
    await expect(startCheckout({ plan: "attune_monthly", ip })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    expect(stub.sessions.size).toBe(before);
  });
});

describe("the registration that follows owns the subscription", () => {
  test("webhook after registration: the trial row becomes the Stripe subscription, period ends from its items", async () => {
    const paid = await payAsGuest();
    const userId = await register(paid.token);
    expect(await rowOf(userId)).toMatchObject({ status: "trialing", provider: "none", plan: "attune_annual" });

    const response = await deliver(stub.signedEvent("checkout.session.completed", paid.session));
    expect(await response.json()).toEqual({ received: true, outcome: "applied" });
    const item = paid.subscription.items.data[0]!;
    expect(await rowOf(userId)).toMatchObject({
      provider: "stripe",
      status: "trialing",
      plan: "attune_annual",
      providerSubscriptionId: paid.subscription.id,
      providerCustomerId: paid.subscription.customer,
      trialEndsAt: new Date(paid.subscription.trial_end! * 1000),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
    });
  });

  test("webhook before registration: it is kept on the checkout, and the sync job links it", async () => {
    const paid = await payAsGuest("attune_monthly");
    expect((await deliver(stub.signedEvent("checkout.session.completed", paid.session))).status).toBe(200);
    const userId = await register(paid.token);
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    expect(await rowOf(userId)).toMatchObject({
      provider: "stripe",
      plan: "attune_monthly",
      providerSubscriptionId: paid.subscription.id,
    });
  });

  test("the sign-up action claims with this browser's checkout cookie", async () => {
    const paid = await payAsGuest();
    actWithHeaders({ cookie: `attune.checkout=${paid.token}` });
    const email = uniqueEmail("cookie");
    const result = await signUpAction({ fullName: "Kit Cookie", email, password: PASSWORD, ageConfirmed: true });
    expect(result).toMatchObject({ ok: true });
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    expect(await rowOf(user!.id)).toMatchObject({ provider: "stripe", plan: "attune_annual" });
  });

  test("no webhook at all: the sync job asks Stripe how the checkout ended", async () => {
    const paid = await payAsGuest();
    const userId = await register(paid.token);
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    expect(await rowOf(userId)).toMatchObject({ provider: "stripe", providerSubscriptionId: paid.subscription.id });
  });

  test("a checkout never paid leaves the plain trial; a token claims once; no token claims nothing", async () => {
    const started = await startCheckout({ plan: "attune_annual", ip: "198.51.100.3" });
    if (started.kind !== "redirect") throw new Error("expected a checkout page");
    const first = await register(started.token);
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    expect(await rowOf(first)).toMatchObject({ status: "trialing", provider: "none" });

    const paid = await payAsGuest();
    const owner = await register(paid.token);
    const second = await register(paid.token, "attune_monthly");
    const stranger = await register(null, "attune_monthly");
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    expect((await rowOf(owner))?.provider).toBe("stripe");
    expect(await rowOf(second)).toMatchObject({ provider: "none", plan: "attune_monthly" });
    expect((await rowOf(stranger))?.provider).toBe("none");
  });
});

describe("webhooks", () => {
  test("20 concurrent deliveries of one signed event have one effect", async () => {
    const { userId, subscription } = await payer();
    stub.updateSubscription(subscription.id, { status: "past_due" });
    const event = stub.signedEvent("invoice.payment_failed", {
      id: `in_${randomUUID()}`,
      object: "invoice",
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const outcomes = await Promise.all(responses.map(async (r) => (await r.json()).outcome));
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(19);
    expect(await noticesOf(userId, "payment_failed")).toHaveLength(1);
    expect(
      await db().select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event.id)),
    ).toHaveLength(1);
    expect((await rowOf(userId))?.status).toBe("past_due");
  });

  test("a bad signature, a tampered body or no signature: 400 and nothing changes", async () => {
    const { userId, subscription } = await payer();
    stub.updateSubscription(subscription.id, { status: "canceled" });
    const event = stub.signedEvent("customer.subscription.deleted", { id: subscription.id, object: "subscription" });
    const other = stub.signedEvent("customer.subscription.deleted", { id: "sub_other", object: "subscription" });

    const tampered = { ...event, payload: event.payload.replace(subscription.id, "sub_someone_else") };
    for (const attempt of [deliver(event, other.header), deliver(tampered), deliver(event, "")]) {
      const response = await attempt;
      expect(response.status).toBe(400);
    }
    expect((await rowOf(userId))?.status).toBe("trialing");
    expect(
      await db().select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event.id)),
    ).toHaveLength(0);
  });

  // Issue #30: a validly signed event without an id was a 500.
  test("a signed event without an id is 400 with a reason, not a 500", async () => {
    const event = stub.signedEvent("customer.subscription.deleted", { id: "sub_x", object: "subscription" });
    for (const id of [undefined, ""]) {
      const payload = JSON.stringify({ ...JSON.parse(event.payload), id });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: stub.webhookSecret });
      const response = await deliver({ payload, header });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(WEBHOOK_NO_ID_MESSAGE);
    }
  });

  test("events are re-read from Stripe, not trusted: a stale 'updated' after the cancellation changes nothing", async () => {
    const { userId, subscription } = await payer();
    const stale = stub.signedEvent("customer.subscription.updated", { ...subscription, status: "active" });
    stub.updateSubscription(subscription.id, { status: "canceled" });
    await deliver(stub.signedEvent("customer.subscription.deleted", { id: subscription.id, object: "subscription" }));
    await deliver(stale);
    expect((await rowOf(userId))?.status).toBe("canceled");
  });

  test("trial_will_end tells the payer once; an event for a subscription nobody owns is recorded and ignored", async () => {
    const { userId, subscription } = await payer();
    const event = stub.signedEvent("customer.subscription.trial_will_end", subscription);
    await deliver(event);
    await deliver(stub.signedEvent("customer.subscription.trial_will_end", subscription));
    expect(await noticesOf(userId, "trial_ending")).toHaveLength(1);

    const unknown = await deliver(stub.signedEvent("customer.created", { id: "cus_x", object: "customer" }));
    expect(await unknown.json()).toEqual({ received: true, outcome: "ignored" });
  });

  test("invoice.paid after the trial: active, renewing at the item's new period end", async () => {
    const { userId, subscription } = await payer();
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    stub.updateSubscription(subscription.id, { status: "active", current_period_end: periodEnd, trial_end: null });
    await deliver(
      stub.signedEvent("invoice.paid", {
        id: `in_${randomUUID()}`,
        object: "invoice",
        parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
      }),
    );
    expect(await rowOf(userId)).toMatchObject({ status: "active", currentPeriodEnd: new Date(periodEnd * 1000) });
  });
});

describe("the couple's plan", () => {
  test("the payer gets a portal link; the partner they cover sees who covers it and gets none", async () => {
    const { userId } = await payer();
    const partner = await person({ displayName: "Casey Covered" });
    await link(userId, partner);

    const { url } = await openBillingPortal({ userId });
    expect(url).toMatch(new RegExp(`^${stub.url}/portal/`));
    await expect(openBillingPortal({ userId: partner })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const seen = await loadSettings({ userId: partner, section: "subscription" });
    expect(seen).toMatchObject({ coveredByPartner: true, partnerName: "Robin", entitled: true, paymentsLive: true });
    expect(await readEntitlement({ userId: partner })).toMatchObject({ entitled: true, source: "partner" });
  });

  test("the payer deletes their account: Stripe cancels, the partner keeps access until the period ends and is told", async () => {
    const { userId, subscription } = await payer();
    const partner = await person();
    await link(userId, partner);
    await deleteAccount({ userId });

    expect(stub.subscriptions.get(subscription.id)?.status).toBe("canceled");
    const carried = await rowOf(partner);
    expect(carried).toMatchObject({ carriedOver: true, status: "canceled", provider: "none" });
    expect(carried!.currentPeriodEnd).toEqual(new Date(subscription.trial_end! * 1000));
    expect(await readEntitlement({ userId: partner })).toMatchObject({ entitled: true, source: "own" });
    expect(await noticesOf(partner, "plan_coverage_ending")).toHaveLength(1);
    // Stripe's own event about the cancellation finds nobody to change.
    const late = await deliver(stub.signedEvent("customer.subscription.deleted", { id: subscription.id }));
    expect(late.status).toBe(200);
  });

  test("Stripe unreachable when the payer deletes: nothing is deleted, and they can try again", async () => {
    const { userId } = await payer();
    stub.failNext(1, 503);
    await expect(deleteAccount({ userId })).rejects.toMatchObject({ code: "UNAVAILABLE" });
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  test("a disconnect leaves the covered partner access until the paid period ends; a partner with a plan keeps theirs", async () => {
    const { userId } = await payer();
    const partner = await person();
    await link(userId, partner);
    await disconnectPartner({ userId: partner, input: { confirmation: "DISCONNECT" } as never });
    expect(await rowOf(partner)).toMatchObject({ carriedOver: true });
    expect((await rowOf(userId))?.provider).toBe("stripe");
    expect(await noticesOf(partner, "plan_coverage_ending")).toHaveLength(1);
    expect(await noticesOf(userId, "plan_coverage_ending")).toHaveLength(0);
  });
});

describe("without a plan (decision 042)", () => {
  test("plan-only features refuse with PLAN_REQUIRED; help lines never wait for a plan", async () => {
    const lapsed = await person();
    await expect(assertEntitled({ userId: lapsed })).rejects.toMatchObject({ code: "PLAN_REQUIRED", status: 402 });
    const cookie = await sessionCookieFor(lapsed);
    const send = (message: string) =>
      postCoach(
        new Request("http://attune.test/api/v1/coach", {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({
            message,
            conversationHistory: [],
            currentPage: "/dashboard",
            conversationId: randomUUID(),
          }),
        }),
      );
    expect((await send("hello")).status).toBe(402);
    const crisis = await send("honestly I just want to kill myself");
    expect(crisis.status).toBe(200);
    expect(await crisis.text()).toContain('"kind":"crisis"');
  });

  test("a trial, or a partner's plan, is enough", async () => {
    const trial = await register(null, "attune_monthly");
    await expect(assertEntitled({ userId: trial })).resolves.toBeUndefined();
    const covered = await person();
    await link(trial, covered);
    await expect(assertEntitled({ userId: covered })).resolves.toBeUndefined();
  });

  test("a server without payments holds nothing back", async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    await expect(assertEntitled({ userId: await person() })).resolves.toBeUndefined();
  });

  test("the checkouts row of a deleted account goes with it", async () => {
    const { userId } = await payer();
    await deleteAccount({ userId });
    expect(
      await db()
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId))),
    ).toHaveLength(0);
  });
});
