import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { decodeStripeForm, startStripeStub, type StripeStub } from "../../helpers/stripe-stub";

// The Stripe stub itself, driven through the real SDK, so tests built on it can trust its shapes.

const NOW = new Date("2026-01-31T12:00:00Z");
const at = (iso: string) => Date.parse(iso) / 1000;
const SECRET = "whsec_test_stub";

let stub: StripeStub;
let stripe: Stripe;

/** A tiny webhook endpoint that records what reaches it. */
async function startReceiver() {
  const received: { signature: string; payload: string }[] = [];
  const server = createServer((req, res) => {
    let payload = "";
    req.on("data", (data: Buffer) => (payload += data.toString()));
    req.on("end", () => {
      received.push({ signature: String(req.headers["stripe-signature"]), payload });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  stub = await startStripeStub({ now: () => NOW, prices: { price_annual: "year" } });
  stripe = new Stripe("sk_test_stub", { host: stub.host, port: stub.port, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(() => stub.close());

const startTrialCheckout = () =>
  stripe.checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: "price_monthly", quantity: 1 }],
    subscription_data: { trial_period_days: 7, metadata: { checkout_id: "chk_1" } },
    client_reference_id: "chk_1",
    success_url: "http://attune.test/onboarding?payment=success&session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://attune.test/onboarding?payment=cancelled",
  });

test("Stripe's bracket form encoding decodes into nested objects and arrays", () => {
  const form = new URLSearchParams("line_items[0][price]=p&line_items[0][quantity]=1&a[b][c]=d&expand[]=x&expand[]=y");
  expect(decodeStripeForm(form)).toEqual({
    line_items: [{ price: "p", quantity: "1" }],
    a: { b: { c: "d" } },
    expand: ["x", "y"],
  });
});

describe("the API through the SDK", () => {
  test("a trial checkout: create, retrieve, complete, then the trialing subscription", async () => {
    const created = await startTrialCheckout();
    expect(created).toMatchObject({
      object: "checkout.session",
      status: "open",
      mode: "subscription",
      client_reference_id: "chk_1",
      customer: null,
      subscription: null,
      url: `${stub.url}/pay/${created.id}`,
      created: at("2026-01-31T12:00:00Z"),
    });
    expect(created.id).toMatch(/^cs_test_/);
    expect(stub.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      params: {
        line_items: [{ price: "price_monthly", quantity: "1" }],
        subscription_data: { trial_period_days: "7", metadata: { checkout_id: "chk_1" } },
      },
    });
    expect(await stripe.checkout.sessions.retrieve(created.id)).toEqual(created);

    const { subscription } = stub.completeCheckout(created.id);
    const session = await stripe.checkout.sessions.retrieve(created.id);
    expect(session).toMatchObject({ status: "complete", subscription: subscription.id });
    expect(session.customer).toMatch(/^cus_/);

    const sub = await stripe.subscriptions.retrieve(subscription.id);
    expect(sub).toMatchObject({
      object: "subscription",
      customer: session.customer,
      status: "trialing",
      cancel_at_period_end: false,
      trial_start: at("2026-01-31T12:00:00Z"),
      trial_end: at("2026-02-07T12:00:00Z"),
      metadata: { checkout_id: "chk_1" },
    });
    expect(sub).not.toHaveProperty("current_period_end");
    expect(sub.items.data[0]).toMatchObject({
      price: { id: "price_monthly", recurring: { interval: "month" } },
      quantity: 1,
      current_period_start: at("2026-01-31T12:00:00Z"),
      current_period_end: at("2026-02-07T12:00:00Z"),
    });
  });

  test("without a trial the subscription is active for a calendar month, or a year on an annual price", async () => {
    const monthly = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: "price_monthly", quantity: 1 }],
      success_url: "http://attune.test/ok",
    });
    const annual = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: "price_annual", quantity: 1 }],
      success_url: "http://attune.test/ok",
    });
    const month = stub.completeCheckout(monthly.id).subscription;
    expect(month).toMatchObject({ status: "active", trial_end: null });
    // 31 January + 1 month is the last day of February.
    expect(month.items.data[0]!.current_period_end).toBe(at("2026-02-28T12:00:00Z"));
    const year = stub.completeCheckout(annual.id).subscription;
    expect(year.items.data[0]).toMatchObject({
      price: { recurring: { interval: "year" } },
      current_period_end: at("2027-01-31T12:00:00Z"),
    });
    expect(() => stub.completeCheckout(annual.id)).toThrow(/complete/);
  });

  test("portal session, cancel at period end, then cancel now", async () => {
    const { subscription } = stub.completeCheckout((await startTrialCheckout()).id);
    const portal = await stripe.billingPortal.sessions.create({
      customer: subscription.customer,
      return_url: "http://attune.test/settings",
    });
    expect(portal).toMatchObject({
      object: "billing_portal.session",
      customer: subscription.customer,
      return_url: "http://attune.test/settings",
      url: `${stub.url}/portal/${portal.id}`,
    });
    await expect(stripe.billingPortal.sessions.create({ customer: "cus_nobody" })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
    });

    const ending = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(ending).toMatchObject({ cancel_at_period_end: true, cancel_at: at("2026-02-07T12:00:00Z") });
    const kept = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(kept).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled", canceled_at: at("2026-01-31T12:00:00Z") });
    expect(stub.subscriptions.get(subscription.id)!.status).toBe("canceled");
  });

  test("the control API moves a subscription the way Stripe's clock would", async () => {
    const { subscription } = stub.completeCheckout((await startTrialCheckout()).id);
    stub.updateSubscription(subscription.id, {
      status: "active",
      trial_end: null,
      current_period_end: at("2026-03-07T12:00:00Z"),
    });
    const sub = await stripe.subscriptions.retrieve(subscription.id);
    expect(sub).toMatchObject({ status: "active", trial_end: null });
    expect(sub.items.data[0]!.current_period_end).toBe(at("2026-03-07T12:00:00Z"));
  });

  test("errors come back as the SDK's own error classes", async () => {
    stub.failNext(1);
    const failed = stripe.checkout.sessions.retrieve("cs_test_whatever");
    await expect(failed).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(failed).rejects.toMatchObject({ statusCode: 500 });
    stub.failNext(2, 503);
    for (let i = 0; i < 2; i++) {
      await expect(stripe.subscriptions.retrieve("sub_x")).rejects.toMatchObject({ statusCode: 503 });
    }
    await expect(stripe.subscriptions.retrieve("sub_x")).rejects.toMatchObject({ statusCode: 404 });

    await expect(stripe.subscriptions.retrieve("sub_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
    await expect(stripe.customers.retrieve("cus_x")).rejects.toMatchObject({ statusCode: 404 });

    const anonymous = await fetch(`${stub.url}/v1/subscriptions/sub_x`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });
});

test("signed events verify with the SDK and the stub's secret, and only with it", () => {
  const event = stub.signedEvent("customer.subscription.deleted", { id: "sub_1", object: "subscription" });
  const verified = stripe.webhooks.constructEvent(event.payload, event.header, SECRET);
  expect(verified).toMatchObject({
    id: event.id,
    object: "event",
    type: "customer.subscription.deleted",
    api_version: Stripe.API_VERSION,
    livemode: false,
    data: { object: { id: "sub_1" } },
  });
  expect(() => stripe.webhooks.constructEvent(event.payload, event.header, "whsec_other")).toThrow(
    Stripe.errors.StripeSignatureVerificationError,
  );
});

describe("hosted pages", () => {
  test("paying on /pay completes the checkout, delivers both events, and redirects to the success URL", async () => {
    const receiver = await startReceiver();
    stub.webhookUrl = receiver.url;
    try {
      const session = await startTrialCheckout();
      const page = await fetch(session.url!);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("<h1>Stub checkout</h1>");
      expect(html).toMatch(/<form method="post"[^>]*>\s*<button type="submit">Start trial<\/button>/);
      expect(html).toContain('href="http://attune.test/onboarding?payment=cancelled">Cancel</a>');

      const paid = await fetch(session.url!, { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(
        `http://attune.test/onboarding?payment=success&session_id=${session.id}`,
      );

      const events = receiver.received.map((hit) => stripe.webhooks.constructEvent(hit.payload, hit.signature, SECRET));
      expect(events.map((event) => event.type)).toEqual([
        "checkout.session.completed",
        "customer.subscription.created",
      ]);
      const subscriptionId = stub.sessions.get(session.id)!.subscription!;
      expect(events[0]!.data.object).toMatchObject({
        id: session.id,
        status: "complete",
        subscription: subscriptionId,
      });
      expect(events[1]!.data.object).toMatchObject({ id: subscriptionId, status: "trialing" });

      // A second submit does not subscribe twice.
      const again = await fetch(session.url!, { method: "POST", redirect: "manual" });
      expect(again.status).toBe(303);
      expect(receiver.received).toHaveLength(2);
    } finally {
      stub.webhookUrl = null;
      await receiver.close();
    }
  });

  test("the portal's Cancel plan sets cancel_at_period_end and delivers customer.subscription.updated", async () => {
    const receiver = await startReceiver();
    stub.webhookUrl = receiver.url;
    try {
      const { subscription } = stub.completeCheckout((await startTrialCheckout()).id);
      const portal = await stripe.billingPortal.sessions.create({
        customer: subscription.customer,
        return_url: "http://attune.test/settings",
      });
      const html = await (await fetch(portal.url)).text();
      expect(html).toContain("<h1>Stub billing portal</h1>");
      expect(html).toContain('<button type="submit">Cancel plan</button>');
      expect(html).toContain('href="http://attune.test/settings">Return to Attune</a>');

      const canceled = await fetch(portal.url, { method: "POST", redirect: "manual" });
      expect(canceled.status).toBe(303);
      expect(stub.subscriptions.get(subscription.id)).toMatchObject({ cancel_at_period_end: true });
      const [event] = receiver.received.map((hit) =>
        stripe.webhooks.constructEvent(hit.payload, hit.signature, SECRET),
      );
      expect(event).toMatchObject({
        type: "customer.subscription.updated",
        data: {
          object: { id: subscription.id, cancel_at_period_end: true },
          previous_attributes: { cancel_at_period_end: false },
        },
      });
      expect(await (await fetch(portal.url)).text()).toContain("ends on 7 February 2026");
    } finally {
      stub.webhookUrl = null;
      await receiver.close();
    }
  });

  test("a webhook endpoint that is down is logged, and the payer still gets to the success URL", async () => {
    const receiver = await startReceiver();
    await receiver.close();
    stub.webhookUrl = receiver.url;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const session = await startTrialCheckout();
      const paid = await fetch(session.url!, { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(303);
      expect(stub.sessions.get(session.id)!.status).toBe("complete");
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
      stub.webhookUrl = null;
    }
  });

  test("unknown pages are a 404", async () => {
    expect((await fetch(`${stub.url}/pay/cs_test_nope`)).status).toBe(404);
  });
});
