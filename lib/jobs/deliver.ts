import {
  claimDueMessages,
  claimMessagesById,
  deferMessage,
  markFailed,
  markSent,
  type ClaimedMessage,
} from "@/lib/data/outbox";
import { circuitBreaker, CircuitOpenError } from "@/lib/integrations/circuit-breaker";
import { DeliveryError, isRetryable } from "@/lib/integrations/delivery-error";
import { deletePushSubscriptionById, findPushTarget } from "@/lib/data/push-subscriptions";
import { emailSender, type EmailSender } from "@/lib/integrations/email";
import { DISCREET_EMAIL_TEMPLATE, DISCREET_TEXT } from "@/lib/domain/discreet-notifications";
import { PushSubscriptionGoneError, pushSender, type PushSender } from "@/lib/integrations/push";
import { smsSender, type SmsSender } from "@/lib/integrations/sms";
import { logger } from "@/lib/logger";
import { traced } from "@/lib/tracing";

/**
 * Eight tries, at most 30 s, 1, 2, 4, 8, 16 and 32 min apart: about an hour in all, well inside the 24 hours for
 * which Resend remembers an idempotency key, and short enough that a verification link is still fresh.
 */
export const MAX_ATTEMPTS = 8;
const RETRY_BASE_DELAY_MS = 30_000;
const RETRY_MAX_DELAY_MS = 60 * 60_000;
export const DELIVERY_BATCH_SIZE = 10;
/** Longer than a provider call may take (20 s timeouts), so a live worker never loses its claim mid-send. */
export const DELIVERY_LOCK_MS = 2 * 60_000;
/** When a half-open breaker is already running its trial calls, come back soon rather than at the next minute. */
const HALF_OPEN_BUSY_DELAY_MS = 5_000;

/**
 * 30 s × 2^(attempt-1), capped at 1 h, with "equal jitter": half the delay is fixed and half random, so messages that
 * failed together (a provider outage) do not all come back in the same second.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

export interface Senders {
  email: EmailSender;
  sms: SmsSender;
  push: PushSender;
}

export interface DeliverOptions {
  now?: Date;
  /** Defaults to the configured providers (emailSender(), smsSender()). */
  senders?: Partial<Senders>;
  batchSize?: number;
  lockMs?: number;
  random?: () => number;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  deferred: number;
}

type Outcome = keyof Omit<DeliveryReport, "claimed">;

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function send(
  message: ClaimedMessage,
  senders: Senders,
): Promise<{ provider: string; providerMessageId: string }> {
  if (message.channel === "email") {
    const sender = senders.email;
    const breaker = circuitBreaker(`email:${sender.name}`, { isFailure: isRetryable });
    // Checked before the breaker, so a malformed row cannot count against the provider's health.
    if (!message.subject) throw new DeliveryError("Email without a subject", { retryable: false });
    const { subject } = message;
    const result = await breaker.fire(() =>
      sender.send({
        to: message.recipient,
        subject,
        text: message.bodyText,
        html: message.bodyHtml ?? undefined,
        idempotencyKey: message.id,
        template: message.template,
        senderName: message.template === DISCREET_EMAIL_TEMPLATE ? DISCREET_TEXT.senderName : undefined,
      }),
    );
    return { provider: sender.name, ...result };
  }
  if (message.channel === "push") return sendPush(message, senders.push);
  const sender = senders.sms;
  const breaker = circuitBreaker(`sms:${sender.name}`, { isFailure: isRetryable });
  const result = await breaker.fire(() =>
    sender.send({
      to: message.recipient,
      body: message.bodyText,
      idempotencyKey: message.id,
      template: message.template,
    }),
  );
  return { provider: sender.name, ...result };
}

/**
 * A push goes to the subscription the row names (its id is the recipient). A subscription removed since, or one the
 * push service reports gone (404/410, then deleted here), fails the message for good: no retry can reach it.
 */
async function sendPush(
  message: ClaimedMessage,
  sender: PushSender,
): Promise<{ provider: string; providerMessageId: string }> {
  const target = await findPushTarget(message.recipient);
  if (!target) throw new DeliveryError("Push subscription was removed", { retryable: false });
  const breaker = circuitBreaker(`push:${sender.name}`, { isFailure: isRetryable });
  try {
    const result = await breaker.fire(() =>
      sender.send({ target, payload: message.bodyText, idempotencyKey: message.id }),
    );
    return { provider: sender.name, ...result };
  } catch (error) {
    if (error instanceof PushSubscriptionGoneError) await deletePushSubscriptionById(message.recipient);
    throw error;
  }
}

/** A delivery's span (decision 078): what kind of message and how it ended, never its recipient or text. */
const deliverySpan = <T extends string>(message: ClaimedMessage, work: () => Promise<T>) =>
  traced(
    "outbox.deliver",
    {
      attributes: {
        "attune.outbox.channel": message.channel,
        "attune.outbox.template": message.template,
        "attune.outbox.attempt": message.attempts,
      },
      resultAttributes: (outcome) => ({ "attune.outbox.outcome": outcome }),
    },
    work,
  );

