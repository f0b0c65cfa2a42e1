import { getMessage, listMessages, type OutboxMessage } from "@/lib/data/outbox";
import { emailSchema } from "@/lib/validation/auth";

export interface ListDevMailboxOptions {
  recipient?: string;
  limit?: number;
}

/** The newest queued and delivered messages, bodies decrypted. Callers must pass requireMailboxAccess() first. */
export async function listDevMailbox({ recipient, limit = 100 }: ListDevMailboxOptions): Promise<OutboxMessage[]> {
  const email = recipient ? emailSchema.safeParse(recipient) : undefined;
  return listMessages({ limit, recipient: email?.success ? email.data : recipient || undefined });
}

export interface GetDevMailboxMessageOptions {
  id: string;
}

export async function getDevMailboxMessage({ id }: GetDevMailboxMessageOptions): Promise<OutboxMessage | null> {
  return getMessage(id);
}
