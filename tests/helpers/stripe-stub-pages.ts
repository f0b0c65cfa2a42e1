import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { StripeStub, StubSubscription } from "./stripe-stub";

/**
 * The Stripe stub's web side (the API's behaviour and the control API are in stripe-stub.ts): the HTTP server, the
 * hosted Checkout and portal pages a browser e2e test clicks through, and the signed webhook events they send. The
 * pages are plain HTML with a landmark, a heading and real buttons in real forms, so tests find them by role and the
 * accessibility checks that run on every page pass here too. They act only through the stub's public control API.
 */

export type Reply =
  { status: number; json: unknown } | { status: number; html: string } | { status: 303; location: string };

export interface IncomingStubRequest {
  method: string;
  url: URL;
  body: string;
  authorization: string | undefined;
}

export interface SignedStubEvent {
  id: string;
  /** The exact body to POST: verify it as-is, never re-serialised. */
  payload: string;
  /** The `stripe-signature` header value for `payload`. */
  header: string;
}

export interface EventOptions {
  id?: string;
  /** `data.previous_attributes`, as Stripe sends on `*.updated` events. */
  previousAttributes?: Record<string, unknown>;
}

const hex = () => randomBytes(12).toString("hex");
const HTML = "text/html; charset=utf-8";

function send(res: ServerResponse, reply: Reply) {
  if ("location" in reply) return void res.writeHead(303, { location: reply.location }).end();
  if ("html" in reply) return void res.writeHead(reply.status, { "content-type": HTML }).end(reply.html);
  // The SDK copies request-id into the errors it throws.
  const headers = { "content-type": "application/json", "request-id": `req_${hex()}` };
  res.writeHead(reply.status, headers).end(JSON.stringify(reply.json));
}

/** Listens on 127.0.0.1 at a free port and hands each request, body read, to `route`. */
export async function serve(route: (request: IncomingStubRequest) => Promise<Reply>) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", "http://127.0.0.1"),
        body: Buffer.concat(chunks).toString("utf8"),
        authorization: req.headers.authorization,
      };
      void route(request).then(
        (reply) => send(res, reply),
        (error: unknown) =>
          send(res, { status: 500, json: { error: { type: "api_error", message: `Stripe stub crashed: ${error}` } } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      // The SDK keeps sockets alive; cutting them only at the end avoids racing a next request.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function signEvent(
  input: EventOptions & { type: string; object: unknown; created: number; secret: string },
): SignedStubEvent {
  const id = input.id ?? `evt_${hex()}`;
  const { object, previousAttributes } = input;
  const payload = JSON.stringify({
    id,
    object: "event",
    type: input.type,
    api_version: Stripe.API_VERSION,
    created: input.created,
    livemode: false,
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  // Signed at the real time, not the stub's clock: constructEvent rejects a timestamp 5 minutes off its own clock.
  return { id, payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: input.secret }) };
}

/** POSTs a signed event the way Stripe does; resolves with the receiver's status. */
export async function postEvent(url: string, event: SignedStubEvent): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": event.header },
    body: event.payload,
  });
  await response.arrayBuffer();
  return response.status;
}

/** In order, each awaited; a receiver that is down or says no is logged, never fatal (Stripe would retry). */
async function deliver(stub: StripeStub, events: [type: string, object: unknown, opts?: EventOptions][]) {
  if (!stub.webhookUrl) return;
  for (const [type, object, opts] of events) {
    try {
      const status = await stub.sendEvent(type, object, opts);
      if (status >= 300) console.warn(`Stripe stub: the webhook answered ${status} to ${type}`);
    } catch (error) {
      console.warn(`Stripe stub: could not deliver ${type}`, error);
    }
  }
}

/** The customer's newest subscription that has not ended (what the portal manages). */
const currentSubscription = (stub: StripeStub, customer: string): StubSubscription | undefined =>
  [...stub.subscriptions.values()].filter((sub) => sub.customer === customer && sub.status !== "canceled").at(-1);

