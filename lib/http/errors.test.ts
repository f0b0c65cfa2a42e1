import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { QueryFailure } from "@/db/errors";
import { AppError, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { errorResponse, toErrorPayload } from "./errors";

const MARKER = "marker-personal-text";
let logged: { level: string; event: string; fields: Record<string, unknown> }[] = [];
let spies: { mockRestore(): void }[] = [];

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("attune.db.outage")];
  logged = [];
  spies = (["warn", "error"] as const).map((level) =>
    vi.spyOn(logger, level).mockImplementation((event, fields = {}) => void logged.push({ level, event, fields })),
  );
});
afterEach(() => spies.forEach((spy) => spy.mockRestore()));

describe("database failures in the one mapper (decision 026)", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  const unavailable = [
    ["a QueryFailure with a connection code", new QueryFailure({ code: "57P01", queryName: "insert moods" })],
    ["a raw refused connection (a pool checkout)", refused],
    ["pg-pool's checkout time-out", new Error("timeout exceeded when trying to connect")],
    ["a closed PGlite, wrapped by a library", new Error("outer", { cause: new Error("PGlite is closed") })],
  ] as const;

  for (const [name, error] of unavailable) {
    test(`${name}: 503 UNAVAILABLE with Retry-After and the spec's text`, async () => {
      const response = errorResponse(error);
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("5");
      expect(await response.json()).toEqual({
        error: { code: "UNAVAILABLE", title: "Error", message: UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 },
      });
    });
  }

  test("a hundred refused requests log one line, not one each", () => {
    for (let i = 0; i < 100; i++) toErrorPayload(refused);
    expect(logged.map((line) => line.event)).toEqual(["db.unavailable"]);
    expect(logged[0]!.fields).toMatchObject({ code: "ECONNREFUSED" });
  });

  test("any other query failure is a 500 logged by code and query name, never by a driver's text", () => {
    const failure = new QueryFailure({ code: "23514", queryName: "insert moods", constraint: "moods_value_range" });
    const { status, payload } = toErrorPayload(failure);
    expect(status).toBe(500);
    expect(payload.code).toBe("INTERNAL");
    expect(payload.retryAfterSeconds).toBeUndefined();
    expect(logged).toEqual([
      {
        level: "error",
        event: "unexpected_error",
        fields: expect.objectContaining({ code: "23514", query: "insert moods", constraint: "moods_value_range" }),
      },
    ]);
    expect(logged[0]!.fields).not.toHaveProperty("message");
  });

  test("a unique violation or a serialization failure is not an outage", () => {
    for (const code of ["23505", "40001"]) {
      const error = Object.assign(new Error(`Failed query: …\nparams: ${MARKER}`), { code });
      expect(toErrorPayload(error).status).toBe(500);
    }
  });
});

describe("time-outs (spec 2 §8: code TIMEOUT gives 'Request timed out. Please try again.')", () => {
  const timedOut = [
    ["a statement past its time-out (SQLSTATE 57014)", new QueryFailure({ code: "57014", queryName: "select moods" })],
    ["a raw driver error with 57014", Object.assign(new Error(`canceling statement: ${MARKER}`), { code: "57014" })],
    ["a deadline's abort (AbortSignal.timeout)", new DOMException("The operation timed out.", "TimeoutError")],
    ["a service's own TIMEOUT", new AppError("TIMEOUT", TIMEOUT_MESSAGE)],
  ] as const;

  for (const [name, error] of timedOut) {
    test(`${name}: 504 TIMEOUT with the spec's text, not an outage and not a 500`, () => {
      expect(toErrorPayload(error)).toEqual({
        status: 504,
        payload: { code: "TIMEOUT", title: "Error", message: "Request timed out. Please try again." },
      });
    });
  }

  test("logged as a warning by query name, never with the driver's text", () => {
    toErrorPayload(new QueryFailure({ code: "57014", queryName: "select moods" }));
    expect(logged).toEqual([{ level: "warn", event: "request_timed_out", fields: { query: "select moods" } }]);
    expect(JSON.stringify(logged)).not.toContain(MARKER);
  });
});
