import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { GET as getHealth } from "@/app/api/health/route";
import { POST as postCheckin } from "@/app/api/v1/checkins/route";
import { POST as postMood } from "@/app/api/v1/moods/route";
import { connectPglite, connectPostgres, connection, db, useConnection, type Connection } from "@/db/client";
import { isConnectionFailureCode } from "@/db/errors";
import { OUTAGE_QUIET_MS } from "@/db/outage";
import { emotionalCheckins, moods } from "@/db/schema";
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/errors";
import { inTransaction, isConnectionFailure } from "@/lib/data/transaction";
import { errorResponse } from "@/lib/http/errors";
import { proxy as pageProxy } from "@/proxy";
import { person, sessionCookieFor } from "../../helpers/couples";
import { captureLogs, sleep, startProxy, until } from "../../helpers/database-outage";

/**
 * Issue #11, fault 6 — the standing test "database stopped mid-load": while requests are being served, the database
 * stops answering; every request gets 201 or 503 (never 500), the first 503 comes within 2 s, the server logs one
 * line for the outage, and when the database is back the same pool serves again with no restart; no write is lost
 * and none is a phantom (rows = 201 responses).
 *
 * The test's own PostgreSQL database sits behind a TCP proxy the test controls, so the shared server is never
 * touched. "Stopping" is what a stopped server does to its clients: the proxy stops listening (new connections are
 * refused: ECONNREFUSED) and every backend of the database is terminated (pg_terminate_backend: in-flight statements
 * are rolled back and answered 57P01, then the connection closes). The proxy never cuts a socket itself: a commit
 * whose reply was lost on a cut socket would look failed while its row exists.
 */

const template = inject("databaseTemplate");
const BASE = "http://attune.test";
const OUTAGE_MS = 1_500;
const UNAVAILABLE_PAYLOAD = {
  code: "UNAVAILABLE",
  title: "Error",
  message: UNAVAILABLE_MESSAGE,
  retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
};

interface Outcome {
  kind: "mood" | "checkin";
  status: number;
  startedAt: number;
  endedAt: number;
  retryAfter: string | null;
  body: { error?: { code: string; title: string; message: string } };
}

async function send(kind: Outcome["kind"], cookie: string): Promise<Outcome> {
  const startedAt = performance.now();
  const init = {
    method: "POST",
    headers: { cookie, "content-type": "application/json", "idempotency-key": randomUUID() },
  };
  const response =
    kind === "mood"
      ? await postMood(
          new Request(`${BASE}/api/v1/moods`, { ...init, body: JSON.stringify({ moodValue: 1, keywords: ["calm"] }) }),
        )
      : await postCheckin(
          new Request(`${BASE}/api/v1/checkins`, {
            ...init,
            body: JSON.stringify({ kind: "personal", moodScore: 1, emotion: "calm" }),
          }),
        );
  const text = await response.text();
  return {
    kind,
    status: response.status,
    startedAt,
    endedAt: performance.now(),
    retryAfter: response.headers.get("Retry-After"),
    body: text ? JSON.parse(text) : {},
  };
}

/** `workers` loops sending moods (and every third one a check-in, which runs in a transaction) until stopped. */
function load(cookie: string, workers: number) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const done = Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; !stopped; i++) {
        const outcome = await send((worker + i) % 3 === 0 ? "checkin" : "mood", cookie);
        outcomes.push(outcome);
        // A refused request returns at once; pausing keeps the loop from spinning while still sampling densely.
        if (outcome.status === 503) await sleep(20);
      }
    }),
  );
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

