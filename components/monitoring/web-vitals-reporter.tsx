"use client";

import { useEffect } from "react";
import type { MetricType } from "web-vitals";

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

// Once per document: the shell mounts again on every page, the observers belong to the load.
let started = false;

/**
 * Mounted in the signed-in shell only: the endpoint answers 401 to anyone else. The measuring library loads once the
 * page has loaded: it reads the browser's buffered entries (paint, largest paint, layout shifts, navigation), so it
 * misses nothing by starting late, and its code stays out of every page's first load (decision 060).
 */
export function WebVitalsReporter() {
  useEffect(() => {
    if (started) return;
    started = true;
    const start = () => {
      void import("web-vitals")
        .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
          for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(reportVital);
        })
        .catch(() => undefined);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }, []);
  return null;
}
