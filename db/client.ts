import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
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
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
  };
}

export function connectPostgres(url: string, options: { poolSize: number; statementTimeoutMs: number }): Connection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    statement_timeout: options.statementTimeoutMs,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client can be cut off (server restart, failover); without a listener that error would crash the process.
  pool.on("error", (error) => logger.warn("db.idle_client_error", { message: error.message }));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: "postgres",
    pool,
    close: () => pool.end(),
  };
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
