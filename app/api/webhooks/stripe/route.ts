import { handler } from "@/lib/http/handler";
import { readBoundedBody } from "@/lib/http/json-body";
import { handleStripeWebhook } from "@/lib/services/billing/handle-stripe-webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Stripe's events are a few kilobytes; a quarter of a megabyte leaves room for any object Stripe embeds. */
const STRIPE_EVENT_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/webhooks/stripe — Stripe's events (decision 042). Public by nature: the signature over the raw body is
 * the authentication, checked by the service before anything is read (400 when it does not match). A 2xx tells Stripe
 * to stop retrying, so one is sent only once the event's effect is committed (or it had been already).
 */
export const POST = handler({ auth: "public", noStoreOnError: true }, async ({ request }) => {
  const bytes = await readBoundedBody(request, STRIPE_EVENT_LIMIT_BYTES);
  const outcome = await handleStripeWebhook({
    rawBody: bytes ? new TextDecoder().decode(bytes) : "",
    signature: request.headers.get("stripe-signature"),
  });
  return Response.json({ received: true, outcome }, { headers: { "Cache-Control": "no-store" } });
});
