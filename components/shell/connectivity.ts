/**
 * Connectivity states (spec 1 §4): online → offline when the browser loses the network; back online it shows
 * "Reconnecting..." for RECONNECTING_MS, then online again. Pure, so the rules are tested without a browser.
 */
export type Connectivity = "online" | "offline" | "reconnecting";
export type ConnectivityEvent = "went-offline" | "came-online" | "settled";

export const RECONNECTING_MS = 2000;

export function nextConnectivity(state: Connectivity, event: ConnectivityEvent): Connectivity {
  switch (event) {
    case "went-offline":
      return "offline";
    case "came-online":
      return state === "offline" ? "reconnecting" : state;
    case "settled":
      return state === "reconnecting" ? "online" : state;
  }
}

export const CONNECTIVITY_TOASTS = {
  lost: {
    title: "Connection Lost",
    description: "You're currently offline. Changes will be saved when connection is restored.",
  },
  restored: { title: "Connection Restored", description: "You're back online. Syncing any pending changes..." },
} as const;

export const CONNECTIVITY_BADGE: Record<Connectivity, string | null> = {
  online: null,
  offline: "Offline",
  reconnecting: "Reconnecting...",
};
