import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { killGroup, productionServer, stopGroup } from "../e2e/support/production-server";
import { clusterConfig, MIGRATION_LOCK, WORKER_KEYS, type ClusterState, type RecordedSend } from "./config";

/**
 * Playwright's webServer for the two-instance test (playwright.instances.config.ts, issue #41, decision 077): one
 * PostgreSQL database of its own, two production servers (A and B) started at the same moment on it, then two
 * delivery workers, as a deployment behind a load balancer runs them. Its own small server (the control port) stands
 * in for Resend, recording every email the workers send, and answers /ready once everything is up. On SIGTERM it
 * stops every process it started and drops the database.
 *
 * Nothing here waits a fixed time: each step waits for the event it needs (a lock waiter, a health answer), with a
 * deadline that fails the run with what did not happen.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const config = clusterConfig();
const logs = path.join(config.runDir, "logs");
mkdirSync(logs, { recursive: true });

const sent: RecordedSend[] = [];
const state: ClusterState = { ready: false, migrationLockWaiters: 0, sent };
const children: ChildProcess[] = [];
let stopping = false;

// ---- The control port: Resend's stand-in, and the run's state for the spec.

/**
 * Replies to the first emails are held until the second worker has sent one too (or 15 s have passed: under Resend's
 * 20 s timeout, so no worker gives up and retries): then both workers provably had claims out at the same moment,
 * which is when SKIP LOCKED has to keep them apart. After that every reply goes out at once.
 */
const HOLD_LIMIT_MS = 15_000;
let held: (() => void)[] | null = [];
let holdTimer: NodeJS.Timeout | undefined;
function releaseHeld() {
  clearTimeout(holdTimer);
  for (const reply of held ?? []) reply();
  held = null;
}

const control = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    if (req.method === "POST" && req.url === "/emails") {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { to?: string[]; subject?: string };
      const record: RecordedSend = {
        apiKey: (req.headers.authorization ?? "").replace(/^Bearer /, ""),
        idempotencyKey: String(req.headers["idempotency-key"] ?? ""),
        to: body.to?.[0] ?? "",
        subject: body.subject ?? "",
      };
      sent.push(record);
      const reply = () => json(res, 200, { id: randomUUID() });
      if (!held) return reply();
      held.push(reply);
      holdTimer ??= setTimeout(releaseHeld, HOLD_LIMIT_MS);
      if (WORKER_KEYS.every((key) => sent.some((send) => send.apiKey === key))) releaseHeld();
      return;
    }
    if (req.method === "GET" && req.url === "/ready") return json(res, state.ready ? 200 : 503, { ready: state.ready });
    if (req.method === "GET" && req.url === "/state") return json(res, 200, state);
    json(res, 404, { message: "not found" });
  });
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

// ---- Processes.

function inherited(): Record<string, string> {
  const keep = ["PATH", "HOME", "USER", "LANG", "LC_ALL", "TMPDIR", "TZ", "SHELL"];
  return Object.fromEntries(keep.flatMap((key) => (process.env[key] === undefined ? [] : [[key, process.env[key]!]])));
}

const secrets = {
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  DATA_ENCRYPTION_KEYS: `inst1:${randomBytes(32).toString("base64")}`,
};
const common: NodeJS.ProcessEnv = {
  ...inherited(),
  ...secrets,
  NODE_ENV: "production",
  DATABASE_URL: config.databaseUrl,
  DATABASE_POOL_SIZE: "5",
  RESEND_BASE_URL: config.controlUrl,
  LOG_LEVEL: "info",
  NEXT_TELEMETRY_DISABLED: "1",
};

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const log = openSync(path.join(logs, `${name}.log`), "w");
  // Own process group, so the whole of it goes at the end.
  const child = spawn(command, args, { cwd: root, detached: true, stdio: ["ignore", log, log], env });
  closeSync(log);
  child.once("exit", (code, signal) => {
    if (!stopping) fail(`${name} exited early (${code ?? signal}); see ${path.join(logs, `${name}.log`)}.`);
  });
  children.push(child);
  return child;
}

