/*
 * The pure side of the public pages' Lighthouse check (issue #20, scripts/bench-public-pages.ts): the figures read
 * from a Lighthouse result, the pass/fail policy and the printed lines. No Chrome and no server here, so the policy
 * can be tested on hand-made results.
 */

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

const SHORT_NAMES: Record<CategoryId, string> = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
};
const LONG_NAMES: Record<CategoryId, string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
};

/**
 * The parts of a Lighthouse result (LH.Result) this check reads, typed structurally so the tests can build one by
 * hand and the real result still fits.
 */
export interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode?: string;
      displayValue?: string;
      explanation?: string;
      numericValue?: number;
      errorMessage?: string;
      details?: unknown;
    }
  >;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

/** A category's score as Lighthouse displays it (0–100), or null when Lighthouse could not compute it. */
export type Scores = Record<CategoryId, number | null>;

export interface FailingAudit {
  id: string;
  /** 0–1, null for an audit that errored. */
  score: number | null;
  displayValue: string;
}

export interface RunFigures {
  scores: Scores;
  /** Milliseconds, except CLS (unitless); null when the audit is missing or has no value. */
  metrics: { fcp: number | null; lcp: number | null; tbt: number | null; cls: number | null; si: number | null };
  /** Transferred bytes of every request and of scripts alone; null when neither audit has them. */
  bytes: { total: number | null; script: number | null };
  /** For every category below its threshold, the audits that pulled it down. */
  failing: Partial<Record<CategoryId, FailingAudit[]>>;
  runtimeError: string | null;
  warnings: string[];
}

export interface Thresholds {
  /** Absolute, for the record (`--strict`): every run at least this. */
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  /**
   * How many points a page's best performance run may fall short of the bare reference page's best run in the same
   * stage (decision 044, updated 2026-11-28: the figures behind the number and why the best run).
   */
  performanceTolerance: number;
}

/** Issue #20 (the categories), issue #42 (performance held against the reference page). */
export const THRESHOLDS: Thresholds = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  performanceTolerance: 12,
};

export function scoresOf(lhr: Lhr): Scores {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    // Category scores are rounded to two decimals already; this is the report's own rounding.
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Scores;
}

/** Lighthouse's own line between a passing and a failing numeric audit. */
const AUDIT_PASS = 0.9;
const UNSCORED = new Set(["notApplicable", "manual", "informative"]);

/**
 * The audits of a category that a reader should look at: every scored audit under Lighthouse's pass line (or that
 * errored), weighted ones first (they move the score), then the heaviest. Hidden audits (raw data, duplicates of
 * the visible ones) are left out.
 */
export function failingAudits(lhr: Lhr, category: CategoryId): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== "hidden")
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED.has(audit.scoreDisplayMode ?? "")) return [];
      const errored = audit.scoreDisplayMode === "error" || audit.score === null;
      if (!errored && audit.score! >= AUDIT_PASS) return [];
      // Binary audits (canonical, is-crawlable) have no display value; their explanation says what is wrong.
      const displayValue = errored ? (audit.errorMessage ?? "error") : audit.displayValue || audit.explanation || "";
      return [{ weight: ref.weight, audit: { id: ref.id, score: errored ? null : audit.score, displayValue } }];
    })
    .sort((a, b) => b.weight - a.weight || (a.audit.score ?? -1) - (b.audit.score ?? -1))
    .map(({ audit }) => audit);
}

interface TableItem {
  resourceType?: unknown;
  transferSize?: unknown;
}

function tableItems(lhr: Lhr, auditId: string): TableItem[] | null {
  const details = lhr.audits[auditId]?.details;
  if (typeof details !== "object" || details === null || !("items" in details)) return null;
  const items = (details as { items: unknown }).items;
  return Array.isArray(items) ? (items as TableItem[]) : null;
}

const size = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** From resource-summary (one row per resource type, "total" among them), else summed from network-requests. */
export function transferredBytes(lhr: Lhr): RunFigures["bytes"] {
  const summary = tableItems(lhr, "resource-summary");
  const total = summary?.find((item) => item.resourceType === "total");
  if (summary && total) {
    const script = summary.find((item) => item.resourceType === "script");
    return { total: size(total.transferSize), script: size(script?.transferSize) };
  }
  const requests = tableItems(lhr, "network-requests");
  if (!requests) return { total: null, script: null };
  const sum = (items: TableItem[]) => items.reduce((n, item) => n + size(item.transferSize), 0);
  return { total: sum(requests), script: sum(requests.filter((item) => item.resourceType === "Script")) };
}

