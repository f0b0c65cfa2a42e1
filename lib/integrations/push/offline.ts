import { logger } from "@/lib/logger";
import type { OutgoingPush, PushSender } from "./types";

/**
 * Used when this server has no VAPID keys (production without them): no browser can subscribe then, so this only
 * meets subscriptions saved before the keys were removed. It logs one line and reports the push as delivered, so the
 * outbox does not retry something that cannot be sent.
 */
export class OfflinePushSender implements PushSender {
  readonly name = "offline";

  async send(push: OutgoingPush): Promise<{ providerMessageId: string }> {
    logger.info("push.offline_delivered", { messageId: push.idempotencyKey, bytes: push.payload.length });
    return { providerMessageId: `offline_${push.idempotencyKey}` };
  }
}
