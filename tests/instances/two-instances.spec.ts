import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import pg from "pg";
import { trackStreams, streamOpen } from "../e2e/support/live";
import { coupleAt, soloAt, type Person } from "../e2e/support/pool";
import { callAction, serverAction } from "../e2e/support/server-actions";
import { clusterConfig, WORKER_KEYS, type ClusterState } from "./config";
import { LOCKED_SOLOS, READER_SOLO, RESET_SOLOS } from "./people";
import { signInAttempt, signInAttemptsFrom } from "./sign-in";

/**
 * Issue #41: two production servers (A and B) and two delivery workers on one PostgreSQL database, as README's
 * production notes promise they may run (cluster.ts starts them; decision 077). Each test is one thing the instances
 * must share through the database and nothing else: the outbox, rate limits, live events, migrations, and every read
 * (no cache in front of the database). The outbox test runs first: the Resend stand-in holds the first replies until
 * both workers have sent (cluster.ts).
 */
const config = clusterConfig();
const { a: A, b: B } = config.urls;
const database = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
test.afterAll(() => database.end());

async function clusterState(): Promise<ClusterState> {
  return (await (await fetch(`${config.controlUrl}/state`)).json()) as ClusterState;
}

/** A request context signed in as `who` through `origin` (Auth.js's credentials endpoint, as the form posts it). */
async function signedIn(
  playwright: PlaywrightWorkerArgs["playwright"],
  origin: string,
  who: Person,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await api.post("/api/auth/callback/password", {
    form: { email: who.email, password: who.password, csrfToken, callbackUrl: "/dashboard" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location ?? "").not.toMatch(/[?&](error|code)=/);
  return api;
}

const logOf = (name: string) => readFileSync(path.join(config.runDir, "logs", `${name}.log`), "utf8");
const events = (log: string) =>
  log
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: string; event: string });

test("the outbox sends each message exactly once with two instances and two workers", async () => {
  const reset = serverAction("lib/actions/auth.ts", "requestPasswordResetAction");
  const people = Array.from({ length: RESET_SOLOS.count }, (_, i) => soloAt(RESET_SOLOS.first + i));
  // Half the requests through each instance, all at once: every one queues its email in the request's transaction.
  const calls = await Promise.all(
    people.map((who, i) => callAction(reset, [{ email: who.email }], { origin: i % 2 === 0 ? A : B })),
  );
  expect(calls.map((call) => call.result?.ok)).toEqual(people.map(() => true));

  const outbox = async () =>
    (
      await database.query<{ id: string; recipient: string; status: string; attempts: number }>(
        "select id, recipient, status, attempts from outbox where template = 'password-reset' order by recipient",
      )
    ).rows;
  // More than one delivery batch (10), so both workers have work: each polls every 5 s.
  await expect
    .poll(async () => (await outbox()).filter((row) => row.status === "sent").length, { timeout: 60_000 })
    .toBe(people.length);
  const rows = await outbox();
  expect(rows.map((row) => row.recipient)).toEqual(people.map((who) => who.email).sort());
  expect(rows.every((row) => row.attempts === 1)).toBe(true);

  // The provider saw one request per message, keyed by its outbox id, from the workers and never from a web server.
  const { sent } = await clusterState();
  const resets = sent.filter((send) => rows.some((row) => row.id === send.idempotencyKey));
  expect(resets.map((send) => send.idempotencyKey).sort()).toEqual(rows.map((row) => row.id).sort());
  expect(new Set(sent.map((send) => send.idempotencyKey)).size).toBe(sent.length);
  // Both workers sent some, with claims out at the same moment (the stand-in held the first replies until then).
  expect(new Set(resets.map((send) => send.apiKey))).toEqual(new Set(WORKER_KEYS));
});

