import { outboxFigures } from "@/lib/data/outbox";
import { poolFigures } from "@/lib/data/database-stats";
import { scheduledJobFigures } from "@/lib/data/scheduled-jobs";
import { breakerStates } from "@/lib/integrations/breakers";
import { logger } from "@/lib/logger";
import { BREAKER_STATES, exposition, metrics, type Metrics } from "@/lib/monitoring/registry";

/**
 * GET /api/metrics (issue #41, decision 078): sets the gauges that describe shared state — the outbox and job queue,
 * this process's circuit breakers and database pool — from their one reader each, then renders the registry. Read at
 * scrape time, so a figure is never older than the scrape, and nothing polls between scrapes.
 *
 * The queues live in the database every instance shares, so each instance reports the same depths: aggregate them
 * with max(), not sum(). A scrape during a database outage still answers, with the process figures and
 * attune_metrics_database_readable 0 instead of stale depths.
 */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const series = metrics();
  const now = new Date();
  await setQueueFigures(series, now);
  setBreakerStates(series);
  setPoolFigures(series);
  return exposition();
}

async function setQueueFigures(series: Metrics, now: Date): Promise<void> {
  try {
    // One pass over each table (counts only); sentSince is not exported, so any instant does.
    const [outbox, jobs] = await Promise.all([outboxFigures({ now, sentSince: now }), scheduledJobFigures(now)]);
    series.outboxMessages.set({ status: "pending" }, outbox.pending);
    series.outboxMessages.set({ status: "due" }, outbox.dueNow);
    series.outboxMessages.set({ status: "sending" }, outbox.sending);
    series.outboxMessages.set({ status: "failed" }, outbox.failed);
    const oldest = outbox.oldestPendingAt ? (now.getTime() - outbox.oldestPendingAt.getTime()) / 1000 : 0;
    series.outboxOldestPendingAge.set(Math.max(0, oldest));
    series.jobs.set({ state: "waiting" }, jobs.waiting);
    series.jobs.set({ state: "due" }, jobs.dueNow);
    series.jobs.set({ state: "running" }, jobs.running);
    series.jobs.set({ state: "retrying" }, jobs.retrying);
    series.databaseReadable.set(1);
  } catch (error) {
    series.outboxMessages.reset();
    series.outboxOldestPendingAge.reset();
    series.jobs.reset();
    series.databaseReadable.set(0);
    logger.warn("metrics.queues_unreadable", { error: error instanceof Error ? error.name : "unknown" });
  }
}

/** One series per breaker and state, 1 for the state it is in: `attune_circuit_breaker_state{state="OPEN"} == 1`. */
function setBreakerStates(series: Metrics): void {
  series.breakerState.reset();
  for (const { service, name, state } of breakerStates()) {
    // A service this process has not called yet has no breaker; it would start closed, and saying so keeps the
    // series present for alerts written against it.
    const breaker = name ?? service;
    for (const candidate of BREAKER_STATES) {
      series.breakerState.set({ breaker, state: candidate }, candidate === (state ?? "CLOSED") ? 1 : 0);
    }
  }
}

/** node-postgres only: PGlite is one in-process connection with no pool, and then these series are absent. */
function setPoolFigures(series: Metrics): void {
  const pool = poolFigures();
  series.poolConnections.reset();
  if (!pool) return;
  series.poolConnections.set({ state: "total" }, pool.total);
  series.poolConnections.set({ state: "idle" }, pool.idle);
  series.poolConnections.set({ state: "waiting" }, pool.waiting);
  series.poolConnections.set({ state: "max" }, pool.max);
}
