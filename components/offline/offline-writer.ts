"use client";

import { toast } from "@/components/ui/toast";
import { queueOfflineWrite, registerBackgroundSync, type NewOfflineWrite } from "@/lib/offline/queue";
import { SAVED_OFFLINE_TOAST } from "./offline-notes";

/**
 * Keeps a form's entry in the offline queue (decision 040) under the submission's idempotency key, says so, and asks
 * the service worker to send it when the connection returns (where Background Sync exists; the page's OfflineSync
 * sends it on `online` and on the next page open everywhere). False when the browser cannot store it (IndexedDB
 * unavailable): the caller then reports a failed save, as before there was a queue. Its own chunk: the forms call it
 * through save-offline.ts.
 */
export async function saveOffline(write: NewOfflineWrite): Promise<boolean> {
  try {
    await queueOfflineWrite(write);
  } catch {
    return false;
  }
  toast.success(SAVED_OFFLINE_TOAST.title, { description: SAVED_OFFLINE_TOAST.description });
  void registerBackgroundSync();
  return true;
}

// The note a form shows once its entry is kept: in this chunk, so it is here whenever an entry could be kept.
export { QueuedNote } from "./queued-note";
