"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * The page's half of the offline write queue (issue #17, decision 040), mounted in the signed-in shell: it sends the
 * signed-in person's queued entries on `online` and once on opening, then tells them what became of every entry it or
 * the service worker settled — "Synced" (and refreshes the route so the page shows it), the help lines a mood's note
 * drew, or which entry was refused and why. It renders nothing.
 *
 * The service worker may send the entries first (Background Sync); its records wait in IndexedDB for this page, so
 * no message from it is needed, but a `{ type: "offline-writes-synced" }` message makes the page look at once.
 *
 * Its code (IndexedDB, the queue, the toasts' copy) is fetched after the page has rendered, not with it (issue #34,
 * decision 059): offline-sync-runner.tsx.
 */
export function OfflineSync({ userId }: { userId: string }) {
  const router = useRouter();

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./offline-sync-runner").then(
      ({ startOfflineSync }) => {
        if (!cancelled) stop = startOfflineSync(userId, () => router.refresh());
      },
      // Offline before the code ever arrived: nothing can be sent now, and the next page open tries again.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, router]);

  return null;
}
