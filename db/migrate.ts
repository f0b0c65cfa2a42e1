import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Connection, Schema } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db/migrations");

// Any constant works as long as every instance uses the same one; this is "attune-migrate" hashed.
export const MIGRATION_LOCK_ID = 7_310_420_001;

/**
 * Applies pending migrations. On PostgreSQL a session advisory lock makes concurrent app instances queue: the first
 * applies, the rest find nothing to do. Applying twice is a no-op (drizzle records each migration's hash).
 */
export function applyMigrations(conn: Connection, folder = MIGRATIONS_FOLDER): Promise<void> {
  // Calls on one handle queue up in-process too (PGlite has no advisory locks across its single session).
  const previous = inProcess.get(conn) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => migrateOnce(conn, folder));
  inProcess.set(conn, next);
  return next;
}

const inProcess = new WeakMap<Connection, Promise<void>>();

async function migrateOnce(conn: Connection, folder: string): Promise<void> {
  if (conn.kind === "pglite") {
    await migratePglite(conn.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    return;
  }
  const lockClient = await conn.pool!.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(conn.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}
