"use client";

import { useEffect } from "react";

// Once per document: the shell mounts again on every page, the observers belong to the load.
let started = false;

/**
 * Mounted in the signed-in shell only: the endpoint answers 401 to anyone else. The measuring library and the code that
 * sends its figures (web-vitals-runner.ts) load once the page has loaded: the library reads the browser's buffered
 * entries (paint, largest paint, layout shifts, navigation), so it misses nothing by starting late, and its code stays
 * out of every page's first load (decisions 060, 066).
 */
export function WebVitalsReporter() {
  useEffect(() => {
    if (started) return;
    started = true;
    const start = () => {
      void import("./web-vitals-runner").then(({ startWebVitals }) => startWebVitals()).catch(() => undefined);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }, []);
  return null;
}
