/**
 * `npm run bench:pages` — how heavy and how fast the app's pages are on the production build (issue #34; decision
 * 057 has the figures of its first run).
 *
 * 1. First-load JS of every App Router page, raw and gzip, from the build's manifests (scripts/bench/first-load-js.ts),
 *    heaviest first, each against the issue's target (≤ 150 kB gzip).
 * 2. Lighthouse (mobile: its default simulated slow 4G and slowed CPU) of the signed-in pages /dashboard, /mood-log,
 *    /partner-dashboard and /dashboard/mood?range=365, as one person of a linked couple with a year of history
 *    (scripts/bench/couple-seed.ts), with the bare page /test as the reference in the same run: `--runs` rounds
 *    (default 3) of /test then each page, every run in a freshly launched Debian Chromium. Per page the medians of
 *    performance, LCP, TBT, CLS, bytes and script bytes against /test's, with the issue's targets marked
 *    (performance ≥ 90 as the median of 5, so `--runs 5` for the issue's figure; TBT ≤ 200 ms; LCP ≤ 2.5 s;
 *    CLS ≤ 0.1). Then, for /dashboard's median run, Lighthouse's heaviest scripts (bootup-time) and its unused
 *    JavaScript estimate, top 5: where to cut.
 * 3. Every measured page must have rendered signed in: checked over HTTP before the runs (200 without a redirect, its
 *    heading, and for /dashboard every card with data) and in the browser after each run (the document's status,
 *    the final URL not /auth, the heading in an <h1>).
 *
 * The database: PostgreSQL when DATABASE_URL (or TEST_DATABASE_URL) names one (migrated, the couple added and deleted
 * again unless --keep); otherwise the embedded PGlite in a throwaway DATA_DIR, seeded before the server opens it.
 * The session cookie is minted as Auth.js mints it (scripts/bench/session.ts), so no sign-in is part of a run.
 *
 * Exit code 0 unless a page failed to render or, with `--strict`, a target was missed (first-load JS on any route,
 * or a page's median against the four targets). `--runs 0`: the first-load table and the render checks alone.
 * `--out DIR` keeps every run's Lighthouse JSON (DIR/<page>-<n>.json).
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import type { LaunchedChrome } from "chrome-launcher";
// Renamed on import: the "use" prefix is a plain setter here, not a React hook.
import { connectPglite, connectPostgres, useConnection as installConnection, type Connection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { MOOD_ANALYTICS_TEXT } from "@/lib/domain/analytics/mood-analytics";
import { firstName } from "@/lib/domain/names";
import { deleteCouple, seedCouple, type SeededCouple } from "./bench/couple-seed";
import { dashboardCheck } from "./bench/dashboard-content";
import { appPages, firstLoadJs } from "./bench/first-load-js";
import type { Lhr } from "./bench/lighthouse";
import {
  cookiePair,
  diagnosticsLines,
  firstLoadTable,
  markTargets,
  medianRunIndex,
  medians,
  pageRun,
  renderProblems,
  runLine,
  speedTable,
  SPEED_TARGETS,
  type PageRun,
} from "./bench/page-speed";
import {
  benchEnvironment,
  requireProductionBuild,
  root,
  serverLogTail,
  staleBuildNote,
  startServer,
  stopServer,
} from "./bench/server";
import { mintSessionCookie } from "./bench/session";
import { signedInLighthouse } from "./bench/signed-in-lighthouse";

const REFERENCE = { path: "/test", heading: "App Working" };
const TIME_ZONE = "America/New_York";
const WARMUP_REQUESTS = 3;

interface SignedInPage {
  path: string;
  /** Text of the page's <h1> that only the signed-in page has. */
  heading: string;
  /** More that a served page must show: an empty state would measure a page without the year's data. */
  check?: (status: number, body: string) => string[];
}

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    strict: { type: "boolean", default: false },
    out: { type: "string" },
    keep: { type: "boolean", default: false },
  },
  strict: true,
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 0) {
  console.error(`--runs must be a whole number ≥ 0 (0: first-load JS and render checks only), not "${args.runs}"`);
  process.exit(1);
}
const outDir = args.out ? path.resolve(args.out) : undefined;
if (outDir) mkdirSync(outDir, { recursive: true });
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    "DATABASE_URL / TEST_DATABASE_URL must name a PostgreSQL database (postgres://...), or be unset (PGlite)",
  );
  process.exit(1);
}

