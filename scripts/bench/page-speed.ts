import { formatBytes, formatMs, formatScore, median, runFigures, type Lhr } from "./lighthouse";

/*
 * The pure side of `npm run bench:pages` (issue #34, scripts/bench-pages.ts): the first-load JS table, the figures of
 * one Lighthouse run of a signed-in page, their medians against the bare page /test, the issue's targets, the JS
 * diagnostics the next engineer cuts from, and the check that a run measured the page signed in. No Chrome, server or
 * build here, so all of it is tested on hand-made inputs (page-speed.test.ts).
 */

/** Issue #34's targets. Performance is the median of the runs (the issue says of 5: `--runs 5`); the rest medians too. */
export const SPEED_TARGETS = { performance: 90, lcpMs: 2_500, tbtMs: 200, cls: 0.1 } as const;
/** Issue #34: first-load JS ≤ 150 kB gzip on every route (kB = 1,000 bytes, as bench:dashboard counts it). */
const FIRST_LOAD_TARGET_GZIP = 150_000;

// ---- first-load JS ----

export interface RouteJs {
  route: string;
  gzip: number;
  raw: number;
  chunks: number;
}

/** The table of every route, heaviest first, each marked against the target; `over` lists the routes above it. */
export function firstLoadTable(rows: RouteJs[], target = FIRST_LOAD_TARGET_GZIP): { lines: string[]; over: string[] } {
  const sorted = [...rows].sort((a, b) => b.gzip - a.gzip || a.route.localeCompare(b.route));
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  const head = `≤ ${formatBytes(target)} gzip`;
  const lines = [
    `  ${"route".padEnd(width)}  ${"gzip".padStart(9)}  ${"raw".padStart(9)}  ${"chunks".padStart(6)}  ${head}`,
    ...sorted.map(
      (row) =>
        `  ${row.route.padEnd(width)}  ${formatBytes(row.gzip).padStart(9)}  ${formatBytes(row.raw).padStart(9)}  ` +
        `${String(row.chunks).padStart(6)}  ` +
        (row.gzip <= target ? "met" : `OVER by ${formatBytes(row.gzip - target)}`),
    ),
  ];
  return { lines, over: sorted.filter((row) => row.gzip > target).map((row) => row.route) };
}

// ---- Lighthouse figures ----

/** What the bench reads from one run: milliseconds, bytes transferred; null where Lighthouse had no value. */
export interface PageRun {
  performance: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  totalBytes: number | null;
  scriptBytes: number | null;
}

export function pageRun(lhr: Lhr): PageRun {
  const { scores, metrics, bytes } = runFigures(lhr);
  return {
    performance: scores.performance,
    lcp: metrics.lcp,
    tbt: metrics.tbt,
    cls: metrics.cls,
    totalBytes: bytes.total,
    scriptBytes: bytes.script,
  };
}

