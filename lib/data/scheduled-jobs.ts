import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { scheduledJobs } from "@/db/schema";

/**
 * scheduled_jobs: debounced per-user work, claimed by the job runner like the outbox (lib/data/outbox.ts), with the
 * same conventions: every time comes from the caller's clock, claims use FOR UPDATE SKIP LOCKED and are fenced by
 * the attempt number. A row's lifecycle: requested (run_at in the future, pushed out by further requests) → claimed
 * (locked_until) → deleted when done, or back to waiting when a request arrived during the run or the run failed.
 */

export interface JobRequest {
  kind: string;
  userId: string;
  /** How long after the latest request to run: requests closer together than this coalesce into one run. */
  delayMs: number;
  /** The longest a run may wait after the first request it serves, however many requests keep arriving. */
  maxDelayMs: number;
  now?: Date;
}

/**
 * Requests a run, in one statement: a new row, or the existing one's run_at pushed to now + delay (capped at
 * first request + max delay) and its request count bumped. Cheap enough for every write path; a row being run right
 * now is updated too, and its count tells the run it must go again.
 */
export async function requestJob(
  { kind, userId, delayMs, maxDelayMs, now = new Date() }: JobRequest,
  executor: Executor = db(),
): Promise<void> {
  const runAt = new Date(now.getTime() + delayMs);
  await executor
    .insert(scheduledJobs)
    .values({ kind, userId, runAt, firstRequestedAt: now })
    .onConflictDoUpdate({
      target: [scheduledJobs.kind, scheduledJobs.userId],
      set: {
        runAt: sql`least(excluded.run_at, ${scheduledJobs.firstRequestedAt} + make_interval(secs => ${maxDelayMs / 1000}))`,
        requests: sql`${scheduledJobs.requests} + 1`,
      },
    });
}

/** A claimed job; `attempts` (this claim included) and `requests` fence what the run records afterwards. */
export interface ClaimedJob {
  id: string;
  kind: string;
  userId: string;
  attempts: number;
  requests: number;
}

/**
 * Locks up to `limit` due jobs for this worker for `lockMs`: waiting rows whose run_at has come, and rows whose
 * worker died mid-run (lock expired). SKIP LOCKED lets concurrent workers claim disjoint batches.
 */
export async function claimDueJobs(
  { limit, lockMs, now = new Date() }: { limit: number; lockMs: number; now?: Date },
  executor: Executor = db(),
): Promise<ClaimedJob[]> {
  const due = executor
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(
      and(lte(scheduledJobs.runAt, now), or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now))),
    )
    .orderBy(scheduledJobs.runAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return executor
    .update(scheduledJobs)
    .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${scheduledJobs.attempts} + 1` })
    .where(inArray(scheduledJobs.id, due))
    .returning({
      id: scheduledJobs.id,
      kind: scheduledJobs.kind,
      userId: scheduledJobs.userId,
      attempts: scheduledJobs.attempts,
      requests: scheduledJobs.requests,
    });
}

const ownClaim = (job: ClaimedJob) => and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.attempts, job.attempts));

/**
 * Records a finished run. The row goes unless a request arrived while it ran; then it waits for its (pushed) run_at
 * to run again with fresh attempts, its debounce cap counted from `now`. A claim that is no longer this worker's
 * (its lock expired and another worker took the job) changes nothing.
 */
export async function completeJob(job: ClaimedJob, now: Date, executor: Executor = db()): Promise<void> {
  const deleted = await executor
    .delete(scheduledJobs)
    .where(and(ownClaim(job), eq(scheduledJobs.requests, job.requests)))
    .returning({ id: scheduledJobs.id });
  if (deleted.length > 0) return;
  await executor
    .update(scheduledJobs)
    .set({ lockedUntil: null, attempts: 0, lastError: null, firstRequestedAt: now })
    .where(ownClaim(job));
}

/**
 * Records a failed run: waiting again until `retryAt`; or, with null, given up — the row goes, unless a request
 * arrived while it ran, which gets fresh attempts of its own.
 */
export async function failJob(
  job: ClaimedJob,
  error: string,
  retryAt: Date | null,
  executor: Executor = db(),
): Promise<void> {
  const lastError = error.slice(0, 1000);
  if (retryAt === null) {
    const deleted = await executor
      .delete(scheduledJobs)
      .where(and(ownClaim(job), eq(scheduledJobs.requests, job.requests)))
      .returning({ id: scheduledJobs.id });
    if (deleted.length > 0) return;
    await executor.update(scheduledJobs).set({ lockedUntil: null, attempts: 0, lastError }).where(ownClaim(job));
    return;
  }
  await executor.update(scheduledJobs).set({ lockedUntil: null, runAt: retryAt, lastError }).where(ownClaim(job));
}

/**
 * Whether a run of `kind` for the person is waiting (requested, not yet finished): what it would write is not stored
 * yet, so a reader that must be current (the health card after a new mood) computes it now instead.
 */
export async function hasPendingJob(kind: string, userId: string, executor: Executor = db()): Promise<boolean> {
  const rows = await executor
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface ScheduledJobRow {
  kind: string;
  userId: string;
  runAt: Date;
  requests: number;
  attempts: number;
  lockedUntil: Date | null;
  lastError: string | null;
}

/** The person's pending jobs: for tests and support. */
export async function listScheduledJobs(userId: string, executor: Executor = db()): Promise<ScheduledJobRow[]> {
  return executor
    .select({
      kind: scheduledJobs.kind,
      userId: scheduledJobs.userId,
      runAt: scheduledJobs.runAt,
      requests: scheduledJobs.requests,
      attempts: scheduledJobs.attempts,
      lockedUntil: scheduledJobs.lockedUntil,
      lastError: scheduledJobs.lastError,
    })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.userId, userId))
    .orderBy(scheduledJobs.kind);
}

export interface ScheduledJobFigures {
  /** Every job requested and not yet done. */
  waiting: number;
  /** Not running, and their run time has come. */
  dueNow: number;
  /** Claimed by a worker whose lock has not expired. */
  running: number;
  /** Their last run failed and they wait for a retry. */
  retrying: number;
}

/** scheduled_jobs as the Backend tab shows it (issue #19): counts only, in one pass. */
export async function scheduledJobFigures(now = new Date(), executor: Executor = db()): Promise<ScheduledJobFigures> {
  const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  // A null lock compares as unknown, so "not running" is spelled out rather than negated.
  const idle = or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now));
  const [row] = await executor
    .select({
      waiting: sql<number>`count(*)`.mapWith(Number),
      dueNow: counted(and(lte(scheduledJobs.runAt, now), idle)),
      running: counted(gt(scheduledJobs.lockedUntil, now)),
      retrying: counted(and(isNotNull(scheduledJobs.lastError), idle)),
    })
    .from(scheduledJobs);
  return row ?? { waiting: 0, dueNow: 0, running: 0, retrying: 0 };
}
