/**
 * How /dev-tools judges its measured figures (issue #19, spec 3 "Developer and admin areas" and §9 "Developer
 * tooling"), and the shapes of the System, Performance, Database and Backend tabs. Pure: every figure is an argument,
 * so a rule can be tested at its exact threshold. The models live here rather than in their loaders because client
 * components may import types only from lib/domain (lint: components never reach lib/services).
 */

export type HealthLevel = "excellent" | "good" | "degraded" | "critical";
export const HEALTH_LEVEL_LABELS: Record<HealthLevel, string> = {
  excellent: "Excellent",
  good: "Good",
  degraded: "Degraded",
  critical: "Critical",
};

/** One observation behind a level: what was seen and what to do about it. "good" findings are advice only. */
export interface Finding {
  level: Exclude<HealthLevel, "excellent">;
  title: string;
  detail: string;
}

export interface Assessment {
  level: HealthLevel;
  findings: Finding[];
}

const RANK: Record<HealthLevel, number> = { excellent: 0, good: 1, degraded: 2, critical: 3 };
export const worstLevel = (levels: readonly HealthLevel[]): HealthLevel =>
  levels.reduce<HealthLevel>((worst, level) => (RANK[level] > RANK[worst] ? level : worst), "excellent");

/** Spec §9: memory threshold 80%. Above 90% (the spec's critical line for the pool) the next spike ends the process. */
export const MEMORY_ALERT_PERCENT = 80;
const MEMORY_CRITICAL_PERCENT = 90;
/** Below this share of the heap limit there is room for any burst this app makes: reported as excellent. */
const MEMORY_EXCELLENT_PERCENT = 60;

/**
 * Event-loop delay, p99 over the last window (our choice; the spec names none). 50 ms is the long-task budget (RAIL):
 * under it nobody notices. 100 ms is where a response is visibly late. At 500 ms every request in the process queues
 * behind the blocking work, which is an outage in all but name.
 */
export const EVENT_LOOP_P99_MS = { excellent: 50, good: 100, degraded: 500 } as const;

/** Spec §9: error-rate alert 5% (the Database tab's "Healthy under 5%"). 20%: one request in five fails. */
export const ERROR_RATE_ALERT_PERCENT = 5;
const ERROR_RATE_CRITICAL_PERCENT = 20;
const ERROR_RATE_EXCELLENT_PERCENT = 1;
/** Fewer requests than this say nothing about a rate (one failure in the first three is not 33%). */
export const MIN_REQUESTS_FOR_ERROR_RATE = 20;

/** Spec §9: pool utilisation alert 80%, critical above 90%; connection utilisation 80%. */
export const POOL_ALERT_PERCENT = 80;
const POOL_CRITICAL_PERCENT = 90;
/** Spec §9: slow query 1000 ms; the Database tab's slow query rate is "Good under 10%". */
export const SLOW_QUERY_MS = 1000;
export const SLOW_QUERY_RATE_ALERT_PERCENT = 10;
/** Spec §9: cache hit rate alert below 70%. */
export const CACHE_HIT_ALERT_PERCENT = 70;
/** A `select 1` takes about a millisecond on a local network; 100 ms means a saturated server or a distant one. */
const PING_SLOW_MS = 100;

/** `part` of `whole` in percent, one decimal; null when there is no whole to speak of. */
export function percentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export interface SystemFigures {
  heapUsedPercent: number;
  eventLoopP99Ms: number | null;
  requests: { count: number; serverErrors: number };
}

const band = (value: number, limits: readonly [number, number, number]): HealthLevel =>
  value < limits[0] ? "excellent" : value < limits[1] ? "good" : value < limits[2] ? "degraded" : "critical";

/** The System tab's overall level: the worst of memory, event-loop delay and the server error rate. */
export function assessSystem({ heapUsedPercent, eventLoopP99Ms, requests }: SystemFigures): Assessment {
  const levels: HealthLevel[] = [];
  const findings: Finding[] = [];
  const memory = band(heapUsedPercent, [MEMORY_EXCELLENT_PERCENT, MEMORY_ALERT_PERCENT, MEMORY_CRITICAL_PERCENT]);
  levels.push(memory);
  if (memory === "degraded" || memory === "critical") {
    findings.push({
      level: memory,
      title: `Heap at ${heapUsedPercent}% of its limit`,
      detail: "Look for caches or buffers that grow without bound, or raise the heap limit (--max-old-space-size).",
    });
  }
  if (eventLoopP99Ms !== null) {
    const { excellent, good, degraded } = EVENT_LOOP_P99_MS;
    const loop = band(eventLoopP99Ms, [excellent, good, degraded]);
    levels.push(loop);
    if (loop === "degraded" || loop === "critical") {
      findings.push({
        level: loop,
        title: `Event loop delayed by up to ${eventLoopP99Ms} ms (p99)`,
        detail: "Something synchronous blocks the process: large JSON, hashing or a long loop. Profile the server.",
      });
    }
  }
  if (requests.count >= MIN_REQUESTS_FOR_ERROR_RATE) {
    const rate = percentOf(requests.serverErrors, requests.count) ?? 0;
    const errors = band(rate, [ERROR_RATE_EXCELLENT_PERCENT, ERROR_RATE_ALERT_PERCENT, ERROR_RATE_CRITICAL_PERCENT]);
    levels.push(errors);
    if (errors === "degraded" || errors === "critical") {
      findings.push({
        level: errors,
        title: `${rate}% of requests answered with a server error`,
        detail: "The Performance tab shows which routes fail; the server log has each error with its Error ID.",
      });
    }
  }
  return { level: worstLevel(levels), findings };
}

