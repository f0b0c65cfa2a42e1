import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, profileDir } from "./process-cpu";

/*
 * The production server of a benchmark run: the prerequisites (a build, a PostgreSQL URL), the secrets the server and
 * the bench must share, and the production server itself. Used by scripts/bench-writes.ts, scripts/bench-dashboard.ts and
 * scripts/bench-public-pages.ts.
 */

/** The repository root. */
export const root = fileURLToPath(new URL("../..", import.meta.url));

const STARTUP_TIMEOUT_MS = 90_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** DATABASE_URL, else TEST_DATABASE_URL; exits with a clear message unless it names a PostgreSQL database. */
export function benchDatabaseUrl(): string {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    fail("Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database the bench may write to: postgres://...");
  }
  return url;
}

export function requireProductionBuild(): void {
  if (!existsSync(path.join(root, ".next/BUILD_ID")))
    fail("No production build (.next/BUILD_ID): run npm run build first.");
}

/** What the server runs (besides node_modules): a change here after the build is not in what is measured. */
const SOURCE_DIRS = ["app", "components", "lib", "db", "emails"];
const SOURCE_FILES = ["next.config.mjs", "proxy.ts", "instrumentation.ts", "instrumentation-client.ts"];

/**
 * A warning when a source file changed after the build in .next (the figures, and which cards the page shows, are
 * those of the build), else null.
 */
export function staleBuildNote(): string | null {
  const buildId = path.join(root, ".next/BUILD_ID");
  if (!existsSync(buildId)) return null;
  const builtAt = statSync(buildId).mtimeMs;
  let newest = { file: "", mtimeMs: 0 };
  const visit = (file: string) => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs > newest.mtimeMs) newest = { file: path.relative(root, file), mtimeMs };
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|css|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) visit(full);
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) visit(path.join(root, file));
  if (newest.mtimeMs <= builtAt) return null;
  const at = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);
  return (
    `the build in .next (${at(builtAt)} UTC) is older than the sources (${newest.file}, ${at(newest.mtimeMs)} UTC): ` +
    `what is measured is the build; run npm run build to measure the working tree`
  );
}

export interface BenchEnvironment {
  port: number;
  baseUrl: string;
  /** A fresh temporary directory: DATA_DIR of the server, its log and its CPU profiles. */
  dataDir: string;
  /** What the server and this process must agree on; AUTH_SECRET signs the session cookies the bench mints. */
  secrets: { APP_URL: string; DATA_DIR: string; AUTH_SECRET: string; DATA_ENCRYPTION_KEYS: string };
}

/**
 * A free port and fresh secrets, installed in this process's environment (with LOG_LEVEL=warn) before anything reads
 * the configuration: APP_URL decides the session cookie's name, the keys encrypt the notes the bench inserts.
 */
export async function benchEnvironment(): Promise<BenchEnvironment> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "attune-bench-"));
  const secrets = {
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_ENCRYPTION_KEYS: `bench1:${randomBytes(32).toString("base64")}`,
  };
  Object.assign(process.env, secrets, { LOG_LEVEL: "warn" });
  return { port, baseUrl, dataDir, secrets };
}

/**
 * The production server (`npm run start`) on the bench's port with the bench's secrets; resolves once GET /api/health answers below 500.
 * `databaseUrl`: on that PostgreSQL database, jobs not in process; undefined: on the embedded database under the
 * bench's DATA_DIR, where jobs must run in process (the server's default for it). `profile`: the server runs under
 * V8's CPU profiler (see printProfile).
 */
export async function startServer(
  bench: BenchEnvironment,
  {
    databaseUrl,
    profile,
    env: extraEnv = {},
  }: { databaseUrl: string | undefined; profile: boolean; env?: Record<string, string> },
): Promise<ChildProcess> {
  const { baseUrl, dataDir, port, secrets } = bench;
  const logFile = path.join(dataDir, "server.log");
  const log = openSync(logFile, "w");
  const keepVars = ["PATH", "HOME", "USER", "LANG", "LC_ALL", "TMPDIR", "TZ", "SHELL"];
  // What `npm run start` runs: the standalone server a deployment serves (decision 077), not `next start`.
  const startArgs = [path.join(root, "scripts/start.mjs"), "-p", String(port), "-H", "127.0.0.1"];
  // --cpu-prof is refused in NODE_OPTIONS, so a profiled server is started with it on node's command line; start.mjs
  // loads server.js in its own process, so the profile is the server's.
  const [command, args] = [
    process.execPath,
    profile ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir(dataDir)}`, ...startArgs] : startArgs,
  ];
  const child = spawn(command, args, {
    cwd: root,
    // Own process group: the server may fork, and the whole group must go when the bench ends.
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...Object.fromEntries(keepVars.flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]]]))),
      ...secrets,
      NODE_ENV: "production",
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl, JOBS_IN_PROCESS: "false" }),
      LOG_LEVEL: "warn",
      NEXT_TELEMETRY_DISABLED: "1",
      ...extraEnv,
    },
  });
  closeSync(log);
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.body?.cancel().then(() => r.status < 500))
      .catch(() => false);
    if (up) {
      const database =
        databaseUrl === undefined
          ? "the embedded database (PGlite, jobs in process)"
          : "PostgreSQL (jobs not in process)";
      console.log(`  the standalone server serving ${baseUrl} on ${database}`);
      return child;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer(child);
  const tail = readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
  throw new Error(`the server did not come up within ${STARTUP_TIMEOUT_MS / 1000}s:\n${tail}`);
}

/** SIGTERM to the server's process group, SIGKILL after 10 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  kill("SIGTERM");
  const timer = setTimeout(() => kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The last lines of the server's log, for a failure report. */
export function serverLogTail(bench: BenchEnvironment, lines = 30): string {
  const logFile = path.join(bench.dataDir, "server.log");
  return existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-lines).join("\n") : "";
}