async function health(): Promise<{ status: number; retryAfter: string | null; body: Record<string, unknown> }> {
  const response = await getHealth(new Request("http://attune.test/api/health"));
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe.runIf(template.kind === "postgres")("PostgreSQL stops mid-load and comes back", () => {
  let original: Connection;
  let proxied: Connection;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let admin: pg.Client;
  let viaProxy: URL;

  /** What a stopped server does to the backends it had: rolls back what they were doing and closes them. */
  const terminateBackends = () =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );

  beforeAll(async () => {
    original = connection();
    const { rows } = (await db().execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const direct = new URL(template.kind === "postgres" ? template.url : "");
    direct.pathname = `/${rows[0]!.name}`;
    proxy = await startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    viaProxy = new URL(direct);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    proxied = connectPostgres(viaProxy.toString(), { poolSize: 5, statementTimeoutMs: 30_000 });
    admin = new pg.Client({ connectionString: direct.toString() });
    await admin.connect();
    useConnection(proxied);
  });

  afterAll(async () => {
    useConnection(original);
    await proxied?.close();
    await admin?.end();
    proxy?.stop();
  });

  test("201 or 503 throughout, 503 within 2 s, one log line each way, recovery without restart, rows = 201s", async () => {
    const userId = await person();
    const cookie = await sessionCookieFor(userId);
    expect((await health()).status).toBe(200);

    const logs = captureLogs();
    let report: Record<string, unknown> = {};
    let traffic: ReturnType<typeof load> | undefined;
    try {
      traffic = load(cookie, 8);
      const { outcomes } = traffic;
      await until(() => outcomes.filter((o) => o.status === 201).length >= 40, 10_000, "warm-up writes");

      const cutAt = performance.now();
      proxy.refuse();
      await terminateBackends();
      // A connection the proxy accepted just before it stopped listening may still have been authenticating.
      await sleep(100);
      await terminateBackends();

      await until(() => outcomes.some((o) => o.status === 503), 2_000, "the first 503");
      const duringOutage = await health();
      const pageDuringOutage = await pageProxy(
        new NextRequest("http://attune.test/dashboard", { headers: { cookie } }),
      );
      await sleep(Math.max(0, OUTAGE_MS - (performance.now() - cutAt)));

      await proxy.listen();
      const reopenedAt = performance.now();
      const afterOutage = await health();
      await until(() => logs.lines().some((line) => line.event === "db.recovered"), 10_000, "db.recovered");
      const pageAfterOutage = await pageProxy(new NextRequest("http://attune.test/dashboard", { headers: { cookie } }));
      expect(pageDuringOutage.status).toBe(503);
      expect(pageAfterOutage.status).toBe(200); // NextResponse.next(): on to the page
      await until(
        () => outcomes.filter((o) => o.startedAt > reopenedAt && o.status === 201).length >= 40,
        10_000,
        "writes after the database is back",
      );
      await traffic.stop();
      traffic = undefined;

      const lines = logs.lines();
      const statuses = outcomes.map((o) => o.status);
      const refused = outcomes.filter((o) => o.status === 503);
      const created = outcomes.filter((o) => o.status === 201);
      const firstRefusal = Math.min(...refused.map((o) => o.endedAt)) - cutAt;
      const summary = {
        requests: outcomes.length,
        created: created.length,
        refused: refused.length,
        firstRefusalMs: Math.round(firstRefusal),
        slowestMs: Math.round(Math.max(...outcomes.map((o) => o.endedAt - o.startedAt))),
        events: lines.map((line) => ({ ...line, time: undefined })),
      };

      expect(new Set(statuses), JSON.stringify(summary)).toEqual(new Set([201, 503]));
      expect(firstRefusal, JSON.stringify(summary)).toBeLessThan(2_000);
      for (const outcome of refused) {
        expect(outcome.retryAfter).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        expect(outcome.body.error).toEqual(UNAVAILABLE_PAYLOAD);
      }
      // Recovered without a restart, and no client broken by the outage was handed out again.
      const afterReopen = outcomes.filter((o) => o.startedAt > reopenedAt);
      expect(
        afterReopen.filter((o) => o.status !== 201),
        JSON.stringify(summary),
      ).toEqual([]);
      expect(afterReopen.some((o) => o.kind === "checkin")).toBe(true);

      expect(duringOutage).toMatchObject({
        status: 503,
        retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
        body: { status: "unavailable", database: { kind: "postgres", up: false } },
      });
      expect(afterOutage).toMatchObject({ status: 200, body: { status: "ok", database: { up: true } } });

      // One line when it started, one when it ended; no stack, no line per request.
      const unavailable = lines.filter((line) => line.event === "db.unavailable");
      const recovered = lines.filter((line) => line.event === "db.recovered");
      expect(unavailable, JSON.stringify(summary)).toHaveLength(1);
      expect(unavailable[0]).toMatchObject({ level: "error" });
      expect(["57P01", "ECONNREFUSED", "CONNECTION_TERMINATED", "CLIENT_BROKEN"]).toContain(unavailable[0]!.code);
      expect(recovered).toHaveLength(1);
      expect(recovered[0]).toMatchObject({ level: "warn", failedRequests: refused.length });
      expect(Number(recovered[0]!.durationMs)).toBeGreaterThan(0);
      expect(lines.filter((line) => line.event !== "db.unavailable" && line.event !== "db.recovered")).toEqual([]);

      // Nothing lost, nothing phantom: every 201 is a row, and no refused request left one.
      const [moodRows] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(moods)
        .where(eq(moods.userId, userId));
      const [checkinRows] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(emotionalCheckins)
        .where(eq(emotionalCheckins.userId, userId));
      expect(moodRows!.n).toBe(created.filter((o) => o.kind === "mood").length);
      expect(checkinRows!.n).toBe(created.filter((o) => o.kind === "checkin").length);

      report = { ...summary, moodRows: moodRows!.n, checkinRows: checkinRows!.n };
    } finally {
      await traffic?.stop();
      logs.stop();
    }
    // The numbers behind the assertions, for measuring flakiness across runs: OUTAGE_TEST_REPORT=1.
    if (process.env.OUTAGE_TEST_REPORT) console.info(JSON.stringify(report));
  });

  test("a transaction whose connection dies is a 503, gives its pool slot back and does not crash the process", async () => {
    const userId = await person();
    const pool = proxied.pool!;
    const logs = captureLogs();
    try {
      const error = await inTransaction(async (tx) => {
        await tx.insert(moods).values({ userId, moodValue: 1 });
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
        // Idle in its transaction when the server closes it: pg emits "error" on the checked-out client.
        await sleep(200);
        await tx.execute(sql`select 1`);
      }).catch((e: unknown) => e);

      expect(isConnectionFailure(error)).toBe(true);
      expect(errorResponse(error).status).toBe(503);
      const [rows] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(moods)
        .where(eq(moods.userId, userId));
      expect(rows!.n).toBe(0);

      // Every slot is usable: twice the pool size of transactions at once, none waiting for a lost client.
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 10 }, () => inTransaction((tx) => tx.insert(moods).values({ userId, moodValue: 2 }))),
      );
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(pool.totalCount).toBeLessThanOrEqual(5);
      expect(pool.waitingCount).toBe(0);

      // One lost connection is a (short) outage: announced once, and over once queries succeed for a while.
      await sleep(OUTAGE_QUIET_MS + 100);
      await db().execute(sql`select 1`);
      // Usually the client hears of its closed connection first (connectionLostCode 57P01) and the next query finds
      // it broken (CLIENT_BROKEN); on a busy machine the query may meet the closing connection itself.
      const lines = logs.lines();
      expect(lines.map((line) => `${line.level} ${line.event}`)).toEqual(["error db.unavailable", "warn db.recovered"]);
      expect(isConnectionFailureCode(String(lines[0]!.code))).toBe(true);
    } finally {
      logs.stop();
    }
  });

  test("a transaction whose BEGIN meets a dead connection does not lose its pool slot", async () => {
    // One client, so a slot lost for good would leave every later transaction waiting for the 10 s timeout.
    const single = connectPostgres(viaProxy.toString(), { poolSize: 1, statementTimeoutMs: 30_000 });
    const logs = captureLogs();
    try {
      useConnection(single);
      const { rows } = (await db().execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      // The idle client's backend goes away, and the client does not hear of it before it is checked out again.
      proxy.hold();
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      await sleep(100);

      const error = await inTransaction((tx) => tx.execute(sql`select 1`)).catch((e: unknown) => e);
      expect(isConnectionFailure(error), String(error)).toBe(true);
      proxy.flush();

      const started = performance.now();
      await inTransaction((tx) => tx.execute(sql`select 1`));
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(single.pool!.totalCount).toBe(1);

      await sleep(OUTAGE_QUIET_MS + 100);
      await db().execute(sql`select 1`);
      expect(logs.lines().map((line) => line.event)).toEqual(["db.unavailable", "db.recovered"]);
    } finally {
      useConnection(proxied);
      logs.stop();
      await single.close();
    }
  });
});

