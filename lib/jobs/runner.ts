/**
 * A small durable job runner on the outbox table instead of pg-boss.
 *
 * Why: the only durable jobs are "deliver this message", and they already live in a table written in the same
 * transaction as the change they announce. Polling that table with FOR UPDATE SKIP LOCKED gives what pg-boss would:
 * durability, retries with backoff, crash recovery (expired locks), and safe concurrency across processes, and it
 * does so on both PostgreSQL and the embedded PGlite (where pg-boss cannot run: it needs LISTEN/NOTIFY, its own
 * schema, and a pool of connections). One less dependency and one less schema to migrate and operate.
 *
 * Each tick also runs the due rows of scheduled_jobs (lib/jobs/scheduled.ts): debounced per-user work such as
 * recalculating health scores after a write, claimed the same way. Same runner, same workers, one more table. And
 * it sweeps notices (lib/jobs/notices.ts): daily reminders and every notice whose moment has come (issue #17).
 *
 * Where it runs: in the web process for PGlite (JOBS_IN_PROCESS, single process), or as `npm run worker`
 * (scripts/worker.ts) next to the web app on PostgreSQL. Any number of workers may run.
 */
import { isConnectionFailure } from "@/lib/data/failures";
import { logger } from "@/lib/logger";
import { HOUSEKEEPING_INTERVAL_MS, runHousekeeping } from "./housekeeping";
import { joinPass } from "./join-pass";
import { DELIVERY_BATCH_SIZE, deliverDueMessages, type DeliverOptions, type DeliveryReport } from "./deliver";
import { NOTICE_BATCH_SIZE } from "@/lib/services/notifications/deliver-due-notices";
import { REMINDER_BATCH_SIZE } from "@/lib/services/notifications/send-daily-reminders";
import { CHECK_UP_REMINDER_BATCH_SIZE } from "@/lib/services/check-up/send-check-up-reminders";
import { RECAP_BATCH_SIZE } from "@/lib/services/weekly-recap/send-weekly-recaps";
import { runNoticePass } from "./notices";
import { runDueJobs, SCHEDULED_BATCH_SIZE, type ScheduledJobOptions, type ScheduledJobReport } from "./scheduled";

const DEFAULT_POLL_INTERVAL_MS = 5_000;

export interface JobRunner {
  /** Stops polling and waits for the pass in progress, so no claim is left half-recorded. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  pollIntervalMs?: number;
  /** Passed to every deliverDueMessages() call; tests inject senders here. */
  deliver?: Omit<DeliverOptions, "now">;
  /** Passed to every runDueJobs() call (scheduled_jobs, lib/jobs/scheduled.ts); tests inject handlers here. */
  scheduled?: Omit<ScheduledJobOptions, "now">;
}

/** One delivery pass, joining one in progress in this process (joinPass); never rejects. */
export function runDeliveryPass(options: DeliverOptions = {}): Promise<DeliveryReport | null> {
  return joinPass("delivery", "jobs.pass_failed", () => deliverDueMessages(options));
}

/** One pass over scheduled_jobs, joining one in progress in this process; never rejects. */
function runScheduledJobsPass(options: ScheduledJobOptions = {}): Promise<ScheduledJobReport | null> {
  return joinPass("scheduled", "jobs.scheduled_pass_failed", () => runDueJobs(options));
}

export function startJobRunner({
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
  deliver = {},
  scheduled = {},
}: JobRunnerOptions = {}): JobRunner {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const batchSize = deliver.batchSize ?? DELIVERY_BATCH_SIZE;
  const scheduledBatchSize = scheduled.batchSize ?? SCHEDULED_BATCH_SIZE;

  let lastHousekeeping = 0;

  const tick = async () => {
    timer = undefined;
    if (stopped) return;
    if (Date.now() - lastHousekeeping >= HOUSEKEEPING_INTERVAL_MS) {
      lastHousekeeping = Date.now();
      await runHousekeeping().catch((error: unknown) => {
        if (isConnectionFailure(error)) return;
        logger.error("jobs.housekeeping_failed", { error: error instanceof Error ? error.message : String(error) });
      });
    }
    // One after the other, so a tick never holds two connections of a small pool.
    const pass = (async () => {
      const delivery = await runDeliveryPass(deliver);
      const jobs = stopped ? null : await runScheduledJobsPass(scheduled);
      const notices = stopped ? null : await runNoticePass();
      return { delivery, jobs, notices };
    })();
    current = pass;
    const { delivery, jobs, notices } = await pass;
    if (stopped) return;
    // A full batch means more is probably waiting (e.g. after an outage): drain it without waiting a whole interval.
    const full =
      (delivery?.claimed ?? 0) >= batchSize ||
      (jobs?.claimed ?? 0) >= scheduledBatchSize ||
      (notices?.reminders.claimed ?? 0) >= REMINDER_BATCH_SIZE ||
      (notices?.recaps.claimed ?? 0) >= RECAP_BATCH_SIZE ||
      (notices?.checkUps.claimed ?? 0) >= CHECK_UP_REMINDER_BATCH_SIZE ||
      (notices?.notices.claimed ?? 0) >= NOTICE_BATCH_SIZE ||
      // Notices just queued pushes and emails: send them now rather than a whole interval later.
      (notices?.notices.pushes ?? 0) + (notices?.notices.emails ?? 0) > 0;
    const delay = full ? 0 : pollIntervalMs;
    // The next tick is scheduled only after this one finished, so ticks of one runner never overlap.
    timer = setTimeout(tick, delay);
  };

  // Not unref'd: in the worker process this timer is what keeps the process alive between passes.
  timer = setTimeout(tick, 0);
  logger.info("jobs.runner_started", { pollIntervalMs });

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      logger.info("jobs.runner_stopped", {});
    },
  };
}