test("a check-in written through A reaches a dashboard open on B live, without a reload", async ({
  browser,
  playwright,
}, testInfo) => {
  const [jordan, casey] = coupleAt("couple", 0);
  const jordanOnB = await signedIn(playwright, B, jordan);
  const context = await browser.newContext({ baseURL: B, storageState: await jordanOnB.storageState() });
  const page = await context.newPage();
  await trackStreams(page);
  await page.goto("/dashboard");
  await expect(page.locator('[data-card="messages-from-partner"]:not([aria-busy="true"])')).toBeVisible();
  // Events are not replayed to a stream that opens after them.
  await streamOpen(page);
  let loads = 0;
  page.on("load", () => (loads += 1));

  const caseyOnA = await signedIn(playwright, A, casey);
  const note = `Thank you for the walk ${randomUUID().slice(0, 8)}`;
  const response = await caseyOnA.post("/api/v1/checkins", {
    data: { kind: "partner", connectionScore: 2, feeling: "loved", gratitudeNote: note },
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);

  const messages = page.getByRole("region", { name: new RegExp(`^Messages From ${casey.firstName}`) });
  await expect(messages.getByText(note)).toBeVisible();
  expect(loads).toBe(0);
  // For review, kept with the run's results: B's dashboard after the update, at a laptop's and a phone's width.
  await page.screenshot({ path: testInfo.outputPath("dashboard-on-b-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("dashboard-on-b-390.png") });
  await Promise.all([context.close(), jordanOnB.dispose(), caseyOnA.dispose()]);
});

test("failed sign-ins spread over both instances lock exactly as many on one would", async () => {
  // Per address: ten unknown emails from one client, alternating instances, then the same on A alone from another.
  const unknown = (run: string) => Array.from({ length: 11 }, (_, i) => `ghost.${run}.${i}@example.com`);
  const run = randomUUID().slice(0, 8);
  const spread = await signInAttemptsFrom("127.0.0.61", unknown(`${run}s`), (i) => (i % 2 === 0 ? A : B));
  const single = await signInAttemptsFrom("127.0.0.62", unknown(`${run}o`), () => A);
  const tenthBlocks = [...Array(9).fill("INVALID_CREDENTIALS"), "RATE_LIMITED", "RATE_LIMITED"];
  expect(single).toEqual(tenthBlocks);
  expect(spread).toEqual(single);

  // Per account: ten wrong passwords from ten addresses, then the right one on each instance is refused too.
  const [spreadOwner, singleOwner] = [soloAt(LOCKED_SOLOS.first), soloAt(LOCKED_SOLOS.first + 1)];
  const lockOut = async (who: Person, at: (i: number) => string, subnet: number) => {
    const codes: (string | null)[] = [];
    for (let i = 0; i < 10; i++)
      codes.push(await signInAttempt(`127.0.${subnet}.${i + 1}`, at(i), who.email, "wrong-1"));
    for (const origin of [A, B]) codes.push(await signInAttempt(`127.0.${subnet}.99`, origin, who.email, who.password));
    return codes;
  };
  const accountSingle = await lockOut(singleOwner, () => B, 71);
  const accountSpread = await lockOut(spreadOwner, (i) => (i % 2 === 0 ? A : B), 72);
  expect(accountSingle).toEqual([...Array(9).fill("INVALID_CREDENTIALS"), ...Array(3).fill("RATE_LIMITED")]);
  expect(accountSpread).toEqual(accountSingle);
});

test("two instances starting at once on an empty database migrate it once", async () => {
  const journal = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
  const { rows } = await database.query<{ applied: number; distinct: number }>(
    "select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
  );
  expect(rows[0]).toEqual({ applied: journal.entries.length, distinct: journal.entries.length });
  // cluster.ts held the lock until both were waiting for it, so they did start together.
  expect((await clusterState()).migrationLockWaiters).toBe(2);
  for (const instance of ["instance-a", "instance-b"]) {
    const logged = events(logOf(instance));
    expect(logged.filter((line) => line.event === "db.migrated")).toHaveLength(1);
    expect(logged.filter((line) => line.event === "server.started")).toHaveLength(1);
    expect(logged.filter((line) => line.level === "error")).toEqual([]);
  }
});

test("nothing is cached in front of the database: a write on A is what B's next request reads", async ({
  playwright,
}) => {
  const reader = soloAt(READER_SOLO);
  const onA = await signedIn(playwright, A, reader);
  const onB = await signedIn(playwright, B, reader);
  const before = await (await onB.get("/api/v1/moods/export?format=json")).text();

  const note = `Calm after the run ${randomUUID().slice(0, 8)}`;
  const key = randomUUID();
  const mood = { moodValue: 2, contextNotes: note };
  const written = await onA.post("/api/v1/moods", { data: mood, headers: { "Idempotency-Key": key } });
  expect(written.status(), await written.text()).toBe(201);
  expect(before).not.toContain(note);
  expect(await (await onB.get("/api/v1/moods/export?format=json")).text()).toContain(note);
  // The same write sent again through B is the one A stored (idempotency keys live in the database too).
  const replayed = await onB.post("/api/v1/moods", { data: mood, headers: { "Idempotency-Key": key } });
  expect(replayed.status()).toBe(200);
  expect(await replayed.json()).toEqual({ ...(await written.json()), created: false });

  // Signing out on A ends the session on B at its next request: sessions are checked against the database each time.
  const token = (await onB.storageState()).cookies.find((cookie) => cookie.name.endsWith("session-token"))!;
  const me = () => fetch(`${B}/api/me`, { headers: { cookie: `${token.name}=${token.value}` } });
  expect((await me()).status).toBe(200);
  const { csrfToken } = (await (await onA.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signOut = await onA.post("/api/auth/signout", { form: { csrfToken }, maxRedirects: 0 });
  expect(signOut.status()).toBe(302);
  expect((await me()).status).toBe(401);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test("no instance or worker logged an error", () => {
  for (const name of ["instance-a", "instance-b", "worker-1", "worker-2"]) {
    expect(
      events(logOf(name)).filter((line) => line.level === "error"),
      name,
    ).toEqual([]);
  }
});