export interface DatabaseFigures {
  ping: { up: true; latencyMs: number } | { up: false; code: string };
  /** Null on PGlite (no pool). */
  pool: { utilisationPercent: number; waiting: number } | null;
  /** Server-side connections in use of max_connections (PostgreSQL only). */
  connectionsPercent: number | null;
  rollbackPercent: number | null;
  cacheHitPercent: number | null;
  /** Null when pg_stat_statements cannot be read; then `statementsNote` says why. */
  slowQueries: { ratePercent: number | null; statements: number } | null;
  statementsNote: string | null;
}

/** The Database tab's level and its recommendations, each derived from one measured figure. */
export function assessDatabase(figures: DatabaseFigures): Assessment {
  const findings: Finding[] = [];
  const add = (level: Finding["level"], title: string, detail: string) => findings.push({ level, title, detail });
  const { ping, pool } = figures;
  if (!ping.up) add("critical", "The database did not answer", `A select 1 failed (${ping.code}).`);
  else if (ping.latencyMs >= PING_SLOW_MS) {
    add("degraded", `A select 1 took ${ping.latencyMs} ms`, "Check the database server's load and the network to it.");
  }
  if (pool) {
    if (pool.utilisationPercent > POOL_CRITICAL_PERCENT) {
      add(
        "critical",
        `Connection pool at ${pool.utilisationPercent}%`,
        "Raise DATABASE_POOL_SIZE, or find transactions that hold a connection while they wait on something else.",
      );
    } else if (pool.utilisationPercent >= POOL_ALERT_PERCENT) {
      add("degraded", `Connection pool at ${pool.utilisationPercent}%`, "Consider raising DATABASE_POOL_SIZE.");
    }
    if (pool.waiting > 0) {
      add("degraded", `${pool.waiting} queries waiting for a connection`, "Every pooled connection is checked out.");
    }
  }
  if (figures.connectionsPercent !== null && figures.connectionsPercent >= POOL_ALERT_PERCENT) {
    add(
      "degraded",
      `${figures.connectionsPercent}% of the server's max_connections in use`,
      "Several processes share the server: lower their pool sizes or put a connection pooler in front.",
    );
  }
  if (figures.rollbackPercent !== null && figures.rollbackPercent >= ERROR_RATE_ALERT_PERCENT) {
    add(
      "degraded",
      `${figures.rollbackPercent}% of transactions rolled back`,
      "Rollbacks are failed or abandoned transactions: the server log names the failing queries.",
    );
  }
  if (figures.cacheHitPercent !== null && figures.cacheHitPercent < CACHE_HIT_ALERT_PERCENT) {
    add(
      "degraded",
      `Buffer cache hit rate ${figures.cacheHitPercent}%`,
      "Most reads go to disk: give PostgreSQL more shared_buffers or memory, or add indexes for the large scans.",
    );
  }
  if (figures.slowQueries) {
    const { ratePercent, statements } = figures.slowQueries;
    if (ratePercent !== null && ratePercent >= SLOW_QUERY_RATE_ALERT_PERCENT) {
      add("degraded", `${ratePercent}% of query calls are slow`, "Run EXPLAIN ANALYZE on the statements listed.");
    } else if (statements > 0) {
      add("good", `${statements} statements average ${SLOW_QUERY_MS} ms or more`, "See the slow statements below.");
    }
  } else if (figures.statementsNote) {
    add("good", "Slow queries are not measured", figures.statementsNote);
  }
  const level = worstLevel(findings.map((finding) => finding.level));
  return { level, findings };
}

/** The pool's own label, as the spec words it: "Healthy under 80%", critical above 90%. */
export function poolLevel(utilisationPercent: number): HealthLevel {
  if (utilisationPercent > POOL_CRITICAL_PERCENT) return "critical";
  return utilisationPercent >= POOL_ALERT_PERCENT ? "degraded" : "good";
}

export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export type VitalRating = "good" | "needs-improvement" | "poor";
export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