describe("an embedded database that has been closed", () => {
  let original: Connection;
  let closed: Connection;

  beforeAll(async () => {
    original = connection();
    const pglite = new PGlite();
    await pglite.waitReady;
    closed = connectPglite(pglite);
    await closed.close();
  });

  afterAll(() => useConnection(original));

  test("answers 503 with Retry-After (health too), not 500", async () => {
    const cookie = await sessionCookieFor(await person());
    const logs = captureLogs();
    try {
      useConnection(closed);
      const reply = await send("mood", cookie);
      expect(reply).toMatchObject({ status: 503, retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
      expect(reply.body.error).toEqual(UNAVAILABLE_PAYLOAD);
      expect(await health()).toMatchObject({ status: 503, body: { status: "unavailable" } });
      // Pages: answered 503 by proxy.ts without rendering (its probe, a select 1, fails too).
      const pages = [];
      for (let i = 0; i < 3; i++) {
        pages.push(await pageProxy(new NextRequest("http://attune.test/dashboard", { headers: { cookie } })));
      }
      expect(pages.map((page) => page.status)).toEqual([503, 503, 503]);
      expect(pages[1]!.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(await pages[1]!.text()).toContain(UNAVAILABLE_MESSAGE);
      expect(logs.lines().map((line) => line.event)).toEqual(["db.unavailable"]);
    } finally {
      useConnection(original);
      logs.stop();
    }
  });
});
