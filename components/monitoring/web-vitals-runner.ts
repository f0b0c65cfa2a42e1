import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";

/**
 * Sends each Core Web Vital of this page to POST /api/v1/vitals for /dev-tools' Performance tab (issue #19). keepalive
 * lets the last metrics (CLS, INP arrive as the page is hidden) leave with the page; a lost one is only a lost sample.
 */
function reportVital(metric: Pick<MetricType, "name" | "value">) {
  void fetch("/api/v1/vitals", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: metric.name, value: metric.value, route: location.pathname.slice(0, 200) }),
  }).catch(() => undefined);
}

/** Starts the measuring library's observers (web-vitals-reporter.tsx loads this after the page's load event). */
export function startWebVitals(): void {
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(reportVital);
}
