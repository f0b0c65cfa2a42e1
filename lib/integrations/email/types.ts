export interface OutgoingEmail {
  to: string;
  subject: string;
  html?: string;
  text: string;
  /** Stable per message (the outbox id): a retry after a crash must not deliver a second copy. */
  idempotencyKey: string;
  /** Template name, only for logs. */
  template?: string;
  /** A display name to send under instead of the configured one (discreet notifications, decision 080). */
  senderName?: string;
}

export interface EmailSender {
  /** Names the provider in the outbox row and in the circuit breaker. */
  readonly name: string;
  send(email: OutgoingEmail): Promise<{ providerMessageId: string }>;
}