function startInstance(name: "a" | "b", port: number) {
  const production = productionServer(root, { port, host: "127.0.0.1" });
  return start(`instance-${name}`, production.command, production.args, {
    ...common,
    ...production.env,
    // Each instance is its own public address here (two ports of one host); behind a load balancer they share one.
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(config.runDir, `data-${name}`),
    // As README's production notes say for PostgreSQL: web instances leave delivery to the workers.
    JOBS_IN_PROCESS: "false",
    RESEND_API_KEY: "re_web_instance",
  });
}

// ---- Steps.

async function until<T>(what: string, deadlineMs: number, probe: () => Promise<T | null | undefined | false>) {
  const deadline = Date.now() + deadlineMs;
  for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${deadlineMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

async function healthy(origin: string): Promise<boolean> {
  const response = await fetch(`${origin}/api/health`);
  return response.status === 200;
}

async function run() {
  const started = Date.now();
  await new Promise<void>((resolve) => control.listen(config.ports.control, "127.0.0.1", resolve));

  const admin = new pg.Client({ connectionString: config.adminUrl });
  await admin.connect();
  await admin.query(`create database ${config.databaseName}`);
  await admin.end();

  // Advisory locks belong to one database: this session holds the migration lock there (db/migrate.ts) while both
  // instances start, so both are provably waiting for it at once before either may migrate.
  const holder = new pg.Client({ connectionString: config.databaseUrl });
  await holder.connect();
  await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK.key]);
  startInstance("a", config.ports.a);
  startInstance("b", config.ports.b);
  state.migrationLockWaiters = await until("both instances to wait for the migration lock", 240_000, async () => {
    const { rows } = await holder.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and not l.granted and d.datname = current_database()
         and l.classid = $1 and l.objid = $2`,
      [MIGRATION_LOCK.classid, MIGRATION_LOCK.objid],
    );
    return rows[0]!.waiting >= 2 ? rows[0]!.waiting : null;
  });
  await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK.key]);
  await holder.end();

  const unlocked = Date.now();
  await until("both instances to answer /api/health", 240_000, async () =>
    (await Promise.all([config.urls.a, config.urls.b].map(healthy))).every(Boolean),
  );
  const serving = Date.now();

  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["tests/instances/seed.ts"], {
    cwd: root,
    env: common,
    stdio: ["ignore", "inherit", "inherit"],
  });

  const tsx = path.join(root, "node_modules/.bin/tsx");
  WORKER_KEYS.forEach((key, i) =>
    start(`worker-${i + 1}`, tsx, ["scripts/worker.ts"], { ...common, APP_URL: config.urls.a, RESEND_API_KEY: key }),
  );
  state.ready = true;
  console.log(
    `two instances on ${config.databaseName}: A ${config.urls.a}, B ${config.urls.b}; logs in ${logs}. Both waited ` +
      `for the migration lock after ${unlocked - started} ms, served ${serving - unlocked} ms later; ready after ` +
      `${Date.now() - started} ms.`,
  );
}

// ---- Shutdown.

let tornDown: Promise<void> | undefined;
/** Once, whether a failure or Playwright's SIGTERM asks first. */
function teardown(): Promise<void> {
  tornDown ??= stopAll();
  return tornDown;
}

async function stopAll() {
  stopping = true;
  releaseHeld();
  await Promise.all(children.map(stopGroup));
  control.close();
  const admin = new pg.Client({ connectionString: config.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${config.databaseName} with (force)`);
  await admin.end();
  rmSync(config.runDir, { recursive: true, force: true });
}

/** Ends the run: everything started is stopped and the database dropped, then the process exits with 1. */
function fail(message: string): void {
  console.error(message);
  if (stopping) return;
  void teardown().finally(() => process.exit(1));
}

// `on`, not `once`: Playwright signals the whole process group, so tsx's parent process passes on a second SIGTERM, and
// with no handler left that one would end this process before the database is dropped.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void teardown().then(() => process.exit(0)));
}
process.once("exit", () => children.forEach((child) => killGroup(child, "SIGKILL")));

await run().catch((error: unknown) => fail(`The two-instance cluster did not start: ${String(error)}`));
