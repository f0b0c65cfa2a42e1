import {
  findLiveEvent,
  listAllLiveEventsAfter,
  listLiveEventsAfter,
  listenForLiveEvents,
} from "@/lib/data/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import { LIVE_EVENT_REPLAY_MAX, LIVE_EVENT_TTL_HOURS, mayDeliver, type LiveEvent } from "@/lib/domain/live-events";
import { reportFollowUpFailure } from "@/lib/services/shared/report-follow-up-failure";

/*
 * The process's live-event hub (issue #14): ONE database listener, fanned out in memory to the streams open in this
 * process (GET /api/v1/events). The database announces each new event's id; the hub reads that one row, and only if
 * its recipient has a stream here checks, at that moment, whether the recipient may still be told (mayDeliver over a
 * fresh resolvePartnerAccess), then writes it to each of their streams. Several app instances each run their own
 * hub; every one hears every announcement. Deliveries run one at a time, in id order.
 */

interface Subscriber {
  userId: string;
  send: (event: LiveEvent) => void;
  /** The highest id written to this stream: nothing at or below it is written again. */
  lastSentId: number;
  /** Live events held back while the missed ones are replayed, so none overtakes them. */
  pending: LiveEvent[] | null;
}

interface Hub {
  subscribers: Map<string, Set<Subscriber>>;
  /** The listener being started or running (its stop function), or null. */
  listening: Promise<(() => Promise<void>) | void> | null;
  lastSeenId: number;
  queue: Promise<void>;
}

// On globalThis, like the database handle: Next may evaluate this module more than once in one process, and two hubs
// would mean two listeners.
const KEY = Symbol.for("attune.live.hub");
const holder = globalThis as { [KEY]?: Hub };
const hub = (): Hub =>
  (holder[KEY] ??= { subscribers: new Map(), listening: null, lastSeenId: 0, queue: Promise.resolve() });

/** Whether the recipient may be told of `event` now (read at delivery: consent and links change). */
async function allowed(event: LiveEvent): Promise<boolean> {
  const needsAccess = event.kind !== "own_checkin" && event.kind !== "notification";
  const access = needsAccess ? await withReader((reader) => resolvePartnerAccess(event.recipientId, reader)) : null;
  return mayDeliver(event, access);
}

function sendOnce(subscriber: Subscriber, event: LiveEvent): void {
  if (event.id <= subscriber.lastSentId) return;
  subscriber.lastSentId = event.id;
  subscriber.send(event);
}

function write(subscriber: Subscriber, event: LiveEvent): void {
  if (subscriber.pending) subscriber.pending.push(event);
  else sendOnce(subscriber, event);
}

async function deliver(h: Hub, event: LiveEvent): Promise<void> {
  const streams = h.subscribers.get(event.recipientId);
  if (!streams?.size || !(await allowed(event))) return;
  for (const subscriber of streams) write(subscriber, event);
}

function enqueue(h: Hub, work: () => Promise<void>): void {
  h.queue = h.queue
    .then(work)
    .catch((error: unknown) => reportFollowUpFailure("live_events.deliver_failed", error, {}));
}

function onAnnounced(h: Hub, id: number): void {
  enqueue(h, async () => {
    h.lastSeenId = Math.max(h.lastSeenId, id);
    // Nobody listening in this process: the row is not even read.
    if (h.subscribers.size === 0) return;
    const event = await findLiveEvent(id);
    if (event) await deliver(h, event);
  });
}

/** After the listening connection came back: what was announced meanwhile, read from the table. */
function onReconnected(h: Hub): void {
  enqueue(h, async () => {
    if (h.subscribers.size === 0) return;
    for (const event of await listAllLiveEventsAfter(h.lastSeenId, LIVE_EVENT_REPLAY_MAX * 10)) {
      h.lastSeenId = Math.max(h.lastSeenId, event.id);
      await deliver(h, event);
    }
  });
}

function ensureListening(h: Hub): Promise<unknown> {
  h.listening ??= listenForLiveEvents(
    (id) => onAnnounced(h, id),
    () => onReconnected(h),
  ).catch((error: unknown) => {
    // Not listening: streams still open and replay; the next subscriber tries again.
    h.listening = null;
    reportFollowUpFailure("live_events.listen_failed", error, {});
  });
  return h.listening;
}

export interface SubscribeLiveEventsOptions {
  userId: string;
  /** The browser's Last-Event-ID: the events after it (within the replay window) are sent first. */
  lastEventId: number | null;
  send: (event: LiveEvent) => void;
  now?: Date;
}

/**
 * Opens a stream's subscription: replays what the browser missed (each event checked like a live one), then delivers
 * live events as they are announced. Returns the unsubscribe, which the stream calls when the browser goes away.
 */
export async function subscribeLiveEvents({
  userId,
  lastEventId,
  send,
  now = new Date(),
}: SubscribeLiveEventsOptions): Promise<() => void> {
  const h = hub();
  await ensureListening(h);
  const subscriber: Subscriber = { userId, send, lastSentId: lastEventId ?? 0, pending: [] };
  const streams = h.subscribers.get(userId) ?? new Set<Subscriber>();
  h.subscribers.set(userId, streams);
  streams.add(subscriber);
  const unsubscribe = () => {
    streams.delete(subscriber);
    if (streams.size === 0 && h.subscribers.get(userId) === streams) h.subscribers.delete(userId);
  };

  try {
    if (lastEventId !== null) {
      const since = new Date(now.getTime() - LIVE_EVENT_TTL_HOURS * 3_600_000);
      const missed = await listLiveEventsAfter(userId, { afterId: lastEventId, since, limit: LIVE_EVENT_REPLAY_MAX });
      for (const event of missed) if (await allowed(event)) sendOnce(subscriber, event);
    }
    // Live events that came in meanwhile were checked when delivered; they follow the replay, in order.
    const held = subscriber.pending ?? [];
    subscriber.pending = null;
    for (const event of held) sendOnce(subscriber, event);
  } catch (error) {
    unsubscribe();
    throw error;
  }
  return unsubscribe;
}

/**
 * Stops listening and forgets every subscription (their streams stay open but quiet): for a process shutting down, and
 * for tests, whose database goes away after them.
 */
export async function stopLiveEvents(): Promise<void> {
  const h = hub();
  const listening = h.listening;
  h.listening = null;
  h.subscribers.clear();
  await h.queue;
  const unlisten = await listening;
  await unlisten?.();
}

/** What the hub holds now: open streams and whether it listens (for tests and the admin's Backend tab, #19). */
export function liveHubState(): { streams: number; listening: boolean } {
  const h = hub();
  let streams = 0;
  for (const set of h.subscribers.values()) streams += set.size;
  return { streams, listening: h.listening !== null };
}
