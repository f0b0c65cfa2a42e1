import { claimDueJobs, completeJob, failJob, type ClaimedJob } from "@/lib/data/scheduled-jobs";
import { logger } from "@/lib/logger";
import { recalculateHealthScores } from "@/lib/services/health-score/recalculate-health-scores";
import { HEALTH_RECALCULATION_JOB } from "@/lib/services/health-score/schedule-health-recalculation";
import { BILLING_SYNC_JOB, syncSubscription } from "@/lib/services/billing/sync-subscription";
import { retryDelayMs } from "./deliver";

/**
 * Scheduled jobs (scheduled_jobs): debounced per-user work that the same runner as the outbox claims on each tick,
 * with the same FOR UPDATE SKIP LOCKED claims, expiring locks and fenced outcomes. A job is derived work that can
 * always be redone from the data (recalculating scores), so a run that dies is simply run again, and giving up after
 * a few failures loses nothing the next request cannot rebuild.
 */

export type JobHandler = (job: { userId: string; now: Date }) => Promise<unknown>;

/** Every kind a row may name, and what runs it. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [HEALTH_RECALCULATION_JOB]: ({ userId, now }) => recalculateHealthScores({ userId, now }),
  [BILLING_SYNC_JOB]: ({ userId, now }) => syncSubscription({ userId, now }),
};

export const SCHEDULED_BATCH_SIZE = 10;
/** Far longer than a recalculation takes (milliseconds), so a live worker never loses its claim mid-run. */
const SCHEDULED_LOCK_MS = 60_000;
/** Retried 30 s, then about 1 and 2 min later (the outbox's backoff); then dropped until the next request. */
export const SCHEDULED_MAX_ATTEMPTS = 4;

export interface ScheduledJobOptions {
  now?: Date;
  batchSize?: number;
  lockMs?: number;
  /** Tests replace handlers here. */
  handlers?: Readonly<Record<string, JobHandler>>;
  random?: () => number;
}

export interface ScheduledJobReport {
  claimed: number;
  done: number;
  retrying: number;
  failed: number;
}

type Outcome = keyof Omit<ScheduledJobReport, "claimed">;

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function runOne(
  job: ClaimedJob,
  handlers: Readonly<Record<string, JobHandler>>,
  { now, random }: { now: Date; random: () => number },
): Promise<Outcome> {
  const log = { jobId: job.id, kind: job.kind, userId: job.userId, attempt: job.attempts };
  const handler = handlers[job.kind];
  if (!handler) {
    // A row written by a newer deployment, or a kind since removed: no retry can help.
    await failJob(job, `No handler for job kind ${job.kind}`, null);
    logger.error("jobs.scheduled_failed", { ...log, reason: "unknown_kind" });
    return "failed";
  }
  try {
    await handler({ userId: job.userId, now });
    await completeJob(job, now);
    logger.debug("jobs.scheduled_done", log);
    return "done";
  } catch (error) {
    if (job.attempts >= SCHEDULED_MAX_ATTEMPTS) {
      await failJob(job, describe(error), null);
      logger.error("jobs.scheduled_failed", { ...log, error: describe(error) });
      return "failed";
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts, random));
    await failJob(job, describe(error), retryAt);
    logger.warn("jobs.scheduled_retry", { ...log, error: describe(error), retryAt: retryAt.toISOString() });
    return "retrying";
  }
}

/** One pass: claims a batch of due jobs and runs them concurrently. Safe to run from several workers at once. */
export async function runDueJobs(options: ScheduledJobOptions = {}): Promise<ScheduledJobReport> {
  const now = options.now ?? new Date();
  const handlers = options.handlers ?? JOB_HANDLERS;
  const claimed = await claimDueJobs({
    limit: options.batchSize ?? SCHEDULED_BATCH_SIZE,
    lockMs: options.lockMs ?? SCHEDULED_LOCK_MS,
    now,
  });
  const report: ScheduledJobReport = { claimed: claimed.length, done: 0, retrying: 0, failed: 0 };
  const outcomes = await Promise.allSettled(
    claimed.map((job) => runOne(job, handlers, { now, random: options.random ?? Math.random })),
  );
  outcomes.forEach((outcome, i) => {
    if (outcome.status === "fulfilled") report[outcome.value]++;
    // Recording the outcome failed (database unavailable): the lock expires and the job runs again.
    else logger.error("jobs.scheduled_record_failed", { jobId: claimed[i]!.id, error: describe(outcome.reason) });
  });
  return report;
}
