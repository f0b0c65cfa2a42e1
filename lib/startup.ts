import { databaseKind, migrateDatabase } from "@/lib/data/maintenance";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { startJobRunner } from "@/lib/jobs";

/**
 * Runs once per server process (instrumentation.ts): validates configuration, applies migrations (advisory-locked
 * on PostgreSQL, so several instances can start together) and, for the embedded database, starts the job runner.
 */
export async function startServer(): Promise<void> {
  const config = env();
  if (config.MIGRATE_ON_START) logger.info("db.migrated", await migrateDatabase());
  if (config.JOBS_IN_PROCESS) {
    const runner = startJobRunner({ pollIntervalMs: 2_000 });
    const stop = () => void runner.stop();
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  }
  logger.info("server.started", { database: databaseKind(), jobsInProcess: config.JOBS_IN_PROCESS });
}
