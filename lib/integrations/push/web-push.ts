import type { Agent } from "node:https";
import webpush from "web-push";
import { DeliveryError } from "@/lib/integrations/delivery-error";
import type { OutgoingPush, PushSender, VapidKeys } from "./types";

/** Push services answer in well under a second; a stalled one must not hold a delivery claim (2 min lock). */
const TIMEOUT_MS = 20_000;
/** A day: a phone that is off overnight still gets the morning's reminder; older ones are not worth showing. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/** Thrown when the push service says the subscription is gone: the caller deletes it (RFC 8030 §7.3). */
export class PushSubscriptionGoneError extends DeliveryError {
  override name = "PushSubscriptionGoneError";
}

/**
 * Web push with the web-push SDK: the payload is encrypted for the browser (RFC 8291, aes128gcm) and signed with
 * this server's VAPID key (RFC 8292). 404/410 mean the subscription is gone for good; other 4xx refuse this message
 * (no retry); 429 and 5xx are the service's trouble and are retried by the outbox.
 */
export class WebPushSender implements PushSender {
  readonly name = "webpush";

  constructor(
    private readonly keys: VapidKeys,
    /** Tests reach a local push-service stub over TLS with its own certificate. */
    private readonly agent?: Agent,
  ) {}

  async send(push: OutgoingPush): Promise<{ providerMessageId: string }> {
    const { target } = push;
    try {
      const result = await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        push.payload,
        {
          vapidDetails: this.keys,
          TTL: push.ttlSeconds ?? DEFAULT_TTL_SECONDS,
          contentEncoding: "aes128gcm",
          timeout: TIMEOUT_MS,
          urgency: "normal",
          ...(this.agent ? { agent: this.agent } : {}),
        },
      );
      // The push service names the message it accepted in Location (RFC 8030 §5).
      const location = result.headers["location"];
      return { providerMessageId: typeof location === "string" ? location : push.idempotencyKey };
    } catch (error) {
      if (error instanceof webpush.WebPushError) {
        const status = error.statusCode;
        if (status === 404 || status === 410) {
          throw new PushSubscriptionGoneError(`Push subscription gone (${status})`, { retryable: false, status });
        }
        const retryable = status === 429 || status >= 500;
        throw new DeliveryError(`Push service refused the message (${status})`, { retryable, status, cause: error });
      }
      // Bad keys in a stored subscription fail while encrypting: no retry can help.
      if (error instanceof Error && /public key|auth secret|p256dh|ECDH/i.test(error.message)) {
        throw new DeliveryError(`Push subscription unusable: ${error.message}`, { retryable: false, cause: error });
      }
      throw error;
    }
  }
}
