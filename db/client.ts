import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { getTableName, is } from "drizzle-orm";
import { PgPreparedQuery, PgTable, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { env } from "@/lib/env";
import { traced, tracingOn } from "@/lib/tracing";
import { failureCodeOf, isConnectionFailureCode, queryNameOf, toQueryFailure } from "./errors";
import { noteConnectionFailure, noteConnectionLost, noteQuerySuccess } from "./outage";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: lib/data functions accept both so services can compose them. */
export type Executor = Database | Transaction;

export interface Connection {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs raw SQL; used by migrations, health checks and tests. */
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export function connectPglite(client: PGlite): Connection {
  installQueryFailures();
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
  };
}

export function connectPostgres(url: string, options: { poolSize: number; statementTimeoutMs: number }): Connection {
  installQueryFailures();
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    statement_timeout: options.statementTimeoutMs,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  guardCheckouts(pool);
  // An idle client can be cut off (server restart, failover); without a listener that error would crash the process.
  // The pool has already dropped it; the outage tracker reports it with the next outage or success (decision 026).
  pool.on("error", (error) => noteConnectionLost(failureCodeOf(error) ?? "UNKNOWN"));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: "postgres",
    pool,
    close: () => pool.end(),
  };
}

/** Table names the schema defines: the only identifiers a query name may contain (db/errors.ts queryNameOf). */
const TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[])
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);

const INSTALLED = Symbol.for("attune.db.queryFailures");
type QueryWithCache = (
  this: unknown,
  sql: string,
  params: unknown[],
  query: () => Promise<unknown>,
) => Promise<unknown>;

/**
 * Every query of both drivers (node-postgres and PGlite, transactions, migrations, the rate limiter's) runs through
 * PgPreparedQuery.queryWithCache, which is also where drizzle wraps a driver error in a DrizzleQueryError carrying the
 * SQL parameters. Converting there, before the error reaches any caller, is the only depth at which no one — our
 * logger, Next's console printing a server component's error with its cause chain, a library — can see the
 * parameters or the driver's row values (decision 026). The same place reports successes and connection failures to
 * the outage tracker. Idempotent (Next evaluates this module more than once; the mark is on the prototype) and loud:
 * if a drizzle upgrade removes the method, the server refuses to start rather than silently logging parameters again.
 */
export function installQueryFailures(): void {
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache?: QueryWithCache; [INSTALLED]?: true };
  const original = prototype.queryWithCache;
  if (typeof original !== "function") {
    throw new Error(
      "drizzle-orm's PgPreparedQuery.prototype.queryWithCache is missing: failed queries would carry their " +
        "parameters into logs. Re-check installQueryFailures in db/client.ts against this drizzle-orm version.",
    );
  }
  if (prototype[INSTALLED]) return;
  async function run(this: unknown, sql: string, params: unknown[], query: () => Promise<unknown>) {
    const startedAt = performance.now();
    try {
      const result = await original!.call(this, sql, params, query);
      noteQuerySuccess();
      return result;
    } catch (error) {
      const failure = toQueryFailure(error, queryNameOf(sql, TABLES));
      if (isConnectionFailureCode(failure.code)) noteConnectionFailure(failure, startedAt);
      throw failure;
    }
  }
  prototype.queryWithCache = function queryWithCache(sql, params, query) {
    if (!tracingOn()) return run.call(this, sql, params, query);
    // A span per query (decision 078), named and described like the logs: the statement drizzle sends, whose values
    // are all $n placeholders, and never the parameters.
    const name = queryNameOf(sql, TABLES);
    const attributes = {
      "db.system.name": "postgresql",
      "db.query.summary": name,
      "db.query.text": sql.slice(0, 2000),
    };
    return traced(name, { kind: "client", attributes }, () => run.call(this, sql, params, query));
  };
  Object.defineProperty(prototype, INSTALLED, { value: true });
}

/** The release of each client checked out with pool.connect(), keyed by client, while it is checked out. */
const leases = new WeakMap<pg.PoolClient, (error: Error) => void>();

/**
 * Drizzle's transactions check a client out with pool.connect() and hold it without an "error" listener, and pg
 * emits "error" on a client whose connection dies: unheard, that is an uncaught exception that takes the process
 * down. Drizzle also runs BEGIN outside its try/finally, so a client whose BEGIN fails is never released and its
 * pool slot is lost for good. So every client gets a permanent listener, and a checked-out client whose connection
 * dies is released at once with the error (the pool discards it and frees the slot); drizzle's own release
 * afterwards is a no-op. (A client released without the error after a failed transaction is not handed out again:
 * pg-pool discards clients that are no longer queryable.) A checkout
 * that fails (the database refuses connections) becomes a QueryFailure named "connect", like any query's failure.
 * pool.query() (callback form) guards its own clients and is left alone.
 */
function guardCheckouts(pool: pg.Pool): void {
  pool.on("connect", (client) => client.on("error", (error) => leases.get(client)?.(error)));
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | void;
  pool.connect = ((callback?: unknown) => {
    if (typeof callback === "function") return connect(callback);
    const startedAt = performance.now();
    return (connect() as Promise<pg.PoolClient>).then(lease, (error: unknown) => {
      const failure = toQueryFailure(error, "connect");
      if (isConnectionFailureCode(failure.code)) noteConnectionFailure(failure, startedAt);
      throw failure;
    });
  }) as typeof pool.connect;
}

function lease(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const finish = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    leases.delete(client);
    release(error);
  };
  leases.set(client, (error) => {
    noteConnectionLost(failureCodeOf(error) ?? "UNKNOWN");
    finish(error);
  });
  client.release = finish;
  return client;
}

function connectFromEnv(): Connection {
  const config = env();
  if (config.DATABASE_URL) {
    return connectPostgres(config.DATABASE_URL, {
      poolSize: config.DATABASE_POOL_SIZE,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    });
  }
  mkdirSync(config.PGLITE_DATA_DIR, { recursive: true });
  return connectPglite(new PGlite(config.PGLITE_DATA_DIR));
}

// One connection per process: Next bundles server code more than once (instrumentation, routes), and two
// PGlite instances on one data directory would corrupt it, so the handle lives on globalThis.
const KEY = Symbol.for("attune.db.connection");
type Holder = { [KEY]?: Connection };
const holder = globalThis as Holder;

export function connection(): Connection {
  holder[KEY] ??= connectFromEnv();
  return holder[KEY];
}

export function db(): Database {
  return connection().db;
}

/** Tests install a fresh, migrated database per test file. */
export function useConnection(next: Connection | undefined): void {
  holder[KEY] = next;
}

export { schema };
