import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, test } from "vitest";
import { POST as postCheckinRoute } from "@/app/api/v1/checkins/route";
import { POST as postMoodRoute } from "@/app/api/v1/moods/route";
import { db } from "@/db/client";
import { moods } from "@/db/schema";
import { IDEMPOTENCY_REUSED_MESSAGE } from "@/lib/domain/idempotency";
import { sessionCookie } from "@/lib/auth/cookies";
import { BODY_NOT_JSON_MESSAGE, BODY_TOO_LARGE_MESSAGE, JSON_BODY_LIMIT_BYTES } from "@/lib/http/json-body";
import { entryMessages } from "@/lib/validation/entries";
import { createUser, signInOverHttp } from "../../helpers/auth";
import { couple, sessionCookieFor } from "../../helpers/couples";

/**
 * The JSON API's transport rules (issue #5): session required, 400 with field errors for bad input, 413 over 64 KB
 * whether or not the length is declared, 400 (never 500) for any malformed body, and the Idempotency-Key header.
 */

const BASE = "http://attune.test";
type Route = (request: Request) => Promise<Response>;
const routes: Record<"moods" | "checkins", Route> = { moods: postMoodRoute, checkins: postCheckinRoute };

interface Reply {
  status: number;
  body: {
    moodId?: string;
    checkinId?: string;
    created?: boolean;
    error?: { code: string; title: string; message: string; fieldErrors?: Record<string, string[]> };
  };
}

