import { toast } from "@/components/ui/toast";
import { CrisisSupportCard } from "@/components/safety/crisis-support-card";
import { Button } from "@/components/ui/button";
import { HeldCheckinQuestion } from "@/components/checkin/held-checkin-question";
import { flushOfflineWrites, pendingOfflineWrites, takeSettledWrites, type SettledWrite } from "@/lib/offline/queue";
import { isOfflineSyncedMessage } from "@/lib/offline/writes";
import {
  crisisCardOf,
  failedToast,
  OFFLINE_SENT_EVENT,
  offlineTime,
  SYNCED_TITLE,
  syncedDescription,
} from "./offline-copy";

/** After an `online` flush that could not send everything (the network not quite back), a few retries, spaced out. */
const RETRY_DELAYS_MS = [5_000, 15_000, 45_000] as const;

/**
 * The work of OfflineSync (offline-sync.tsx), fetched after the page has rendered: sends the signed-in person's queued
 * entries now and on `online`, then announces what became of each. Returns the cleanup.
 */
export function startOfflineSync(userId: string, refresh: () => void): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function sync(retries = 0) {
    clearTimeout(retry);
    try {
      if (navigator.onLine) await flushOfflineWrites();
      announce(await takeSettledWrites(userId));
      // Still waiting while online (the network not quite back, the server busy): look again a little later.
      const delay = RETRY_DELAYS_MS[retries];
      if (delay !== undefined && navigator.onLine && (await pendingOfflineWrites(userId)).length > 0) {
        retry = setTimeout(() => void sync(retries + 1), delay);
      }
    } catch {
      // IndexedDB blocked or failing: nothing could have been queued here either, and the next page open retries.
    }
  }

  function announce(settled: readonly SettledWrite[]) {
    const sent = settled.filter((write) => write.state === "sent");
    if (sent.length > 0) {
      toast.success(SYNCED_TITLE, { description: syncedDescription(sent.map((write) => write.kind)) });
      for (const write of sent) showSupport(crisisCardOf(write.support));
      for (const write of sent) if (write.heldCheckinId) askAboutHeld(write.heldCheckinId);
      window.dispatchEvent(new CustomEvent(OFFLINE_SENT_EVENT, { detail: sent.map((write) => write.id) }));
      // The page (the dashboard, the mood log's suggestions) was rendered without them.
      refresh();
    }
    for (const write of settled) {
      if (write.state !== "failed") continue;
      const { title, description } = failedToast(write, (at) => offlineTime(at));
      // Stays until closed: the entry is gone, and the person must get to read why.
      toast.error(title, { description, duration: Infinity });
    }
  }

  const online = () => void sync();
  const message = (event: MessageEvent) => {
    if (isOfflineSyncedMessage(event.data)) void sync();
  };
  void sync();
  window.addEventListener("online", online);
  navigator.serviceWorker?.addEventListener("message", message);
  // A worker's messages wait until the page says it listens (or the document has loaded): say so now.
  navigator.serviceWorker?.startMessages();
  return () => {
    clearTimeout(retry);
    window.removeEventListener("online", online);
    navigator.serviceWorker?.removeEventListener("message", message);
  };
}

/**
 * A mood note sent from the queue that spoke of a crisis gets the same help lines the mood log shows after an online
 * save (decision 035), in a toast that stays until closed, since the person may be on another page by then.
 */
function showSupport(card: ReturnType<typeof crisisCardOf>) {
  if (!card) return;
  toast.custom(
    (id) => (
      <div className="w-full space-y-2 rounded-2xl bg-white p-2 shadow-lg">
        <CrisisSupportCard card={card} as="h2" />
        <Button type="button" variant="outline" className="w-full" onClick={() => toast.dismiss(id)}>
          Close
        </Button>
      </div>
    ),
    { duration: Infinity },
  );
}

/**
 * A partner check-in that sharing would have sent but that speaks of harm by a partner was stored private (issue #38,
 * decision 080's update): its author alone is asked the online form's own question, on whatever page they are when it
 * syncs, in a toast that stays until they answer. The partner is told nothing either way unless it is shared.
 */
function askAboutHeld(checkinId: string) {
  toast.custom(
    (id) => (
      <div className="w-full rounded-2xl bg-white p-2 shadow-lg" data-testid="held-checkin-question">
        <p className="px-4 pt-2 text-sm font-semibold">Your check-in kept offline was saved.</p>
        <HeldCheckinQuestion checkinId={checkinId} onDone={() => toast.dismiss(id)} />
      </div>
    ),
    { duration: Infinity },
  );
}
