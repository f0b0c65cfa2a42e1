import { describe, expect, test } from "vitest";
import {
  THRESHOLDS,
  failingAudits,
  formatRun,
  formatSummary,
  judge,
  bestDifference,
  median,
  pairedDifferences,
  signed,
  runFigures,
  scoresOf,
  transferredBytes,
  type Lhr,
  type Scores,
} from "./lighthouse";

const scores = (performance: number | null, accessibility = 100, bestPractices = 100, seo = 100): Scores => ({
  performance,
  accessibility,
  "best-practices": bestPractices,
  seo,
});

/** The bare reference page's runs: its SEO is low (it asks not to be indexed) and never judged. */
const reference = (...performance: (number | null)[]) => performance.map((p) => scores(p, 100, 100, 63));

/** A Lighthouse result shaped like a real one, reduced to what the helpers read. */
function lhr(overrides: Partial<Lhr> = {}): Lhr {
  return {
    categories: {
      performance: {
        score: 0.93,
        auditRefs: [
          { id: "first-contentful-paint", weight: 10, group: "metrics" },
          { id: "largest-contentful-paint", weight: 25, group: "metrics" },
          { id: "total-blocking-time", weight: 30, group: "metrics" },
          { id: "cumulative-layout-shift", weight: 25, group: "metrics" },
          { id: "speed-index", weight: 10, group: "metrics" },
          { id: "unused-javascript", weight: 0, group: "diagnostics" },
          { id: "render-blocking-insight", weight: 0, group: "hidden" },
          { id: "resource-summary", weight: 0, group: "hidden" },
        ],
      },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: "color-contrast", weight: 7, group: "a11y-color-contrast" },
          { id: "image-alt", weight: 10, group: "a11y-names-labels" },
          { id: "accesskeys", weight: 7, group: "a11y-navigation" },
          { id: "aria-meter-name", weight: 7, group: "a11y-aria" },
        ],
      },
      "best-practices": { score: 1, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: { score: 0.995, auditRefs: [{ id: "meta-description", weight: 1 }] },
    },
    audits: {
      "first-contentful-paint": {
        score: 0.98,
        scoreDisplayMode: "numeric",
        numericValue: 1234.5,
        displayValue: "1.2 s",
      },
      "largest-contentful-paint": {
        score: 0.8,
        scoreDisplayMode: "numeric",
        numericValue: 2950,
        displayValue: "3.0 s",
      },
      "total-blocking-time": { score: 1, scoreDisplayMode: "numeric", numericValue: 20, displayValue: "20 ms" },
      "cumulative-layout-shift": { score: 1, scoreDisplayMode: "numeric", numericValue: 0.0123 },
      "speed-index": { score: 0.99, scoreDisplayMode: "numeric", numericValue: 1500, displayValue: "1.5 s" },
      "unused-javascript": { score: 0.5, scoreDisplayMode: "metricSavings", displayValue: "Est savings of 21 KiB" },
      "render-blocking-insight": { score: 0, scoreDisplayMode: "metricSavings" },
      "resource-summary": {
        score: null,
        scoreDisplayMode: "informative",
        details: {
          type: "table",
          items: [
            { resourceType: "total", transferSize: 182_345, requestCount: 12 },
            { resourceType: "script", transferSize: 140_000, requestCount: 8 },
            { resourceType: "document", transferSize: 20_000, requestCount: 1 },
          ],
        },
      },
      "color-contrast": { score: 0, scoreDisplayMode: "binary", explanation: "Fix any of the following: low contrast" },
      "image-alt": { score: 1, scoreDisplayMode: "binary" },
      accesskeys: { score: null, scoreDisplayMode: "notApplicable" },
      "aria-meter-name": { score: null, scoreDisplayMode: "error", errorMessage: "axe crashed" },
      "errors-in-console": { score: 1, scoreDisplayMode: "binary" },
      "meta-description": { score: 1, scoreDisplayMode: "binary" },
    },
    runWarnings: [],
    ...overrides,
  };
}

