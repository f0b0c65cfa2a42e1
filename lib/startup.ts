import { connection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { startJobRunner } from "@/lib/jobs";

/**
 * Runs once per server process (instrumentation.ts): validates configuration, applies migrations (advisory-locked
 * on PostgreSQL, so several instances can start together) and, for the embedded database, starts the job runner.
 */
export async function startServer(): Promise<void> {
  const config = env();
  if (config.MIGRATE_ON_START) {
    const started = performance.now();
    await applyMigrations(connection());
    logger.info("db.migrated", { kind: connection().kind, ms: Math.round(performance.now() - started) });
  }
  if (config.JOBS_IN_PROCESS) {
    const runner = startJobRunner({ pollIntervalMs: 2_000 });
    const stop = () => void runner.stop();
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  }
  logger.info("server.started", { database: connection().kind, jobsInProcess: config.JOBS_IN_PROCESS });
}
