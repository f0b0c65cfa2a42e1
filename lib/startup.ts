import { backfillDailyRollups, databaseKind, migrateDatabase } from "@/lib/data/maintenance";
import { env, EnvError, isLoopbackListen, type Env } from "@/lib/env";
import { installClientAddressHook } from "@/lib/http/client-address";
import { prerenderedCanonicalOrigins, publicPagesOriginProblem } from "@/lib/http/prerendered-pages";
import { logger } from "@/lib/logger";
import { startJobRunner } from "@/lib/jobs";
import { startProcessMetrics } from "@/lib/monitoring/process-metrics";
import { installRequestMetrics } from "@/lib/monitoring/request-metrics";

/**
 * Runs once per server process (instrumentation.ts): validates configuration, stamps each incoming request with its
 * client address, applies migrations (advisory-locked on PostgreSQL, so several instances can start together) and,
 * for the embedded database, starts the job runner.
 */
export async function startServer(): Promise<void> {
  const config = loadConfigOrExit();
  // First, so the spans of everything below and of the first requests are recorded (decision 078). Unset, the SDK is
  // never imported.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import("@/lib/monitoring/tracing-sdk");
    await startTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: "attune-web" });
  }
  if (config.NODE_ENV === "production") {
    checkPublicPagesOrigin(config.APP_URL);
    checkTestToolsBinding(config);
  }
  // Before anything can be served: per-IP limits read the address this hook stamps on each request (decision 023).
  installClientAddressHook({ trustedHops: config.TRUST_PROXY });
  // /dev-tools' figures (issue #19): every request's latency from the same ingress channel, and the event-loop
  // histogram, which only knows what it has sampled since it started.
  installRequestMetrics();
  startProcessMetrics();
  if (config.MIGRATE_ON_START) logger.info("db.migrated", await migrateDatabase());
  // Daily rollups for rows written before they existed or in a person's former zone (decision 067), in the
  // background: a page that finds a person's rollups out of date rebuilds them itself, so nothing waits for this.
  void backfillDailyRollups().then(
    (result) => logger.info("rollups.backfilled", result),
    (error: unknown) => logger.error("rollups.backfill_failed", { error: String(error) }),
  );
  if (config.JOBS_IN_PROCESS) {
    const runner = startJobRunner({ pollIntervalMs: 2_000 });
    const stop = () => void runner.stop();
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  }
  logger.info("server.started", { database: databaseKind(), jobsInProcess: config.JOBS_IN_PROCESS });
}

/**
 * The dev mailbox shows everyone's one-time links and fault injection fails reads on request, so in production they
 * need a server nobody else can reach (issue #30): APP_URL being loopback said nothing about where `next start`
 * listens, which is every interface unless told otherwise.
 */
function checkTestToolsBinding(config: Env) {
  const on = [config.DEV_MAILBOX && "DEV_MAILBOX", config.FAULT_INJECTION && "FAULT_INJECTION"].filter(Boolean);
  if (on.length === 0 || isLoopbackListen(config.LISTEN_ORIGIN)) return;
  refuseToStart(
    `Invalid environment configuration:\n  - ${on.join(", ")}: in production only on a server bound to loopback ` +
      `(start it with -H 127.0.0.1); this one listens on ${config.LISTEN_ORIGIN ?? "an unknown address"}`,
  );
}

/** The prerendered pages carry the build's APP_URL in their links; a public server must serve that same one. */
function checkPublicPagesOrigin(appUrl: string) {
  const problem = publicPagesOriginProblem(prerenderedCanonicalOrigins(), appUrl);
  if (!problem) return;
  if (!problem.refuse) {
    logger.warn("public_pages.built_for_other_origin", { detail: problem.message.trim() });
    return;
  }
  refuseToStart(`Invalid environment configuration:\n${problem.message}`);
}

/**
 * A bad configuration ends the process with its message and exit code 1 (decision 024). Next would otherwise log
 * the failed start-up and go on answering every request with a 500. `next start` binds its port before it loads the
 * app, so the port is open for those few milliseconds, but no request is ever answered.
 */
function loadConfigOrExit() {
  try {
    return env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    refuseToStart(error.message);
  }
}

/**
 * Ends the process with what is wrong and exit code 1 (decision 024). Not the JSON logger: it reads the very
 * configuration that is at fault.
 */
function refuseToStart(message: string): never {
  process.stderr.write(`${message}\nAttune did not start: fix the configuration above.\n`);
  process.exit(1);
}
