import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { GET } from "@/app/api/admin/dev-tools/[tab]/route";
import { POST as postVital } from "@/app/api/v1/vitals/route";
import { connection, db } from "@/db/client";
import { outbox, scheduledJobs } from "@/db/schema";
import { clearPerformanceDataAction } from "@/lib/actions/dev-tools-metrics";
import { listAuditEvents } from "@/lib/data/admin-audit";
import { takeCoachMessage } from "@/lib/data/coach";
import { claimDueMessages, markFailed } from "@/lib/data/outbox";
import { enqueueMessage } from "@/lib/data/outbox-writes";
import { requestJob } from "@/lib/data/scheduled-jobs";
import { markWebhookEventProcessed } from "@/lib/data/subscriptions";
import type { BackendModel, DatabaseModel, PerformanceModel, SystemModel } from "@/lib/domain/dev-tools-health";
import { env } from "@/lib/env";
import { clearRequestMetrics, recordRequest } from "@/lib/monitoring/request-metrics";
import { clearWebVitals } from "@/lib/monitoring/web-vitals";
import { grantUserRole } from "@/lib/services/dev-tools/grant-user-role";
import { createUser } from "../../helpers/auth";
import { sessionCookieFor } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

const BASE = "http://attune.test";
const TABS = ["system", "performance", "database", "backend"] as const;
const UUID = "5b1f6c1e-8a43-4a55-9a3e-0d8f2f6f9c11";

let admin: { userId: string; cookie: string };
let member: { userId: string; cookie: string };

beforeAll(async () => {
  const a = await createUser();
  await grantUserRole({ email: a.email, role: "admin" });
  admin = { userId: a.userId, cookie: await sessionCookieFor(a.userId) };
  const m = await createUser();
  member = { userId: m.userId, cookie: await sessionCookieFor(m.userId) };
});

beforeEach(async () => {
  await clearRequestMetrics();
  clearWebVitals();
});

const tabRequest = (tab: string, cookie?: string) =>
  new Request(`${BASE}/api/admin/dev-tools/${tab}`, { headers: cookie ? { cookie } : {} });

async function load<T>(tab: (typeof TABS)[number]): Promise<T> {
  const response = await GET(tabRequest(tab, admin.cookie));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as T;
}

