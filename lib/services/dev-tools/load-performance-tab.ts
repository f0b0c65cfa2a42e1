import type { PerformanceModel } from "@/lib/domain/dev-tools-health";
import { MAX_ROUTES, requestLatencies, requestTotals } from "@/lib/monitoring/request-metrics";
import { MAX_VITAL_EVENTS, webVitalsSummary } from "@/lib/monitoring/web-vitals";

export type { PerformanceModel };

/**
 * The Performance tab (issue #19): server latency per route as this process measured it at ingress, and Web Vitals
 * as signed-in people's browsers reported them. Both are kept in bounded memory and cover this process since it
 * started or since 'Clear performance data'. The latencies are read from the one Prometheus registry that
 * GET /api/metrics serves (decision 078): percentiles estimated from its histogram's buckets, at most 200 routes.
 *
 * Takes no argument: the figures are the same whichever admin asks (the route's guard decided that one may), and a
 * loader with fewer parameters still fits the registry's `(admin: SessionUser) => Promise<Model>`.
 */
export async function loadPerformanceTab(): Promise<PerformanceModel> {
  const [routes, totals] = await Promise.all([requestLatencies(), requestTotals()]);
  return {
    generatedAt: new Date().toISOString(),
    routes,
    requestSamples: totals.count,
    vitals: webVitalsSummary(),
    caps: { routes: MAX_ROUTES, vitalEvents: MAX_VITAL_EVENTS },
  };
}
