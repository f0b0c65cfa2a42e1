import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, test } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as clientErrorsPost } from "@/app/api/client-errors/route";
import { POST as postCheckinRoute } from "@/app/api/v1/checkins/route";
import { POST as postMoodRoute } from "@/app/api/v1/moods/route";
import { db } from "@/db/client";
import { moods } from "@/db/schema";
import { CLIENT_ERROR_REPORTS_PER_IP } from "@/lib/domain/limits";
import { resetEnvForTests } from "@/lib/env";
import { CONTENT_TYPE_MESSAGE } from "@/lib/http/json-body";
import { CROSS_ORIGIN_MESSAGE } from "@/lib/http/same-origin";
import { couple, sessionCookieFor } from "../../helpers/couples";

/**
 * Issue #11, faults 5 and 8: what the handlers that read a body refuse before they do any work — other origins'
 * writes with our cookie (403), bodies that are not declared JSON (415), bodies over the cap (413) — and the public
 * error-report endpoint spending its rate limit before it reads anything.
 */

const BASE = "http://attune.test"; // APP_URL in tests/setup/env.ts
type Route = (request: Request) => Promise<Response>;
const writeRoutes: [string, Route, unknown][] = [
  ["/api/v1/moods", postMoodRoute, { moodValue: 2, keywords: ["calm"] }],
  ["/api/v1/checkins", postCheckinRoute, { kind: "personal", moodScore: 1, emotion: "calm" }],
];

let userId: string;
let cookie: string;

beforeAll(async () => {
  ({ viewer: userId } = await couple());
  cookie = await sessionCookieFor(userId);
});

async function moodCount(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(moods)
    .where(eq(moods.userId, userId));
  return row!.n;
}

function post(route: Route, path: string, body: BodyInit, headers: Record<string, string>) {
  return route(new Request(`${BASE}${path}`, { method: "POST", headers: { cookie, ...headers }, body }));
}

describe("cookie-authenticated JSON writes come from our own origin only", () => {
  test.each(writeRoutes)(
    "%s: another origin, even on the same site, gets 403 and writes nothing",
    async (path, route, body) => {
      const before = await moodCount();
      const foreign: Record<string, string>[] = [
        { origin: "http://127.0.0.1:8999" },
        { origin: "http://attune.test:8080" },
        { origin: "https://attune.test" },
        { origin: "null" },
        { "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site", origin: BASE },
      ];
      for (const headers of foreign) {
        const response = await post(route, path, JSON.stringify(body), {
          "content-type": "application/json",
          ...headers,
        });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect((await response.json()).error).toMatchObject({ code: "FORBIDDEN", message: CROSS_ORIGIN_MESSAGE });
      }
      expect(await moodCount()).toBe(before);
    },
  );

  test.each(writeRoutes)("%s: our own origin, or no browser at all, is served", async (path, route, body) => {
    const ours: Record<string, string>[] = [{ origin: BASE, "sec-fetch-site": "same-origin" }, {}];
    for (const headers of ours) {
      const response = await post(route, path, JSON.stringify(body), {
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
        ...headers,
      });
      expect(response.status, JSON.stringify(headers)).toBe(201);
    }
  });

  test.each(writeRoutes)("%s: a body not declared as JSON gets 415 and writes nothing", async (path, route, body) => {
    const before = await moodCount();
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", ""]) {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      const response = await post(route, path, new Blob([JSON.stringify(body)], { type }), headers);
      expect(response.status, type).toBe(415);
      expect((await response.json()).error).toMatchObject({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: CONTENT_TYPE_MESSAGE,
      });
    }
    expect(await moodCount()).toBe(before);
  });
});

describe("/api/client-errors", () => {
  const report = { errorId: "abc123def", message: "boom", kind: "render" };

  function sendReport(body: BodyInit, headers: Record<string, string> = {}) {
    return clientErrorsPost(
      new Request(`${BASE}/api/client-errors`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
      } as RequestInit),
    );
  }

  test("a body over 64 KB is refused with 413, declared or streamed, without being read whole", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const streamed = await sendReport(endless);
    expect(streamed.status).toBe(413);
    // 64 KB in 16 KB chunks: the fifth chunk crosses the cap and reading stops there.
    expect(pulled).toBeLessThanOrEqual(6);

    const declared = await sendReport("{}", { "content-length": String(100 * 1024 * 1024) });
    expect(declared.status).toBe(413);
  });

  test("reports are logged with 204 until the limit; then refused before any body is read", async () => {
    // Reports without a known address share one bucket (the 413s above spent from it too).
    let accepted = 0;
    while ((await sendReport(JSON.stringify(report))).status === 204) accepted += 1;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(CLIENT_ERROR_REPORTS_PER_IP.points);
    let read = false;
    // highWaterMark 0: the stream is pulled only when someone reads it, not to fill a queue.
    const watched = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const refused = await sendReport(watched);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(read).toBe(false);
  });
});

describe("Auth.js's own endpoints", () => {
  test("a body over 16 KB gets 413 before Auth.js reads it", async () => {
    const response = await authPost(
      new NextRequest(`${BASE}/api/auth/callback/password`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `email=a%40b.c&password=${"x".repeat(32 * 1024)}`,
      }),
    );
    expect(response.status).toBe(413);
  });

  test.each(["http://attune.test", "http://127.0.0.1:4567"])(
    "its URLs are built on APP_URL (%s), whatever host the request came in on",
    async (appUrl) => {
      // `next start` hands route handlers a URL on localhost, and Next rewrites any loopback host in a NextRequest to
      // "localhost": a local demo on 127.0.0.1 got Auth.js URLs on another host (another cookie jar).
      const previous = process.env.APP_URL;
      process.env.APP_URL = appUrl;
      resetEnvForTests();
      try {
        const providers = (await (
          await authGet(new NextRequest("http://localhost:4567/api/auth/providers"))
        ).json()) as Record<string, { signinUrl: string; callbackUrl: string }>;
        for (const { signinUrl, callbackUrl } of Object.values(providers)) {
          expect(new URL(signinUrl).origin).toBe(appUrl);
          expect(new URL(callbackUrl).origin).toBe(appUrl);
        }
        const csrf = await authGet(new NextRequest("http://localhost:4567/api/auth/csrf"));
        const { csrfToken } = (await csrf.json()) as { csrfToken: string };
        const cookie = csrf.headers
          .getSetCookie()
          .map((line) => line.split(";")[0])
          .join("; ");
        const signOut = await authPost(
          new NextRequest("http://localhost:4567/api/auth/signout", {
            method: "POST",
            headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ csrfToken, callbackUrl: "/" }).toString(),
          }),
        );
        expect(new URL(signOut.headers.get("location")!).origin).toBe(appUrl);
      } finally {
        process.env.APP_URL = previous;
        resetEnvForTests();
      }
    },
  );

  test("an ordinary form still reaches Auth.js", async () => {
    const response = await authPost(
      new NextRequest(`${BASE}/api/auth/signout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "csrfToken=nope",
      }),
    );
    // Auth.js's own answer (a redirect for a missing CSRF cookie), not ours.
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});
