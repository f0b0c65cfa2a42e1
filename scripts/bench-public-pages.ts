/**
 * `npm run bench:public-pages` — the public pages' gate (issues #20 and #42): /onboarding, /terms, /privacy and
 * /delete-info on a production build (`npm run start`), held against the bare dynamic page GET /test served by the same
 * server in the same run (house rule: speed is reported against a bare Next.js page). CI runs it after installing
 * Chromium (.ci/run). Decision 044 gives the policy and the figures behind it.
 *
 * 1. Weight, which no machine changes: each page's HTML and the scripts and stylesheets it names, fetched as a browser
 *    would (gzip accepted), against the budgets in scripts/bench/public-page-budgets.ts: bytes sent and unpacked,
 *    the page's own scripts (those /test does not load), requests, render-blocking resources.
 * 2. Lighthouse, mobile (its default configuration: a phone's screen, simulated slow 4G and a slowed CPU), in
 *    Debian's Chromium, `--runs` times per page (default 3; CI asks for 7), interleaved: /test, then each page, then
 *    /test again, each run in a freshly launched Chromium. Accessibility, best practices and SEO must be 100 in every
 *    run; the best performance run must stay within a tolerance of /test's best run (judge() in
 *    scripts/bench/lighthouse.ts).
 *    The absolute scores are printed for the record; `--strict` holds every run to 95 instead, as issue #20 reports.
 *
 * No PostgreSQL: the server runs on its embedded database in a throwaway DATA_DIR, as these pages read nothing of
 * anyone's. Exits 1 when a page fails. `--runs 0` checks the weight alone; `--out DIR` keeps every run's JSON report
 * (DIR/<page>-<n>.json, e.g. for the Lighthouse viewer); `--pages /terms,/privacy` measures only those.
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
  bestDifference,
  formatRun,
  formatSummary,
  judge,
  runFigures,
  type Lhr,
  type PageSummary,
  type Scores,
} from "./bench/lighthouse";
import { formatWeight, judgeWeight, measureWeight, weightFigures } from "./bench/page-weight";
import { PAGE_BUDGETS } from "./bench/public-page-budgets";
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
if (!Number.isInteger(runs) || runs < 0) {
  console.error(`--runs must be a whole number ≥ 0 (0: weight only), not "${args.runs}"`);
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
/** While the server comes up: a signal then waits for the server, to stop it. */
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
    `bench:public-pages — ${pages.join(" ")} against ${REFERENCE_PAGE}: weight, then Lighthouse ${runs}× per page, ` +
      `mobile${args.strict ? " (strict: every run ≥ " + THRESHOLDS.performance + ")" : ""}`,
  );
  const stale = staleBuildNote();
  if (stale) console.log(`  note: ${stale}`);
  starting = startServer(bench, { databaseUrl: undefined, profile: false });
  server = await starting;
  const failures: string[] = [];

  // Weight first: it needs no browser, does not depend on the machine, and fetching every page is also the warm-up
  // (the first render of a dynamic page loads its modules; Lighthouse should see a warm server, as a visitor would).
  console.log("\n  weight (as sent by the server; own = scripts the reference page does not load)");
  const reference = await measureWeight(bench.baseUrl, REFERENCE_PAGE);
  for (const page of [REFERENCE_PAGE, ...pages]) {
    const weight = page === REFERENCE_PAGE ? reference : await measureWeight(bench.baseUrl, page);
    const figures = weightFigures(weight, reference);
    const verdict = page === REFERENCE_PAGE ? null : judgeWeight(figures, PAGE_BUDGETS[page]!);
    console.log(
      `  ${page.padEnd(13)} ${formatWeight(figures)}  ${verdict ? (verdict.pass ? "pass" : "FAIL") : "reference"}`,
    );
    for (const reason of verdict?.reasons ?? []) console.log(`      ${reason}`);
    if (verdict && !verdict.pass) failures.push(`${page}: ${verdict.reasons.join("; ")}`);
  }

  // Interleaved: run n of every page follows run n of the reference, so a change in the machine's load over the
  // stage reaches both sides of each comparison (judge() pairs them).
  const scores = new Map<string, Scores[]>([REFERENCE_PAGE, ...pages].map((page) => [page, []]));
  for (let n = 1; n <= runs; n++) {
    console.log("");
    for (const page of [REFERENCE_PAGE, ...pages]) {
      // The reference page asks not to be indexed, so its SEO is not held to anything (nor listed as failing).
      const figures = runFigures(
        await measure(page, n),
        page === REFERENCE_PAGE ? { ...THRESHOLDS, seo: 0 } : THRESHOLDS,
      );
      scores.get(page)!.push(figures.scores);
      for (const line of formatRun(page === REFERENCE_PAGE ? `${page} (ref)` : page, n, figures)) console.log(line);
    }
  }
  const referenceRuns = scores.get(REFERENCE_PAGE)!;
  const summaries: PageSummary[] = [
    { label: `${REFERENCE_PAGE} (ref)`, runs: referenceRuns, difference: null, verdict: null },
  ];
  for (const page of runs > 0 ? pages : []) {
    const runsOfPage = scores.get(page)!;
    const verdict = judge(runsOfPage, referenceRuns, THRESHOLDS, { strict: args.strict });
    if (!verdict.pass) failures.push(`${page}: ${verdict.reasons.join("; ")}`);
    summaries.push({
      label: page,
      runs: runsOfPage,
      difference: bestDifference(runsOfPage, referenceRuns),
      verdict,
    });
  }
  // The server serves files from .next as it goes: a build made meanwhile (on a developer's machine) changes what
  // the later runs measured, so their figures say nothing.
  if (buildStamp() !== buildAtStart) failures.push("the build in .next changed during the run: measure again");
  console.log("");
  if (runs > 0) for (const line of formatSummary(summaries)) console.log(line);
  console.log(
    `  performance: each page's best run may be at most ${THRESHOLDS.performanceTolerance} points below the ` +
      `reference's best run ("vs ref"); the absolute scores are for the record`,
  );
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