requireProductionBuild();
// Before anything reads the configuration: APP_URL names the session cookie, the keys encrypt the seeded notes.
const bench = await benchEnvironment();
const buildAtStart = buildStamp();
let conn: Connection | undefined;
let couple: SeededCouple | undefined;
let server: ChildProcess | undefined;
let starting: Promise<ChildProcess> | undefined;
let browser: Promise<LaunchedChrome> | undefined;

// As bench:public-pages: the server and Chromium have process groups of their own and would outlive an interrupted
// bench. `on`, not `once`: the signal comes twice (to the group, then relayed by tsx).
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\npages: FAIL (interrupted by ${signal})`);
    void (async () => {
      (await browser?.catch(() => undefined))?.kill();
      const child = server ?? (await starting?.catch(() => undefined));
      if (child) await stopServer(child);
      await cleanUp();
    })().finally(() => process.exit(1));
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  process.exitCode = 1;
  if (!interrupted) {
    console.error(error);
    if (server) console.error(`server log (last lines):\n${serverLogTail(bench)}`);
    const message = error instanceof Object && "message" in error ? String(error.message) : String(error);
    console.log(`\npages: FAIL (${message.split("\n")[0]})`);
  }
} finally {
  if (server) await stopServer(server);
  if (!interrupted) await cleanUp();
}

async function main(): Promise<number> {
  const runId = randomUUID().slice(0, 8);
  console.log(
    `bench:pages — first-load JS of every route; Lighthouse mobile ${runs}× per signed-in page against ` +
      `${REFERENCE.path}, run ${runId}`,
  );
  const stale = staleBuildNote();
  if (stale) console.log(`  note: ${stale}`);
  const misses: string[] = [];
  const wrong: string[] = [];

  // 1. First-load JS: from the build alone, no server.
  const firstLoads = appPages(root).map(({ route, appPath }) => firstLoadJs(root, route, appPath));
  const routes = firstLoads.map((js) => ({ route: js.route, gzip: js.gzip, raw: js.raw, chunks: js.chunks.length }));
  const table = firstLoadTable(routes);
  console.log(`\n  first-load JS of every page (${routes.length}), from the build's manifests; kB = 1,000 bytes`);
  for (const line of table.lines) console.log(line);
  console.log(`  ${routes.length - table.over.length} of ${routes.length} routes within the target`);
  if (table.over.length > 0) misses.push(`first-load JS over the target on ${table.over.length} routes`);

  // 2. The couple and the server.
  const seeded = await seed(runId);
  const { viewer, partner } = seeded;
  const pages: SignedInPage[] = [
    {
      path: "/dashboard",
      heading: `Welcome, ${firstName(viewer.displayName) ?? viewer.displayName}`,
      check: dashboardCheck(viewer.displayName, partner.displayName),
    },
    { path: "/mood-log", heading: "How are you feeling?" },
    // The partner's name in the heading: the screen of a linked couple, not its "no partner yet" state.
    { path: "/partner-dashboard", heading: firstName(partner.displayName) ?? partner.displayName },
    {
      path: "/dashboard/mood?range=365",
      heading: MOOD_ANALYTICS_TEXT.title,
      // A section that shows only with data (as bench:dashboard checks it).
      check: (status, body) => (status === 200 && !body.includes(": average") ? ['no ": average" (no data?)'] : []),
    },
  ];
  const cookie = await mintSessionCookie(viewer.id, viewer.sessionVersion, bench.secrets.AUTH_SECRET);
  starting = startServer(bench, { databaseUrl, profile: false });
  server = await starting;

  // 3a. Over HTTP: each page as the server sends it to this person; also the warm-up (a dynamic page's first render
  // loads its modules, and Lighthouse should meet a warm server, as a visitor would).
  console.log("\n  served to the signed-in person (HTTP, no redirects followed)");
  for (const page of [REFERENCE, ...pages]) {
    const problems = await servedProblems(page, cookie);
    console.log(`  ${page.path.padEnd(28)} ${problems.length === 0 ? "ok" : `WRONG: ${problems.join("; ")}`}`);
    if (problems.length > 0) wrong.push(`${page.path} (served): ${problems.join("; ")}`);
  }
  if (wrong.length > 0) {
    console.log(`  server log (last lines):\n${serverLogTail(bench)}`);
    return report(misses, wrong, "a page did not render signed in; nothing was measured");
  }

  // 3b. Lighthouse, interleaved: round n of every page follows round n of /test, so a change in the machine's load
  // reaches both sides of the comparison.
  const figures = new Map<string, PageRun[]>([REFERENCE, ...pages].map((page) => [page.path, []]));
  const dashboardLhrs: Lhr[] = [];
  for (let n = 1; n <= runs; n++) {
    console.log("");
    for (const page of [REFERENCE, ...pages]) {
      if (interrupted) throw new Error("interrupted");
      const run = await signedInLighthouse(`${bench.baseUrl}${page.path}`, cookiePair(cookie), (chrome) => {
        browser = chrome;
      });
      const problems = run.lhr.runtimeError
        ? [`Lighthouse: ${run.lhr.runtimeError.code}`, ...renderProblems(run.rendered, page)]
        : renderProblems(run.rendered, page);
      const measured = pageRun(run.lhr);
      // A run of the wrong page (the sign-in page, an error) says nothing about this one: printed, never summarised.
      if (problems.length === 0) {
        figures.get(page.path)!.push(measured);
        if (page.path === "/dashboard") dashboardLhrs.push(run.lhr);
      }
      const label = page === REFERENCE ? `${page.path} (ref)` : page.path;
      console.log(runLine(label, n, measured, problems));
      if (problems.length > 0) wrong.push(`${page.path} run ${n}: ${problems.join("; ")}`);
      if (outDir)
        writeFileSync(path.join(outDir, `${page.path.slice(1).replace(/[/?=&]/g, "_")}-${n}.json`), run.report);
    }
  }
  // The server serves files from .next as it goes: a build made meanwhile changes what the later runs measured.
  if (buildStamp() !== buildAtStart) wrong.push("the build in .next changed during the run: measure again");
  if (runs === 0) return report(misses, wrong, null);

  console.log(
    `\n  medians of ${runs} run${runs === 1 ? "" : "s"} (of those that rendered signed in); ` +
      `Δref / ×ref: against ${REFERENCE.path}'s median`,
  );
  const speeds = pages.map((page) => ({ label: page.path, runs: figures.get(page.path)! }));
  for (const line of speedTable(speeds, { label: `${REFERENCE.path} (ref)`, runs: figures.get(REFERENCE.path)! }))
    console.log(line);
  console.log(
    `  targets (issue #34): performance ≥ ${SPEED_TARGETS.performance} (median of 5: --runs 5), ` +
      `LCP ≤ ${SPEED_TARGETS.lcpMs / 1000} s, TBT ≤ ${SPEED_TARGETS.tbtMs} ms, CLS ≤ ${SPEED_TARGETS.cls}`,
  );
  console.log(
    "  total and JS: all a run transferred, also after load (charts as they near the screen, and Next's prefetch of " +
      "the pages the navigation links to, with their scripts): more than the first-load JS above",
  );
  for (const { label, runs: pageRuns } of speeds) {
    const missed = markTargets(medians(pageRuns)).filter((mark) => !mark.met);
    if (missed.length === 0) continue;
    const detail = missed.map((mark) => `${mark.target} ${mark.detail}`).join(", ");
    console.log(`    ${label}: ${detail}`);
    misses.push(`${label}: ${detail}`);
  }

  const median = medianRunIndex(figures.get("/dashboard")!);
  if (median >= 0) {
    console.log(`\n  /dashboard, its median run: where its JavaScript goes`);
    const dashboardChunks = firstLoads.find((js) => js.route === "/dashboard")?.chunks ?? [];
    const lines = diagnosticsLines(dashboardLhrs[median]!, 5, new Set(dashboardChunks.map((chunk) => chunk.file)));
    for (const line of lines) console.log(line);
  }
  return report(misses, wrong, null);
}

