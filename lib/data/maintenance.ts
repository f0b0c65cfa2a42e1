import { connection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";

/** Applies pending migrations to the configured database; returns which kind it is and how long it took. */
export async function migrateDatabase(): Promise<{ kind: "pglite" | "postgres"; ms: number }> {
  const started = performance.now();
  const conn = connection();
  await applyMigrations(conn);
  return { kind: conn.kind, ms: Math.round(performance.now() - started) };
}

export function databaseKind(): "pglite" | "postgres" {
  return connection().kind;
}
