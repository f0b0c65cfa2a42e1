"use client";

import { useEffect, useReducer, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import {
  CONNECTIVITY_BADGE,
  CONNECTIVITY_TOASTS,
  RECONNECTING_MS,
  nextConnectivity,
  type Connectivity,
} from "./connectivity";

/**
 * One toast for the connection, whatever says so: a badge mounted again while offline (a page that re-renders its
 * shell) replaces the 'Connection Lost' toast instead of stacking a second, and 'Connection Restored' takes its place.
 */
const TOAST_ID = "connectivity";

/**
 * Offline / Reconnecting badge with the spec's toasts (spec 1 §4, §8). Nothing shows while online. Its two icons are
 * drawn by the server (AppShell) and handed in as elements, so their code is not in every page's first load.
 */
export function ConnectivityBadge({ icons }: { icons: Record<"offline" | "reconnecting", ReactNode> }) {
  const [state, dispatch] = useReducer(nextConnectivity, "online" satisfies Connectivity);

  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(settle);
      dispatch("went-offline");
      toast.error(CONNECTIVITY_TOASTS.lost.title, { id: TOAST_ID, description: CONNECTIVITY_TOASTS.lost.description });
    };
    const online = () => {
      dispatch("came-online");
      toast.success(CONNECTIVITY_TOASTS.restored.title, {
        id: TOAST_ID,
        description: CONNECTIVITY_TOASTS.restored.description,
      });
      clearTimeout(settle);
      settle = setTimeout(() => dispatch("settled"), RECONNECTING_MS);
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    // The connection may have dropped before this page hydrated (a slow load): say so as if it had just dropped,
    // or the person would see the badge without ever being told why.
    if (!navigator.onLine) offline();
    return () => {
      clearTimeout(settle);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);

  const label = CONNECTIVITY_BADGE[state];
  // The live region stays mounted so screen readers announce each change, including the return to online.
  // On a narrow phone with the header's buttons all showing, the badge is what gives way (its label is cut short,
  // never the header pushed wider than the screen): min-w-0 lets it shrink, truncate ends the label with "…".
  return (
    <div role="status" aria-live="polite" className="contents">
      {label ? (
        <span
          className={
            state === "offline"
              ? "inline-flex min-w-0 items-center gap-1 rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-white"
              : "inline-flex min-w-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
          }
        >
          {state === "offline" ? icons.offline : icons.reconnecting}
          <span className="truncate">{label}</span>
        </span>
      ) : null}
    </div>
  );
}
