import { describe, expect, test } from "vitest";
import { flushWith, signedInUser, type FetchLike, type OfflineStore } from "./flush";
import { newQueuedWrite, type OfflineRecord, type QueuedWrite } from "./writes";

const NOW = Date.parse("2026-11-26T12:00:00Z");
const ME = "user-me";

function memoryStore(records: OfflineRecord[]): OfflineStore & { records: Map<string, OfflineRecord> } {
  const map = new Map(records.map((record) => [record.id, record]));
  return {
    records: map,
    all: async () => [...map.values()],
    put: async (record) => {
      map.set(record.id, record);
    },
  };
}

const moodWrite = (id: string, ownerId = ME, queuedAt = NOW - 60_000): QueuedWrite =>
  newQueuedWrite(
    { kind: "mood", id, ownerId, payload: { moodValue: 1, keywords: [], emotionMetadata: [], contextNotes: null } },
    queuedAt,
  );

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** A fake server: /api/me answers `me`; each POST answers the next of `answers` (a Response, or "offline"). */
function fakeServer({ me = json(200, { user: { id: ME } }), answers = [] as (Response | "offline")[] } = {}) {
  const posts: { url: string; key: string; body: Record<string, unknown> }[] = [];
  let meCalls = 0;
  const fetch: FetchLike = async (url, init) => {
    if (url === "/api/me") {
      meCalls++;
      if (me === null) throw new TypeError("Failed to fetch");
      return me.clone();
    }
    const headers = init!.headers as Record<string, string>;
    posts.push({ url, key: headers["Idempotency-Key"]!, body: JSON.parse(init!.body as string) });
    const answer = answers.shift() ?? json(201, { moodId: "m", created: true, support: null });
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return answer;
  };
  return { fetch, posts, meCalls: () => meCalls };
}

const flush = (store: OfflineStore, server: ReturnType<typeof fakeServer>) =>
  flushWith({ store, fetch: server.fetch, now: () => NOW });

