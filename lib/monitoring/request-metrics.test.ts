import { channel } from "node:diagnostics_channel";
import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  clearRequestMetrics,
  installRequestMetrics,
  MAX_ROUTES,
  OTHER_ROUTE,
  recordRequest,
  requestLatencies,
  requestTotals,
  routeKey,
  uninstallRequestMetrics,
} from "./request-metrics";

beforeEach(async () => {
  await clearRequestMetrics();
});

afterEach(() => {
  uninstallRequestMetrics();
  vi.useRealTimers();
});

const UUID = "5b1f6c1e-8a43-4a55-9a3e-0d8f2f6f9c11";

test("route keys: ids, numbers and tokens become placeholders; the query goes", () => {
  expect(routeKey(`/api/v1/moods/${UUID}?x=1`)).toBe("/api/v1/moods/:id");
  expect(routeKey("/dev/mailbox/42#top")).toBe("/dev/mailbox/:n");
  expect(routeKey("/reports/report-20240101.pdf")).toBe("/reports/report-:n.pdf");
  expect(routeKey("/invite/Ab-_0123456789abcdefghijklmnop")).toBe("/invite/:token");
  expect(routeKey("/dashboard/")).toBe("/dashboard");
  expect(routeKey("/")).toBe("/");
  expect(routeKey("http://attune.test/settings?tab=2")).toBe("/settings");
  expect(routeKey(`/x/${"a".repeat(300)}`)!.length).toBe(200);
});

test("static files and development plumbing are not measured", async () => {
  for (const path of [
    "/_next/static/chunks/app.js",
    "/_next/image?url=%2Ficon.png",
    "/_next/webpack-hmr",
    "/icons/icon-192.png",
    "/sw.js",
    "/favicon.ico",
  ]) {
    expect(routeKey(path), path).toBeNull();
  }
  recordRequest({ method: "GET", path: "/sw.js", status: 200, durationMs: 5 });
  expect((await requestTotals()).count).toBe(0);
});

test("percentiles (estimated from the histogram's buckets), counts and the 5xx rate per route", async () => {
  for (let ms = 1; ms <= 100; ms++) {
    recordRequest({ method: "get", path: `/api/v1/moods/${UUID}`, status: ms <= 10 ? 500 : 200, durationMs: ms });
  }
  recordRequest({ method: "POST", path: "/api/v1/moods", status: 404, durationMs: 3 });
  const rows = await requestLatencies();
  // 1–100 ms, one each: rank 50 lies in the 25–50 ms bucket (holding 26–50), rank 95 and 99 in 75–100 ms.
  expect(rows[0]).toEqual({
    route: "GET /api/v1/moods/:id",
    count: 100,
    p50Ms: 50,
    p95Ms: 95,
    p99Ms: 99,
    serverErrors: 10,
    errorRatePercent: 10,
  });
  // A 4xx is the client's mistake, not the server's.
  expect(rows[1]).toMatchObject({ route: "POST /api/v1/moods", count: 1, serverErrors: 0, errorRatePercent: 0 });
  expect(await requestTotals()).toEqual({ count: 101, serverErrors: 10, routes: 2 });
});

test("an estimate stays inside the bucket of the measured values", async () => {
  for (let i = 0; i < 20; i++) recordRequest({ method: "GET", path: "/dashboard", status: 200, durationMs: 120 });
  const [row] = await requestLatencies();
  expect(row!.p50Ms).toBeGreaterThan(100);
  expect(row!.p99Ms).toBeLessThanOrEqual(150);
});

test("at most 200 routes: requests to further routes are counted under 'other'", async () => {
  for (let i = 0; i < MAX_ROUTES; i++)
    recordRequest({ method: "GET", path: `/route-${i}`, status: 200, durationMs: 1 });
  recordRequest({ method: "GET", path: "/new", status: 200, durationMs: 1 });
  recordRequest({ method: "GET", path: "/newer", status: 200, durationMs: 1 });
  recordRequest({ method: "GET", path: "/route-0", status: 200, durationMs: 1 });
  const counts = Object.fromEntries((await requestLatencies()).map((row) => [row.route, row.count]));
  expect(Object.keys(counts)).toHaveLength(MAX_ROUTES + 1);
  expect(counts[`GET ${OTHER_ROUTE}`]).toBe(2);
  expect(counts["GET /route-0"]).toBe(2);
  expect(counts["GET /new"]).toBeUndefined();
  expect((await requestTotals()).count).toBe(MAX_ROUTES + 3);
});

