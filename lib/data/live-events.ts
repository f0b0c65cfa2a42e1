import { and, asc, eq, gt, gte, inArray, isNull, lt } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { listen, type Unlisten } from "@/db/listen";
import { liveEvents, sharingPauses } from "@/db/schema";
import { LIVE_EVENTS_CHANNEL, type LiveEvent, type LiveEventDraft } from "@/lib/domain/live-events";

/**
 * Records events in the writer's transaction: they are announced at its commit (the table's trigger), and a write
 * that rolls back announces nothing.
 */
export async function insertLiveEvents(events: readonly LiveEventDraft[], executor: Executor): Promise<void> {
  // An event for someone else whose source is in a quiet pause is not recorded at all (decision 079): delivery would
  // refuse it meanwhile (mayDeliver), but a browser replaying after the resume would still be told that something
  // happened during the pause. The one place every writer's events pass.
  const others = [...new Set(events.filter((e) => e.sourceUserId !== e.recipientId).map((e) => e.sourceUserId))];
  const paused =
    others.length === 0
      ? []
      : await executor
          .select({ userId: sharingPauses.userId })
          .from(sharingPauses)
          .where(and(inArray(sharingPauses.userId, others), isNull(sharingPauses.endedAt)));
  const quiet = new Set(paused.map((row) => row.userId));
  const told = events.filter((e) => e.sourceUserId === e.recipientId || !quiet.has(e.sourceUserId));
  if (told.length > 0) await executor.insert(liveEvents).values(told);
}

export async function findLiveEvent(id: number, executor: Executor = db()): Promise<LiveEvent | null> {
  const [row] = await executor.select().from(liveEvents).where(eq(liveEvents.id, id)).limit(1);
  return row ?? null;
}

/** The recipient's events after `afterId` and not older than `since`, oldest first, at most `limit`. */
export async function listLiveEventsAfter(
  recipientId: string,
  { afterId, since, limit }: { afterId: number; since: Date; limit: number },
  executor: Executor = db(),
): Promise<LiveEvent[]> {
  return executor
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.recipientId, recipientId), gt(liveEvents.id, afterId), gte(liveEvents.createdAt, since)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** Every recipient's events after `afterId` (a listener catching up after its connection came back), oldest first. */
export async function listAllLiveEventsAfter(afterId: number, limit: number, executor: Executor = db()) {
  return executor.select().from(liveEvents).where(gt(liveEvents.id, afterId)).orderBy(asc(liveEvents.id)).limit(limit);
}

/** Sweeps events older than `before`; returns how many went. */
export async function deleteLiveEventsBefore(before: Date, executor: Executor = db()): Promise<number> {
  const gone = await executor
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, before))
    .returning({ id: liveEvents.id });
  return gone.length;
}

/** Listens for new event ids (one listener per process: the caller keeps it). */
export function listenForLiveEvents(onId: (id: number) => void, onReconnect: () => void): Promise<Unlisten> {
  return listen(
    LIVE_EVENTS_CHANNEL,
    (payload) => {
      const id = Number(payload);
      if (Number.isSafeInteger(id) && id > 0) onId(id);
    },
    { onReconnect },
  );
}
