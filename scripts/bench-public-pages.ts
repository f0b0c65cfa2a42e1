/**
 * `npm run bench:public-pages` — Lighthouse on the four public pages (issue #20): /onboarding, /terms, /privacy and
 * /delete-info, on a production build (`next start`), mobile (Lighthouse's default configuration: a phone's screen
 * with simulated slow 4G and a slowed CPU), in Debian's Chromium (/usr/bin/chromium). CI runs it after installing
 * Chromium (.ci/run).
 *
 * Needs `npm run build` first; no PostgreSQL: the server runs on its embedded database in a throwaway DATA_DIR, as
 * these pages read nothing of anyone's. Each page is fetched once before it is measured, because the first render
 * of a dynamic page loads its modules and Lighthouse should see a warm server, as a visitor would. Then `--runs`
 * (default 3; CI asks for 7) consecutive Lighthouse runs per page, one page after another (two at once would slow
 * each other down) and each in a freshly launched Chromium (no cache carried over from the run before).
 *
 * Thresholds: performance ≥ 95, accessibility, best practices and SEO 100; the policy for noisy machines (median
 * performance, a floor per run) is judge() in scripts/bench/lighthouse.ts, and `--strict` holds every run to 95.
 * The bare dynamic page GET /test is measured the same way in the same run as the reference (house rule: speed is
 * reported against a bare Next.js page), reported and never enforced: when /test itself scores low, the machine is
 * slow, not the pages. Exits 1 when a page fails the policy.
 *
 * `--out DIR` keeps every run's JSON report (DIR/<page>-<n>.json, e.g. for the Lighthouse viewer); `--pages
 * /terms,/privacy` measures only those.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  CATEGORIES,
  THRESHOLDS,
  formatRun,
  formatSummary,
  judge,
  runFigures,
  type Lhr,
  type PageSummary,
  type Scores,
} from "./bench/lighthouse";
import {
  benchEnvironment,
  requireProductionBuild,
  root,
  serverLogTail,
  staleBuildNote,
  startServer,
  stopServer,
} from "./bench/server";

const PUBLIC_PAGES = ["/onboarding", "/terms", "/privacy", "/delete-info"];
const REFERENCE_PAGE = "/test";
const CHROME_PATH = "/usr/bin/chromium";
// --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    strict: { type: "boolean", default: false },
    out: { type: "string" },
    pages: { type: "string" },
  },
  strict: true,
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number ≥ 1, not "${args.runs}"`);
  process.exit(1);
}
const pages = args.pages ? args.pages.split(",").map((page) => page.trim()) : PUBLIC_PAGES;
const unknown = pages.filter((page) => !PUBLIC_PAGES.includes(page));
if (unknown.length > 0 || pages.length === 0) {
  console.error(`--pages takes some of ${PUBLIC_PAGES.join(",")}; not: ${unknown.join(", ") || "(none)"}`);
  process.exit(1);
}
const outDir = args.out ? path.resolve(args.out) : undefined;
if (outDir) mkdirSync(outDir, { recursive: true });

requireProductionBuild();
const buildAtStart = buildStamp();
const bench = await benchEnvironment();
let server: ChildProcess | undefined;
/** While `next start` comes up: a signal then waits for the server, to stop it. */
let starting: Promise<ChildProcess> | undefined;
/** The Chromium of the current run, from its launch on. */
let browser: Promise<chromeLauncher.LaunchedChrome> | undefined;

// CI's `timeout` (or ^C) signals this process's group; the server and Chromium have process groups of their own, so
// they would outlive it unless stopped here. `on`, not `once`: the signal comes twice (to the group, then relayed by
// tsx), and a second one with no listener left would end this process before the cleanup.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\npublic pages: FAIL (interrupted by ${signal})`);
    void (async () => {
      (await browser?.catch(() => undefined))?.kill();
      const child = server ?? (await starting?.catch(() => undefined));
      if (child) await stopServer(child);
    })().finally(() => {
      rmSync(bench.dataDir, { recursive: true, force: true });
      process.exit(1);
    });
  });
}

