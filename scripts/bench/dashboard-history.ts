import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Pool } from "pg";
import type { SeededCouple } from "./couple-seed";
import { ANALYTICS_PAGES, analyticsCheck, dashboardCheck } from "./dashboard-content";
import {
  countStatuses,
  fire,
  percentile,
  requestsPerSecond,
  type FireOptions,
  type HttpTask,
  type Run,
} from "./http-load";
import { HISTORIES } from "./history-couples";
import { mergeRuns, roundOrder, TARGET_HISTORY_RATIO } from "./history-rounds";
import { cpuSnapshot, cpuUsed } from "./process-cpu";
import type { BenchEnvironment } from "./server";
import { mintSessionCookie } from "./session";

/*
 * `bench:dashboard --history` (issue #34: server cost flat in history length): /dashboard and the analytics pages for
 * three couples, one per entry of HISTORIES, on one server and in one run, against /test. Each round times a batch of
 * /test, then of every page for every couple, the couples in a rotating order (roundOrder), so the load of a shared
 * machine reaches every side alike; a side's figures are its batches added up. Every response is checked as the
 * default run checks it (dashboardCheck, analyticsCheck).
 */

const CONCURRENCY = 20;
/** A multiple of the couples: each takes each place in a round's order equally often (roundOrder). */
const ROUNDS = 2 * HISTORIES.length;
/** Per batch: several waves of CONCURRENCY, so the tail of a batch, with fewer in flight, weighs little. */
const PAGE_BATCH = 80;
const TEST_BATCH = 500;
const WARMUP_TEST = 200;
const WARMUP_PAGE = 40;
/** Issue #34 asks the analytics pages and /dashboard at 365 days for ≥ 0.40 of /test, as the default run does. */
const TARGET_TEST_RATIO = 0.4;

interface Page {
  label: string;
  path: string;
  check: (viewerName: string, partnerName: string) => (status: number, body: string) => string[];
}

const PAGES: Page[] = [
  { label: "/dashboard", path: "/dashboard", check: dashboardCheck },
  ...ANALYTICS_PAGES.map((page) => ({ label: page.path, path: page.path, check: () => analyticsCheck(page) })),
];

/** One page for one couple: its batches, and the server's and PostgreSQL's CPU seconds over them. */
interface Side {
  task: HttpTask;
  options: FireOptions;
  runs: Run[];
  cpu: { server: number; postgres: number; measured: boolean };
}

export interface HistoryRun {
  server: ChildProcess;
  pool: Pool;
  bench: BenchEnvironment;
  runId: string;
  /** Seeded for HISTORIES, in its order. */
  couples: SeededCouple[];
}

/** The whole measurement; returns the exit code (1: a response was wrong, or a 5xx). */
export async function measureHistories({ server, pool, bench, runId, couples }: HistoryRun): Promise<number> {
  const { baseUrl } = bench;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const cookies = await Promise.all(
    couples.map(({ viewer }) => mintSessionCookie(viewer.id, viewer.sessionVersion, bench.secrets.AUTH_SECRET)),
  );
  const sides: Side[][] = PAGES.map((page) =>
    couples.map(({ viewer, partner }, i) => ({
      task: { path: page.path, headers: { cookie: cookies[i]! } },
      options: { concurrency: CONCURRENCY, check: page.check(viewer.displayName, partner.displayName) },
      runs: [],
      cpu: { server: 0, postgres: 0, measured: false },
    })),
  );
  const test: Side = {
    task: { path: "/test" },
    // As in the default run: any other status throws, and the body is not kept.
    options: { concurrency: CONCURRENCY, expect: 200 },
    runs: [],
    cpu: { server: 0, postgres: 0, measured: false },
  };
  // Warm-up runs are checked too, and count among the responses, as in the default run.
  const warmups: Run[] = [];

  const timed = async (side: Side, n: number) => {
    const before = await cpuSnapshot(server, pool);
    const run = await fire(agent, baseUrl, Array<HttpTask>(n).fill(side.task), side.options);
    const after = await cpuSnapshot(server, pool);
    side.runs.push(run);
    if (before && after) {
      const used = cpuUsed(before, after);
      side.cpu = { server: side.cpu.server + used.server, postgres: side.cpu.postgres + used.postgres, measured: true };
    }
  };

  // Warm-up: module loading, JIT, the pool's connections, and each page's first runs for each couple.
  await fire(agent, baseUrl, Array<HttpTask>(WARMUP_TEST).fill(test.task), test.options);
  for (const side of sides.flat()) {
    warmups.push(await fire(agent, baseUrl, Array<HttpTask>(WARMUP_PAGE).fill(side.task), side.options));
  }
  for (let round = 0; round < ROUNDS; round++) {
    await timed(test, TEST_BATCH);
    for (const page of sides) for (const side of roundOrder(page, round)) await timed(side, PAGE_BATCH);
  }
  agent.destroy();

  const bare = mergeRuns(test.runs);
  const testRate = requestsPerSecond(bare);
  const merged = sides.map((page) => page.map((side) => mergeRuns(side.runs)));
  const pageRuns = [...warmups, ...merged.flat()];
  print(testRate, bare, sides, merged);

  const all = mergeRuns(pageRuns);
  const fiveXx = countStatuses(all, /^5\d\d$/) + countStatuses(bare, /^5\d\d$/);
  const statuses = [...all.statuses].map(([s, n]) => `${s}: ${n}`).join(", ");
  console.log("");
  console.log(`  page responses        ${all.latencies.length} (${statuses})`);
  console.log(`  wrong responses       ${all.failed} ${all.failed === 0 ? "ok" : "FAIL"}`);
  for (const [reason, n] of [...all.failures].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`    ${n} × ${reason}`);
  console.log(`  5xx                   ${fiveXx} ${fiveXx === 0 ? "ok" : "FAIL"}`);
  if (all.firstFailure) {
    const file = path.join(os.tmpdir(), `attune-bench-dashboard-${runId}-failure.html`);
    writeFileSync(file, all.firstFailure.body);
    console.log(
      `  first wrong response (status ${all.firstFailure.status}: ${all.firstFailure.reason}) saved to ${file}`,
    );
  }
  console.log(`  machine load ${os.loadavg()[0]!.toFixed(1)} (1-minute average; ${os.cpus().length} CPUs)`);
  return all.failed === 0 && fiveXx === 0 ? 0 : 1;
}