/** The median of each figure over the runs that have it (null when none has). */
export function medians(runs: PageRun[]): PageRun {
  const of = (key: keyof PageRun) => {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
    return values.length === 0 ? null : median(values);
  };
  return {
    performance: of("performance"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    totalBytes: of("totalBytes"),
    scriptBytes: of("scriptBytes"),
  };
}

export interface TargetMark {
  target: "perf" | "LCP" | "TBT" | "CLS";
  met: boolean;
  /** "84 < 90", "2.71 s > 2.50 s"; "no value" when Lighthouse had none (counted as missed). */
  detail: string;
}

/** Each of the issue's targets against a page's medians. */
export function markTargets(m: PageRun, targets = SPEED_TARGETS): TargetMark[] {
  const mark = (
    target: TargetMark["target"],
    value: number | null,
    limit: number,
    atLeast: boolean,
    show: (v: number) => string,
  ): TargetMark => {
    if (value === null) return { target, met: false, detail: "no value" };
    const met = atLeast ? value >= limit : value <= limit;
    return {
      target,
      met,
      detail: `${show(value)} ${met ? (atLeast ? "≥" : "≤") : atLeast ? "<" : ">"} ${show(limit)}`,
    };
  };
  return [
    mark("perf", m.performance, targets.performance, true, formatScore),
    mark("LCP", m.lcp, targets.lcpMs, false, (ms) => `${(ms / 1000).toFixed(2)} s`),
    mark("TBT", m.tbt, targets.tbtMs, false, (ms) => `${Math.round(ms)} ms`),
    mark("CLS", m.cls, targets.cls, false, (v) => v.toFixed(3)),
  ];
}

/** "×2.31"; "–" when either side is missing or the reference is 0. */
export function ratio(value: number | null, reference: number | null): string {
  if (value === null || reference === null || reference === 0) return "–";
  return `×${(value / reference).toFixed(2)}`;
}

/** value − reference with its sign ("+0.012", "−27"), to `digits` decimals; "–" when either side is missing. */
export function difference(value: number | null, reference: number | null, digits = 0): string {
  if (value === null || reference === null) return "–";
  const text = Math.abs(value - reference).toFixed(digits);
  if (Number(text) === 0) return "0";
  return `${value > reference ? "+" : "−"}${text}`;
}

export interface PageSpeed {
  label: string;
  runs: PageRun[];
}

/**
 * The summary table: per page the performance of every run, then the medians, each beside the reference page's
 * (performance, TBT and CLS as differences, since /test's TBT and CLS are near 0; LCP and bytes as ratios), then the
 * issue's targets marked. The reference's own row shows its figures and no comparison.
 */
export function speedTable(pages: PageSpeed[], reference: PageSpeed, targets = SPEED_TARGETS): string[] {
  const ref = medians(reference.runs);
  const cls = (v: number | null) => (v === null ? "–" : v.toFixed(3));
  // Half points appear when an even number of runs has a middle pair that differs.
  const perfDigits = (m: PageRun) => (Number.isInteger(m.performance) && Number.isInteger(ref.performance) ? 0 : 1);
  const columns: { head: string; width: number; value: (m: PageRun) => string; compare?: boolean }[] = [
    { head: "perf", width: 4, value: (m) => formatScore(m.performance) },
    { head: "Δref", width: 5, value: (m) => difference(m.performance, ref.performance, perfDigits(m)), compare: true },
    { head: "LCP", width: 7, value: (m) => formatMs(m.lcp) },
    { head: "×ref", width: 6, value: (m) => ratio(m.lcp, ref.lcp), compare: true },
    { head: "TBT", width: 7, value: (m) => formatMs(m.tbt) },
    { head: "Δref", width: 6, value: (m) => difference(m.tbt, ref.tbt), compare: true },
    { head: "CLS", width: 5, value: (m) => cls(m.cls) },
    { head: "Δref", width: 6, value: (m) => difference(m.cls, ref.cls, 3), compare: true },
    { head: "total", width: 9, value: (m) => formatBytes(m.totalBytes) },
    { head: "×ref", width: 6, value: (m) => ratio(m.totalBytes, ref.totalBytes), compare: true },
    { head: "JS", width: 9, value: (m) => formatBytes(m.scriptBytes) },
    { head: "×ref", width: 6, value: (m) => ratio(m.scriptBytes, ref.scriptBytes), compare: true },
  ];
  const width = Math.max(4, reference.label.length, ...pages.map((p) => p.label.length));
  const runsWidth = Math.max(8, ...[reference, ...pages].map((p) => runScores(p.runs).length));
  const line = (label: string, runs: string, cells: string[], last: string) =>
    `  ${label.padEnd(width)}  ${runs.padEnd(runsWidth)}  ` +
    cells.map((cell, i) => cell.padStart(columns[i]!.width)).join(" ") +
    `  ${last}`;
  const row = (page: PageSpeed, isReference: boolean) => {
    const m = medians(page.runs);
    const cells = columns.map((column) => (isReference && column.compare ? "" : column.value(m)));
    const marks = isReference
      ? "reference"
      : markTargets(m, targets)
          .map((mark) => `${mark.target} ${mark.met ? "ok" : "MISS"}`)
          .join(" · ");
    return line(page.label, runScores(page.runs), cells, marks);
  };
  return [
    line(
      "page",
      "perf/run",
      columns.map((column) => column.head),
      "targets",
    ),
    row(reference, true),
    ...pages.map((page) => row(page, false)),
  ];
}

function runScores(runs: PageRun[]): string {
  return runs.map((run) => formatScore(run.performance)).join(" ");
}

// ---- diagnostics ----

export interface BootupItem {
  url: string;
  /** Milliseconds of main-thread time, as Lighthouse reports them (the simulated slow CPU). */
  total: number;
  scripting: number;
  parseCompile: number;
}

export interface UnusedJsItem {
  url: string;
  totalBytes: number;
  wastedBytes: number;
  wastedPercent: number;
}

type Item = Record<string, unknown>;

function items(lhr: Lhr, id: string): Item[] {
  const details = lhr.audits[id]?.details;
  if (typeof details !== "object" || details === null || !("items" in details)) return [];
  const list = (details as { items: unknown }).items;
  return Array.isArray(list) ? (list as Item[]) : [];
}

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** bootup-time's heaviest scripts (JavaScript execution time per script), heaviest first. */
export function topBootup(lhr: Lhr, n = 5): BootupItem[] {
  return items(lhr, "bootup-time")
    .map((item) => ({
      url: String(item.url ?? ""),
      total: num(item.total),
      scripting: num(item.scripting),
      parseCompile: num(item.scriptParseCompile),
    }))
    .sort((a, b) => b.total - a.total)
    .slice(0, n);
}

/**
 * unused-javascript's scripts with the most unused bytes (transfer sizes; Lighthouse lists only scripts with more than
 * 20 KiB unused), and its estimate for the whole page (`overallSavingsBytes`, null when the audit has none).
 */
export function topUnusedJs(lhr: Lhr, n = 5): { items: UnusedJsItem[]; overall: number | null } {
  const details = lhr.audits["unused-javascript"]?.details as { overallSavingsBytes?: unknown } | undefined;
  return {
    items: items(lhr, "unused-javascript")
      .map((item) => ({
        url: String(item.url ?? ""),
        totalBytes: num(item.totalBytes),
        wastedBytes: num(item.wastedBytes),
        wastedPercent: num(item.wastedPercent),
      }))
      .sort((a, b) => b.wastedBytes - a.wastedBytes)
      .slice(0, n),
    overall: typeof details?.overallSavingsBytes === "number" ? details.overallSavingsBytes : null,
  };
}

/** A URL of the server under test as its path ("/_next/static/chunks/x.js"); other strings as they are. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith("http") ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/**
 * The two lists, each script marked "first load" when it is among the page's first-load chunks (`firstLoad`, paths
 * relative to .next as first-load-js.ts lists them) and "later" otherwise: cutting a later chunk does not change the
 * first-load figure, only what the page fetches while in use (chart code, fetched as a chart nears the screen).
 */
export function diagnosticsLines(lhr: Lhr, n = 5, firstLoad?: ReadonlySet<string>): string[] {
  const bootup = topBootup(lhr, n);
  const unused = topUnusedJs(lhr, n);
  const when = (url: string) => {
    if (!firstLoad) return "";
    const file = shortUrl(url).match(/^\/_next\/(static\/[^?]+\.js)/)?.[1];
    return file === undefined ? "" : firstLoad.has(file) ? " (first load)" : " (later)";
  };
  return [
    `  JavaScript execution time (bootup-time), top ${n}: total = scripting + parse/compile + the rest of its tasks`,
    ...(bootup.length === 0
      ? ["    (none listed)"]
      : bootup.map(
          (item) =>
            `    ${formatMs(item.total).padStart(7)}  scripting ${formatMs(item.scripting).padStart(7)}  ` +
            `parse/compile ${formatMs(item.parseCompile).padStart(6)}  ${shortUrl(item.url)}${when(item.url)}`,
        )),
    `  unused JavaScript (unused-javascript), top ${n}: estimated savings ${formatBytes(unused.overall)} in all`,
    ...(unused.items.length === 0
      ? ["    (none listed: Lighthouse lists scripts with more than 20 KiB unused)"]
      : unused.items.map(
          (item) =>
            `    ${formatBytes(item.wastedBytes).padStart(9)} unused of ${formatBytes(item.totalBytes).padStart(9)} ` +
            `(${Math.round(item.wastedPercent)}%)  ${shortUrl(item.url)}${when(item.url)}`,
        )),
  ];
}

// ---- signed in? ----

export interface Rendered {
  /** The main document's HTTP status; null when it was not found. */
  status: number | null;
  /** Where the browser ended up (after any redirect). */
  finalUrl: string;
  /** The text of every <h1> on the page. */
  headings: string[];
}

/**
 * What is wrong with a measured page (nothing when it rendered signed in): it must answer 200, stay on the path asked
 * for (a missing or rejected session redirects to /auth), and show its heading. A bench that measured the sign-in
 * page would report its figures as the dashboard's.
 */
export function renderProblems(rendered: Rendered, expected: { path: string; heading: string }): string[] {
  const problems: string[] = [];
  if (rendered.status !== 200) problems.push(`status ${rendered.status ?? "unknown"}`);
  let finalPath = rendered.finalUrl;
  try {
    finalPath = new URL(rendered.finalUrl).pathname;
  } catch {
    // Not a URL: compared as it is.
  }
  const wanted = expected.path.split("?")[0]!;
  if (finalPath === "/auth" || finalPath.startsWith("/auth/"))
    problems.push(`ended on the sign-in page (${finalPath})`);
  else if (finalPath !== wanted) problems.push(`ended on ${finalPath}, not ${wanted}`);
  const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
  if (!rendered.headings.some((heading) => normalise(heading).includes(expected.heading)))
    problems.push(
      `no heading "${expected.heading}" (h1: ${rendered.headings.map((h) => `"${normalise(h)}"`).join(", ") || "none"})`,
    );
  return problems;
}

// ---- per run ----

/** The index of the run whose performance is the median (the lower middle one for an even count); -1 for none. */
export function medianRunIndex(runs: PageRun[]): number {
  const order = runs
    .map((run, i) => ({ score: run.performance ?? -1, i }))
    .sort((a, b) => a.score - b.score || a.i - b.i);
  return order.length === 0 ? -1 : order[Math.floor((order.length - 1) / 2)]!.i;
}

/** One run's line: the figures issue #34 names, and whether the page rendered signed in. */
export function runLine(label: string, n: number, run: PageRun, problems: string[]): string {
  return (
    `  ${`${label} #${n}`.padEnd(34)} perf ${formatScore(run.performance).padStart(3)}  ` +
    `LCP ${formatMs(run.lcp).padStart(7)}  TBT ${formatMs(run.tbt).padStart(7)}  ` +
    `CLS ${run.cls === null ? "–" : run.cls.toFixed(3)}  total ${formatBytes(run.totalBytes)}  ` +
    `JS ${formatBytes(run.scriptBytes)}  ${problems.length === 0 ? "rendered" : `WRONG PAGE: ${problems.join("; ")}`}`
  );
}

/** "name=value" (a `cookie` header of one cookie, as mintSessionCookie returns it) as its two parts. */
export function cookiePair(header: string): { name: string; value: string } {
  const at = header.indexOf("=");
  if (at <= 0) throw new Error(`Not a name=value cookie: ${header.slice(0, 40)}`);
  return { name: header.slice(0, at).trim(), value: header.slice(at + 1).trim() };
}
