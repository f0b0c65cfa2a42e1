"use client";

import { useEffect } from "react";
import { registerServiceWorker, unregisterServiceWorkers } from "./service-worker";

/**
 * Mounted once in the root layout, so the first visit (often /onboarding) already installs the worker. `enabled` is
 * the server's NODE_ENV === "production": a production build registers /sw.js; `next dev` has none to register and
 * removes any worker a production run left on the same origin (see unregisterServiceWorkers).
 */
export function ServiceWorkerRegistration({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    if (!enabled) {
      unregisterServiceWorkers();
      return;
    }
    return registerServiceWorker();
  }, [enabled]);
  return null;
}
