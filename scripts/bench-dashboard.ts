/**
 * `npm run bench:dashboard` — the dashboard under load, end to end (issue #13): a production build (`npm run start`) on
 * PostgreSQL, a linked couple with one year of synthetic history (tests/fixtures/synthetic-couple.ts), GET /dashboard
 * as one of them against the bare dynamic page GET /test in the same run, 20 connections.
 *
 * Needs `npm run build` first and DATABASE_URL (or TEST_DATABASE_URL) naming a PostgreSQL database the bench may write
 * to: it migrates it and adds the two accounts, linked, consenting to mood sharing with every sharing grant on, and
 * their history (moods with notes and feelings, sleep and stress, shared and private partner check-ins, personal
 * check-ins, rituals, and what the write paths derive: tag counts, achievements, correlation patterns). Everything is
 * deleted at the end unless --keep. The accounts get a session cookie minted as Auth.js mints it (no argon2).
 *
 * Measures: /test and /dashboard throughput at concurrency 20 (every /dashboard body read to its end: the page
 * streams) and their ratio; one person alone, sequentially (p50/p95/p99); the first-load JS of /dashboard from the
 * build's manifests (raw and gzip, checked against the <script> tags of a served page); the server and PostgreSQL
 * CPU per request of each page, read from /proc. `--profile` runs the server under V8's CPU profiler and prints where
 * its time went. Every /dashboard response must be a 200 with every card there and none in an error or empty state
 * (scripts/bench/dashboard-content.ts): any failure, or a 5xx anywhere, exits 1. The targets are reported, not
 * enforced: ratio ≥ 0.40, one person's p95 ≤ 50 ms, first-load JS ≤ 150 kB gzip.
 *
 * `--seed-only` seeds, prints the row counts (and the first-load JS when there is a build), and cleans up: no server.
 *
 * `--history` (issue #34: server cost flat in history length) seeds three couples instead, a month, a year and five
 * years of history sharing the same recent days (scripts/bench/history-couples.ts), and measures /dashboard and the
 * analytics pages above for each of them against /test, in rounds that take every page and couple in turn so the
 * machine's load reaches all alike (scripts/bench/dashboard-history.ts). It prints each page's throughput per history
 * length (and ÷ /test, target ≥ 0.40) and five years ÷ a month, target ≥ 0.8; the responses are checked as above and
 * any wrong one, or a 5xx, exits 1. With `--seed-only` it prints the three couples' row counts side by side.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
// Renamed on import: the "use" prefix is a plain setter here, not a React hook.
import { connectPostgres, useConnection as installConnection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { countCoupleRows, deleteCouple, seedCouple, type SeededCouple } from "./bench/couple-seed";
import { ANALYTICS_PAGES, analyticsCheck, cardSections, dashboardCheck, htmlWeight } from "./bench/dashboard-content";
import { measureHistories } from "./bench/dashboard-history";
import { HISTORIES } from "./bench/history-couples";
import { chunkSizes, firstLoadJs, kB, scriptsInHtml, type FirstLoadJs } from "./bench/first-load-js";
import {
  countStatuses,
  cpuPerRequest,
  fire,
  percentile,
  requestsPerSecond,
  send,
  type FireOptions,
  type HttpTask,
  type Run,
} from "./bench/http-load";
import { cpuSnapshot, printProfile } from "./bench/process-cpu";
import {
  benchDatabaseUrl,
  benchEnvironment,
  requireProductionBuild,
  root,
  staleBuildNote,
  startServer,
  stopServer,
} from "./bench/server";
import { mintSessionCookie } from "./bench/session";

const CONCURRENCY = 20;
const YEARS = 1;
const TIME_ZONE = "America/New_York";
const WARMUP_TEST = 200;
const WARMUP_DASHBOARD = 60;
const TEST_REQUESTS = 2_000;
const DASHBOARD_REQUESTS = 400;
const SINGLE_USER_REQUESTS = 200;
/** /dashboard requests per second as a share of /test's, in the same run. */
const TARGET_RATIO = 0.4;
const TARGET_SINGLE_P95_MS = 50;
const TARGET_FIRST_LOAD_GZIP = 150_000;
const ANALYTICS_REQUESTS = 200;

const keep = process.argv.includes("--keep");
/** --profile: the server runs with --cpu-prof and the bench prints where its CPU time went. */
const profile = process.argv.includes("--profile");
const seedOnly = process.argv.includes("--seed-only");
/** --history: three couples, a month to five years of history, each page's throughput compared (issue #34). */
const history = process.argv.includes("--history");
const histories: readonly { label: string; build?: (typeof HISTORIES)[number]["build"] }[] = history
  ? HISTORIES
  : [{ label: `${YEARS} year` }];

