import { sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { failureCodeOf, isQueryFailure } from "@/db/errors";

export type { Executor };
// For services that already import this module; the mapper takes them from ./failures (no client).
export { isConnectionFailure, isQueryFailure } from "./failures";

/** Services compose several lib/data calls atomically through this; nothing outside lib/data sees the client. */
export function inTransaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
  return db().transaction(fn);
}

/**
 * Runs `fn` inside the caller's transaction when given one, else in a new one: for a writer in lib/data whose
 * statements must commit together (a row and the rollups it changes) whether or not its caller opened a transaction.
 */
export function withinTransaction<T>(fn: (tx: Executor) => Promise<T>, executor: Executor): Promise<T> {
  const inOne = typeof (executor as { rollback?: unknown }).rollback === "function";
  return inOne ? fn(executor) : executor.transaction(fn);
}

/**
 * Holds a transaction-scoped advisory lock named `name` ("health-scores:<user>", "question-circle:<ids>", …) until the
 * caller's transaction ends: the one way lib/data serialises writers that must not interleave.
 */
export async function holdLock(name: string, executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * For reads that need no atomicity: the executor is the pool itself, so a service's Promise.all really runs its reads
 * in parallel on PostgreSQL (inside a transaction they would queue on its one connection, behind BEGIN and COMMIT).
 */
export function withReader<T>(fn: (executor: Executor) => Promise<T>): Promise<T> {
  return fn(db());
}

/**
 * PostgreSQL's unique_violation, raised the same way by PGlite and node-postgres. Failed queries arrive as
 * QueryFailures (db/errors.ts) that keep the SQLSTATE and the constraint's name; a raw driver error (one no query
 * wrapper saw) is read down its cause chain.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (isQueryFailure(error)) return error.code === "23505" && (!constraint || error.constraint === constraint);
  if (failureCodeOf(error) !== "23505") return false;
  if (!constraint) return true;
  const cause = (error as { cause?: { constraint?: unknown } } | undefined)?.cause;
  return ((cause ?? error) as { constraint?: unknown }).constraint === constraint;
}
