"use client";

import { useReportWebVitals } from "next/web-vitals";

type Metric = Parameters<Parameters<typeof useReportWebVitals>[0]>[0];

const REPORTED = new Set(["LCP", "INP", "CLS", "FCP", "TTFB"]);

/**
 * Sends each Core Web Vital of this page to POST /api/v1/vitals for /dev-tools' Performance tab (issue #19). Defined
 * once, outside the component: useReportWebVitals re-subscribes whenever its callback changes. keepalive lets the
 * last metrics (CLS, INP arrive as the page is hidden) leave with the page; a lost one is only a lost sample.
 */
function report(metric: Metric) {
  if (!REPORTED.has(metric.name)) return;
  void fetch("/api/v1/vitals", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: metric.name, value: metric.value, route: location.pathname.slice(0, 200) }),
  }).catch(() => undefined);
}

/** Mounted in the signed-in shell only: the endpoint answers 401 to anyone else. */
export function WebVitalsReporter() {
  useReportWebVitals(report);
  return null;
}
