export interface OutgoingSms {
  /** E.164, e.g. +15005550006. */
  to: string;
  body: string;
  /** The outbox id; only providers that support idempotency can use it (Twilio cannot, see twilio.ts). */
  idempotencyKey: string;
  /** Template name, only for logs. */
  template?: string;
}

export interface SmsSender {
  readonly name: string;
  send(sms: OutgoingSms): Promise<{ providerMessageId: string }>;
}