export function runFigures(lhr: Lhr, thresholds: Thresholds = THRESHOLDS): RunFigures {
  const scores = scoresOf(lhr);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" && Number.isFinite(value) ? value : null;
  };
  const failing: RunFigures["failing"] = {};
  // After a runtime error every audit errored with the same message: the error itself is the one line worth reading.
  for (const id of lhr.runtimeError ? [] : CATEGORIES) {
    const score = scores[id];
    if (score === null || score < thresholds[id]) failing[id] = failingAudits(lhr, id);
  }
  return {
    scores,
    metrics: {
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      si: metric("speed-index"),
    },
    bytes: transferredBytes(lhr),
    failing,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    // The runtime error is repeated among the warnings.
    warnings: (lhr.runWarnings ?? []).filter((warning) => !lhr.runtimeError?.message.includes(warning)),
  };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median performance of a page's runs; a run without a score counts as 0. */
function medianPerformance(runs: Scores[]): number {
  return median(runs.map((run) => run.performance ?? 0));
}

/**
 * Run by run, the page's performance minus the reference page's measured just before it (runs are interleaved:
 * reference, then each page, then the reference again), left out where either has no score.
 */
export function pairedDifferences(runs: Scores[], reference: Scores[]): number[] {
  return runs.flatMap((scores, i) => {
    const own = scores.performance;
    const ref = reference[i]?.performance;
    return own === null || ref === null || ref === undefined ? [] : [own - ref];
  });
}

/**
 * The page's best performance run minus the reference page's best run (null when either has none). A busy host only
 * ever lowers a score, so the best of several runs is the one least disturbed; work the page gained lowers every run,
 * the best included. The median of the paired runs was steadier on a quiet host but not under a CPU hog, where
 * /onboarding's runs split between ~75 and ~98 and its median fell 15–22 points behind /test with nothing changed.
 */
export function bestDifference(runs: Scores[], reference: Scores[]): number | null {
  const best = (list: Scores[]) => {
    const scored = list.map((scores) => scores.performance).filter((score): score is number => score !== null);
    return scored.length === 0 ? null : Math.max(...scored);
  };
  const own = best(runs);
  const ref = best(reference);
  return own === null || ref === null ? null : own - ref;
}

export interface Verdict {
  pass: boolean;
  /** Why not, one reason a line; empty when it passes. */
  reasons: string[];
}

/**
 * The policy for one page's runs. Accessibility, best practices and SEO do not depend on the machine's speed, so
 * every run must reach its threshold. Performance does: Lighthouse simulates a slow phone from what it observes, so
 * the same page scores 96–98 on one host of CI's kind and 72–80 on a slower one (decision 044). So by default a page
 * is held against the bare reference page measured in the same stage, its runs interleaved with the page's: the best
 * run may fall at most `performanceTolerance` points below the reference's best (bestDifference). A slower or busier
 * host moves both; a page that gained work falls behind the reference. `strict` instead holds every run to the absolute threshold, for the
 * record (how issue #20's "three consecutive runs" is reported).
 */
export function judge(
  runs: Scores[],
  reference: Scores[],
  thresholds: Thresholds = THRESHOLDS,
  { strict = false } = {},
): Verdict {
  if (runs.length === 0) return { pass: false, reasons: ["no runs"] };
  const reasons: string[] = [];
  const numbered = runs.map((scores, i) => ({ scores, n: i + 1 }));
  // A run without a single score is one where Lighthouse could not load the page: one reason, not one per category.
  const blank = numbered.filter(({ scores }) => CATEGORIES.every((id) => scores[id] === null));
  if (blank.length > 0) reasons.push(`no scores in ${runList(blank)} (Lighthouse could not measure the page)`);
  const scored = numbered.filter((run) => !blank.includes(run));
  const below = (id: CategoryId, min: number, label: string) => {
    const low = scored.filter(({ scores }) => scores[id] === null || scores[id] < min);
    if (low.length > 0)
      reasons.push(
        `${LONG_NAMES[id]} ${low.map(({ scores }) => scores[id] ?? "no score").join(", ")} in ${runList(low)} (${label})`,
      );
  };
  for (const id of ["accessibility", "best-practices", "seo"] as const)
    below(id, thresholds[id], `needs ${thresholds[id]}`);
  if (strict) {
    below("performance", thresholds.performance, `strict: every run needs ${thresholds.performance}`);
    return { pass: reasons.length === 0, reasons };
  }
  const unscored = scored.filter(({ scores }) => scores.performance === null);
  if (unscored.length > 0) reasons.push(`performance no score in ${runList(unscored)}`);
  if (scored.length === 0) return { pass: false, reasons };
  const differences = pairedDifferences(runs, reference);
  // Fewer than half the runs paired: the comparison rests on too little (the reference page failed to load).
  if (differences.length * 2 < runs.length) {
    reasons.push(
      `performance compared in only ${differences.length} of ${runs.length} runs (the reference page had no score)`,
    );
  } else {
    const best = bestDifference(runs, reference)!;
    if (best < -thresholds.performanceTolerance)
      reasons.push(
        `performance ${formatScore(-best)} points below the reference page (best run against its best run; ` +
          `at most ${thresholds.performanceTolerance} allowed)`,
      );
  }
  return { pass: reasons.length === 0, reasons };
}

