import { describe, expect, test } from "vitest";
import {
  THRESHOLDS,
  failingAudits,
  formatRun,
  formatSummary,
  judge,
  median,
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
    expect(judge([figures.scores, figures.scores])).toEqual({
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
  test("passes when every category is at its threshold in every run", () => {
    expect(judge([scores(98), scores(95), scores(100)])).toEqual({ pass: true, reasons: [] });
  });

  test("a noisy performance run passes when the median holds and the run stays above the floor", () => {
    expect(judge([scores(97), scores(91), scores(96)]).pass).toBe(true);
  });

  test("but not in strict mode, where every run needs the threshold", () => {
    const verdict = judge([scores(97), scores(91), scores(96)], THRESHOLDS, { strict: true });
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual(["performance 91 in run 2 (strict: every run needs 95)"]);
    expect(judge([scores(97), scores(95), scores(96)], THRESHOLDS, { strict: true }).pass).toBe(true);
  });

  test("one run below the floor fails, even with a passing median", () => {
    const verdict = judge([scores(99), scores(89), scores(98)]);
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual(["performance 89 in run 2 (floor 90)"]);
  });

  test("a median below the threshold fails, even with every run above the floor", () => {
    const verdict = judge([scores(94), scores(96), scores(93)]);
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual(["performance median 94 (needs 95)"]);
  });

  test("accessibility 99 in a single run fails, whatever the others", () => {
    const verdict = judge([scores(100), scores(100, 99), scores(100)]);
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual(["accessibility 99 in run 2 (needs 100)"]);
  });

  test("best practices and SEO are held to every run too; a missing score fails", () => {
    const verdict = judge([scores(100, 100, 92), scores(null, 100, 100, 99)]);
    expect(verdict.reasons).toEqual([
      "best practices 92 in run 1 (needs 100)",
      "SEO 99 in run 2 (needs 100)",
      "performance no score in run 2 (floor 90)",
      "performance median 50 (needs 95)",
    ]);
  });

  test("the runs that miss a threshold are named together, one reason per category", () => {
    const verdict = judge([scores(96, 95), scores(97, 100), scores(88, 95)], THRESHOLDS, { strict: true });
    expect(verdict.reasons).toEqual([
      "accessibility 95, 95 in runs 1, 3 (needs 100)",
      "performance 88 in run 3 (strict: every run needs 95)",
    ]);
  });

  test("no runs is a failure, not a pass", () => {
    expect(judge([])).toEqual({ pass: false, reasons: ["no runs"] });
  });
});

test("the summary has a row per page with each run's scores, the median and the verdict", () => {
  const lines = formatSummary([
    { label: "/test (ref)", runs: [scores(100), scores(99)], verdict: null },
    { label: "/terms", runs: [scores(97), scores(88)], verdict: judge([scores(97), scores(88)]) },
  ]);
  expect(lines[1]).toMatch(/^ {2}page {9}run 1 {11}run 2 {11}median perf {2}verdict$/);
  expect(lines[2]).toBe("  /test (ref)  100/100/100/100 99/100/100/100  99.5         reference");
  expect(lines[3]).toBe("  /terms       97/100/100/100  88/100/100/100  92.5         FAIL");
});
