import { logger } from "@/lib/logger";
import { isQueryFailure, type QueryFailure } from "./errors";

/**
 * One log line when the database becomes unreachable and one when it answers again (decision 026), instead of a
 * line (or a stack) per failed request. Fed by the query wrapper and the pool in db/client.ts, and by the error
 * mapper, which counts the requests it answered 503.
 *
 * The outage ends at the first successful query after OUTAGE_QUIET_MS without a connection failure. Without that
 * quiet period an outage would flap: queries already answered when the database went away still resolve after the
 * first failure, and while new connections are refused (or the server is at max_connections) the clients already
 * open keep working for a while — each such success would "recover" and the next failure start a new outage.
 */
export const OUTAGE_QUIET_MS = 2_000;

interface Outage {
  /** performance.now() of the first failure. */
  startedAt: number;
  lastFailureAt: number;
  /** The first success since the last failure: the moment the database answered again. */
  firstSuccessAt: number | null;
  failedQueries: number;
  refusedRequests: number;
  connectionsLost: number;
}

interface TrackerState {
  outage: Outage | null;
  /** performance.now() when the last outage ended; failures of queries started before it belong to that outage. */
  recoveredAt: number;
  /**
   * Open connections that died while no outage was open; reported with the outage that follows, or else by the first
   * success OUTAGE_QUIET_MS after the last of them (a database being stopped closes its connections first).
   */
  lost: { count: number; code: string; at: number } | null;
  /** Failures already counted, so the mapper does not count a query failure a second time as a new outage. */
  seen: WeakSet<object>;
  /** performance.now() of the last probe during an outage (claimOutageProbe). */
  lastProbeAt?: number;
}

// On globalThis for the same reason as the connection (db/client.ts): every bundle of the server must share it.
const KEY = Symbol.for("attune.db.outage");
type Holder = { [KEY]?: TrackerState };

function state(): TrackerState {
  const holder = globalThis as Holder;
  holder[KEY] ??= { outage: null, recoveredAt: -Infinity, lost: null, seen: new WeakSet() };
  return holder[KEY];
}

function begin(
  s: TrackerState,
  code: string,
  queryName: string,
  counts: { failedQueries: number; refusedRequests: number },
) {
  const now = performance.now();
  const lost = s.lost;
  s.lost = null;
  s.outage = { startedAt: now, lastFailureAt: now, firstSuccessAt: null, ...counts, connectionsLost: lost?.count ?? 0 };
  logger.error("db.unavailable", {
    code,
    query: queryName,
    // What closed the connections first (e.g. 57P01, the server shutting down) says more than the failure it caused.
    ...(lost ? { connectionsLost: lost.count, connectionLostCode: lost.code } : {}),
  });
}

/**
 * A query (or a pool checkout, queryName "connect") that started at `startedAt` (performance.now()) failed because
 * the database could not be reached.
 */
export function noteConnectionFailure(failure: QueryFailure, startedAt: number): void {
  const s = state();
  s.seen.add(failure);
  const outage = s.outage;
  if (outage) {
    outage.failedQueries++;
    outage.lastFailureAt = performance.now();
    outage.firstSuccessAt = null;
    return;
  }
  // A straggler of the outage that just ended (it waited in the pool queue through it): not a new outage.
  if (startedAt < s.recoveredAt) return;
  begin(s, failure.code, failure.queryName, { failedQueries: 1, refusedRequests: 0 });
}

/** Called after every successful query: a field read unless something is open. */
export function noteQuerySuccess(): void {
  const s = state();
  const outage = s.outage;
  if (outage) {
    const now = performance.now();
    outage.firstSuccessAt ??= now;
    if (now - outage.lastFailureAt < OUTAGE_QUIET_MS) return;
    s.outage = null;
    s.recoveredAt = now;
    // At warn, like its db.unavailable at error: at info it would vanish under LOG_LEVEL=warn and look unresolved.
    logger.warn("db.recovered", {
      durationMs: Math.round(outage.firstSuccessAt - outage.startedAt),
      failedQueries: outage.failedQueries,
      failedRequests: outage.refusedRequests,
      ...(outage.connectionsLost ? { connectionsLost: outage.connectionsLost } : {}),
    });
    return;
  }
  if (s.lost && performance.now() - s.lost.at >= OUTAGE_QUIET_MS) {
    // The pool replaced them and the database answered: worth a line, not an alarm.
    logger.warn("db.connections_lost", { count: s.lost.count, code: s.lost.code });
    s.lost = null;
  }
}

/**
 * An open pooled connection died, idle or checked out (server restart, pg_terminate_backend, a proxy dropping idle
 * sockets). The pool drops it; on its own that is not an outage, so it is reported with what the next queries show.
 */
export function noteConnectionLost(code: string): void {
  const s = state();
  if (s.outage) {
    s.outage.connectionsLost++;
    return;
  }
  s.lost = { count: (s.lost?.count ?? 0) + 1, code: s.lost?.code ?? code, at: performance.now() };
}

/**
 * The mapper answered a request 503 because of `error`. Counted into the open outage; an error no query wrapper saw
 * (PGlite closed under a transaction) opens one.
 */
export function noteRefusedRequest(error: unknown, code: string): void {
  const s = state();
  if (s.outage) {
    s.outage.refusedRequests++;
    return;
  }
  if (typeof error === "object" && error !== null && s.seen.has(error)) return;
  begin(s, code, isQueryFailure(error) ? error.queryName : "unknown", { failedQueries: 0, refusedRequests: 1 });
}

/**
 * For proxy.ts, which answers page requests 503 during an outage instead of letting each render its way to an
 * error: "none" when no outage is open; while one is, "probe" for one caller every OUTAGE_QUIET_MS — it should ask
 * the database (its answer ends the outage, or not) — and "refuse" for everyone else.
 */
export function claimOutageProbe(): "none" | "probe" | "refuse" {
  const s = state();
  if (!s.outage) return "none";
  const now = performance.now();
  if (now - (s.lastProbeAt ?? -Infinity) < OUTAGE_QUIET_MS) return "refuse";
  s.lastProbeAt = now;
  return "probe";
}

/** For tests: what the tracker currently holds. */
export function outageSnapshot(): { open: boolean; failedQueries: number; refusedRequests: number } {
  const outage = state().outage;
  return {
    open: outage !== null,
    failedQueries: outage?.failedQueries ?? 0,
    refusedRequests: outage?.refusedRequests ?? 0,
  };
}
