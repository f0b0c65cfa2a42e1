import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { connection, db } from "@/db/client";
import { insertLiveEvents } from "@/lib/data/live-events";
import type { LiveEvent } from "@/lib/domain/live-events";
import { eventStreamResponse } from "@/lib/http/event-stream";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { liveHubState, stopLiveEvents, subscribeLiveEvents } from "@/lib/live-events/hub";
import { couple, person, setPartnerSharing, unlink } from "../../helpers/couples";

/**
 * Live updates (issue #14) on a real database: a shared check-in reaches the partner's open stream through the
 * database's announcement, access is checked when an event is delivered (not when the stream opened), a reconnecting
 * stream gets what it missed, and the process keeps one listener however many streams are open.
 */

afterAll(() => stopLiveEvents());

/**
 * A subscription that collects what it is sent: the entry events in `received`; the notices a shared check-in also
 * writes for the partner (issue #17) arrive as `notification` events, kept apart in `notices`.
 */
async function stream(userId: string, lastEventId: number | null = null) {
  const received: LiveEvent[] = [];
  const notices: LiveEvent[] = [];
  const close = await subscribeLiveEvents({
    userId,
    lastEventId,
    send: (event) => (event.kind === "notification" ? notices : received).push(event),
  });
  return { received, notices, close };
}

