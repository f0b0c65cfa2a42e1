import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AppError, UNAVAILABLE_MESSAGE } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { handler } from "./handler";
import { CROSS_ORIGIN_MESSAGE } from "./same-origin";

// What every route gets from the one wrapper, without a database: the session guard's refusal needs none (no token,
// no lookup). The signed-in paths are covered by the route suites in tests/integration.

const BASE = "http://attune.test"; // APP_URL in tests/setup/env.ts
const request = (headers: Record<string, string> = {}, method = "POST") =>
  new Request(`${BASE}/api/thing`, { method, headers });

let quiet: { mockRestore(): void };
beforeEach(() => {
  quiet = vi.spyOn(logger, "error").mockImplementation(() => undefined);
});
afterEach(() => quiet.mockRestore());

describe("handler", () => {
  test("public: the body runs with the request and no user; its response is returned as is", async () => {
    const run = vi.fn(async ({ request, user }: { request: Request; user: null }) => {
      expect(user).toBeNull();
      return new Response(request.method, { status: 202, headers: { "X-Mine": "yes" } });
    });
    const response = await handler({ auth: "public" }, run)(request());
    expect(response.status).toBe(202);
    expect(response.headers.get("X-Mine")).toBe("yes");
    expect(await response.text()).toBe("POST");
  });

  test("user: no session is 401 with the guard's message, and the body never runs", async () => {
    const run = vi.fn(async () => new Response());
    const response = await handler({ auth: "user" }, run)(request());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: "UNAUTHENTICATED",
        title: "Error",
        message: "Authentication Required: Please log in to continue.",
      },
    });
    expect(run).not.toHaveBeenCalled();
  });

  test("sameOrigin: another origin is 403 before the session is read or the body runs", async () => {
    const run = vi.fn(async () => new Response());
    const route = handler({ auth: "user", sameOrigin: true }, run);
    const foreign: Record<string, string>[] = [{ origin: "http://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of foreign) {
      const response = await route(request(headers));
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatchObject({ code: "FORBIDDEN", message: CROSS_ORIGIN_MESSAGE });
    }
    // Our own origin passes the check and meets the session guard (401 here: no cookie).
    expect((await route(request({ origin: BASE, "sec-fetch-site": "same-origin" }))).status).toBe(401);
    expect(run).not.toHaveBeenCalled();
  });

  test("without sameOrigin a cross-origin request reaches the body (reads, public endpoints)", async () => {
    const response = await handler(
      { auth: "public" },
      async () => new Response(null, { status: 204 }),
    )(request({ origin: "http://evil.example" }, "GET"));
    expect(response.status).toBe(204);
  });

  test("failures go through the one mapper: status, error JSON, Retry-After", async () => {
    const throwing = (error: unknown) => handler({ auth: "public" }, async () => Promise.reject(error));

    const limited = await throwing(new AppError("RATE_LIMITED", "Slow down.", { retryAfterSeconds: 42 }))(request());
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("42");
    expect(await limited.json()).toEqual({
      error: { code: "RATE_LIMITED", title: "Error", message: "Slow down.", retryAfterSeconds: 42 },
    });

    const outage = await throwing(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))(
      request(),
    );
    expect(outage.status).toBe(503);
    expect(outage.headers.get("Retry-After")).toBe("5");
    expect((await outage.json()).error.message).toBe(UNAVAILABLE_MESSAGE);

    const bug = await throwing(new TypeError("x is undefined"))(request());
    expect(bug.status).toBe(500);
    expect((await bug.json()).error).toEqual({
      code: "INTERNAL",
      title: "Error",
      message: "An unexpected error occurred.",
    });
    expect(bug.headers.get("Cache-Control")).toBeNull();
  });

  test("noStoreOnError: error responses are never cached; success responses keep their own headers", async () => {
    const refused = await handler({ auth: "user", noStoreOnError: true }, async () => new Response())(request());
    expect(refused.status).toBe(401);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");

    const gone = await handler({ auth: "public", noStoreOnError: true }, async () => {
      throw new AppError("EXPORT_EXPIRED", "Gone.", { title: "Link expired" });
    })(request());
    expect(gone.status).toBe(410);
    expect(gone.headers.get("Cache-Control")).toBe("no-store");
    expect(await gone.json()).toEqual({ error: { code: "EXPORT_EXPIRED", title: "Link expired", message: "Gone." } });

    const ok = await handler({ auth: "public", noStoreOnError: true }, async () => new Response("file"))(request());
    expect(ok.headers.get("Cache-Control")).toBeNull();
  });
});
