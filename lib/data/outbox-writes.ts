import type { Executor } from "@/db/client";
import { outbox } from "@/db/schema";
import { normaliseRecipient, type OutboxChannel } from "./outbox";

/**
 * The outbox's write side, apart from its claim/read side (outbox.ts) so that the lint rule can let only
 * lib/messaging queue messages (issue #12): every message then gets its fields, links and copy in one place.
 */

export interface OutgoingMessage {
  userId: string | null;
  channel: OutboxChannel;
  /** Template name, e.g. "email-verification"; lets the dev mailbox and tests find messages by kind. */
  template: string;
  recipient: string;
  subject?: string;
  bodyText: string;
  bodyHtml?: string;
  /**
   * Keeps the background runner off the message until then, for a caller that attempts delivery itself right after
   * committing (deliverMessagesNow); if that attempt never happens, the runner delivers it from this time on.
   */
  holdUntil?: Date;
}

/**
 * Queues a message. Call it with the transaction that makes the change the message announces, so that a rolled-back
 * change sends nothing and a committed one is always delivered by the job runner.
 */
export async function enqueueMessage(message: OutgoingMessage, executor: Executor): Promise<{ id: string }> {
  const [row] = await executor
    .insert(outbox)
    .values({
      userId: message.userId,
      channel: message.channel,
      template: message.template,
      recipient: normaliseRecipient(message.channel, message.recipient),
      subject: message.subject ?? null,
      bodyText: message.bodyText,
      bodyHtml: message.bodyHtml ?? null,
      nextAttemptAt: message.holdUntil,
    })
    .returning({ id: outbox.id });
  return row!;
}
