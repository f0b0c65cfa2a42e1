"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { isStaticTextPage } from "@/lib/domain/site-map";
import { registerServiceWorker, unregisterServiceWorkers } from "./service-worker";

/**
 * Mounted once in the root layout, so the first visit (often /onboarding) already installs the worker. `enabled` is
 * the server's NODE_ENV === "production": a production build registers /sw.js; `next dev` has none to register and
 * removes any worker a production run left on the same origin (see unregisterServiceWorkers). A visitor reading a legal
 * page does not download the app for offline use (about 1 MB of precache); moving on into the app registers it then.
 */
export function ServiceWorkerRegistration({ enabled }: { enabled: boolean }) {
  const textPage = isStaticTextPage(usePathname());
  useEffect(() => {
    if (!("serviceWorker" in navigator) || textPage) return;
    if (!enabled) {
      unregisterServiceWorkers();
      return;
    }
    return registerServiceWorker();
  }, [enabled, textPage]);
  return null;
}