async function send(
  path: "moods" | "checkins",
  init: { cookie: string; body?: BodyInit | null; headers?: Record<string, string> },
): Promise<Reply> {
  const request = new Request(`${BASE}/api/v1/${path}`, {
    method: "POST",
    headers: { cookie: init.cookie, "content-type": "application/json", ...init.headers },
    body: init.body,
    ...(init.body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const response = await routes[path](request);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const sendJson = (path: "moods" | "checkins", cookie: string, value: unknown, headers?: Record<string, string>) =>
  send(path, { cookie, body: JSON.stringify(value), headers });

/** A body delivered in chunks with no Content-Length, as a chunked upload arrives. */
function chunked(text: string, chunkSize = 8 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

/** A valid mood padded with trailing spaces to exactly `size` bytes. */
function moodOfSize(size: number): string {
  const json = JSON.stringify({ moodValue: 1, keywords: ["calm"] });
  return json + " ".repeat(size - json.length);
}

async function moodCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(moods)
    .where(eq(moods.userId, userId));
  return row!.n;
}

let userId: string;
let cookie: string;

beforeAll(async () => {
  // A partner, so partner check-ins can succeed and only the input decides the answer.
  ({ viewer: userId } = await couple());
  cookie = await sessionCookieFor(userId);
});

describe("authentication", () => {
  test("401 without a session, with a forged token, or with a token lacking the session version", async () => {
    const { name } = sessionCookie();
    const forged = await encode({ token: { sub: userId, sv: 1 }, secret: "x".repeat(40), salt: name });
    for (const path of ["moods", "checkins"] as const) {
      for (const badCookie of ["", `${name}=${forged}`, `${name}=garbage`]) {
        const reply = await sendJson(path, badCookie, { moodValue: 1, kind: "personal", emotion: "calm" });
        expect(reply.status).toBe(401);
        expect(reply.body.error?.code).toBe("UNAUTHENTICATED");
      }
    }
    expect(await moodCount(userId)).toBe(0);
  });

  test("a session from a real sign-in is accepted", async () => {
    const { email, password, userId: signedIn } = await createUser();
    const { jar } = await signInOverHttp(email, password);
    const reply = await sendJson("moods", jar.header(), { moodValue: 3, keywords: ["happy"] });
    expect(reply.status).toBe(201);
    expect(await moodCount(signedIn)).toBe(1);
  });

  test("the session is checked before the body is read (an anonymous 1 MB body gets 401, not 413)", async () => {
    const reply = await send("moods", { cookie: "", body: chunked("x".repeat(1024 * 1024)) });
    expect(reply.status).toBe(401);
  });
});

describe("bad input: 400 with field errors", () => {
  test("moods", async () => {
    const reply = await sendJson("moods", cookie, { moodValue: 7, sleepHours: 2, stressLevel: "high" });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: "VALIDATION", title: "Error" });
    expect(reply.body.error!.fieldErrors).toMatchObject({
      moodValue: [entryMessages.moodRange],
      sleepHours: [entryMessages.sleepRange],
      stressLevel: [entryMessages.stressRange],
    });
    expect(reply.body.error!.message).toBe(entryMessages.moodRange);
  });

  test("check-ins", async () => {
    const reply = await sendJson("checkins", cookie, { kind: "partner", connectionScore: 9 });
    expect(reply.status).toBe(400);
    expect(reply.body.error!.fieldErrors).toMatchObject({
      connectionScore: [entryMessages.connectionRange],
      feeling: [entryMessages.feelingRequired],
    });
  });
});

describe("64 KB body limit", () => {
  test(`exactly ${JSON_BODY_LIMIT_BYTES} bytes is accepted; one more is 413, with or without Content-Length`, async () => {
    const before = await moodCount(userId);
    const fits = moodOfSize(JSON_BODY_LIMIT_BYTES);
    const over = moodOfSize(JSON_BODY_LIMIT_BYTES + 1);
    const declared = (body: string) => ({ "content-length": String(Buffer.byteLength(body)) });

    expect((await send("moods", { cookie, body: fits, headers: declared(fits) })).status).toBe(201);
    expect((await send("moods", { cookie, body: chunked(fits) })).status).toBe(201);
    for (const reply of [
      await send("moods", { cookie, body: over, headers: declared(over) }),
      await send("moods", { cookie, body: chunked(over) }),
      await send("checkins", { cookie, body: chunked(over) }),
    ]) {
      expect(reply.status).toBe(413);
      expect(reply.body.error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: BODY_TOO_LARGE_MESSAGE });
    }
    expect(await moodCount(userId)).toBe(before + 2);
  });

  test("a declared length over the limit is refused before any byte is read", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const reply = await send("moods", { cookie, body, headers: { "content-length": String(10 * 1024 * 1024) } });
    expect(reply.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1); // a stream may be primed once; nothing is consumed
  });

  test("an endless chunked body is cut off just past the limit, and a lying Content-Length does not help", async () => {
    let sent = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 4096;
          controller.enqueue(new TextEncoder().encode(" ".repeat(4096)));
        },
      });
    const reply = await send("moods", { cookie, body: endless() });
    expect(reply.status).toBe(413);
    expect(sent).toBeLessThan(JSON_BODY_LIMIT_BYTES + 4 * 4096);

    sent = 0;
    const lying = await send("moods", { cookie, body: endless(), headers: { "content-length": "20" } });
    expect(lying.status).toBe(413);
    expect(sent).toBeLessThan(JSON_BODY_LIMIT_BYTES + 4 * 4096);
  });
});

