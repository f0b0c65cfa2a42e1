import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { GET } from "@/app/api/metrics/route";
import { connection, db } from "@/db/client";
import { enqueueMessage } from "@/lib/data/outbox-writes";
import { requestJob } from "@/lib/data/scheduled-jobs";
import { resetEnvForTests } from "@/lib/env";
import { circuitBreaker, resetCircuitBreakersForTests } from "@/lib/integrations/circuit-breaker";
import { clearRequestMetrics, recordRequest } from "@/lib/monitoring/request-metrics";
import { createUser } from "../../helpers/auth";
import { ExpositionError, parseExposition, type Family } from "../../helpers/prometheus-text";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
const URL_ = "http://attune.test/api/metrics";

const scrape = (authorization?: string) => GET(new Request(URL_, { headers: authorization ? { authorization } : {} }));

function useToken(token: string | undefined) {
  if (token === undefined) vi.stubEnv("METRICS_TOKEN", "");
  else vi.stubEnv("METRICS_TOKEN", token);
  resetEnvForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  resetCircuitBreakersForTests();
});

async function families(): Promise<Map<string, Family>> {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return parseExposition(await response.text());
}

const value = (family: Family | undefined, labels: Record<string, string>, name = family?.name) =>
  family?.samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, v]) => sample.labels[key] === v),
  )?.value;

describe("the token", () => {
  test("without METRICS_TOKEN the endpoint does not exist", async () => {
    useToken(undefined);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    expect((await scrape()).status).toBe(404);
  });

  test("with it: 401 for no token, a wrong one, a prefix of it or another scheme; 200 for the token", async () => {
    useToken(TOKEN);
    for (const header of [
      undefined,
      "Bearer wrong-token",
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`,
      TOKEN,
    ]) {
      const response = await scrape(header);
      expect(response.status, header ?? "no header").toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("attune_");
    }
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
    expect((await scrape(`bearer   ${TOKEN}`)).status).toBe(200);
  });
});

describe("the exposition", () => {
  beforeEach(async () => {
    useToken(TOKEN);
    await clearRequestMetrics();
  });

  test("parses strictly and carries the named series", async () => {
    recordRequest({ method: "GET", path: "/dashboard", status: 200, durationMs: 42 });
    recordRequest({ method: "POST", path: "/api/v1/moods", status: 503, durationMs: 7 });
    const all = await families();

    const requests = all.get("attune_http_request_duration_seconds");
    expect(requests?.type).toBe("histogram");
    const dashboard = { method: "GET", route: "/dashboard", status: "200" };
    expect(value(requests, dashboard, "attune_http_request_duration_seconds_count")).toBe(1);
    expect(value(requests, { ...dashboard, le: "0.05" }, "attune_http_request_duration_seconds_bucket")).toBe(1);
    expect(value(requests, { ...dashboard, le: "0.025" }, "attune_http_request_duration_seconds_bucket")).toBe(0);
    expect(
      value(
        requests,
        { method: "POST", route: "/api/v1/moods", status: "503" },
        "attune_http_request_duration_seconds_count",
      ),
    ).toBe(1);

    for (const status of ["pending", "due", "sending", "failed"])
      expect(value(all.get("attune_outbox_messages"), { status }), status).toBeTypeOf("number");
    for (const state of ["waiting", "due", "running", "retrying"])
      expect(value(all.get("attune_scheduled_jobs"), { state }), state).toBeTypeOf("number");
    expect(all.get("attune_outbox_oldest_pending_age_seconds")?.type).toBe("gauge");
    expect(value(all.get("attune_metrics_database_readable"), {})).toBe(1);
    // Every outside service has its breaker series, closed until this process calls it.
    for (const breaker of ["email", "sms", "push", "ai", "billing"])
      expect(value(all.get("attune_circuit_breaker_state"), { breaker, state: "CLOSED" }), breaker).toBe(1);

    // prom-client's default process and Node.js series.
    for (const name of [
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "process_start_time_seconds",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_gc_duration_seconds",
    ])
      expect(all.has(name), name).toBe(true);

    const pool = all.get("attune_db_pool_connections");
    if (connection().kind === "postgres") {
      for (const state of ["total", "idle", "waiting", "max"])
        expect(value(pool, { state }), state).toBeTypeOf("number");
    } else {
      // PGlite is one in-process connection: no pool to describe, so no samples rather than made-up ones.
      expect(pool?.samples ?? []).toEqual([]);
    }
  });

  test("queue depths are read at scrape time from the database", async () => {
    const { userId } = await createUser();
    const before = await families();
    const pending = value(before.get("attune_outbox_messages"), { status: "pending" })!;
    const waiting = value(before.get("attune_scheduled_jobs"), { state: "waiting" })!;
    await enqueueMessage(
      {
        userId,
        channel: "email",
        template: "test",
        recipient: "someone@example.com",
        subject: "Hello",
        bodyText: "Hello",
        holdUntil: new Date(Date.now() + 60_000),
      },
      db(),
    );
    await requestJob({ kind: "metrics-test", userId, delayMs: 60_000, maxDelayMs: 60_000 }, db());
    const after = await families();
    expect(value(after.get("attune_outbox_messages"), { status: "pending" })).toBe(pending + 1);
    expect(value(after.get("attune_outbox_oldest_pending_age_seconds"), {})).toBeGreaterThanOrEqual(0);
    expect(value(after.get("attune_scheduled_jobs"), { state: "waiting" })).toBe(waiting + 1);
  });

  test("an open breaker shows as OPEN", async () => {
    const breaker = circuitBreaker("email:test-provider");
    for (let i = 0; i < 5; i++) await breaker.fire(() => Promise.reject(new Error("down"))).catch(() => undefined);
    const series = (await families()).get("attune_circuit_breaker_state");
    expect(value(series, { breaker: "email:test-provider", state: "OPEN" })).toBe(1);
    expect(value(series, { breaker: "email:test-provider", state: "CLOSED" })).toBe(0);
  });
});

describe("the strict parser refuses what Prometheus would", () => {
  const good = '# HELP a_total A.\n# TYPE a_total counter\na_total{x="1"} 3\n';
  test.each([
    ["no final newline", good.trimEnd()],
    ["a bad name", "9a 1\n"],
    ["an unquoted label", "a{x=1} 1\n"],
    ["a bad escape", 'a{x="\\t"} 1\n'],
    ["a value that is not a float", "a 1,5\n"],
    ["a duplicate sample", "a 1\na 2\n"],
    ["a split family", 'a 1\nb 1\na{x="2"} 1\n'],
    ["a TYPE after samples", "a 1\n# TYPE a gauge\n"],
    ["a negative counter", "# TYPE a_total counter\na_total -1\n"],
    ["a histogram without +Inf", '# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n'],
    ["decreasing buckets", '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\n'],
  ])("%s", (_, text) => {
    expect(() => parseExposition(text)).toThrow(ExpositionError);
  });
  test("and reads a good one", () => {
    expect(parseExposition(good).get("a_total")?.samples[0]).toEqual({ name: "a_total", labels: { x: "1" }, value: 3 });
  });
});