describe("flushWith", () => {
  test("an empty queue asks the server nothing", async () => {
    const server = fakeServer();
    expect(await flush(memoryStore([]), server)).toEqual({ sent: [], failed: [], kept: [] });
    expect(server.meCalls()).toBe(0);
  });

  test("sends the owner's writes oldest first with their keys; each becomes a receipt without its body", async () => {
    const store = memoryStore([moodWrite("b", ME, NOW - 1_000), moodWrite("a", ME, NOW - 5_000)]);
    const server = fakeServer({
      answers: [json(201, { created: true, support: null }), json(200, { created: false, support: { heading: "H" } })],
    });
    const report = await flush(store, server);
    expect(server.posts.map((post) => post.key)).toEqual(["a", "b"]);
    expect(report.sent.map((write) => write.id)).toEqual(["a", "b"]);
    expect(store.records.get("a")).toEqual({
      id: "a",
      kind: "mood",
      url: "/api/v1/moods",
      queuedAt: NOW - 5_000,
      attempts: 1,
      ownerId: ME,
      state: "sent",
      support: null,
    });
    expect(store.records.get("b")).toMatchObject({ state: "sent", support: { heading: "H" } });
    expect(store.records.get("b")).not.toHaveProperty("body");
  });

  test("another person's write is not sent under this session, and stays as it was", async () => {
    const theirs = moodWrite("theirs", "someone-else");
    const store = memoryStore([theirs, moodWrite("mine")]);
    const server = fakeServer();
    const report = await flush(store, server);
    expect(server.posts.map((post) => post.key)).toEqual(["mine"]);
    expect(report.kept).toEqual([theirs]);
    expect(store.records.get("theirs")).toEqual(theirs);
  });

  test.each([
    ["signed out (401)", json(401, { error: { code: "UNAUTHENTICATED" } })],
    ["the server away (503)", json(503, { error: { code: "UNAVAILABLE" } })],
    ["offline", null],
  ])("nothing is sent when the owner cannot be confirmed: %s", async (_name, me) => {
    const write = moodWrite("a");
    const store = memoryStore([write]);
    const server = fakeServer({ me: me as Response });
    expect(await flush(store, server)).toEqual({ sent: [], failed: [], kept: [write] });
    expect(server.posts).toEqual([]);
    expect(store.records.get("a")).toEqual(write);
  });

  test("the server's Date header corrects a fast browser clock in the mood's loggedAt", async () => {
    const store = memoryStore([moodWrite("a", ME, NOW - 60_000)]);
    const me = json(200, { user: { id: ME } }, { Date: new Date(NOW - 600_000).toUTCString() });
    const server = fakeServer({ me });
    await flush(store, server);
    expect(server.posts[0]!.body.loggedAt).toBe("2026-11-26T11:49:00.000Z");
  });

  test("a refusal is final: a failed record with the server's copy, and the next write is still sent", async () => {
    const store = memoryStore([moodWrite("old", ME, NOW - 5_000), moodWrite("new", ME, NOW - 1_000)]);
    const refusal = { error: { code: "VALIDATION", title: "Error", message: "Too old" } };
    const server = fakeServer({ answers: [json(400, refusal)] });
    const report = await flush(store, server);
    expect(report.failed.map((write) => write.id)).toEqual(["old"]);
    expect(report.sent.map((write) => write.id)).toEqual(["new"]);
    expect(store.records.get("old")).toMatchObject({
      state: "failed",
      failure: { status: 400, title: "Error", message: "Too old", at: NOW },
    });
    expect(store.records.get("old")).not.toHaveProperty("body");
  });

  test("503 keeps the write with one more attempt and leaves the rest for later", async () => {
    const store = memoryStore([moodWrite("a", ME, NOW - 5_000), moodWrite("b", ME, NOW - 1_000)]);
    const server = fakeServer({ answers: [json(503, { error: { code: "UNAVAILABLE" } })] });
    const report = await flush(store, server);
    expect(server.posts).toHaveLength(1);
    expect(report.kept.map((write) => write.id)).toEqual(["a", "b"]);
    expect(store.records.get("a")).toMatchObject({ state: "pending", attempts: 1, lastError: "HTTP 503" });
    expect(store.records.get("b")).toMatchObject({ state: "pending", attempts: 0 });
  });

  test("500 keeps that write (one more attempt) but still sends the others", async () => {
    const store = memoryStore([moodWrite("a", ME, NOW - 5_000), moodWrite("b", ME, NOW - 1_000)]);
    const server = fakeServer({ answers: [json(500, { error: { code: "INTERNAL" } })] });
    const report = await flush(store, server);
    expect(report.kept.map((write) => write.id)).toEqual(["a"]);
    expect(report.sent.map((write) => write.id)).toEqual(["b"]);
    expect(store.records.get("a")).toMatchObject({ state: "pending", attempts: 1 });
  });

  test("the network dropping mid-pass keeps this write and the rest, attempts untouched", async () => {
    const store = memoryStore([moodWrite("a", ME, NOW - 5_000), moodWrite("b", ME, NOW - 1_000)]);
    const server = fakeServer({ answers: ["offline"] });
    const report = await flush(store, server);
    expect(report).toMatchObject({ sent: [], failed: [] });
    expect(report.kept.map((write) => write.id)).toEqual(["a", "b"]);
    expect(store.records.get("a")).toMatchObject({ state: "pending", attempts: 0 });
  });

  test("a 401 on the write itself (signed out meanwhile) keeps it without counting an attempt", async () => {
    const store = memoryStore([moodWrite("a")]);
    const server = fakeServer({ answers: [json(401, {})] });
    const report = await flush(store, server);
    expect(report.kept.map((write) => write.id)).toEqual(["a"]);
    expect(store.records.get("a")).toMatchObject({ state: "pending", attempts: 0, lastError: "signed out" });
  });

  test("a partner check-in the server held private leaves its id on the receipt for its author's question", async () => {
    const checkin = (id: string, queuedAt: number) =>
      newQueuedWrite(
        {
          kind: "partner-checkin",
          id,
          ownerId: ME,
          payload: { connectionScore: -2, feeling: "distant", gratitudeNote: "note" },
        },
        queuedAt,
      );
    const store = memoryStore([checkin("held", NOW - 2_000), checkin("shared", NOW - 1_000), moodWrite("mood")]);
    const server = fakeServer({
      // Oldest first: the mood (queued a minute ago), then the two check-ins in the order they were queued.
      answers: [
        // Only a partner check-in is ever held: a stray flag on another kind's answer asks nothing.
        json(201, { moodId: "m", created: true, support: null, confirmShare: true, checkinId: "x" }),
        json(201, { checkinId: "c-held", created: true, shared: false, support: null, confirmShare: true }),
        json(201, { checkinId: "c-shared", created: true, shared: true, support: null, confirmShare: false }),
      ],
    });
    await flush(store, server);
    expect(store.records.get("held")).toMatchObject({ state: "sent", heldCheckinId: "c-held" });
    expect(store.records.get("shared")).not.toHaveProperty("heldCheckinId");
    expect(store.records.get("mood")).not.toHaveProperty("heldCheckinId");
  });

  test("receipts and failures already in the store are not sent again", async () => {
    const store = memoryStore([
      {
        id: "done",
        kind: "mood",
        url: "/api/v1/moods",
        queuedAt: NOW,
        attempts: 1,
        ownerId: ME,
        state: "sent",
        support: null,
      },
    ]);
    const server = fakeServer();
    expect(await flush(store, server)).toEqual({ sent: [], failed: [], kept: [] });
    expect(server.meCalls()).toBe(0);
  });
});

describe("signedInUser", () => {
  test("reads the user id from GET /api/me; anything else is 'unknown'", async () => {
    expect(await signedInUser(fakeServer().fetch, () => NOW)).toEqual({ userId: ME, clockSkewMs: 0 });
    expect(await signedInUser(fakeServer({ me: json(200, { user: {} }) }).fetch, () => NOW)).toBeNull();
    expect(await signedInUser(fakeServer({ me: new Response("<html>", { status: 200 }) }).fetch, () => NOW)).toBeNull();
  });
});