/** GET shows a page; POST does what its button promises, delivers the webhooks, then redirects like Stripe. */
export async function hostedPage(stub: StripeStub, method: string, path: string): Promise<Reply> {
  const [, kind, id = ""] = /^\/(pay|portal)\/([^/]+)$/.exec(path) ?? [];
  const session = kind === "pay" ? stub.sessions.get(id) : undefined;
  const params = stub.checkoutParams.get(id);
  if (session && params) {
    if (method === "GET") {
      const { price, trialDays, trialEnd } = params;
      return {
        status: 200,
        html: checkoutPage({ action: path, price, trialDays, trialEnd, cancelUrl: session.cancel_url }),
      };
    }
    // A second submit lands on the success page again, without a second subscription.
    if (session.status === "open") {
      const { subscription } = stub.completeCheckout(id);
      await deliver(stub, [
        ["checkout.session.completed", session],
        ["customer.subscription.created", subscription],
      ]);
    }
    return { status: 303, location: (session.success_url ?? stub.url).replaceAll("{CHECKOUT_SESSION_ID}", id) };
  }
  const portal = kind === "portal" ? stub.portalSessions.get(id) : undefined;
  if (portal) {
    const sub = currentSubscription(stub, portal.customer);
    if (method === "POST") {
      if (sub && !sub.cancel_at_period_end) {
        stub.updateSubscription(sub.id, { cancel_at_period_end: true });
        const previousAttributes = { cancel_at_period_end: false, cancel_at: null };
        await deliver(stub, [["customer.subscription.updated", sub, { previousAttributes }]]);
      }
      return { status: 303, location: path };
    }
    return { status: 200, html: portalPage({ action: path, returnUrl: portal.return_url, sub }) };
  }
  return { status: 404, html: page("Not found", `<p>${escapeHtml(path)} does not exist on this Stripe stub.</p>`) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A unix timestamp as a calendar date, in UTC like the rest of the tests. */
const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-GB", { timeZone: "UTC", dateStyle: "long" });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const postButton = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(label)}</button>
</form>`;

function checkoutPage(input: {
  action: string;
  price: string;
  trialDays: number | null;
  trialEnd: number | null;
  cancelUrl: string | null;
}) {
  const terms = input.trialDays
    ? `${input.trialDays}-day free trial, then billed on price ${input.price}.`
    : input.trialEnd
      ? `Free trial until ${new Date(input.trialEnd * 1000).toISOString().slice(0, 10)}, then billed on price ${input.price}.`
      : `Billed now on price ${input.price}.`;
  const cancel = input.cancelUrl ? `<p><a href="${escapeHtml(input.cancelUrl)}">Cancel</a></p>` : "";
  return page(
    "Stub checkout",
    `<p>${escapeHtml(terms)} No card is needed: this is a local test stand-in for Stripe Checkout.</p>
${postButton(input.action, "Start trial")}
${cancel}`,
  );
}

function portalPage(input: { action: string; returnUrl: string | null; sub: StubSubscription | undefined }) {
  const { sub } = input;
  const item = sub?.items.data[0];
  let body = "<p>No current plan.</p>";
  if (sub && item && sub.cancel_at_period_end) {
    body = `<p>Your plan (${escapeHtml(item.price.id)}) ends on ${escapeHtml(day(item.current_period_end))}.</p>`;
  } else if (sub && item) {
    body = `<p>Current plan: ${escapeHtml(item.price.id)} (${escapeHtml(sub.status)}), renews on ${escapeHtml(day(item.current_period_end))}.</p>
${postButton(input.action, "Cancel plan")}`;
  }
  const back = input.returnUrl ? `<p><a href="${escapeHtml(input.returnUrl)}">Return to Attune</a></p>` : "";
  return page("Stub billing portal", `${body}\n${back}`);
}