/** web.dev's published thresholds (the same ones the web-vitals library rates with): [good up to, poor above]. */
const WEB_VITAL_THRESHOLDS: Record<WebVitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rateWebVital(name: WebVitalName, value: number): VitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Spec §9's page-load penalties "above 1 s and 2 s", as a rating of the admin's own page load. */
const PAGE_LOAD_PENALTY_MS = [1000, 2000] as const;

export function ratePageLoad(ms: number): VitalRating {
  return ms <= PAGE_LOAD_PENALTY_MS[0] ? "good" : ms <= PAGE_LOAD_PENALTY_MS[1] ? "needs-improvement" : "poor";
}

// ——— The tabs' models (JSON: instants are ISO strings) ———

export interface RouteLatency {
  /** "GET /api/v1/moods/:id": the method and the path with ids replaced, no query. */
  route: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  serverErrors: number;
  errorRatePercent: number;
}

export interface VitalFigure {
  name: WebVitalName;
  count: number;
  p75: number;
  rating: VitalRating;
}

export interface RouteVitals {
  route: string;
  vitals: VitalFigure[];
}

export interface SystemModel {
  generatedAt: string;
  health: Assessment;
  runtime: { nodeVersion: string; nextVersion: string | null; platform: string; arch: string; pid: number };
  uptimeSeconds: number;
  /** Of one core; null until two readings exist. `cores` is what the process may use. */
  cpu: { percent: number | null; windowSeconds: number | null; cores: number };
  memory: {
    rssBytes: number;
    heapUsedBytes: number;
    heapTotalBytes: number;
    heapLimitBytes: number;
    heapUsedPercent: number;
    externalBytes: number;
    systemTotalBytes: number;
    systemFreeBytes: number;
  };
  /** Null until the first window has samples. */
  eventLoop: { p50Ms: number; p99Ms: number; maxMs: number; windowSeconds: number } | null;
  requests: { count: number; serverErrors: number; errorRatePercent: number | null };
  database: "pglite" | "postgres";
  jobsInProcess: boolean;
}

export interface PerformanceModel {
  generatedAt: string;
  /** Slowest p95 first. */
  routes: RouteLatency[];
  requestSamples: number;
  vitals: { overall: VitalFigure[]; byRoute: RouteVitals[]; events: number };
  /** Routes measured apart (further ones are counted as "other") and Web Vitals events kept. */
  caps: { routes: number; vitalEvents: number };
}

export type Unavailable = { available: false; reason: string };

export interface TableFigure {
  name: string;
  /** pg_class.reltuples; null while the table has never been analysed. */
  rowEstimate: number | null;
  totalBytes: number;
}

export interface SlowStatement {
  query: string;
  calls: number;
  meanMs: number;
  maxMs: number;
}

export interface DatabaseModel {
  generatedAt: string;
  kind: "pglite" | "postgres";
  ping: { up: true; latencyMs: number } | { up: false; code: string };
  health: Assessment;
  pool:
    | {
        available: true;
        total: number;
        idle: number;
        active: number;
        waiting: number;
        max: number;
        utilisationPercent: number;
        level: HealthLevel;
      }
    | Unavailable;
  connections: { available: true; used: number; max: number; percent: number | null } | Unavailable;
  transactions:
    | {
        available: true;
        commits: number;
        rollbacks: number;
        rollbackPercent: number | null;
        /** Transactions per second since this process's previous reading; null on the first. */
        perSecond: number | null;
        cacheHitPercent: number | null;
        statsSince: string | null;
      }
    | Unavailable;
  slowQueries:
    | {
        available: true;
        totalCalls: number;
        slowCalls: number;
        ratePercent: number | null;
        statements: SlowStatement[];
      }
    | Unavailable;
  tables: TableFigure[];
}

export interface BreakerFigure {
  service: "email" | "sms" | "push" | "ai" | "billing";
  /** The breaker's name (e.g. "email:resend"); null when none exists in this process yet. */
  name: string | null;
  state: "CLOSED" | "OPEN" | "HALF_OPEN" | null;
  /** While open: when the next trial call may go through. */
  retryAt: string | null;
  /** Why there is no breaker, when there is none. */
  note: string | null;
}

export interface BackendModel {
  generatedAt: string;
  jobsInProcess: boolean;
  outbox: {
    pending: number;
    dueNow: number;
    sending: number;
    failed: number;
    sentLast24h: number;
    oldestPendingAgeSeconds: number | null;
  };
  scheduledJobs: { waiting: number; dueNow: number; running: number; retrying: number };
  breakers: BreakerFigure[];
  webhooks: { provider: string; total: number; last24h: number; lastAt: string | null }[];
  ai: { messagesToday: number; messagesLast7Days: number; peopleLast7Days: number; today: string };
}
