import { and, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { outbox } from "@/db/schema";

/**
 * The outbox's lifecycle: pending → sending (claimed, locked) → sent | pending again (retry later) | failed.
 *
 * Every time comparison uses the caller's clock (`now`, default the app's), never the database's now(): one clock
 * for "due", "locked until" and "retry at" keeps them consistent with each other and lets tests move time. Skew
 * between app servers only shifts a lock's expiry by the skew, far less than the lock itself.
 */

export type OutboxChannel = (typeof outbox.$inferSelect)["channel"];
export type OutboxStatus = (typeof outbox.$inferSelect)["status"];

// Queuing a message (enqueueMessage) is in outbox-writes.ts: only lib/messaging may do it (issue #12).

// Addresses compare case-insensitively in practice; storing them one way keeps dev-mailbox lookups exact.
export const normaliseRecipient = (channel: OutboxChannel, recipient: string) =>
  channel === "email" ? recipient.trim().toLowerCase() : recipient.trim();

/** `attempts` includes this claim; it is also the fencing token for markFailed/deferMessage. */
export type ClaimedMessage = Pick<
  OutboxMessage,
  "id" | "channel" | "template" | "recipient" | "subject" | "bodyText" | "bodyHtml" | "attempts"
>;

/**
 * Locks up to `limit` due messages for this worker for `lockMs`. FOR UPDATE SKIP LOCKED lets concurrent workers
 * claim disjoint batches without waiting on each other. The second branch takes back messages whose worker died
 * mid-send (status still 'sending', lock expired); they are re-sent with the same idempotency key.
 */
export async function claimDueMessages(
  { limit, lockMs, now = new Date() }: { limit: number; lockMs: number; now?: Date },
  executor: Executor = db(),
): Promise<ClaimedMessage[]> {
  const due = executor
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, "sending"), lt(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return claim(executor, due, { lockMs, now });
}

/**
 * Claims exactly these messages, if still pending, whatever their next_attempt_at: for a caller that sends what it
 * just queued at once (deliverMessagesNow). Rows already claimed by a worker, or no longer pending, are skipped.
 */
export async function claimMessagesById(
  ids: readonly string[],
  { lockMs, now = new Date() }: { lockMs: number; now?: Date },
  executor: Executor = db(),
): Promise<ClaimedMessage[]> {
  if (ids.length === 0) return [];
  const claimable = executor
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.id, [...ids]), eq(outbox.status, "pending")))
    .for("update", { skipLocked: true });
  return claim(executor, claimable, { lockMs, now });
}

/** Marks the rows `selected` (a locking subquery of ids) as being sent by this worker, and returns them. */
function claim(
  executor: Executor,
  selected: SQLWrapper,
  { lockMs, now }: { lockMs: number; now: Date },
): Promise<ClaimedMessage[]> {
  return executor
    .update(outbox)
    .set({
      status: "sending",
      lockedUntil: new Date(now.getTime() + lockMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, selected))
    .returning({
      id: outbox.id,
      channel: outbox.channel,
      template: outbox.template,
      recipient: outbox.recipient,
      subject: outbox.subject,
      bodyText: outbox.bodyText,
      bodyHtml: outbox.bodyHtml,
      attempts: outbox.attempts,
    });
}

/**
 * Records a delivery. Deliberately not fenced: if a slow worker's send succeeds after another worker took the
 * message over, the provider has it (deduplicated by idempotency key where supported), and that is the truth.
 */
export async function markSent(
  id: string,
  { provider, providerMessageId, now = new Date() }: { provider: string; providerMessageId: string; now?: Date },
  executor: Executor = db(),
): Promise<void> {
  await executor
    .update(outbox)
    .set({ status: "sent", provider, providerMessageId, sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), ne(outbox.status, "sent")));
}

/** Claims are fenced by attempt number, so a worker whose lock expired cannot overwrite a newer claim's outcome. */
export interface ClaimRef {
  id: string;
  attempts: number;
}

const ownClaim = (claim: ClaimRef) =>
  and(eq(outbox.id, claim.id), eq(outbox.status, "sending"), eq(outbox.attempts, claim.attempts));

/**
 * Records a failed attempt: back to pending until `nextAttemptAt`, or, with null, failed for good.
 * Returns false when the claim was no longer this worker's.
 */