/** The couple with a year of history, on PostgreSQL or on the PGlite the server will open. */
async function seed(runId: string): Promise<SeededCouple> {
  conn = databaseUrl
    ? connectPostgres(databaseUrl, { poolSize: 3, statementTimeoutMs: 120_000 })
    : // The server's own place for it (lib/env.ts: PGLITE_DATA_DIR defaults to DATA_DIR/pglite).
      connectPglite(new PGlite(path.join(bench.dataDir, "pglite")));
  installConnection(conn);
  await applyMigrations(conn);
  const started = Date.now();
  couple = await seedCouple(conn.db, { runId, now: new Date(), years: 1, timeZone: TIME_ZONE });
  console.log(
    `\n  a linked couple with a year of history seeded in ${Date.now() - started} ms on ` +
      (databaseUrl ? "PostgreSQL" : "the embedded database (PGlite)"),
  );
  // One process at a time may open a PGlite directory: the server's, from now on.
  if (!databaseUrl) {
    await conn.close();
    conn = undefined;
  }
  return couple;
}

/** What is wrong with a page as served to `cookie`'s person (nothing when it is right); warms it up too. */
async function servedProblems(page: SignedInPage, cookie: string): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const response = await fetch(`${bench.baseUrl}${page.path}`, {
      headers: { cookie },
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    const body = await response.text();
    if (i > 0) continue;
    if (response.status !== 200) {
      const location = response.headers.get("location");
      problems.push(`status ${response.status}${location ? ` to ${location}` : ""}`);
      continue;
    }
    // React separates adjacent text nodes with an empty comment ("Welcome, <!-- -->Alex").
    const html = body.replaceAll("<!-- -->", "");
    const escaped = page.heading.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/'/g, "&#x27;");
    if (!html.includes(escaped)) problems.push(`no heading "${page.heading}"`);
    problems.push(...(page.check?.(response.status, body) ?? []));
    if (problems.length > 0) {
      const file = path.join(os.tmpdir(), `attune-bench-pages-${page.path.slice(1).replace(/[/?=&]/g, "_")}.html`);
      writeFileSync(file, body);
      problems.push(`saved to ${file}`);
    }
  }
  return problems;
}

