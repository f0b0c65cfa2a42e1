import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's one Prometheus registry (issue #41, decision 078): what GET /api/metrics serves and what /dev-tools'
 * latency table reads, so the two can never disagree. Series are named `attune_*`, beside prom-client's default
 * process and Node.js series (`process_*`, `nodejs_*`).
 *
 * Request durations are observed as they happen (the ingress hook, request-metrics.ts). Queue depths, breaker states
 * and the pool are gauges set at scrape time by the one service that reads them (lib/services/monitoring), since this
 * folder may not reach the database or the adapters (lint).
 */

/**
 * Seconds. Dense below a second, where this app's answers are and where /dev-tools estimates its percentiles from
 * them (an estimate is never coarser than its bucket), then sparse up to the slowest answer worth telling apart.
 */
const DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 30,
];

export const BREAKER_STATES = ["CLOSED", "OPEN", "HALF_OPEN"] as const;

function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "attune_http_request_duration_seconds",
    help: "Time from a request reaching this server to its last byte, by method, route (ids replaced) and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    requestDuration,
    outboxMessages: gauge(
      "attune_outbox_messages",
      "Outbox messages by status: pending (waiting for a try), due (pending and due now), sending, failed (given up).",
      ["status"],
    ),
    outboxOldestPendingAge: gauge(
      "attune_outbox_oldest_pending_age_seconds",
      "Age of the oldest outbox message neither sent nor given up on; 0 when there is none.",
    ),
    jobs: gauge(
      "attune_scheduled_jobs",
      "Debounced jobs by state: waiting (all), due (not running, time come), running, retrying (last run failed).",
      ["state"],
    ),
    breakerState: gauge(
      "attune_circuit_breaker_state",
      "1 for the state each outside service's circuit breaker in this process is in, 0 for the others.",
      ["breaker", "state"],
    ),
    poolConnections: gauge(
      "attune_db_pool_connections",
      "This process's node-postgres pool: total (open), idle, waiting (queued for a connection) and max.",
      ["state"],
    ),
    databaseReadable: gauge(
      "attune_metrics_database_readable",
      "1 when this scrape could read the queue figures from the database, 0 when it could not (they are then absent).",
    ),
  };
}

export type Metrics = ReturnType<typeof build>;

// On globalThis: Next evaluates this module in several bundles of one process (instrumentation, each route), and a
// second registry would count half the requests and register the default collectors twice.
const KEY = Symbol.for("attune.monitoring.registry");
const holder = globalThis as { [KEY]?: Metrics };

export function metrics(): Metrics {
  return (holder[KEY] ??= build());
}

/** The exposition text and its content type, as Prometheus scrapes it. */
export async function exposition(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
