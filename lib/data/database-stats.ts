import { sql, type SQL } from "drizzle-orm";
import { connection } from "@/db/client";
import { SLOW_QUERY_MS, type SlowStatement, type TableFigure } from "@/lib/domain/dev-tools-health";
import { databaseKind } from "./maintenance";

/**
 * The database's own figures for the Database tab (issue #19), read from PostgreSQL's statistics views and from this
 * process's node-postgres pool. PGlite is one embedded connection with no server statistics to speak of: the readers
 * that have nothing to read there return null, and the tab says so.
 */

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await connection().db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Counters: bigint columns arrive as strings from node-postgres and as bigints from PGlite. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export interface PoolFigures {
  /** Connections the pool holds, checked out or idle. */
  total: number;
  idle: number;
  /** Requests queued for a connection because every one is checked out. */
  waiting: number;
  max: number;
}

/** This process's pool right now; null on PGlite, which has one connection and no pool. */
export function poolFigures(): PoolFigures | null {
  const { pool } = connection();
  if (!pool) return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

/** Connections to this database from every client (all app instances, the worker, psql), of max_connections. */
export async function serverConnections(): Promise<{ used: number; max: number } | null> {
  if (databaseKind() !== "postgres") return null;
  const [row] = await rows<{ used: unknown; max: unknown }>(sql`
    select (select count(*) from pg_stat_activity where datname = current_database()) as used,
           current_setting('max_connections')::int as max`);
  return row ? { used: num(row.used), max: num(row.max) } : null;
}

export interface TransactionTotals {
  commits: number;
  rollbacks: number;
  blocksHit: number;
  blocksRead: number;
  /** When these counters last started from zero; null when never reset since the cluster was created. */
  statsReset: Date | null;
}

/**
 * Committed and rolled-back transactions and buffer hits of this database, cumulative since the statistics were
 * last reset (pg_stat_database). db/client has no per-query hook to count with, and these counters are the server's
 * own, for every client. Null on PGlite: the view exists there, but its counters never advance (checked: fifty
 * queries and a rollback leave them unchanged), so showing them would show a figure that was never measured.
 */
export async function transactionTotals(): Promise<TransactionTotals | null> {
  if (databaseKind() !== "postgres") return null;
  const [row] = await rows<Record<string, unknown>>(sql`
    select xact_commit, xact_rollback, blks_hit, blks_read, stats_reset
      from pg_stat_database where datname = current_database()`);
  if (!row) return null;
  return {
    commits: num(row.xact_commit),
    rollbacks: num(row.xact_rollback),
    blocksHit: num(row.blks_hit),
    blocksRead: num(row.blks_read),
    statsReset: row.stats_reset ? new Date(row.stats_reset as string | Date) : null,
  };
}

export type SlowStatements =
  | { readable: true; totalCalls: number; slowCalls: number; statements: SlowStatement[] }
  | { readable: false; reason: string };

/** The longest statement text shown: enough to recognise a query, and pg_stat_statements has replaced its constants. */
const QUERY_TEXT_MAX = 300;

/**
 * Statements whose mean execution time is at least SLOW_QUERY_MS (spec 3 §9), slowest first, from pg_stat_statements
 * when the extension is installed in this database and loaded by the server; otherwise why not.
 */
export async function slowStatements(limit = 10): Promise<SlowStatements> {
  if (databaseKind() !== "postgres") {
    return { readable: false, reason: "pg_stat_statements is not available on the embedded database (PGlite)." };
  }
  const [extension] = await rows<{ installed: boolean }>(
    sql`select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as installed`,
  );
  if (!extension?.installed) {
    return {
      readable: false,
      reason:
        "pg_stat_statements is not installed: add it to shared_preload_libraries and run CREATE EXTENSION pg_stat_statements.",
    };
  }
  try {
    const mine = sql`dbid = (select oid from pg_database where datname = current_database())`;
    const [totals] = await rows<{ total: unknown; slow: unknown }>(sql`
      select coalesce(sum(calls), 0) as total,
             coalesce(sum(calls) filter (where mean_exec_time >= ${SLOW_QUERY_MS}), 0) as slow
        from pg_stat_statements where ${mine}`);
    const statements = await rows<{ query: string; calls: unknown; mean: unknown; max: unknown }>(sql`
      select left(query, ${QUERY_TEXT_MAX}) as query, calls, mean_exec_time as mean, max_exec_time as max
        from pg_stat_statements where ${mine} and mean_exec_time >= ${SLOW_QUERY_MS}
       order by mean_exec_time desc limit ${limit}`);
    return {
      readable: true,
      totalCalls: num(totals?.total),
      slowCalls: num(totals?.slow),
      statements: statements.map((row) => ({
        query: row.query,
        calls: num(row.calls),
        meanMs: Math.round(num(row.mean)),
        maxMs: Math.round(num(row.max)),
      })),
    };
  } catch {
    // Installed but not loaded (reading the view fails until the server preloads the library), or a PostgreSQL
    // before 13, whose view has other column names.
    return {
      readable: false,
      reason:
        "pg_stat_statements is installed but could not be read: it must be in shared_preload_libraries (restart " +
        "after adding it), on PostgreSQL 13 or later.",
    };
  }
}

/**
 * The public schema's tables, largest first: their size on disk with indexes and TOAST, and the planner's row
 * estimate (null until the table is first analysed; PGlite has no autovacuum to do that). Works on both databases.
 */
export async function tableFigures(limit = 40): Promise<TableFigure[]> {
  const result = await rows<{ name: string; estimate: unknown; bytes: unknown }>(sql`
    select c.relname as name, c.reltuples as estimate, pg_total_relation_size(c.oid) as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by pg_total_relation_size(c.oid) desc, c.relname
     limit ${limit}`);
  return result.map((row) => {
    const estimate = num(row.estimate);
    return { name: row.name, rowEstimate: estimate < 0 ? null : Math.round(estimate), totalBytes: num(row.bytes) };
  });
}