function print(testRate: number, bare: Run, sides: Side[][], merged: Run[][]): void {
  const pct = (run: Run, p: number) => percentile(run.latencies, p).toFixed(0);
  const cpuMs = (side: Side, run: Run, which: "server" | "postgres") =>
    side.cpu.measured ? ((1000 * side.cpu[which]) / run.latencies.length).toFixed(1) : "–";
  const verdict = (met: boolean) => (met ? "met" : "not met");
  const columns = HISTORIES.map((h) => h.label.padEnd(22)).join(" ");
  // "5 years" → "5y". The target compares the longest with the shortest; longest ÷ the middle one (a year, which a
  // ?range=365 page shows in full, as it does the longest) is printed beside it to tell history from window.
  const short = (i: number) => HISTORIES.at(i)!.label.replace(/ (\w)\w*$/, "$1");
  const [vsShortest, vsMiddle] = [`${short(-1)} ÷ ${short(0)}`, `${short(-1)} ÷ ${short(1)}`];
  const tooLong = (label: string) => (label.length > 34 ? `${label.slice(0, 33)}…` : label);

  console.log("");
  console.log(
    `  ${ROUNDS} rounds; per round ${TEST_BATCH} × /test, then ${PAGE_BATCH} × each page for each couple, concurrency ${CONCURRENCY}`,
  );
  console.log(
    `  /test ${testRate.toFixed(0)} req/s, p50 ${percentile(bare.latencies, 50).toFixed(1)} ms; ` +
      `in brackets: ÷ /test (target ≥ ${TARGET_TEST_RATIO.toFixed(2)})`,
  );
  console.log("");
  console.log(`  ${"page".padEnd(34)} ${columns} ${vsMiddle.padEnd(8)} ${vsShortest.padEnd(8)} target`);
  for (const [p, page] of PAGES.entries()) {
    const rates = merged[p]!.map(requestsPerSecond);
    const cells = rates.map((rate) => `${rate.toFixed(1)} req/s (${(rate / testRate).toFixed(3)})`.padEnd(22));
    const ratio = rates.at(-1)! / rates[0]!;
    const middle = rates.at(-1)! / rates[1]!;
    console.log(
      `  ${tooLong(page.label).padEnd(34)} ${cells.join(" ")} ${middle.toFixed(3).padEnd(8)} ${ratio.toFixed(3).padEnd(8)} ` +
        `${`≥ ${TARGET_HISTORY_RATIO.toFixed(2)}`.padEnd(7)} ${verdict(ratio >= TARGET_HISTORY_RATIO)}`,
    );
    const detail = (label: string, value: (side: Side, run: Run) => string) =>
      `  ${`  ${label}`.padEnd(34)} ${sides[p]!.map((side, i) => value(side, merged[p]![i]!).padEnd(22)).join(" ")}`;
    console.log(detail("p50 / p95 ms", (_, run) => `${pct(run, 50)} / ${pct(run, 95)}`));
    console.log(
      detail(
        "CPU/request next, PG ms",
        (side, run) => `${cpuMs(side, run, "server")}, ${cpuMs(side, run, "postgres")}`,
      ),
    );
    if (merged[p]!.some((run) => run.failed > 0)) console.log(detail("wrong responses", (_, run) => `${run.failed}`));
  }
}