describe("reading a result", () => {
  test("scores are the report's 0–100, null when Lighthouse could not compute one", () => {
    const result = lhr();
    result.categories.seo!.score = null;
    expect(scoresOf(result)).toEqual({ performance: 93, accessibility: 96, "best-practices": 100, seo: null });
  });

  test("failing audits: scored ones under the pass line or errored, weighted first, hidden and unscored left out", () => {
    expect(failingAudits(lhr(), "performance")).toEqual([
      { id: "largest-contentful-paint", score: 0.8, displayValue: "3.0 s" },
      { id: "unused-javascript", score: 0.5, displayValue: "Est savings of 21 KiB" },
    ]);
    expect(failingAudits(lhr(), "accessibility")).toEqual([
      { id: "aria-meter-name", score: null, displayValue: "axe crashed" },
      { id: "color-contrast", score: 0, displayValue: "Fix any of the following: low contrast" },
    ]);
  });

  test("bytes from resource-summary, else summed from network-requests, else unknown", () => {
    expect(transferredBytes(lhr())).toEqual({ total: 182_345, script: 140_000 });
    const requests = lhr();
    delete requests.audits["resource-summary"];
    requests.audits["network-requests"] = {
      score: null,
      details: {
        items: [
          { resourceType: "Document", transferSize: 1000 },
          { resourceType: "Script", transferSize: 300 },
          { resourceType: "Script", transferSize: 200 },
          { resourceType: "Image" },
        ],
      },
    };
    expect(transferredBytes(requests)).toEqual({ total: 1500, script: 500 });
    delete requests.audits["network-requests"];
    expect(transferredBytes(requests)).toEqual({ total: null, script: null });
  });

  test("a run's figures list failing audits only for the categories below their threshold", () => {
    const figures = runFigures(lhr());
    expect(figures.metrics).toEqual({ fcp: 1234.5, lcp: 2950, tbt: 20, cls: 0.0123, si: 1500 });
    expect(Object.keys(figures.failing).sort()).toEqual(["accessibility", "performance"]);
    const lines = formatRun("/terms", 2, figures);
    expect(lines[0]).toContain("/terms #2");
    expect(lines[0]).toContain("perf  93  a11y  96  bp 100  seo 100");
    expect(lines[0]).toContain("LCP 2.95 s");
    expect(lines[0]).toContain("TBT 20 ms");
    expect(lines[0]).toContain("CLS 0.012");
    expect(lines[0]).toContain("transferred 182.3 kB (script 140.0 kB)");
    expect(lines).toContain("        color-contrast (score 0.00) Fix any of the following: low contrast");
    expect(lines).toContain("        aria-meter-name (score error) axe crashed");
  });

  test("a runtime error leaves every score null: the error is reported once, and the run fails", () => {
    const message = "Lighthouse was unable to reliably load the page you requested. (Status code: 500)";
    const result = lhr({ runtimeError: { code: "ERRORED_DOCUMENT_REQUEST", message }, runWarnings: [message, "Slow"] });
    for (const category of Object.values(result.categories)) category.score = null;
    const figures = runFigures(result);
    expect(figures.runtimeError).toBe(`ERRORED_DOCUMENT_REQUEST: ${message}`);
    expect(figures.warnings).toEqual(["Slow"]);
    expect(figures.failing).toEqual({});
    expect(judge([figures.scores, figures.scores], reference(97, 97))).toEqual({
      pass: false,
      reasons: ["no scores in runs 1, 2 (Lighthouse could not measure the page)"],
    });
  });
});

describe("median", () => {
  test("odd and even counts, order-independent", () => {
    expect(median([97, 91, 99])).toBe(97);
    expect(median([96, 94])).toBe(95);
    expect(median([100])).toBe(100);
    expect(median([])).toBeNaN();
  });
});

