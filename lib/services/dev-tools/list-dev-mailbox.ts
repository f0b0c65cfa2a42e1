import { getMessage, listMessages, type OutboxMessage } from "@/lib/data/outbox";
import { mailboxRecipientFilterSchema } from "@/lib/validation/dev-mailbox";

export interface ListDevMailboxOptions {
  /** The `?to=` filter as typed; blank means every message. */
  recipient?: string;
  limit?: number;
}

/** The newest queued and delivered messages, bodies decrypted. Callers must pass requireMailboxAccess() first. */
export async function listDevMailbox({ recipient, limit = 100 }: ListDevMailboxOptions): Promise<OutboxMessage[]> {
  if (recipient === undefined) return listMessages({ limit });
  const filter = mailboxRecipientFilterSchema.safeParse(recipient);
  // A filter no stored recipient could match (a control character, a lone surrogate, too long) shows no messages
  // rather than all of them, and never reaches the database. The data layer lower-cases addresses itself.
  if (!filter.success) return [];
  return listMessages({ limit, recipient: filter.data || undefined });
}

export interface GetDevMailboxMessageOptions {
  id: string;
}

export async function getDevMailboxMessage({ id }: GetDevMailboxMessageOptions): Promise<OutboxMessage | null> {
  return getMessage(id);
}
