/** A browser's push subscription as stored (push_subscriptions). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface OutgoingPush {
  target: PushTarget;
  /** The JSON the service worker shows (lib/domain/notification-delivery.ts PushPayload), already serialised. */
  payload: string;
  /** The outbox id, for logs; push services have no idempotency key (a repeat shows once: same tag). */
  idempotencyKey: string;
  /** Seconds the push service keeps an undelivered message (the phone may be off). */
  ttlSeconds?: number;
}

export interface PushSender {
  readonly name: string;
  send(push: OutgoingPush): Promise<{ providerMessageId: string }>;
}

/** The public half the browser subscribes with; null when push is off on this server. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}