test("clearing forgets everything and says how much there was", async () => {
  recordRequest({ method: "GET", path: "/a", status: 200, durationMs: 1 });
  recordRequest({ method: "GET", path: "/b", status: 200, durationMs: 1 });
  expect(await clearRequestMetrics()).toBe(2);
  expect(await requestLatencies()).toEqual([]);
  expect(await requestTotals()).toEqual({ count: 0, serverErrors: 0, routes: 0 });
  // The cap starts over too: a route seen before the clear is a new route after it.
  for (let i = 0; i < MAX_ROUTES; i++)
    recordRequest({ method: "GET", path: `/after-${i}`, status: 200, durationMs: 1 });
  expect((await requestLatencies()).some((row) => row.route.endsWith(OTHER_ROUTE))).toBe(false);
});

/** A fake ServerResponse: what the hook reads and the events it listens to. */
function fakeResponse(contentType = "text/html") {
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: false,
    writableFinished: false,
    getHeader: (name: string) => (name === "content-type" ? contentType : undefined),
  });
  return response;
}

const publish = (request: { method: string; url: string }, response: ReturnType<typeof fakeResponse>) =>
  channel("http.server.request.start").publish({ request, response, socket: {}, server: {} });

test("the ingress hook measures each request from its start to the finished response", async () => {
  vi.useFakeTimers({ toFake: ["performance"] });
  installRequestMetrics();
  installRequestMetrics(); // idempotent: one subscriber, one sample per request
  const response = fakeResponse();
  publish({ method: "GET", url: `/api/v1/moods/${UUID}?page=2` }, response);
  vi.advanceTimersByTime(40);
  response.statusCode = 503;
  response.headersSent = true;
  response.writableFinished = true;
  response.emit("finish");
  response.emit("close");
  const rows = await requestLatencies();
  expect(rows).toEqual([expect.objectContaining({ route: "GET /api/v1/moods/:id", count: 1, serverErrors: 1 })]);
  // 40 ms lies in the 25–50 ms bucket; one sample's median is estimated at its middle.
  expect(rows[0]!.p50Ms).toBe(37.5);
});

test("a client that leaves before the answer is recorded as 499; event streams and static files are not measured", async () => {
  installRequestMetrics();
  const left = fakeResponse();
  publish({ method: "GET", url: "/dashboard" }, left);
  left.emit("close");
  const stream = fakeResponse("text/event-stream");
  publish({ method: "GET", url: "/api/v1/events" }, stream);
  stream.emit("close");
  const icon = fakeResponse("image/png");
  publish({ method: "GET", url: "/icons/icon-192.png" }, icon);
  icon.emit("finish");
  const rows = await requestLatencies();
  expect(rows.map((row) => row.route)).toEqual(["GET /dashboard"]);
  expect(rows[0]!.serverErrors).toBe(0);
});

test("the hook never throws, whatever it is handed", async () => {
  installRequestMetrics();
  const bus = channel("http.server.request.start");
  expect(() => bus.publish(undefined)).not.toThrow();
  expect(() => bus.publish({ request: { url: "/x" }, response: {} })).not.toThrow();
  const broken = fakeResponse();
  broken.getHeader = () => {
    throw new Error("boom");
  };
  publish({ method: "GET", url: "/x" }, broken);
  expect(() => broken.emit("finish")).not.toThrow();
  uninstallRequestMetrics();
  publish({ method: "GET", url: "/after" }, fakeResponse());
  expect((await requestTotals()).count).toBe(0);
});

test("on a real Node HTTP server, the channel's message is what the hook expects", async () => {
  installRequestMetrics();
  const server = createServer((request, response) => {
    response.statusCode = request.url?.startsWith("/boom") ? 500 : 200;
    setTimeout(() => response.end("ok"), 15);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/boom/${UUID}?q=1`)).text();
    await (await fetch(`http://127.0.0.1:${port}/icons/icon.png`)).text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  const rows = await requestLatencies();
  const [row] = rows;
  expect(rows).toHaveLength(1);
  expect(row).toMatchObject({ route: "GET /boom/:id", count: 1, serverErrors: 1 });
  expect(row!.p50Ms).toBeGreaterThanOrEqual(10);
});
