import { enqueueMessage } from "@/lib/data/outbox-writes";
import type { Executor } from "@/lib/data/transaction";
import { discreetPush } from "@/lib/domain/discreet-notifications";
import type { PushPayload } from "@/lib/domain/notification-delivery";
import type { QueueOptions } from "./email";

/**
 * Queues one web push per browser the person subscribed (issue #17), in the caller's transaction, through the outbox:
 * the runner sends it with retries and the push service's circuit breaker, like every email and SMS. The outbox row
 * names the subscription by id, so a subscription removed in the meantime is simply not sent to. `holdUntil` keeps
 * the runner off the rows until then: the end of the person's quiet hours (decision 055). With `discreet` (the person's
 * Discreet notifications switch, decision 080) every push carries the same neutral words instead of the payload's.
 */
export async function queuePush(
  tx: Executor,
  userId: string,
  subscriptionIds: readonly string[],
  payload: PushPayload,
  { holdUntil, discreet = false }: QueueOptions = {},
): Promise<number> {
  const sent = discreet ? discreetPush(payload) : payload;
  for (const subscriptionId of subscriptionIds) {
    await enqueueMessage(
      {
        userId,
        channel: "push",
        template: `push:${sent.tag}`,
        recipient: subscriptionId,
        subject: sent.title,
        bodyText: JSON.stringify(sent),
        holdUntil,
      },
      tx,
    );
  }
  return subscriptionIds.length;
}
