import { randomBytes } from "node:crypto";
import { hostedPage, postEvent, serve, signEvent } from "./stripe-stub-pages";
import type { EventOptions, Reply, SignedStubEvent } from "./stripe-stub-pages";

export type { EventOptions, SignedStubEvent } from "./stripe-stub-pages";

/**
 * A local stand-in for the Stripe API on 127.0.0.1, for tests that drive the real `stripe` SDK (never the internet):
 * `new Stripe(key, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 })`. It keeps just enough state
 * for Attune's billing — Checkout Sessions, customers, subscriptions, portal sessions — answers in Stripe's shapes for
 * the SDK's API version, serves hosted Checkout and portal pages a browser test can click through, and signs webhook
 * events with the same scheme Stripe uses, so the app's signature check runs for real.
 */

export type PriceInterval = "month" | "year";
export type StubSubscriptionStatus =
  "trialing" | "active" | "past_due" | "unpaid" | "canceled" | "incomplete" | "incomplete_expired" | "paused";

export interface StripeStubOptions {
  /** The endpoint secret events are signed with; default "whsec_test_stub". */
  webhookSecret?: string;
  /** The stub's clock for every timestamp it hands out (not for signatures, which the SDK checks against real time). */
  now?: () => Date;
  /** Billing interval per price id; a price not listed renews monthly. */
  prices?: Record<string, PriceInterval>;
}

export interface StubCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  mode: string;
  client_reference_id: string | null;
  customer: string | null;
  subscription: string | null;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface StubSubscriptionItem {
  id: string;
  object: "subscription_item";
  price: { id: string; object: "price"; recurring: { interval: PriceInterval; interval_count: 1 } };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

/** Shaped like API version 2026-10-28: billing periods live on the items, not on the subscription. */
export interface StubSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: StubSubscriptionStatus;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  created: number;
  metadata: Record<string, string>;
  livemode: false;
  items: { object: "list"; data: StubSubscriptionItem[]; has_more: false; url: string };
}

export interface StubPortalSession {
  id: string;
  object: "billing_portal.session";
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
}

export interface StubRequest {
  method: string;
  /** Without the query string; GET/DELETE query parameters are decoded into `params` like a form body. */
  path: string;
  params: Record<string, unknown>;
}

export type SubscriptionPatch = Partial<{
  status: StubSubscriptionStatus;
  cancel_at_period_end: boolean;
  /** Moves the first item's period end (a renewal, or a trial extended from the dashboard). */
  current_period_end: number;
  trial_end: number | null;
}>;

export type CompletedCheckout = { session: StubCheckoutSession; subscription: StubSubscription };

export interface StripeStub {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly webhookSecret: string;
  /** Where the hosted pages deliver their events; null (the default) delivers nothing. */
  webhookUrl: string | null;
  /** Every /v1 request, in order (hosted-page traffic is not logged). */
  readonly requests: StubRequest[];
  readonly sessions: Map<string, StubCheckoutSession>;
  readonly subscriptions: Map<string, StubSubscription>;
  readonly portalSessions: Map<string, StubPortalSession>;
  readonly checkoutParams: Map<string, StubCheckoutParams>;
  /** What paying on the hosted page does, minus the webhooks: a customer, a subscription, a completed session. */
  completeCheckout(sessionId: string, opts?: { trialDays?: number }): CompletedCheckout;
  updateSubscription(id: string, patch: SubscriptionPatch): StubSubscription;
  signedEvent(type: string, object: unknown, opts?: EventOptions): SignedStubEvent;
  /** Signs and POSTs an event to `webhookUrl`; resolves with the receiver's HTTP status. */
  sendEvent(type: string, object: unknown, opts?: EventOptions): Promise<number>;
  /** The next `count` /v1 requests fail with Stripe's api_error and this status (then normal service resumes). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

/** What a Checkout Session was created with, beyond what the session object shows. */
export interface StubCheckoutParams {
  price: string;
  quantity: number;
  trialDays: number | null;
  /** `subscription_data.trial_end` (unix seconds): a buyer who keeps what is left of their trial. */
  trialEnd: number | null;
  subscriptionMetadata: Record<string, string>;
}

const DAY = 86_400;
const UNSAFE_KEYS = new Set(["__proto__", "prototype", "constructor"]);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Where `part` goes in `node`: `[]` appends to a list. */
const slotIn = (node: object, part: string) => (part === "" && Array.isArray(node) ? String(node.length) : part);

/** Stripe's form encoding (`a[b][0][c]=v`, `expand[]=x`) back into nested objects and arrays; values stay strings. */
export function decodeStripeForm(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...Array.from(match[2]!.matchAll(/\[([^\]]*)\]/g), (m) => m[1]!)];
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue;
    const last = path.pop()!;
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      const slot = slotIn(node, part);
      if (typeof node[slot] !== "object" || node[slot] === null) {
        // An index (or `[]`) next means this level is a list, as the SDK encodes arrays.
        node[slot] = /^\d*$/.test(path[i + 1] ?? last) ? [] : {};
      }
      node = node[slot] as Record<string, unknown>;
    });
    node[slotIn(node, last)] = value;
  }
  return root;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const strings = (value: unknown) =>
  Object.fromEntries(Object.entries(record(value)).filter(([, v]) => text(v) !== null)) as Record<string, string>;

