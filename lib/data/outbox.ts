import { outbox } from "@/db/schema";
import type { Executor } from "@/db/client";

export interface OutgoingMessage {
  userId: string | null;
  channel: "email" | "sms";
  /** Template name, e.g. "email-verification"; lets the dev mailbox and tests find messages by kind. */
  template: string;
  recipient: string;
  subject?: string;
  bodyText: string;
  bodyHtml?: string;
}

/**
 * Queues a message. Call it with the transaction that makes the change the message announces, so that a rolled-back
 * change sends nothing and a committed one is always delivered by the job runner.
 */
export async function enqueueMessage(executor: Executor, message: OutgoingMessage): Promise<{ id: string }> {
  const [row] = await executor
    .insert(outbox)
    .values({
      userId: message.userId,
      channel: message.channel,
      template: message.template,
      recipient: message.recipient,
      subject: message.subject ?? null,
      bodyText: message.bodyText,
      bodyHtml: message.bodyHtml ?? null,
    })
    .returning({ id: outbox.id });
  return row!;
}
