import { CLEAR_CACHES_MESSAGE } from "@/lib/validation/service-worker";

/**
 * The page's side of the service worker (issue #17, decision 039). `npm run build` writes the worker to public/sw.js
 * (serwist.config.js), served at the site's root, so its scope is the whole site with no Service-Worker-Allowed.
 */
const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the worker once the page has loaded, so its precaching never competes with the page's own requests.
 * `updateViaCache: "none"`: every update check asks the server for /sw.js, whatever HTTP caches hold.
 */
export function registerServiceWorker(): () => void {
  const register = () => {
    // Without the worker the app works exactly as before (nothing offline), so a refusal is not worth an error.
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" }).catch(() => {});
  };
  if (document.readyState === "complete") {
    register();
    return () => {};
  }
  window.addEventListener("load", register, { once: true });
  return () => window.removeEventListener("load", register);
}

/**
 * `next dev` serves no /sw.js, so any worker on this origin is left from a production build run on the same port: it
 * would keep answering navigations (the offline page whenever the dev server restarts). Development removes it.
 */
export function unregisterServiceWorkers(): void {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => {});
}

/**
 * Sign-out: asks the worker to delete every cache but the precache (decision 039). Nothing per-person is cached by
 * design; this makes sure nothing ever survives a sign-out on a shared device.
 */
export async function clearServiceWorkerCaches(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    registration?.active?.postMessage(CLEAR_CACHES_MESSAGE);
  } catch {
    // No worker (development, a browser without one): no cache to clear.
  }
}