/** One calendar interval later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb), as Stripe bills. */
function addInterval(start: Date, interval: PriceInterval): number {
  const end = new Date(start);
  end.setUTCDate(1);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return unix(end);
}

const stripeError = (status: number, type: string, message: string, extra: object = {}): Reply => ({
  status,
  json: { error: { type, message, ...extra } },
});
const missing = (message: string, param?: string): Reply =>
  stripeError(404, "invalid_request_error", message, { code: "resource_missing", ...(param ? { param } : {}) });

export async function startStripeStub(options: StripeStubOptions = {}): Promise<StripeStub> {
  const now = options.now ?? (() => new Date());
  const prices = options.prices ?? {};
  const sessions = new Map<string, StubCheckoutSession>();
  const checkoutParams = new Map<string, StubCheckoutParams>();
  const subscriptions = new Map<string, StubSubscription>();
  const portalSessions = new Map<string, StubPortalSession>();
  const customers = new Set<string>();
  const requests: StubRequest[] = [];
  const failures: number[] = [];

  const server = await serve(async ({ method, url, body, authorization }) =>
    url.pathname.startsWith("/v1/") ? api(method, url, body, authorization) : hostedPage(stub, method, url.pathname),
  );

  function api(method: string, url: URL, body: string, authorization: string | undefined): Reply {
    const params = decodeStripeForm(new URLSearchParams([...url.searchParams, ...new URLSearchParams(body)]));
    requests.push({ method, path: url.pathname, params });
    const failure = failures.shift();
    if (failure !== undefined) return stripeError(failure, "api_error", "Stripe stub: injected by failNext().");
    const authorized = /^Bearer sk_\S+$/.test(authorization ?? "");
    if (!authorized) return stripeError(401, "invalid_request_error", "You did not provide an API key.");
    const route = `${method} ${url.pathname}`;
    let match: RegExpMatchArray | null;
    if (route === "POST /v1/checkout/sessions") return createCheckoutSession(params);
    if ((match = route.match(/^GET \/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(match[1]!);
      return session ? { status: 200, json: session } : missing(`No such checkout.session: '${match[1]}'`, "session");
    }
    if ((match = route.match(/^(GET|POST|DELETE) \/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(match[2]!);
      if (!sub) return missing(`No such subscription: '${match[2]}'`, "id");
      if (match[1] === "POST") return updateFromApi(sub, params);
      if (match[1] === "DELETE" && sub.status !== "canceled") updateSubscription(sub.id, { status: "canceled" });
      return { status: 200, json: sub };
    }
    if (route === "POST /v1/billing_portal/sessions") return createPortalSession(params);
    return missing(`Unrecognized request URL (${method}: ${url.pathname}).`);
  }

  function createCheckoutSession(params: Record<string, unknown>): Reply {
    const item = record((params.line_items as unknown[] | undefined)?.[0]);
    const price = text(item.price);
    if (!text(params.mode)) return paramMissing("mode");
    if (!price) return paramMissing("line_items");
    const customer = text(params.customer);
    if (customer && !customers.has(customer)) return noSuchCustomer(customer);
    const subscriptionData = record(params.subscription_data);
    const id = newId("cs_test");
    const session: StubCheckoutSession = {
      id,
      object: "checkout.session",
      url: `${stub.url}/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      mode: text(params.mode)!,
      client_reference_id: text(params.client_reference_id),
      customer,
      subscription: null,
      success_url: text(params.success_url),
      cancel_url: text(params.cancel_url),
      metadata: strings(params.metadata),
      created: unix(now()),
      livemode: false,
    };
    sessions.set(id, session);
    checkoutParams.set(id, {
      price,
      quantity: Number(text(item.quantity) ?? 1),
      trialDays: text(subscriptionData.trial_period_days) ? Number(subscriptionData.trial_period_days) : null,
      trialEnd: text(subscriptionData.trial_end) ? Number(subscriptionData.trial_end) : null,
      subscriptionMetadata: strings(subscriptionData.metadata),
    });
    return { status: 200, json: session };
  }

  function updateFromApi(sub: StubSubscription, params: Record<string, unknown>): Reply {
    const flag = text(params.cancel_at_period_end);
    if (flag !== null && sub.status === "canceled") {
      return stripeError(400, "invalid_request_error", "A canceled subscription can only update its metadata.");
    }
    if (flag !== null) updateSubscription(sub.id, { cancel_at_period_end: flag === "true" });
    // Stripe's convention: an empty string unsets (one key, or all metadata).
    if (params.metadata === "") sub.metadata = {};
    for (const [key, value] of Object.entries(record(params.metadata))) {
      if (value === "") delete sub.metadata[key];
      else if (typeof value === "string") sub.metadata[key] = value;
    }
    return { status: 200, json: sub };
  }

  function createPortalSession(params: Record<string, unknown>): Reply {
    const customer = text(params.customer);
    if (!customer) return paramMissing("customer");
    if (!customers.has(customer)) return noSuchCustomer(customer);
    const id = newId("bps");
    const portal: StubPortalSession = {
      id,
      object: "billing_portal.session",
      customer,
      return_url: text(params.return_url),
      url: `${stub.url}/portal/${id}`,
      created: unix(now()),
      livemode: false,
    };
    portalSessions.set(id, portal);
    return { status: 200, json: portal };
  }

  const invalid = (message: string, code: string, param: string) =>
    stripeError(400, "invalid_request_error", message, { code, param });
  const paramMissing = (param: string) => invalid(`Missing required param: ${param}.`, "parameter_missing", param);
  const noSuchCustomer = (id: string) => invalid(`No such customer: '${id}'`, "resource_missing", "customer");

  function completeCheckout(sessionId: string, opts: { trialDays?: number } = {}) {
    const session = sessions.get(sessionId);
    const params = checkoutParams.get(sessionId);
    if (!session || !params) throw new Error(`Stripe stub: no checkout session ${sessionId}`);
    if (session.status !== "open") throw new Error(`Stripe stub: checkout session ${sessionId} is ${session.status}`);
    const start = now();
    const created = unix(start);
    const trialDays = opts.trialDays ?? params.trialDays;
    const trialEnd = trialDays ? created + trialDays * DAY : params.trialEnd;
    const interval = prices[params.price] ?? "month";
    const customer = session.customer ?? newId("cus");
    customers.add(customer);
    const id = newId("sub");
    const subscription: StubSubscription = {
      id,
      object: "subscription",
      customer,
      status: trialEnd ? "trialing" : "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_start: trialEnd ? created : null,
      trial_end: trialEnd,
      created,
      metadata: { ...params.subscriptionMetadata },
      livemode: false,
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            price: { id: params.price, object: "price", recurring: { interval, interval_count: 1 } },
            quantity: params.quantity,
            current_period_start: created,
            // A trial is the first period; billing starts when it ends.
            current_period_end: trialEnd ?? addInterval(start, interval),
          },
        ],
      },
    };
    subscriptions.set(id, subscription);
    const paymentStatus = trialEnd ? "no_payment_required" : "paid";
    Object.assign(session, { status: "complete", payment_status: paymentStatus, customer, subscription: id });
    return { session, subscription };
  }

  function updateSubscription(id: string, patch: SubscriptionPatch) {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`Stripe stub: no subscription ${id}`);
    const item = sub.items.data[0]!;
    if (patch.current_period_end !== undefined) item.current_period_end = patch.current_period_end;
    if (patch.trial_end !== undefined) sub.trial_end = patch.trial_end;
    if (patch.cancel_at_period_end !== undefined) sub.cancel_at_period_end = patch.cancel_at_period_end;
    sub.cancel_at = sub.cancel_at_period_end ? item.current_period_end : null;
    if (patch.status !== undefined) {
      sub.status = patch.status;
      if (patch.status === "canceled" && sub.canceled_at === null) {
        sub.canceled_at = sub.ended_at = unix(now());
      }
    }
    return sub;
  }

  const signedEvent = (type: string, object: unknown, opts: EventOptions = {}) =>
    signEvent({ ...opts, type, object, created: unix(now()), secret: stub.webhookSecret });

  async function sendEvent(type: string, object: unknown, opts?: EventOptions) {
    if (!stub.webhookUrl) throw new Error("Stripe stub: set webhookUrl before sending events");
    return postEvent(stub.webhookUrl, signedEvent(type, object, opts));
  }

  const stub: StripeStub = {
    url: `http://127.0.0.1:${server.port}`,
    host: "127.0.0.1",
    port: server.port,
    webhookSecret: options.webhookSecret ?? "whsec_test_stub",
    webhookUrl: null,
    requests,
    sessions,
    subscriptions,
    portalSessions,
    checkoutParams,
    completeCheckout,
    updateSubscription,
    signedEvent,
    sendEvent,
    failNext(count, status = 500) {
      failures.push(...Array<number>(count).fill(status));
    },
    close: server.close,
  };
  return stub;
}
