import { z } from "zod";
import { isPushServiceEndpoint } from "@/lib/domain/notification-delivery";
import { text } from "./text";
import { PUSH_SUBSCRIPTION_INVALID } from "./push-values";

// The messages live apart from zod, for Settings' push row in the browser (decision 066).
export { PUSH_ENDPOINT_TAKEN, PUSH_SUBSCRIPTION_INVALID } from "./push-values";

const endpoint = text({ max: 2048, min: 1, trim: false, error: PUSH_SUBSCRIPTION_INVALID }).refine(
  isPushServiceEndpoint,
  { error: PUSH_SUBSCRIPTION_INVALID },
);
/** URL-safe base64 without padding, as PushSubscription.toJSON() gives the keys. */
const base64Url = (length: number) =>
  text({ max: length, min: length, trim: false, error: PUSH_SUBSCRIPTION_INVALID }).regex(/^[A-Za-z0-9_-]+$/, {
    error: PUSH_SUBSCRIPTION_INVALID,
  });

/** PushSubscription.toJSON(): the endpoint and the browser's P-256 public key (65 bytes) and auth secret (16). */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64Url(87), auth: base64Url(22) }),
});

export const pushEndpointSchema = z.object({ endpoint });

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;
export type PushEndpointInput = z.output<typeof pushEndpointSchema>;
