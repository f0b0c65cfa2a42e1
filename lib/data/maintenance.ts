import { connection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { rebuildStaleDailyRollups } from "./daily-rollups";

/** Applies pending migrations to the configured database; returns which kind it is and how long it took. */
export async function migrateDatabase(): Promise<{ kind: "pglite" | "postgres"; ms: number }> {
  const started = performance.now();
  const conn = connection();
  await applyMigrations(conn);
  return { kind: conn.kind, ms: Math.round(performance.now() - started) };
}

/**
 * The start-up backfill of the daily rollups (decision 067): everyone whose rollups are not built in their profile's
 * zone, which after migration 0015 is everyone once. Idempotent; returns how many were rebuilt and how long it took.
 */
export async function backfillDailyRollups(): Promise<{ rebuilt: number; ms: number }> {
  const started = performance.now();
  const rebuilt = await rebuildStaleDailyRollups();
  return { rebuilt, ms: Math.round(performance.now() - started) };
}

export function databaseKind(): "pglite" | "postgres" {
  return connection().kind;
}
