import { deliverMessagesNow, type DeliverOptions, type ImmediateOutcome } from "@/lib/jobs/deliver";

export type { ImmediateOutcome, Senders } from "@/lib/jobs/deliver";

/**
 * Sends exactly these queued messages now, once, after the transaction that queued them has committed: for a use
 * case that tells the user what went out (the partner invitation, spec 3 §4 "Partial success"). Queue them with
 * `holdUntil` so the background runner leaves them to this call. A failed attempt is final (the user was told).
 */
export function sendNow(
  ids: readonly string[],
  options: Pick<DeliverOptions, "now" | "senders"> = {},
): Promise<Map<string, ImmediateOutcome>> {
  return deliverMessagesNow(ids, options);
}
