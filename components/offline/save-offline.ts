"use client";

import { useEffect } from "react";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import type { NewOfflineWrite } from "@/lib/offline/queue";

/**
 * The offline write queue's code (IndexedDB, the queue, its toast) is not in the forms' first load (issue #34,
 * decision 066): a form fetches it once it has hydrated (`usePreloadOfflineQueue`), while the page is still online
 * (pages are only ever loaded online), so it is here when the connection drops later.
 */
const loadWriter = () => import("./offline-writer");

/** Fetches the queue's code after the form has hydrated; call it in every form that passes `saveOffline`. */
export function usePreloadOfflineQueue(): void {
  useEffect(() => {
    void loadWriter().catch(() => undefined);
  }, []);
}

/**
 * Keeps a form's entry in the offline queue (offline-writer.ts). False when it cannot be kept — the browser cannot
 * store it, or the queue's code never arrived (the connection dropped in the second after the page loaded) — and the
 * caller then reports a failed save, as before there was a queue.
 */
export async function saveOffline(write: NewOfflineWrite): Promise<boolean> {
  try {
    const writer = await loadWriter();
    return await writer.saveOffline(write);
  } catch {
    return false;
  }
}

/**
 * What a form shows under itself once its entry is kept offline (queued-note.tsx), from the queue's own chunk: an
 * entry can only have been kept once that chunk is here, so the note never waits for the network.
 */
export const QueuedNote = clientOnly(retryingLoad(() => loadWriter().then((writer) => writer.QueuedNote)));
