/**
 * Whether this browser can take push notifications from Attune, and what to tell the person when it cannot
 * (issue #17). Pure over what the browser reports, so each case is tested without a browser.
 */

export type PushAvailability =
  | { state: "ready" }
  | { state: "server-off"; message: string }
  | { state: "unsupported"; message: string }
  | { state: "install-first"; message: string; steps: readonly string[] }
  | { state: "blocked"; message: string };

export const PUSH_COPY = {
  label: "Push notifications",
  description: "Reminders and news on this device, even when Attune is closed. Nothing private is in them.",
  on: { title: "Push notifications on", message: "This device will get your Attune notifications." },
  off: { title: "Push notifications off", message: "This device won't get Attune notifications anymore." },
  noWorker:
    "Push notifications need Attune's offline support, which isn't running in this browser. Reload and try again.",
  serverOff: "Push notifications aren't set up on this server.",
  unsupported: "This browser doesn't support push notifications.",
  blocked: "Notifications are blocked for Attune in this browser's settings. Allow them there, then come back here.",
  installTitle: "Add Attune to your Home Screen first",
  installSteps: [
    "Open Attune in Safari.",
    "Tap the Share button, then 'Add to Home Screen'.",
    "Open Attune from your Home Screen and turn push notifications on here.",
  ],
} as const;

export interface BrowserFacts {
  hasServerKey: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  permission: NotificationPermission | "unsupported";
  /** iPhone or iPad (iPadOS reports a Mac with touch). */
  isIos: boolean;
  /** Opened from the Home Screen (display-mode standalone). */
  isStandalone: boolean;
}

export function pushAvailability(facts: BrowserFacts): PushAvailability {
  if (!facts.hasServerKey) return { state: "server-off", message: PUSH_COPY.serverOff };
  // iOS offers push only to a Home Screen app (16.4+): in a Safari tab PushManager is simply missing.
  if (facts.isIos && !facts.isStandalone) {
    return { state: "install-first", message: PUSH_COPY.installTitle, steps: PUSH_COPY.installSteps };
  }
  if (!facts.hasServiceWorker || !facts.hasPushManager || facts.permission === "unsupported") {
    return { state: "unsupported", message: PUSH_COPY.unsupported };
  }
  if (facts.permission === "denied") return { state: "blocked", message: PUSH_COPY.blocked };
  return { state: "ready" };
}

/** Reads the facts from the running browser; only call it in an effect or an event handler. */
export function readBrowserFacts(hasServerKey: boolean): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    hasServerKey,
    hasServiceWorker: "serviceWorker" in navigator,
    hasPushManager: "PushManager" in window,
    permission: "Notification" in window ? Notification.permission : "unsupported",
    isIos: /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1),
    isStandalone: window.matchMedia("(display-mode: standalone)").matches || nav.standalone === true,
  };
}
