import { NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { flushOfflineWrites } from "@/lib/offline/queue";
import { OFFLINE_SYNC_TAG, OFFLINE_SYNCED_MESSAGE } from "@/lib/offline/writes";
import {
  isClearCachesMessage,
  notificationFromPush,
  notificationUrl,
  runtimeCacheNames,
} from "@/lib/validation/service-worker";

/**
 * Attune's service worker (issue #17, decision 039), bundled by `serwist build` after `next build` into public/sw.js.
 *
 * Nothing that belongs to a person is ever cached: the precache holds only the static shell (Next's hashed
 * /_next/static files, the fonts among them, the app icons and the offline page, listed by serwist.config.js at build
 * time); page navigations go to the network every time and fall back to the offline page only when the network
 * fails; /api, RSC payloads and every other request are not routed at all, so the browser fetches them as if there
 * were no worker. A consent revoked on the server therefore applies to the very next page, as it always did.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    // Replaced at build time by the precache manifest (serwist.config.js's injection point).
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** Background Sync (Chromium only) is not in TypeScript's webworker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const OFFLINE_PAGE = "/offline";
const ICON = "/icons/icon-192.png";
const BADGE = "/icons/badge-96.png";

const isPageNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === "navigate" && url.origin === self.location.origin && !url.pathname.startsWith("/api/");

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Nothing cached depends on the version of the pages around it (hashed files, a static offline page), so a new
  // worker may take over open tabs at once rather than wait for every tab to close.
  skipWaiting: true,
  clientsClaim: true,
  // The page request starts while the worker boots, so going through the worker costs a navigation nothing.
  navigationPreload: true,
  precacheOptions: { cleanupOutdatedCaches: true },
  runtimeCaching: [{ matcher: isPageNavigation, handler: new NetworkOnly() }],
  // Only when the network fails (offline, DNS, a dropped connection) — a 500 or 503 page from the server is shown as is.
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === "navigate" }] },
});

// Serwist's addEventListeners() would also answer "CACHE_URLS" messages, letting a page put any URL into a cache;
// only these three are needed.
self.addEventListener("install", serwist.handleInstall);
self.addEventListener("activate", serwist.handleActivate);
self.addEventListener("fetch", serwist.handleFetch);

self.addEventListener("push", (event) => {
  const shown = notificationFromPush(pushJson(event.data));
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      data: { url: shown.url },
      icon: ICON,
      badge: BADGE,
    }),
  );
});

function pushJson(data: PushMessageData | null): unknown {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path = notificationUrl(typeof data === "object" && data ? (data as { url?: unknown }).url : undefined);
  event.waitUntil(openWindow(new URL(path, self.location.origin).href));
});

/** Brings an open Attune window forward on `url`, or opens one. */
async function openWindow(url: string): Promise<void> {
  // Controlled windows only: navigate() refuses a window this worker does not control.
  const windows = await self.clients.matchAll({ type: "window" });
  const existing = windows.find((client) => client.focused) ?? windows[0];
  if (!existing) {
    await self.clients.openWindow(url);
    return;
  }
  // Focus first: the click's permission to raise a window lapses if we wait for a navigation.
  const focused = await existing.focus();
  if (focused.url === url) return;
  try {
    await focused.navigate(url);
  } catch {
    await self.clients.openWindow(url);
  }
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OFFLINE_SYNC_TAG) return;
  sync.waitUntil(sendOfflineWrites());
});

/**
 * Sends the moods and check-ins a page kept while offline (lib/offline, decision 040), even if that page is closed.
 * Open pages are told, so they announce what was sent at once. Entries still waiting (the network not quite back)
 * make the sync fail on purpose: that is how Background Sync is asked to try again later.
 */
async function sendOfflineWrites(): Promise<void> {
  const { sent, failed, kept } = await flushOfflineWrites();
  if (sent + failed > 0) {
    const windows = await self.clients.matchAll({ type: "window" });
    for (const client of windows) client.postMessage({ type: OFFLINE_SYNCED_MESSAGE, sent, failed, kept });
  }
  if (kept > 0) throw new Error(`${kept} offline write(s) still waiting`);
}

self.addEventListener("message", (event) => {
  if (!isClearCachesMessage(event.data)) return;
  event.waitUntil(clearRuntimeCaches());
});

/**
 * Sign-out (decision 039): nothing per-person is cached by design, so this is a guarantee rather than a clean-up —
 * whatever cache anything else ever created (a future runtime cache, a leftover of an older worker) is gone before
 * the next person signs in on this device. The precache (static files only) stays.
 */
async function clearRuntimeCaches(): Promise<void> {
  // The name the precache strategy really uses (Serwist's cacheNames can disagree with it once a cacheId is set).
  const doomed = runtimeCacheNames(await caches.keys(), serwist.precacheStrategy.cacheName);
  await Promise.all(doomed.map((name) => caches.delete(name)));
}