describe("malformed bodies are 400, never 500", () => {
  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const raw: [string, BodyInit | null][] = [
    ["no body", null],
    ["empty body", ""],
    ["whitespace", "   \n"],
    ["truncated JSON", '{"moodValue": 1'],
    ["trailing garbage", '{"moodValue": 1} x'],
    ["single quotes", "{'moodValue': 1}"],
    ["a JSON array", "[1, 2, 3]"],
    ["a JSON string", '"mood"'],
    ["a JSON number", "3"],
    ["JSON null", "null"],
    ["JSON true", "true"],
    ["a number too large for a double", '{"moodValue": 1e400, "kind": "personal", "moodScore": 1e400}'],
    ["a 40-digit integer", `{"moodValue": ${"9".repeat(40)}, "kind": "partner", "connectionScore": ${"9".repeat(40)}}`],
    ["a tiny float that underflows", '{"moodValue": 1e-400, "sleepHours": 1e-400}'],
    ["negative zero noise", '{"moodValue": -0.0000001}'],
    ["deeply nested arrays", deep(30_000)],
    ["deeply nested value", `{"moodValue": ${deep(20_000)}, "kind": ${deep(5_000)}}`],
    ["nested junk in every field", JSON.stringify({ moodValue: { a: [{ b: null }] }, keywords: [[["x"]]], kind: {} })],
    ["__proto__ smuggling", '{"__proto__": {"moodValue": 1, "kind": "personal", "emotion": "calm"}}'],
    ["constructor key", '{"constructor": {"prototype": {"moodValue": 1}}}'],
    ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ["a lone surrogate escape", '{"moodValue": 1, "contextNotes": 5, "kind": "\\ud800"}'],
    ["NUL bytes", '{"moodValue":\u0000 1}'],
  ];
  const wrongTypes: [string, Record<string, unknown>][] = [
    ["mood as a string", { moodValue: "3" }],
    ["mood as an array", { moodValue: [3] }],
    ["keywords as a string", { moodValue: 1, keywords: "happy" }],
    ["keywords with null", { moodValue: 1, keywords: [null] }],
    ["keywords as an object", { moodValue: 1, keywords: { 0: "happy" } }],
    ["notes as a number", { moodValue: 1, contextNotes: 5 }],
    ["sleep as a boolean", { moodValue: 1, sleepHours: true }],
    ["metadata as an object", { moodValue: 1, emotionMetadata: { emotionId: "x" } }],
    ["metadata with an unknown emotion", { moodValue: 1, emotionMetadata: [{ emotionId: "x" }] }],
    ["loggedAt as a number", { moodValue: 1, loggedAt: 0 }],
    ["kind as a number", { kind: 1, moodScore: 1, emotion: "calm" }],
    ["emotion as an array", { kind: "personal", emotion: ["calm"] }],
    ["feeling as an object", { kind: "partner", feeling: { loved: true } }],
  ];

  for (const [name, body] of raw) {
    test(name, async () => {
      for (const path of ["moods", "checkins"] as const) {
        const reply = await send(path, { cookie, body });
        expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(400);
        expect(reply.body.error?.code).toBe("VALIDATION");
      }
    });
  }

  test("bodies that are not JSON say so", async () => {
    for (const body of ["", "{", "nope"]) {
      expect((await send("moods", { cookie, body })).body.error?.message).toBe(BODY_NOT_JSON_MESSAGE);
    }
  });

  for (const [name, value] of wrongTypes) {
    test(`wrong type: ${name}`, async () => {
      for (const path of ["moods", "checkins"] as const) {
        const reply = await sendJson(path, cookie, value);
        expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(400);
        expect(Object.keys(reply.body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
      }
    });
  }

  test("property: any body, JSON or not, is answered 201/200 or 400, never 5xx", async () => {
    const fields = fc.record(
      {
        moodValue: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.jsonValue()),
        keywords: fc.oneof(fc.array(fc.string({ maxLength: 25 }), { maxLength: 35 }), fc.jsonValue()),
        contextNotes: fc.oneof(fc.string(), fc.jsonValue()),
        sleepHours: fc.oneof(fc.double(), fc.jsonValue()),
        stressLevel: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.jsonValue()),
        loggedAt: fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.jsonValue(),
        ),
        kind: fc.constantFrom("partner", "personal", "other"),
        feeling: fc.constantFrom("loved", "distant", "happy", ""),
        emotion: fc.constantFrom("calm", "loved", ""),
        connectionScore: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.jsonValue()),
        moodScore: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.jsonValue()),
        gratitudeNote: fc.oneof(fc.string(), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const bodies = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v) ?? "null"),
      fields.map((v) => JSON.stringify(v)),
      fc.string({ unit: "binary" }),
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom("moods" as const, "checkins" as const), async (body, path) => {
        const reply = await send(path, { cookie, body });
        // The author has a partner, so even a partner check-in is only ever refused for its input.
        expect([200, 201, 400], body).toContain(reply.status);
        if (reply.status === 400) expect(typeof reply.body.error?.message).toBe("string");
      }),
      { numRuns: 300 },
    );
  });
});

