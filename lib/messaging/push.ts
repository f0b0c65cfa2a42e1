import { enqueueMessage } from "@/lib/data/outbox-writes";
import type { Executor } from "@/lib/data/transaction";
import type { PushPayload } from "@/lib/domain/notification-delivery";
import type { QueueOptions } from "./email";

/**
 * Queues one web push per browser the person subscribed (issue #17), in the caller's transaction, through the outbox:
 * the runner sends it with retries and the push service's circuit breaker, like every email and SMS. The outbox row
 * names the subscription by id, so a subscription removed in the meantime is simply not sent to. `holdUntil` keeps
 * the runner off the rows until then: the end of the person's quiet hours (decision 055).
 */
export async function queuePush(
  tx: Executor,
  userId: string,
  subscriptionIds: readonly string[],
  payload: PushPayload,
  { holdUntil }: QueueOptions = {},
): Promise<number> {
  for (const subscriptionId of subscriptionIds) {
    await enqueueMessage(
      {
        userId,
        channel: "push",
        template: `push:${payload.tag}`,
        recipient: subscriptionId,
        subject: payload.title,
        bodyText: JSON.stringify(payload),
        holdUntil,
      },
      tx,
    );
  }
  return subscriptionIds.length;
}