const databaseUrl = benchDatabaseUrl();
if (!seedOnly) requireProductionBuild();
// Before anything reads the configuration: APP_URL names the session cookie, the keys encrypt the seeded notes.
const bench = await benchEnvironment();
const conn = connectPostgres(databaseUrl, { poolSize: 5, statementTimeoutMs: 120_000 });
installConnection(conn);
const runId = randomUUID().slice(0, 8);
let server: ChildProcess | undefined;
const couples: SeededCouple[] = [];

try {
  const couplesText = history
    ? `three linked couples with ${histories.map((h) => h.label).join(", ")} of history`
    : `a linked couple with ${YEARS} year of history`;
  console.log(
    seedOnly
      ? `bench:dashboard --seed-only — ${couplesText}, run ${runId}`
      : history
        ? `bench:dashboard --history — each page for ${couplesText} vs /test, concurrency ${CONCURRENCY}, run ${runId}`
        : `bench:dashboard — /dashboard vs /test, concurrency ${CONCURRENCY}, a couple with ${YEARS} year of history, run ${runId}`,
  );
  const stale = existsSync(path.join(root, ".next/BUILD_ID")) ? staleBuildNote() : null;
  if (stale) console.log(`  note: ${stale}`);
  await applyMigrations(conn);
  const counts: [string, number][][] = [];
  for (const [i, { label, build }] of histories.entries()) {
    const t0 = performance.now();
    const seeded = await seedCouple(conn.db, {
      // Each couple its own accounts: the run id names their emails.
      runId: history ? `${runId}-${i}` : runId,
      now: new Date(),
      timeZone: TIME_ZONE,
      ...(build ? { history: build } : { years: YEARS }),
    });
    couples.push(seeded);
    counts.push(await countCoupleRows(conn.db, seeded.ids));
    const total = counts[i]!.filter(([table]) => !table.startsWith(" ")).reduce((n, [, c]) => n + c, 0);
    const which = history ? ` (${label})` : "";
    console.log(`  couple seeded${which}: ${total} rows in ${Math.round(performance.now() - t0)} ms (${TIME_ZONE})`);
  }
  if (seedOnly) {
    if (history) console.log(`    ${"".padEnd(40)} ${histories.map((h) => h.label.padStart(8)).join(" ")}`);
    for (const [row, [table]] of counts[0]!.entries()) {
      const ns = counts.map((c) => String(c[row]![1]).padStart(history ? 8 : 6));
      console.log(`    ${table.padEnd(40)} ${ns.join(" ")}`);
    }
    if (existsSync(path.join(root, ".next/BUILD_ID"))) printFirstLoad(firstLoadJs(root, "/dashboard"));
  } else if (history) {
    server = await startServer(bench, { databaseUrl, profile });
    process.exitCode = await measureHistories({ server, pool: conn.pool!, bench, runId, couples });
  } else {
    process.exitCode = await measure(couples[0]!);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  if (profile && server) printProfile(bench.dataDir, root);
  const ids = couples.flatMap((c) => c.ids);
  if (couples.length > 0 && !keep) {
    await deleteCouple(conn.db, ids);
    if (seedOnly) {
      const left = (await countCoupleRows(conn.db, ids)).reduce((n, [, c]) => n + c, 0);
      console.log(`  cleaned up: ${left} rows left`);
      if (left !== 0) process.exitCode = 1;
    }
  } else if (couples.length > 0) {
    console.log(`  kept (--keep): users ${ids.join(", ")}`);
  }
  await conn.close();
  rmSync(bench.dataDir, { recursive: true, force: true });
}

interface Measured {
  run: Run;
  cpu: ReturnType<typeof cpuPerRequest>;
}

/** The whole measurement; returns the exit code (1: a response was wrong). */
async function measure(seeded: SeededCouple): Promise<number> {
  const firstLoad = firstLoadJs(root, "/dashboard");
  const { viewer, partner } = seeded;
  const cookie = await mintSessionCookie(viewer.id, viewer.sessionVersion, bench.secrets.AUTH_SECRET);
  server = await startServer(bench, { databaseUrl, profile });
  const { baseUrl } = bench;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const test: HttpTask = { path: "/test" };
  const dashboard: HttpTask = { path: "/dashboard", headers: { cookie } };
  const check = dashboardCheck(viewer.displayName, partner.displayName);
  const concurrent: FireOptions = { concurrency: CONCURRENCY, check };

  const timed = async (task: HttpTask, n: number, options: FireOptions, via = agent): Promise<Measured> => {
    const before = await cpuSnapshot(server!, conn.pool!);
    const run = await fire(via, baseUrl, Array<HttpTask>(n).fill(task), options);
    const after = await cpuSnapshot(server!, conn.pool!);
    return { run, cpu: cpuPerRequest(run, before, after) };
  };

  // Warm-up: module loading, JIT, the pool's connections, React's and the engines' first runs.
  await fire(agent, baseUrl, Array<HttpTask>(WARMUP_TEST).fill(test), { concurrency: CONCURRENCY, expect: 200 });
  const warmup = await fire(agent, baseUrl, Array<HttpTask>(WARMUP_DASHBOARD).fill(dashboard), concurrent);
  const bare = await timed(test, TEST_REQUESTS, { concurrency: CONCURRENCY, expect: 200 });
  const page = await timed(dashboard, DASHBOARD_REQUESTS, concurrent);
  const analytics: { path: string; measured: Measured }[] = [];
  // Each analytics page, timed for a year of data and held to TARGET_RATIO too.
  for (const analyticsPage of ANALYTICS_PAGES) {
    const pagePath = analyticsPage.path;
    const pageCheck = analyticsCheck(analyticsPage);
    const task: HttpTask = { path: pagePath, headers: { cookie } };
    await fire(agent, baseUrl, Array<HttpTask>(WARMUP_DASHBOARD).fill(task), {
      concurrency: CONCURRENCY,
      check: pageCheck,
    });
    analytics.push({
      path: pagePath,
      measured: await timed(task, ANALYTICS_REQUESTS, { concurrency: CONCURRENCY, check: pageCheck }),
    });
  }
  agent.destroy();
  const alone = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const single = await timed(dashboard, SINGLE_USER_REQUESTS, { concurrency: 1, check }, alone);
  // One more page, kept: which cards it shows and which scripts it loads.
  const sample = await send(alone, baseUrl, dashboard, true);
  alone.destroy();

  const dashboardRuns = [warmup, page.run, single.run, ...analytics.map((a) => a.measured.run)];
  const responses = dashboardRuns.reduce((n, r) => n + r.latencies.length, 0) + 1;
  const failures = new Map<string, number>();
  for (const run of dashboardRuns)
    for (const [reason, n] of run.failures) failures.set(reason, (failures.get(reason) ?? 0) + n);
  // The kept page is checked like the others.
  const sampleReasons = check(sample.status, sample.body);
  for (const reason of sampleReasons) failures.set(reason, (failures.get(reason) ?? 0) + 1);
  const failed = dashboardRuns.reduce((n, r) => n + r.failed, 0) + (sampleReasons.length > 0 ? 1 : 0);
  const fiveXx =
    dashboardRuns.reduce((n, r) => n + countStatuses(r, /^5\d\d$/), 0) + countStatuses(bare.run, /^5\d\d$/);
  const cards = cardSections(sample.body.replaceAll("<!-- -->", ""));
  const htmlScripts = scriptsInHtml(sample.body);

  const ratio = requestsPerSecond(page.run) / requestsPerSecond(bare.run);
  const pct = (run: Run, p: number) => percentile(run.latencies, p).toFixed(1);
  const verdict = (met: boolean) => (met ? "met" : "not met");
  const row = (label: string, value: string, target = "", outcome = "") =>
    console.log(`  ${label.padEnd(30)} ${value.padEnd(44)} ${target.padEnd(16)} ${outcome}`.trimEnd());
  const cpuText = (cpu: Measured["cpu"]) =>
    cpu ? `next ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms` : "(no /proc: not measured)";

  console.log("");
  row("", "measured", "target", "");
  row("/test, concurrency 20", `${requestsPerSecond(bare.run).toFixed(0)} req/s, p50 ${pct(bare.run, 50)} ms`);
  row(
    "/dashboard, concurrency 20",
    `${requestsPerSecond(page.run).toFixed(1)} req/s, p50 ${pct(page.run, 50)} ms, p95 ${pct(page.run, 95)} ms`,
  );
  row("ratio /dashboard ÷ /test", ratio.toFixed(3), `≥ ${TARGET_RATIO.toFixed(2)}`, verdict(ratio >= TARGET_RATIO));
  const p95 = percentile(single.run.latencies, 95);
  row(
    "/dashboard, one person alone",
    `p50 ${pct(single.run, 50)} ms, p95 ${p95.toFixed(1)} ms, p99 ${pct(single.run, 99)} ms`,
    `p95 ≤ ${TARGET_SINGLE_P95_MS} ms`,
    verdict(p95 <= TARGET_SINGLE_P95_MS),
  );
  row(
    "first-load JS /dashboard",
    `${kB(firstLoad.gzip)} gzip (${kB(firstLoad.raw)} raw, ${firstLoad.chunks.length} chunks)`,
    `≤ ${kB(TARGET_FIRST_LOAD_GZIP)} gzip`,
    verdict(firstLoad.gzip <= TARGET_FIRST_LOAD_GZIP),
  );
  for (const { path: pagePath, measured } of analytics) {
    const pageRatio = requestsPerSecond(measured.run) / requestsPerSecond(bare.run);
    row(
      `${pagePath.split("?")[0]} (1 year)`,
      `${requestsPerSecond(measured.run).toFixed(1)} req/s, ratio ${pageRatio.toFixed(3)}, p95 ${pct(measured.run, 95)} ms`,
      `≥ ${TARGET_RATIO.toFixed(2)}`,
      verdict(pageRatio >= TARGET_RATIO),
    );
  }
  row("CPU per request /test", cpuText(bare.cpu));
  row("CPU per request /dashboard", cpuText(page.cpu));
  row("  one person alone", cpuText(single.cpu));

  console.log("");
  const statuses = new Map<string, number>();
  for (const run of dashboardRuns) for (const [s, n] of run.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
  statuses.set(String(sample.status), (statuses.get(String(sample.status)) ?? 0) + 1);
  console.log(`  /dashboard responses  ${responses} (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")})`);
  console.log(`  wrong responses       ${failed} ${failed === 0 ? "ok" : "FAIL"}`);
  for (const [reason, n] of [...failures].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${n} × ${reason}`);
  console.log(`  5xx                   ${fiveXx} ${fiveXx === 0 ? "ok" : "FAIL"}`);
  console.log(`  cards on screen       ${cards.rendered.size}: ${[...cards.rendered].join(", ")}`);
  const weight = htmlWeight(sample.body);
  const sampleFile = path.join(os.tmpdir(), `attune-bench-dashboard-${runId}.html`);
  writeFileSync(sampleFile, sample.body);
  console.log(
    `  HTML of /dashboard    ${kB(weight.total)} (of which flight data ${kB(weight.flight)}), saved to ${sampleFile}`,
  );
  printHtmlScripts(firstLoad, htmlScripts);
  printFirstLoad(firstLoad);
  const firstFailure =
    dashboardRuns.find((r) => r.firstFailure)?.firstFailure ??
    (sampleReasons.length > 0 ? { reason: sampleReasons.join("; "), ...sample } : undefined);
  if (firstFailure) {
    const file = path.join(os.tmpdir(), `attune-bench-dashboard-${runId}-failure.html`);
    writeFileSync(file, firstFailure.body);
    console.log(`  first wrong response (status ${firstFailure.status}: ${firstFailure.reason}) saved to ${file}`);
  }
  console.log(`  machine load ${os.loadavg()[0]!.toFixed(1)} (1-minute average; ${os.cpus().length} CPUs)`);
  return failed === 0 && fiveXx === 0 ? 0 : 1;
}

function printFirstLoad(firstLoad: FirstLoadJs): void {
  const { rootMain, entries } = firstLoad.sources;
  console.log(
    `  first-load JS of ${firstLoad.route} (build ${readFileSync(path.join(root, ".next/BUILD_ID"), "utf8").trim()}): ` +
      `${kB(firstLoad.gzip)} gzip, ${kB(firstLoad.raw)} raw, ${firstLoad.chunks.length} chunks ` +
      `(target ≤ ${kB(TARGET_FIRST_LOAD_GZIP)} gzip)`,
  );
  console.log(
    `    from ${rootMain} root main files and the route's segments: ${Object.entries(entries)
      .map(([segment, n]) => `${segment} ${n}`)
      .join(", ")}`,
  );
  for (const chunk of [...firstLoad.chunks].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${kB(chunk.gzip).padStart(7)} gzip ${kB(chunk.raw).padStart(8)} raw  ${chunk.file}`);
  }
}

/** The served page's <script> chunks against the manifests' list. */
function printHtmlScripts(firstLoad: FirstLoadJs, htmlScripts: string[]): void {
  const listed = new Set(firstLoad.chunks.map((c) => c.file));
  const extra = htmlScripts.filter((f) => !listed.has(f));
  const absent = [...listed].filter((f) => !htmlScripts.includes(f));
  const served = chunkSizes(
    root,
    htmlScripts.filter((f) => existsSync(path.join(root, ".next", f))),
  );
  const agreement =
    extra.length === 0 && absent.length === 0
      ? "the same chunks as the manifests"
      : `differs from the manifests: +${extra.join(", +") || "none"}; -${absent.join(", -") || "none"}`;
  console.log(
    `  scripts in the HTML   ${htmlScripts.length} chunks, ${kB(served.gzip)} gzip (${kB(served.raw)} raw): ${agreement}`,
  );
}
