import { assessSystem, percentOf, type SystemModel } from "@/lib/domain/dev-tools-health";
import { databaseKind } from "@/lib/data/maintenance";
import { env } from "@/lib/env";
import { cpuPercent, eventLoopDelay, memoryFigures, runtimeFigures } from "@/lib/monitoring/process-metrics";
import { requestTotals } from "@/lib/monitoring/request-metrics";

export type { SystemModel };

/**
 * The System tab (spec 3 "System Health", issue #19): this server process as Node measures it — memory against the
 * heap limit, CPU, event-loop delay, uptime, versions — and the overall level the health rules give those figures
 * with the server error rate (lib/domain/dev-tools-health.ts). Nothing is read from the database but its kind.
 *
 * Takes no argument: the figures are the same whichever admin asks (the route's guard decided that one may), and a
 * loader with fewer parameters still fits the registry's `(admin: SessionUser) => Promise<Model>`.
 */
export async function loadSystemTab(): Promise<SystemModel> {
  const memory = memoryFigures();
  const eventLoop = eventLoopDelay();
  const { cores, uptimeSeconds, ...runtime } = runtimeFigures();
  const { count, serverErrors } = await requestTotals();
  return {
    generatedAt: new Date().toISOString(),
    health: assessSystem({
      heapUsedPercent: memory.heapUsedPercent,
      eventLoopP99Ms: eventLoop?.p99Ms ?? null,
      requests: { count, serverErrors },
    }),
    runtime,
    uptimeSeconds,
    cpu: { ...cpuPercent(), cores },
    memory,
    eventLoop,
    requests: { count, serverErrors, errorRatePercent: percentOf(serverErrors, count) },
    database: databaseKind(),
    jobsInProcess: env().JOBS_IN_PROCESS,
  };
}