export async function markFailed(
  claim: ClaimRef,
  error: string,
  nextAttemptAt: Date | null,
  executor: Executor = db(),
): Promise<boolean> {
  const rows = await executor
    .update(outbox)
    .set({
      status: nextAttemptAt ? "pending" : "failed",
      nextAttemptAt: nextAttemptAt ?? undefined,
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(ownClaim(claim))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Hands a claimed message back without counting the attempt, e.g. while the provider's circuit breaker is open:
 * nothing was tried, so it must not bring the message closer to giving up.
 */
export async function deferMessage(
  claim: ClaimRef,
  nextAttemptAt: Date,
  reason: string,
  executor: Executor = db(),
): Promise<boolean> {
  const rows = await executor
    .update(outbox)
    .set({
      status: "pending",
      attempts: sql`${outbox.attempts} - 1`,
      nextAttemptAt,
      lockedUntil: null,
      lastError: reason.slice(0, 1000),
    })
    .where(ownClaim(claim))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export interface OutboxMessage {
  id: string;
  userId: string | null;
  channel: OutboxChannel;
  template: string;
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  provider: string | null;
  providerMessageId: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
}

const messageColumns = {
  id: outbox.id,
  userId: outbox.userId,
  channel: outbox.channel,
  template: outbox.template,
  recipient: outbox.recipient,
  subject: outbox.subject,
  bodyText: outbox.bodyText,
  bodyHtml: outbox.bodyHtml,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  provider: outbox.provider,
  providerMessageId: outbox.providerMessageId,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
};

export interface MessageFilter {
  limit?: number;
  recipient?: string;
  template?: string;
  channel?: OutboxChannel;
}

/** Newest first, bodies decrypted: for the dev mailbox and tests. */
export async function listMessages(
  { limit = 50, recipient, template, channel }: MessageFilter = {},
  executor: Executor = db(),
): Promise<OutboxMessage[]> {
  const conditions: SQL[] = [];
  if (channel) conditions.push(eq(outbox.channel, channel));
  if (recipient) conditions.push(eq(outbox.recipient, normaliseRecipient(channel ?? "email", recipient)));
  if (template) conditions.push(eq(outbox.template, template));
  return executor
    .select(messageColumns)
    .from(outbox)
    .where(and(...conditions))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(Math.min(Math.max(1, limit), 500));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getMessage(id: string, executor: Executor = db()): Promise<OutboxMessage | null> {
  // A malformed id would be a database error (invalid uuid syntax); for a lookup it simply matches nothing.
  if (!UUID.test(id)) return null;
  const [row] = await executor.select(messageColumns).from(outbox).where(eq(outbox.id, id)).limit(1);
  return row ?? null;
}

export interface OutboxFigures {
  /** Waiting for their first or next attempt. */
  pending: number;
  /** Pending with their attempt time come: what the runner should be sending now. */
  dueNow: number;
  /** Claimed by a worker (or by one that died, until its lock expires). */
  sending: number;
  failed: number;
  sentSince: number;
  /** The oldest message not yet sent or given up on; null when there is none. */
  oldestPendingAt: Date | null;
}

/** The outbox as the Backend tab shows it (issue #19): one pass over the table, counts only. */
export async function outboxFigures(
  { now = new Date(), sentSince }: { now?: Date; sentSince: Date },
  executor: Executor = db(),
): Promise<OutboxFigures> {
  const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const waiting = or(eq(outbox.status, "pending"), eq(outbox.status, "sending"));
  const [row] = await executor
    .select({
      pending: counted(eq(outbox.status, "pending")),
      dueNow: counted(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now))),
      sending: counted(eq(outbox.status, "sending")),
      failed: counted(eq(outbox.status, "failed")),
      sentSince: counted(and(eq(outbox.status, "sent"), gte(outbox.sentAt, sentSince))),
      oldestPendingAt: sql<Date | string | null>`min(${outbox.createdAt}) filter (where ${waiting})`,
    })
    .from(outbox);
  const oldest = row?.oldestPendingAt;
  return {
    pending: row?.pending ?? 0,
    dueNow: row?.dueNow ?? 0,
    sending: row?.sending ?? 0,
    failed: row?.failed ?? 0,
    sentSince: row?.sentSince ?? 0,
    oldestPendingAt: oldest ? new Date(oldest) : null,
  };
}
