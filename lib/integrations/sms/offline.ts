import { logger } from "@/lib/logger";
import type { OutgoingSms, SmsSender } from "./types";

/** Used without Twilio credentials: logs one line, and the text stays readable in the dev mailbox (outbox table). */
export class OfflineSmsSender implements SmsSender {
  readonly name = "offline";

  async send(sms: OutgoingSms): Promise<{ providerMessageId: string }> {
    logger.info("sms.offline_delivered", {
      to: sms.to,
      template: sms.template,
      length: sms.body.length,
      messageId: sms.idempotencyKey,
    });
    return { providerMessageId: `offline_${sms.idempotencyKey}` };
  }
}