function deliverOne(
  message: ClaimedMessage,
  senders: Senders,
  options: { now: Date; random: () => number },
): Promise<Outcome> {
  return deliverySpan(message, () => attemptDelivery(message, senders, options));
}

async function attemptDelivery(
  message: ClaimedMessage,
  senders: Senders,
  { now, random }: { now: Date; random: () => number },
): Promise<Outcome> {
  const log = {
    messageId: message.id,
    channel: message.channel,
    template: message.template,
    attempt: message.attempts,
  };

  // Only reachable through crash recovery: every earlier claim died mid-send. Sending again could crash again.
  if (message.attempts > MAX_ATTEMPTS) {
    await markFailed(message, `Gave up after ${MAX_ATTEMPTS} attempts (the worker stopped mid-send)`, null);
    logger.error("outbox.failed", { ...log, reason: "attempts_exhausted" });
    return "failed";
  }

  try {
    const result = await send(message, senders);
    await markSent(message.id, { ...result, now });
    logger.info("outbox.sent", { ...log, provider: result.provider });
    return "sent";
  } catch (error) {
    if (error instanceof CircuitOpenError) {
      const retryAt = new Date(Math.max(error.retryAt.getTime(), now.getTime() + HALF_OPEN_BUSY_DELAY_MS));
      await deferMessage(message, retryAt, error.message);
      logger.debug("outbox.deferred", { ...log, retryAt: retryAt.toISOString() });
      return "deferred";
    }
    const permanent = !isRetryable(error);
    if (permanent || message.attempts >= MAX_ATTEMPTS) {
      await markFailed(message, describe(error), null);
      logger.error("outbox.failed", { ...log, error: describe(error), permanent });
      return "failed";
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(message.attempts, random));
    await markFailed(message, describe(error), nextAttemptAt);
    logger.warn("outbox.retry_scheduled", {
      ...log,
      error: describe(error),
      nextAttemptAt: nextAttemptAt.toISOString(),
    });
    return "retrying";
  }
}

function sendersFor(options: Pick<DeliverOptions, "senders">): Senders {
  return {
    email: options.senders?.email ?? emailSender(),
    sms: options.senders?.sms ?? smsSender(),
    push: options.senders?.push ?? pushSender(),
  };
}

/**
 * One delivery pass: claims a batch of due messages and sends them concurrently. Safe to run from several workers
 * at once (claims never overlap). The outbox id is the provider's idempotency key, so re-sending a message whose
 * worker crashed after the provider accepted it does not deliver it twice.
 */
export async function deliverDueMessages(options: DeliverOptions = {}): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const senders = sendersFor(options);
  const claimed = await claimDueMessages({
    limit: options.batchSize ?? DELIVERY_BATCH_SIZE,
    lockMs: options.lockMs ?? DELIVERY_LOCK_MS,
    now,
  });
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0, deferred: 0 };
  const outcomes = await Promise.allSettled(
    claimed.map((message) => deliverOne(message, senders, { now, random: options.random ?? Math.random })),
  );
  outcomes.forEach((outcome, i) => {
    if (outcome.status === "fulfilled") report[outcome.value]++;
    // Recording the outcome itself failed (database unavailable): the lock expires and the message is retried.
    else logger.error("outbox.record_failed", { messageId: claimed[i]!.id, error: describe(outcome.reason) });
  });
  return report;
}

export type ImmediateOutcome = "sent" | "failed" | "not_claimed";

/**
 * Attempts exactly these outbox messages now, once, for a caller that tells the user the result (a partner
 * invitation: spec 3 §4 "Partial success" / "Failed to send SMS"). A failed attempt marks the message failed for
 * good: the user was told it failed, so a later background retry would deliver something they already gave up on.
 * A message a worker had already claimed is reported "not_claimed" (its delivery is under way elsewhere).
 */
export async function deliverMessagesNow(
  ids: readonly string[],
  options: Pick<DeliverOptions, "now" | "senders" | "lockMs"> = {},
): Promise<Map<string, ImmediateOutcome>> {
  const now = options.now ?? new Date();
  const senders = sendersFor(options);
  const outcomes = new Map<string, ImmediateOutcome>(ids.map((id) => [id, "not_claimed"]));
  const claimed = await claimMessagesById(ids, { lockMs: options.lockMs ?? DELIVERY_LOCK_MS, now });
  await Promise.all(
    claimed.map((message) =>
      deliverySpan(message, async () => {
        const log = { messageId: message.id, channel: message.channel, template: message.template };
        try {
          const result = await send(message, senders);
          await markSent(message.id, { ...result, now });
          logger.info("outbox.sent_now", { ...log, provider: result.provider });
          outcomes.set(message.id, "sent");
          return "sent" as const;
        } catch (error) {
          await markFailed(message, describe(error), null);
          logger.warn("outbox.send_now_failed", { ...log, error: describe(error) });
          outcomes.set(message.id, "failed");
          return "failed" as const;
        }
      }),
    ),
  );
  return outcomes;
}
