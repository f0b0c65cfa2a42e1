/**
 * `npm run worker`: the delivery worker for PostgreSQL deployments, run as its own process next to the web app
 * (set JOBS_IN_PROCESS=false on the web app then). It does not migrate: the web app or `npm run db:migrate` does.
 */
import { connection } from "@/db/client";
import { env } from "@/lib/env";
import { startJobRunner } from "@/lib/jobs";
import { logger } from "@/lib/logger";

const config = env();
if (!config.DATABASE_URL) {
  // Two processes opening one PGlite data directory would corrupt it; the web process runs the jobs itself there.
  logger.error("worker.no_database_url", {
    hint: "The embedded database runs jobs inside the web app; set DATABASE_URL to run a worker.",
  });
  process.exit(1);
}

// Deliveries and their provider calls happen here on PostgreSQL deployments: trace them like the web app (decision 078).
const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await (
      await import("@/lib/monitoring/tracing-sdk")
    ).startTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: "attune-worker" })
  : null;

const runner = startJobRunner({});
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("worker.stopping", { signal });
  // Provider calls time out after 20 s, so a pass that takes longer is stuck; exiting is safe, its locks expire.
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  try {
    await runner.stop();
    await tracing?.shutdown();
    await connection().close();
    process.exit(0);
  } catch (error) {
    logger.error("worker.stop_failed", { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    // A second signal while draining means "now"; claimed messages' locks expire and another worker retries them.
    if (stopping) process.exit(1);
    void shutdown(signal);
  });
}