function vitalRequest(body: unknown, { cookie = member.cookie, origin = new URL(env().APP_URL).origin } = {}) {
  return new Request(`${BASE}/api/v1/vitals`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("GET /api/admin/dev-tools/:tab", () => {
  test.each(TABS)("%s: 401 signed out, 403 for a member", async (tab) => {
    expect((await GET(tabRequest(tab))).status).toBe(401);
    expect((await GET(tabRequest(tab, member.cookie))).status).toBe(403);
  });

  test("system: this process's measured figures and their level", async () => {
    const model = await load<SystemModel>("system");
    expect(model.runtime.nodeVersion).toBe(process.version);
    expect(model.runtime.nextVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(model.memory.heapUsedBytes).toBeGreaterThan(0);
    expect(model.memory.heapUsedPercent).toBeGreaterThan(0);
    expect(model.cpu.cores).toBeGreaterThan(0);
    expect(["excellent", "good", "degraded", "critical"]).toContain(model.health.level);
    expect(model.database).toBe(connection().kind);
    expect(model.requests).toEqual({ count: 0, serverErrors: 0, errorRatePercent: null });

    for (let i = 0; i < 18; i++) recordRequest({ method: "GET", path: "/dashboard", status: 200, durationMs: 20 });
    recordRequest({ method: "POST", path: "/api/v1/moods", status: 500, durationMs: 5 });
    recordRequest({ method: "POST", path: "/api/v1/moods", status: 503, durationMs: 5 });
    const after = await load<SystemModel>("system");
    expect(after.requests).toEqual({ count: 20, serverErrors: 2, errorRatePercent: 10 });
    expect(after.health.findings).toContainEqual(
      expect.objectContaining({ level: "degraded", title: "10% of requests answered with a server error" }),
    );
  });

  test("performance: recorded requests show per route, with percentiles (from the registry's buckets) and the 5xx rate", async () => {
    expect((await load<PerformanceModel>("performance")).routes).toEqual([]);
    for (let ms = 1; ms <= 20; ms++) {
      recordRequest({
        method: "GET",
        path: `/api/v1/moods/${UUID}?x=1`,
        status: ms === 20 ? 500 : 200,
        durationMs: ms,
      });
    }
    const model = await load<PerformanceModel>("performance");
    expect(model.routes).toEqual([
      {
        route: "GET /api/v1/moods/:id",
        count: 20,
        // 1–20 ms: rank 10 tops the 5–10 ms bucket; ranks 19 and 19.8 fall in 10–25 ms (holding 11–20).
        p50Ms: 10,
        p95Ms: 23.5,
        p99Ms: 24.7,
        serverErrors: 1,
        errorRatePercent: 5,
      },
    ]);
    expect(model.requestSamples).toBe(20);
    expect(model.caps).toEqual({ routes: 200, vitalEvents: 5000 });
  });

  test("database: a timed round trip, pool or the reason there is none, and table sizes", async () => {
    const model = await load<DatabaseModel>("database");
    expect(model.ping).toMatchObject({ up: true });
    expect(model.tables.map((table) => table.name)).toEqual(expect.arrayContaining(["users", "outbox"]));
    for (const table of model.tables) expect(table.totalBytes).toBeGreaterThan(0);
    if (model.kind === "pglite") {
      expect(model.pool).toEqual({ available: false, reason: "Embedded database (PGlite): one connection, no pool." });
      expect(model.transactions).toMatchObject({ available: false, reason: expect.stringMatching(/PGlite/) });
      expect(model.connections).toMatchObject({ available: false });
      expect(model.slowQueries).toMatchObject({ available: false, reason: expect.stringMatching(/PGlite/) });
      expect(model.health.findings.map((finding) => finding.title)).toEqual(["Slow queries are not measured"]);
    } else {
      expect(model.pool).toMatchObject({ available: true, max: expect.any(Number) });
      expect(model.transactions).toMatchObject({ available: true, commits: expect.any(Number) });
      expect(model.connections).toMatchObject({ available: true, used: expect.any(Number) });
    }
  });

  test("backend: outbox, scheduled jobs, breakers, webhooks and coach usage move with the data", async () => {
    // eslint-disable-next-line drizzle/enforce-delete-with-where -- start from an empty outbox and job table
    await db().delete(outbox);
    // eslint-disable-next-line drizzle/enforce-delete-with-where -- as above
    await db().delete(scheduledJobs);
    const empty = await load<BackendModel>("backend");
    expect(empty.outbox).toEqual({
      pending: 0,
      dueNow: 0,
      sending: 0,
      failed: 0,
      sentLast24h: 0,
      oldestPendingAgeSeconds: null,
    });
    expect(empty.scheduledJobs).toEqual({ waiting: 0, dueNow: 0, running: 0, retrying: 0 });
    expect(empty.breakers.map((breaker) => breaker.service)).toEqual(["email", "sms", "push", "ai", "billing"]);

    const message = (i: number, holdUntil?: Date) => ({
      userId: null,
      channel: "email" as const,
      template: "welcome",
      recipient: `p${i}@example.com`,
      subject: "Hello",
      bodyText: "text",
      holdUntil,
    });
    const past = new Date(Date.now() - 60_000);
    await enqueueMessage(message(1, past), db());
    await enqueueMessage(message(2, past), db());
    await enqueueMessage(message(3, new Date(Date.now() + 3_600_000)), db());
    const [claimed] = await claimDueMessages({ limit: 1, lockMs: 60_000 });
    await markFailed(claimed!, "boom", null);
    await requestJob({ kind: "health.recalculate", userId: member.userId, delayMs: 0, maxDelayMs: 0 });
    await markWebhookEventProcessed({ provider: "stripe", eventId: `evt_${Date.now()}` }, db());
    // "Today" is the admin's own local day; the model names it.
    await takeCoachMessage(member.userId, empty.ai.today, 50);
    await takeCoachMessage(member.userId, empty.ai.today, 50);

    const after = await load<BackendModel>("backend");
    expect(after.outbox).toMatchObject({ pending: 2, dueNow: 1, sending: 0, failed: 1, sentLast24h: 0 });
    expect(after.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(after.scheduledJobs).toMatchObject({ waiting: 1, dueNow: 1, running: 0 });
    expect(after.webhooks).toEqual([
      { provider: "stripe", total: 1, last24h: 1, lastAt: expect.stringMatching(/^\d{4}-/) },
    ]);
    expect(after.ai).toMatchObject({ messagesToday: 2, messagesLast7Days: 2, peopleLast7Days: 1 });
  });

  test("an unknown tab is 404, including names found on an object's prototype (issue #30: they were a 500)", async () => {
    for (const name of ["nope", "__proto__", "constructor", "toString", "hasOwnProperty"])
      expect((await GET(tabRequest(name, admin.cookie))).status, name).toBe(404);
  });
});

describe("POST /api/v1/vitals", () => {
  test("a signed-in person's measurement shows in the performance tab, normalised by route", async () => {
    const response = await postVital(vitalRequest({ name: "LCP", value: 2100, route: `/dev/mailbox/${UUID}` }));
    expect(response.status).toBe(204);
    await postVital(vitalRequest({ name: "CLS", value: 0.3, route: "/dashboard" }));
    const model = await load<PerformanceModel>("performance");
    expect(model.vitals.events).toBe(2);
    expect(model.vitals.overall).toEqual([
      { name: "LCP", count: 1, p75: 2100, rating: "good" },
      { name: "CLS", count: 1, p75: 0.3, rating: "poor" },
    ]);
    expect(model.vitals.byRoute.map((row) => row.route).sort()).toEqual(["/dashboard", "/dev/mailbox/:id"]);
  });

  test("signed out, another origin, a bad measurement or a large body are refused and store nothing", async () => {
    const valid = { name: "INP", value: 80, route: "/dashboard" };
    expect((await postVital(vitalRequest(valid, { cookie: "" }))).status).toBe(401);
    expect((await postVital(vitalRequest(valid, { origin: "https://evil.example" }))).status).toBe(403);
    for (const body of [
      { ...valid, name: "FID" },
      { ...valid, value: -1 },
      { ...valid, value: 1e9 },
      { ...valid, route: "https://elsewhere.example/x" },
      { ...valid, route: `/${"a".repeat(250)}` },
    ]) {
      expect((await postVital(vitalRequest(body))).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await postVital(vitalRequest({ ...valid, padding: "x".repeat(2000) }))).status).toBe(413);
    expect((await load<PerformanceModel>("performance")).vitals.events).toBe(0);
  });
});

describe("clear performance data", () => {
  test("an admin empties the latencies and the Web Vitals, and the audit trail records it", async () => {
    recordRequest({ method: "GET", path: "/dashboard", status: 200, durationMs: 12 });
    recordRequest({ method: "GET", path: "/settings", status: 200, durationMs: 8 });
    await postVital(vitalRequest({ name: "TTFB", value: 300, route: "/dashboard" }));

    await actAs(admin.userId);
    const result = await clearPerformanceDataAction();
    expect(result).toEqual({ ok: true, data: { requestSamples: 2, webVitals: 1 } });

    const model = await load<PerformanceModel>("performance");
    expect(model.routes).toEqual([]);
    expect(model.vitals).toEqual({ overall: [], byRoute: [], events: 0 });
    const [entry] = await listAuditEvents(1);
    expect(entry).toMatchObject({
      action: "performance_data_cleared",
      actorId: admin.userId,
      targetUserId: null,
      detail: { requestSamples: 2, webVitals: 1 },
    });
  });

  test("a member may not clear anything, and nothing is recorded", async () => {
    recordRequest({ method: "GET", path: "/dashboard", status: 200, durationMs: 12 });
    const before = (await listAuditEvents(50)).length;
    await actAs(member.userId);
    expect(await clearPerformanceDataAction()).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    await actAs(null);
    expect(await clearPerformanceDataAction()).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    expect((await load<PerformanceModel>("performance")).requestSamples).toBe(1);
    expect((await listAuditEvents(50)).length).toBe(before);
  });
});
