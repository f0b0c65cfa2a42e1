export interface OutgoingSms {
  /** E.164, e.g. +15005550006. */
  to: string;
  body: string;
  /** The outbox id; only providers that support idempotency can use it (Twilio cannot, see twilio.ts). */
  idempotencyKey: string;
  /** Template name, only for logs. */
  template?: string;
  /**
   * Where the provider reports the message's delivery states (Twilio's StatusCallback). Absolute, on APP_URL; the
   * query may say what the message is about, since Twilio signs the whole URL it calls.
   */
  statusCallback?: string;
}

export interface SmsSender {
  readonly name: string;
  send(sms: OutgoingSms): Promise<{ providerMessageId: string }>;
}