describe("Idempotency-Key header", () => {
  test("201 then 200 with the same id; one row", async () => {
    const owner = await couple();
    const ownerCookie = await sessionCookieFor(owner.viewer);
    const key = randomUUID();
    const first = await sendJson("moods", ownerCookie, { moodValue: 1 }, { "idempotency-key": key });
    const again = await sendJson("moods", ownerCookie, { moodValue: 1 }, { "idempotency-key": key });
    expect(first).toMatchObject({ status: 201, body: { created: true } });
    expect(again).toMatchObject({ status: 200, body: { created: false, moodId: first.body.moodId } });
    expect(await moodCount(owner.viewer)).toBe(1);

    const checkin = await sendJson(
      "checkins",
      ownerCookie,
      { kind: "partner", feeling: "loved" },
      { "idempotency-key": key },
    );
    const checkinAgain = await sendJson(
      "checkins",
      ownerCookie,
      { kind: "partner", feeling: "loved" },
      { "idempotency-key": key },
    );
    expect(checkin.status).toBe(201);
    expect(checkinAgain).toMatchObject({ status: 200, body: { checkinId: checkin.body.checkinId } });
  });

  // Issue #30: a reused key with another body was answered 200 and the new entry silently dropped.
  test("the same key with a different body is 409 and writes nothing; the same body still replays", async () => {
    const owner = await couple();
    const ownerCookie = await sessionCookieFor(owner.viewer);
    for (const [path, body, changed] of [
      ["moods", { moodValue: 1, keywords: ["calm"] }, { moodValue: -2, keywords: ["calm"] }],
      ["checkins", { kind: "partner", feeling: "loved" }, { kind: "partner", feeling: "distant" }],
      ["checkins", { kind: "personal", emotion: "calm" }, { kind: "personal", emotion: "anxious" }],
    ] as const) {
      const key = randomUUID();
      const first = await sendJson(path, ownerCookie, body, { "idempotency-key": key });
      expect(first.status, path).toBe(201);
      const reused = await sendJson(path, ownerCookie, changed, { "idempotency-key": key });
      expect(reused.status, path).toBe(409);
      expect(reused.body.error).toMatchObject({ code: "CONFLICT", message: IDEMPOTENCY_REUSED_MESSAGE });
      expect((await sendJson(path, ownerCookie, body, { "idempotency-key": key })).status, path).toBe(200);
    }
    expect(await moodCount(owner.viewer)).toBe(1);
  });

  test("concurrent requests with one key: one 201, the rest 200, one row", async () => {
    const owner = await couple();
    const ownerCookie = await sessionCookieFor(owner.viewer);
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        sendJson("moods", ownerCookie, { moodValue: 2, keywords: ["calm"] }, { "idempotency-key": key }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.moodId)).size).toBe(1);
    expect(await moodCount(owner.viewer)).toBe(1);
  });

  test("without the header every request is a new entry", async () => {
    const owner = await couple();
    const ownerCookie = await sessionCookieFor(owner.viewer);
    expect((await sendJson("moods", ownerCookie, { moodValue: 0 })).status).toBe(201);
    expect((await sendJson("moods", ownerCookie, { moodValue: 0 })).status).toBe(201);
    expect(await moodCount(owner.viewer)).toBe(2);
  });

  test("an empty, blank or over-long key is 400 and nothing is written; 100 characters is fine", async () => {
    const owner = await couple();
    const ownerCookie = await sessionCookieFor(owner.viewer);
    for (const key of ["", "   ", "k".repeat(101)]) {
      for (const [path, body] of [
        ["moods", { moodValue: 1 }],
        ["checkins", { kind: "personal", emotion: "calm" }],
      ] as const) {
        const reply = await sendJson(path, ownerCookie, body, { "idempotency-key": key });
        expect(reply.status, `${path} with key ${JSON.stringify(key)}`).toBe(400);
        expect(reply.body.error).toMatchObject({ code: "VALIDATION", message: entryMessages.idempotencyKey });
      }
    }
    expect(await moodCount(owner.viewer)).toBe(0);
    const longest = await sendJson("moods", ownerCookie, { moodValue: 1 }, { "idempotency-key": "k".repeat(100) });
    expect(longest.status).toBe(201);
  });
});