try {
  console.log(
    `bench:public-pages — Lighthouse ${runs}× per page, mobile, ${pages.join(" ")} against ${REFERENCE_PAGE}` +
      `${args.strict ? " (strict: every run ≥ " + THRESHOLDS.performance + ")" : ""}`,
  );
  const stale = staleBuildNote();
  if (stale) console.log(`  note: ${stale}`);
  starting = startServer(bench, { databaseUrl: undefined, profile: false });
  server = await starting;
  const summaries: PageSummary[] = [];
  const failures: string[] = [];
  for (const page of [REFERENCE_PAGE, ...pages]) {
    const reference = page === REFERENCE_PAGE;
    const label = reference ? `${page} (ref)` : page;
    console.log("");
    const warm = await warmUp(page);
    if (warm !== 200) console.log(`  ${page}: the warm-up GET answered ${warm}`);
    const scores: Scores[] = [];
    for (let n = 1; n <= runs; n++) {
      const lhr = await measure(page, n);
      const figures = runFigures(lhr);
      scores.push(figures.scores);
      for (const line of formatRun(label, n, figures)) console.log(line);
    }
    const verdict = reference ? null : judge(scores, THRESHOLDS, { strict: args.strict });
    if (verdict && warm !== 200) {
      verdict.pass = false;
      verdict.reasons.unshift(`warm-up GET answered ${warm}`);
    }
    if (verdict && !verdict.pass) failures.push(`${page}: ${verdict.reasons.join("; ")}`);
    summaries.push({ label, runs: scores, verdict });
  }
  // `next start` serves files from .next as it goes: a build made meanwhile (on a developer's machine) changes what
  // the later runs measured, so their figures say nothing.
  if (buildStamp() !== buildAtStart) failures.push("the build in .next changed during the run: measure again");
  console.log("");
  for (const line of formatSummary(summaries)) console.log(line);
  console.log(`  machine load ${os.loadavg()[0]!.toFixed(1)} (1-minute average; ${os.cpus().length} CPUs)`);
  if (outDir) console.log(`  reports in ${outDir}`);
  console.log("");
  console.log(failures.length === 0 ? "public pages: PASS" : `public pages: FAIL (${failures.join(" | ")})`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  process.exitCode = 1;
  // Once interrupted, what fails next is the cleanup pulling the server or Chromium away: already reported.
  if (!interrupted) {
    console.error(error);
    if (server) console.error(`server log (last lines):\n${serverLogTail(bench)}`);
    // Lighthouse and the DevTools protocol also throw plain objects with a message.
    const message = error instanceof Object && "message" in error ? String(error.message) : String(error);
    console.log(`\npublic pages: FAIL (${message.split("\n")[0]})`);
  }
} finally {
  if (server) await stopServer(server);
  rmSync(bench.dataDir, { recursive: true, force: true });
}

/** BUILD_ID's content and time, or "none". */
function buildStamp(): string {
  const file = path.join(root, ".next/BUILD_ID");
  return existsSync(file) ? `${readFileSync(file, "utf8").trim()}@${statSync(file).mtimeMs}` : "none";
}

/** One plain GET, body read to its end: the server loads and compiles what the page needs. Returns the status. */
async function warmUp(page: string): Promise<number> {
  const response = await fetch(`${bench.baseUrl}${page}`, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.status;
}

/** One Lighthouse run in a Chromium of its own, which is gone again when it returns. */
async function measure(page: string, n: number): Promise<Lhr> {
  if (interrupted) throw new Error("interrupted");
  // handleSIGINT off: its handler exits at once, before the server is stopped (see the handlers above).
  browser = chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  const chrome = await browser;
  try {
    const result = await lighthouse(`${bench.baseUrl}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
    if (outDir) {
      const report = typeof result.report === "string" ? result.report : JSON.stringify(result.lhr);
      writeFileSync(path.join(outDir, `${page.slice(1).replaceAll("/", "_") || "root"}-${n}.json`), report);
    }
    return result.lhr;
  } finally {
    chrome.kill();
    browser = undefined;
  }
}
