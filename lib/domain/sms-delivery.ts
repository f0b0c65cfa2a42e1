/**
 * What Twilio's status callbacks may do to an invitation SMS's recorded state (POST /api/webhooks/twilio).
 *
 * Twilio sends one callback per state change, but over separate HTTP requests that can arrive out of order and more
 * than once (its own retries, a proxy's). The recorded state therefore only ever moves forward, so whatever order the
 * callbacks land in, a late report can never undo a later one.
 */

/** Twilio's message states for an outgoing SMS, in the order a message moves through them. */
export const SMS_DELIVERY_STATUSES = ["queued", "sending", "sent", "delivered", "undelivered", "failed"] as const;

export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];

// delivered, undelivered and failed share the last stage: each is Twilio's final word, and none may replace another.
const STAGE: Record<SmsDeliveryStatus, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
};

/** Whether a report of `reported` changes a message recorded at `current` (null: nothing reported yet). */
export function advancesSmsStatus(current: SmsDeliveryStatus | null, reported: SmsDeliveryStatus): boolean {
  return current === null || STAGE[reported] > STAGE[current];
}

/**
 * The recorded states a report of `reported` replaces (a null state always is). The data layer puts this list in its
 * conditional UPDATE, so concurrent callbacks are ordered by the database row lock rather than by a read in the app.
 */
export function statusesReplacedBy(reported: SmsDeliveryStatus): SmsDeliveryStatus[] {
  return SMS_DELIVERY_STATUSES.filter((current) => advancesSmsStatus(current, reported));
}

/**
 * partner_links.sms_sent as a status implies it: Twilio handed the message to the carrier (sent, delivered) or gave
 * up on it (undelivered, failed). Undefined while it is still on Twilio's side: the immediate send's answer stands.
 */
export function smsSentFor(status: SmsDeliveryStatus): boolean | undefined {
  if (status === "sent" || status === "delivered") return true;
  if (status === "undelivered" || status === "failed") return false;
  return undefined;
}