/** "run 2", "runs 1, 3". */
function runList(runs: { n: number }[]): string {
  return `${runs.length === 1 ? "run" : "runs"} ${runs.map(({ n }) => n).join(", ")}`;
}

// ---- formatting ----

export function formatScore(score: number | null): string {
  if (score === null || Number.isNaN(score)) return "–";
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

export function formatMs(ms: number | null): string {
  if (ms === null) return "–";
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "–";
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** "perf 97 a11y 100 bp 100 seo 100". */
function formatScores(scores: Scores): string {
  return CATEGORIES.map((id) => `${SHORT_NAMES[id]} ${formatScore(scores[id]).padStart(3)}`).join("  ");
}

/** "97/100/100/100": performance, accessibility, best practices, SEO. */
function compactScores(scores: Scores): string {
  return CATEGORIES.map((id) => formatScore(scores[id])).join("/");
}

/** One run: its scores, metrics and bytes, then the failing audits of every category below its threshold. */
export function formatRun(label: string, run: number, figures: RunFigures): string[] {
  const { metrics, bytes } = figures;
  const lines = [
    `  ${`${label} #${run}`.padEnd(18)} ${formatScores(figures.scores)}   ` +
      `FCP ${formatMs(metrics.fcp)}  LCP ${formatMs(metrics.lcp)}  TBT ${formatMs(metrics.tbt)}  ` +
      `CLS ${metrics.cls === null ? "–" : metrics.cls.toFixed(3)}  SI ${formatMs(metrics.si)}  ` +
      `transferred ${formatBytes(bytes.total)} (script ${formatBytes(bytes.script)})`,
  ];
  if (figures.runtimeError) lines.push(`      runtime error: ${figures.runtimeError}`);
  for (const warning of figures.warnings) lines.push(`      warning: ${warning.replace(/\s+/g, " ")}`);
  for (const id of CATEGORIES) {
    const audits = figures.failing[id];
    if (!audits) continue;
    lines.push(
      `      ${LONG_NAMES[id]} ${formatScore(figures.scores[id])}:${audits.length ? "" : " no failing audit"}`,
    );
    for (const audit of audits) {
      const score = audit.score === null ? "error" : audit.score.toFixed(2);
      lines.push(`        ${audit.id} (score ${score})${audit.displayValue ? ` ${audit.displayValue}` : ""}`);
    }
  }
  return lines;
}

export interface PageSummary {
  label: string;
  runs: Scores[];
  /** The best run's difference from the reference page's best (bestDifference); null for the reference itself. */
  difference: number | null;
  /** null: reported, not judged (the reference page). */
  verdict: Verdict | null;
}

/** The table: a row per page, each run's four scores, the median performance, the difference and the verdict. */
export function formatSummary(pages: PageSummary[]): string[] {
  const runCount = Math.max(0, ...pages.map((p) => p.runs.length));
  const labelWidth = Math.max(4, ...pages.map((p) => p.label.length));
  const cell = 16;
  const header =
    `  ${"page".padEnd(labelWidth)}  ` +
    Array.from({ length: runCount }, (_, i) => `run ${i + 1}`.padEnd(cell)).join("") +
    `${"median perf".padEnd(13)}${"vs ref".padEnd(8)}verdict`;
  const rows = pages.map(
    ({ label, runs, difference, verdict }) =>
      `  ${label.padEnd(labelWidth)}  ` +
      Array.from({ length: runCount }, (_, i) => (runs[i] ? compactScores(runs[i]) : "").padEnd(cell)).join("") +
      `${formatScore(medianPerformance(runs)).padEnd(13)}` +
      `${difference === null ? "" : signed(difference)}`.padEnd(8) +
      (verdict === null ? "reference" : verdict.pass ? "pass" : "FAIL"),
  );
  return ["  scores per run: performance/accessibility/best practices/SEO", header, ...rows];
}

/** "+1", "−3.5", "0". */
export function signed(value: number): string {
  if (Number.isNaN(value)) return "–";
  const text = formatScore(Math.abs(value));
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