async function until(check: () => boolean, ms = 3_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
/** Long enough for an announcement that should not come. */
const quietly = () => new Promise((resolve) => setTimeout(resolve, 300));

const checkin = (userId: string) =>
  logPartnerCheckin({
    userId,
    input: { connectionScore: 2, feeling: "loved", gratitudeNote: null },
    idempotencyKey: randomUUID(),
  });

describe("live events", () => {
  test("a shared check-in reaches the partner's stream and the author's other pages, and only theirs", async () => {
    const { viewer, partner } = await couple();
    const stranger = await person();
    const [toPartner, toAuthor, toStranger] = await Promise.all([stream(partner), stream(viewer), stream(stranger)]);

    const { checkinId } = await checkin(viewer);
    await until(() => toPartner.received.length === 1 && toAuthor.received.length === 1);
    expect(toPartner.received[0]).toMatchObject({ kind: "partner_checkin", refId: checkinId, sourceUserId: viewer });
    expect(toAuthor.received[0]).toMatchObject({ kind: "own_checkin", refId: checkinId });
    // The partner's bell is told of the new notice too (the author's may be, of an achievement); a stranger's never.
    await until(() => toPartner.notices.length === 1);
    await quietly();
    expect(toStranger.received).toEqual([]);
    expect(toStranger.notices).toEqual([]);

    // A personal check-in tells only its author.
    await logPersonalCheckin({ userId: viewer, input: { moodScore: 1, emotion: "happy", gratitudeNote: null } });
    await until(() => toAuthor.received.length === 2);
    await quietly();
    expect(toPartner.received).toHaveLength(1);
    for (const s of [toPartner, toAuthor, toStranger]) s.close();
  });

  test("checked when delivered: a partner who stopped sharing, or unlinked, is not told of what was written before", async () => {
    const { viewer, partner, linkId } = await couple();
    const open = await stream(partner);
    // What a check-in written while sharing was on records, announced after the author turned sharing off.
    await setPartnerSharing(viewer, false);
    await insertLiveEvents(
      [{ recipientId: partner, sourceUserId: viewer, kind: "partner_checkin", refId: randomUUID() }],
      db(),
    );
    await quietly();
    expect(open.received).toEqual([]);
    // And a check-in written with sharing off records nothing for the partner at all.
    await checkin(viewer);
    await quietly();
    expect(open.received).toEqual([]);

    await setPartnerSharing(viewer, true);
    await unlink(linkId);
    await insertLiveEvents(
      [{ recipientId: partner, sourceUserId: viewer, kind: "partner_checkin", refId: randomUUID() }],
      db(),
    );
    await quietly();
    expect(open.received).toEqual([]);
    open.close();
  });

  test("a reconnecting stream gets what it missed after its Last-Event-ID, still checked, then live ones", async () => {
    const { viewer, partner } = await couple();
    const first = await stream(partner);
    await checkin(viewer);
    await until(() => first.received.length === 1);
    const lastSeen = first.received[0]!.id;
    first.close();

    // Two check-ins while the partner's page was away.
    const missed = [(await checkin(viewer)).checkinId, (await checkin(viewer)).checkinId];
    const again = await stream(partner, lastSeen);
    expect(again.received.map((e) => e.refId)).toEqual(missed);
    const live = (await checkin(viewer)).checkinId;
    await until(() => again.received.length === 3);
    expect(again.received[2]!.refId).toBe(live);
    again.close();

    // Sharing turned off meanwhile: the same replay sends nothing.
    await setPartnerSharing(viewer, false);
    const afterRevoke = await stream(partner, lastSeen);
    expect(afterRevoke.received).toEqual([]);
    afterRevoke.close();
    await setPartnerSharing(viewer, true);
  });

  test("one listener for the process however many streams are open", async () => {
    const { viewer, partner } = await couple();
    const streams = await Promise.all([stream(partner), stream(partner), stream(viewer)]);
    expect(liveHubState()).toMatchObject({ listening: true });
    expect(liveHubState().streams).toBeGreaterThanOrEqual(3);
    if (connection().kind === "postgres") {
      const rows = await db().execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN attune_live_events'`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    }
    await checkin(viewer);
    await until(() => streams[0]!.received.length === 1 && streams[1]!.received.length === 1);
    for (const s of streams) s.close();
    expect(liveHubState().streams).toBe(0);
  });
});

describe("eventStreamResponse", () => {
  test("the browser going away stops the subscription once; a revoked session ends the stream", async () => {
    const browser = new AbortController();
    let stopped = 0;
    const response = await eventStreamResponse({
      signal: browser.signal,
      heartbeatMs: 20,
      retryMs: 2_000,
      stillAllowed: async () => true,
      open: async (write) => {
        write("data: hello\n\n");
        return () => void (stopped += 1);
      },
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe("retry: 2000\n: connected\n\n");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: hello\n\n");
    browser.abort();
    expect((await reader.read()).done).toBe(true);
    browser.abort();
    expect(stopped).toBe(1);

    let allowed = true;
    const revoked = await eventStreamResponse({
      signal: new AbortController().signal,
      heartbeatMs: 20,
      retryMs: 2_000,
      stillAllowed: async () => allowed,
      open: async () => () => void (stopped += 1),
    });
    const second = revoked.body!.getReader();
    await second.read();
    allowed = false;
    let done = false;
    while (!done) done = (await second.read()).done;
    expect(stopped).toBe(2);
  });

  test("the subscription is in place before the response leaves, and what it wrote first comes first", async () => {
    // A browser's EventSource reports "open" as soon as the headers arrive: an event written after that and before
    // the subscription would be lost.
    let subscribed = false;
    let release!: () => void;
    const opened = new Promise<void>((resolve) => (release = resolve));
    const pending = eventStreamResponse({
      signal: new AbortController().signal,
      heartbeatMs: 60_000,
      retryMs: 2_000,
      stillAllowed: async () => true,
      open: async (write) => {
        write("data: missed while away\n\n");
        await opened;
        subscribed = true;
        return () => undefined;
      },
    });
    let answered = false;
    void pending.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    release();
    const response = await pending;
    expect(subscribed).toBe(true);
    const reader = response.body!.getReader();
    const text =
      new TextDecoder().decode((await reader.read()).value) + new TextDecoder().decode((await reader.read()).value);
    expect(text).toBe("retry: 2000\n: connected\n\ndata: missed while away\n\n");
    await reader.cancel();
  });
});
