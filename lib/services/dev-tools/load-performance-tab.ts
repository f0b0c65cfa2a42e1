import type { PerformanceModel } from "@/lib/domain/dev-tools-health";
import {
  MAX_ROUTES,
  MAX_SAMPLES,
  requestLatencies,
  requestTotals,
  SAMPLES_PER_ROUTE,
} from "@/lib/monitoring/request-metrics";
import { MAX_VITAL_EVENTS, webVitalsSummary } from "@/lib/monitoring/web-vitals";

export type { PerformanceModel };

/**
 * The Performance tab (issue #19): server latency per route as this process measured it at ingress, and Web Vitals
 * as signed-in people's browsers reported them. Both are kept in bounded memory (spec 3 §9's caps, shown with them),
 * so they cover this process since it started or since 'Clear performance data'.
 *
 * Takes no argument: the figures are the same whichever admin asks (the route's guard decided that one may), and a
 * loader with fewer parameters still fits the registry's `(admin: SessionUser) => Promise<Model>`.
 */
export async function loadPerformanceTab(): Promise<PerformanceModel> {
  return {
    generatedAt: new Date().toISOString(),
    routes: requestLatencies(),
    requestSamples: requestTotals().count,
    vitals: webVitalsSummary(),
    caps: {
      samplesPerRoute: SAMPLES_PER_ROUTE,
      routes: MAX_ROUTES,
      samples: MAX_SAMPLES,
      vitalEvents: MAX_VITAL_EVENTS,
    },
  };
}
