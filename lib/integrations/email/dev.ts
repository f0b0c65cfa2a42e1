import { logger } from "@/lib/logger";
import type { EmailSender, OutgoingEmail } from "./types";

/**
 * Used when RESEND_API_KEY is unset (development, offline demos). It "delivers" by writing one line to the server
 * log; the full message stays readable (decrypted) in the dev mailbox, which reads the outbox table.
 */
export class DevEmailSender implements EmailSender {
  readonly name = "dev";

  async send(email: OutgoingEmail): Promise<{ providerMessageId: string }> {
    logger.info("email.dev_delivered", {
      to: email.to,
      subject: email.subject,
      template: email.template,
      messageId: email.idempotencyKey,
    });
    return { providerMessageId: `dev_${email.idempotencyKey}` };
  }
}