describe("judge", () => {
  test("passes when every category holds in every run and performance keeps up with the reference", () => {
    expect(judge([scores(98), scores(95), scores(100)], reference(98, 97, 99))).toEqual({ pass: true, reasons: [] });
  });

  test("a slow host lowers both sides: 76 against a reference at 84 passes, whatever the absolute score", () => {
    expect(judge([scores(76), scores(80), scores(75)], reference(84, 88, 85)).pass).toBe(true);
  });

  test("the best run counts against the reference's best: a busy host only ever lowers a score", () => {
    // /onboarding under a CPU hog (CI, 2026-11-28): runs split between ~75 and ~98, the median 22 behind, the best 2.
    const page = [scores(74), scores(85), scores(98), scores(76), scores(73), scores(98), scores(68)];
    const ref = reference(96, 77, 97, 100, 97, 75, 98);
    expect(median(pairedDifferences(page, ref))).toBe(-22);
    expect(bestDifference(page, ref)).toBe(-2);
    expect(judge(page, ref).pass).toBe(true);
    expect(judge(page, ref, { ...THRESHOLDS, performanceTolerance: 1 }).reasons).toEqual([
      "performance 2 points below the reference page (best run against its best run; at most 1 allowed)",
    ]);
  });

  test("a page that falls behind the reference by more than the tolerance fails, even with high scores", () => {
    // /privacy with 150 ms of work at hydration, under a CPU hog: best 82 against /test's 97.
    const page = [scores(76), scores(80), scores(82), scores(72), scores(73)];
    const verdict = judge(page, reference(89, 96, 97, 96, 96));
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual([
      `performance 15 points below the reference page (best run against its best run; at most ${THRESHOLDS.performanceTolerance} allowed)`,
    ]);
  });

  test("one bad run among good ones does not fail the page", () => {
    expect(judge([scores(96), scores(60), scores(95)], reference(97, 96, 96)).pass).toBe(true);
  });

  test("strict mode holds every run to the absolute threshold and ignores the reference", () => {
    const verdict = judge([scores(97), scores(91), scores(96)], reference(80, 80, 80), THRESHOLDS, { strict: true });
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual(["performance 91 in run 2 (strict: every run needs 95)"]);
    expect(
      judge([scores(97), scores(95), scores(96)], reference(100, 100, 100), THRESHOLDS, { strict: true }).pass,
    ).toBe(true);
  });

  test("accessibility 99 in a single run fails, whatever the others", () => {
    const verdict = judge([scores(100), scores(100, 99), scores(100)], reference(100, 100, 100));
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual(["accessibility 99 in run 2 (needs 100)"]);
  });

  test("best practices and SEO are held to every run too; a missing performance score fails", () => {
    const verdict = judge([scores(100, 100, 92), scores(null, 100, 100, 99), scores(98)], reference(98, 98, 98));
    expect(verdict.reasons).toEqual([
      "best practices 92 in run 1 (needs 100)",
      "SEO 99 in run 2 (needs 100)",
      "performance no score in run 2",
    ]);
  });

  test("a reference without scores in most runs leaves nothing to compare: a failure, not a pass", () => {
    const verdict = judge([scores(96), scores(96), scores(96)], reference(null, 97, null));
    expect(verdict.reasons).toEqual(["performance compared in only 1 of 3 runs (the reference page had no score)"]);
  });

  test("the runs that miss a threshold are named together, one reason per category", () => {
    const verdict = judge([scores(96, 95), scores(97, 100), scores(88, 95)], reference(96, 96, 96), THRESHOLDS, {
      strict: true,
    });
    expect(verdict.reasons).toEqual([
      "accessibility 95, 95 in runs 1, 3 (needs 100)",
      "performance 88 in run 3 (strict: every run needs 95)",
    ]);
  });

  test("a run Lighthouse could not load is named once; no runs is a failure, not a pass", () => {
    const blank = { performance: null, accessibility: null, "best-practices": null, seo: null };
    expect(judge([scores(96), blank, scores(96)], reference(96, 96, 96)).reasons).toEqual([
      "no scores in run 2 (Lighthouse could not measure the page)",
    ]);
    expect(judge([], [])).toEqual({ pass: false, reasons: ["no runs"] });
  });
});

test("the summary has a row per page with each run's scores, the median, the best run's difference and the verdict", () => {
  const ref = [scores(100), scores(99)];
  const terms = [scores(97), scores(88)];
  const lines = formatSummary([
    { label: "/test (ref)", runs: ref, difference: null, verdict: null },
    { label: "/terms", runs: terms, difference: bestDifference(terms, ref), verdict: judge(terms, ref) },
  ]);
  expect(lines[1]).toMatch(/^ {2}page {9}run 1 {11}run 2 {11}median perf {2}vs ref {2}verdict$/);
  expect(lines[2]).toBe("  /test (ref)  100/100/100/100 99/100/100/100  99.5                 reference");
  expect(lines[3]).toBe("  /terms       97/100/100/100  88/100/100/100  92.5         −3      pass");
});

test("signed differences", () => {
  expect([signed(2), signed(-3.5), signed(0), signed(Number.NaN)]).toEqual(["+2", "−3.5", "0", "–"]);
});
