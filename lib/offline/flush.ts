/**
 * One pass over the queue (issue #17): ask who is signed in, send that person's pending writes oldest first, and
 * record what became of each. The store and fetch are passed in, so the loop is unit-tested with a Map and a fake
 * server; queue.ts runs it over IndexedDB, under the locks that keep two passes from overlapping.
 */
import {
  clockSkew,
  errorCopy,
  heldCheckinOf,
  responseVerdict,
  supportOf,
  writeRequest,
  type OfflineRecord,
  type QueuedWrite,
  type SettledWrite,
} from "./writes";

export interface OfflineStore {
  all(): Promise<OfflineRecord[]>;
  put(record: OfflineRecord): Promise<void>;
}

export interface FlushReport {
  sent: QueuedWrite[];
  failed: QueuedWrite[];
  kept: QueuedWrite[];
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** Who holds the session, and how far the browser's clock is from the server's; null when unknown or signed out. */
export async function signedInUser(
  fetchFn: FetchLike,
  now: () => number,
): Promise<{ userId: string; clockSkewMs: number } | null> {
  let response: Response;
  try {
    response = await fetchFn("/api/me", { credentials: "same-origin", cache: "no-store" });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const json = (await response.json().catch(() => null)) as { user?: { id?: unknown } } | null;
  const userId = json?.user?.id;
  if (typeof userId !== "string" || userId === "") return null;
  return { userId, clockSkewMs: clockSkew(response.headers.get("date"), now()) };
}

const settled = (
  write: QueuedWrite,
): Pick<SettledWrite, "id" | "kind" | "url" | "queuedAt" | "attempts" | "ownerId"> => ({
  id: write.id,
  kind: write.kind,
  url: write.url,
  queuedAt: write.queuedAt,
  attempts: write.attempts + 1,
  ownerId: write.ownerId,
});

export async function flushWith({
  store,
  fetch: fetchFn,
  now,
}: {
  store: OfflineStore;
  fetch: FetchLike;
  now: () => number;
}): Promise<FlushReport> {
  const report: FlushReport = { sent: [], failed: [], kept: [] };
  const pending = (await store.all())
    .filter((record): record is QueuedWrite => record.state === "pending")
    .sort((a, b) => a.queuedAt - b.queuedAt);
  if (pending.length === 0) return report;

  // Offline, signed out or the server away: nothing can be sent, and nothing is asked of the server again.
  const session = await signedInUser(fetchFn, now);
  if (!session) return { ...report, kept: pending };

  for (const [index, write] of pending.entries()) {
    // Another person's write waits, untouched, for them to sign in on this browser again.
    if (write.ownerId !== session.userId) {
      report.kept.push(write);
      continue;
    }
    const { url, init } = writeRequest(write, { clockSkewMs: session.clockSkewMs, now: now() });
    let response: Response;
    try {
      response = await fetchFn(url, init);
    } catch {
      // The network went away mid-pass: this write and the rest wait for the next one, their attempts untouched.
      report.kept.push(...pending.slice(index));
      break;
    }
    const json: unknown = await response.json().catch(() => null);
    const verdict = responseVerdict(response.status, errorCopy(json));
    if (verdict.outcome === "sent") {
      // A held check-in's id stays on the receipt until its author's page asks them (the worker may send it alone).
      const held = write.kind === "partner-checkin" ? heldCheckinOf(json) : null;
      await store.put({
        ...settled(write),
        state: "sent",
        support: supportOf(json),
        ...(held ? { heldCheckinId: held } : {}),
      });
      report.sent.push(write);
    } else if (verdict.outcome === "failed") {
      const failure = { status: response.status, title: verdict.title, message: verdict.message, at: now() };
      await store.put({ ...settled(write), state: "failed", failure });
      report.failed.push(write);
    } else {
      const kept = verdict.countAttempt
        ? { ...write, attempts: write.attempts + 1, lastError: verdict.reason }
        : { ...write, lastError: verdict.reason };
      await store.put(kept);
      report.kept.push(kept);
      if (verdict.stop) {
        report.kept.push(...pending.slice(index + 1));
        break;
      }
    }
  }
  return report;
}
