"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { LIVE_EVENT_DOM, LIVE_EVENT_KINDS, LIVE_RECONNECT_DELAYS_MS } from "@/lib/domain/live-events";

/** Debounce for a burst of events (several check-ins in a row): one refetch. */
const REFRESH_DELAY_MS = 250;

/**
 * Keeps the dashboard current while it is open (issue #14, spec 2 §4.3): a stream of what changed for this person
 * (GET /api/v1/events), and for each message a refetch of the page's server data (`router.refresh()`: the cards are
 * server components, so their guarded reads run again and nothing of the partner's is ever sent through the stream).
 * A dropped stream is retried after 2, 4, 8, 16 and 32 s, resuming after the last event seen; then a quiet
 * 'Reconnect' button instead of retrying forever. The stream closes when the page goes, so pages never pile them up.
 */
export function LiveUpdates({
  onEvent: notify,
}: {
  /** Told of each event as it arrives (kind and the row it names), besides the refetch. */
  onEvent?: (event: { kind: string; ref: string | null }) => void;
} = {}) {
  const router = useRouter();
  // Read through a ref: a new callback each render must not reopen the stream.
  const notifyRef = useRef(notify);
  useEffect(() => {
    notifyRef.current = notify;
  }, [notify]);
  const [pausedAttempt, setPausedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let source: EventSource | null = null;
    let failures = 0;
    let lastEventId: string | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const onEvent = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      try {
        const message = JSON.parse(String(event.data)) as { kind: string; ref: string | null };
        notifyRef.current?.(message);
        // The header's notification centre listens for these (it has no stream of its own).
        window.dispatchEvent(new CustomEvent(LIVE_EVENT_DOM, { detail: message }));
        // A new notice is the bell's alone: nothing on the page shows it, so the page is not read again for it.
        if (message.kind === "notification") return;
      } catch {
        // A message we cannot read still refreshes the page.
      }
      clearTimeout(refresh);
      refresh = setTimeout(() => router.refresh(), REFRESH_DELAY_MS);
    };
    const connect = () => {
      const url = lastEventId ? `/api/v1/events?lastEventId=${encodeURIComponent(lastEventId)}` : "/api/v1/events";
      const next = new EventSource(url);
      source = next;
      next.onopen = () => {
        failures = 0;
      };
      for (const kind of LIVE_EVENT_KINDS) next.addEventListener(kind, onEvent);
      next.onerror = () => {
        // The browser would retry on its own, forever and at a fixed pace: close, and retry on our schedule.
        next.close();
        if (closed || source !== next) return;
        source = null;
        const delay = LIVE_RECONNECT_DELAYS_MS[failures];
        if (delay === undefined) {
          setPausedAttempt(attempt);
          return;
        }
        failures += 1;
        retry = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      clearTimeout(refresh);
      source?.close();
    };
  }, [router, attempt]);

  if (pausedAttempt !== attempt) return null;
  return (
    <p role="status" className="flex items-center gap-2 text-xs text-muted">
      Live updates paused.
      <button
        type="button"
        className="font-medium text-brand-700 underline underline-offset-2"
        onClick={() => setAttempt((n) => n + 1)}
      >
        Reconnect
      </button>
    </p>
  );
}