function report(misses: string[], wrong: string[], reason: string | null): number {
  console.log(`\n  machine load ${os.loadavg()[0]!.toFixed(1)} (1-minute average; ${os.cpus().length} CPUs)`);
  if (outDir) console.log(`  reports in ${outDir}`);
  for (const line of wrong) console.log(`  wrong page: ${line}`);
  const missed = misses.length === 0 ? "every target met" : `targets missed: ${misses.join(" | ")}`;
  console.log(`  ${missed}${args.strict ? " (--strict: a miss fails)" : " (reported; --strict fails on a miss)"}`);
  const failed = wrong.length > 0 || (args.strict && misses.length > 0);
  console.log(
    `\npages: ${failed ? `FAIL (${reason ?? (wrong.length > 0 ? "a page did not render signed in" : "--strict")})` : "done"}`,
  );
  return failed ? 1 : 0;
}

/** BUILD_ID's content and time. */
function buildStamp(): string {
  const file = path.join(root, ".next/BUILD_ID");
  return `${readFileSync(file, "utf8").trim()}@${statSync(file).mtimeMs}`;
}

async function cleanUp(): Promise<void> {
  try {
    if (conn && couple && !args.keep) await deleteCouple(conn.db, couple.ids);
    else if (conn && couple) console.log(`  kept (--keep): users ${couple.ids.join(", ")}`);
    await conn?.close();
  } finally {
    rmSync(bench.dataDir, { recursive: true, force: true });
  }
}
