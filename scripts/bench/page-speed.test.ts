import { describe, expect, test } from "vitest";
import type { Lhr } from "./lighthouse";
import {
  cookiePair,
  diagnosticsLines,
  difference,
  firstLoadTable,
  markTargets,
  medianRunIndex,
  medians,
  pageRun,
  ratio,
  renderProblems,
  shortUrl,
  speedTable,
  topBootup,
  topUnusedJs,
  type PageRun,
} from "./page-speed";

const run = (performance: number | null, over: Partial<PageRun> = {}): PageRun => ({
  performance,
  lcp: 2000,
  tbt: 150,
  cls: 0.01,
  totalBytes: 300_000,
  scriptBytes: 200_000,
  ...over,
});

const BASE = "http://127.0.0.1:4000";

/** A Lighthouse result with just what the helpers read. */
function lhr(): Lhr {
  return {
    categories: { performance: { score: 0.72, auditRefs: [] } },
    audits: {
      "largest-contentful-paint": { score: 0.5, numericValue: 3100 },
      "total-blocking-time": { score: 0.3, numericValue: 640 },
      "cumulative-layout-shift": { score: 1, numericValue: 0.002 },
      "resource-summary": {
        score: null,
        details: {
          items: [
            { resourceType: "total", transferSize: 590_000 },
            { resourceType: "script", transferSize: 450_000 },
          ],
        },
      },
      "bootup-time": {
        score: 0.2,
        details: {
          items: [
            { url: `${BASE}/_next/static/chunks/b.js`, total: 300, scripting: 250, scriptParseCompile: 20 },
            { url: "Unattributable", total: 900, scripting: 40, scriptParseCompile: 0 },
            { url: `${BASE}/_next/static/chunks/a.js`, total: 1200, scripting: 1000, scriptParseCompile: 30 },
          ],
        },
      },
      "unused-javascript": {
        score: 0,
        details: {
          overallSavingsBytes: 150_000,
          items: [
            { url: `${BASE}/_next/static/chunks/c.js`, totalBytes: 30_000, wastedBytes: 29_000, wastedPercent: 96.7 },
            { url: `${BASE}/_next/static/chunks/a.js`, totalBytes: 70_000, wastedBytes: 56_000, wastedPercent: 80 },
          ],
        },
      },
    },
  };
}

describe("first-load table", () => {
  test("heaviest first, each route marked against 150 kB gzip, the routes over it listed", () => {
    const { lines, over } = firstLoadTable([
      { route: "/test", gzip: 143_300, raw: 476_000, chunks: 11 },
      { route: "/dashboard", gzip: 213_200, raw: 678_300, chunks: 18 },
      { route: "/terms", gzip: 150_000, raw: 487_300, chunks: 12 },
    ]);
    expect(lines[0]).toMatch(/route\s+gzip\s+raw\s+chunks\s+≤ 150.0 kB gzip/);
    expect(lines.slice(1).map((line) => line.trim().split(/\s+/)[0])).toEqual(["/dashboard", "/terms", "/test"]);
    expect(lines[1]).toMatch(/213.2 kB\s+678.3 kB\s+18\s+OVER by 63.2 kB$/);
    // Exactly at the target is within it.
    expect(lines[2]).toMatch(/met$/);
    expect(over).toEqual(["/dashboard"]);
  });
});

describe("medians and targets", () => {
  test("medians over the runs that have a value; null when none has", () => {
    const m = medians([run(70, { tbt: null }), run(90, { tbt: 300 }), run(80, { tbt: 100 }), run(60, { tbt: null })]);
    expect(m.performance).toBe(75);
    expect(m.tbt).toBe(200);
    expect(medians([run(null, { lcp: null })]).lcp).toBeNull();
  });

  test("each target met at its limit, missed beyond it, missed without a value", () => {
    const marks = markTargets({ ...run(90), lcp: 2500, tbt: 200, cls: 0.1 });
    expect(marks.every((mark) => mark.met)).toBe(true);
    const missed = markTargets({ ...run(89), lcp: 2710, tbt: 201, cls: null });
    expect(missed.map((mark) => [mark.target, mark.met, mark.detail])).toEqual([
      ["perf", false, "89 < 90"],
      ["LCP", false, "2.71 s > 2.50 s"],
      ["TBT", false, "201 ms > 200 ms"],
      ["CLS", false, "no value"],
    ]);
  });

  test("differences carry their sign, ratios a ×, and a missing side is a dash", () => {
    expect(difference(66, 99)).toBe("−33");
    expect(difference(1072, 104)).toBe("+968");
    expect(difference(0.0004, 0, 3)).toBe("0");
    expect(difference(null, 3)).toBe("–");
    expect(ratio(3800, 1260)).toBe("×3.02");
    expect(ratio(5, 0)).toBe("–");
  });

  test("the table compares pages with the reference and marks the targets; the reference row is plain", () => {
    const lines = speedTable(
      [{ label: "/dashboard", runs: [run(66, { lcp: 3800, tbt: 1070 }), run(70, { lcp: 3600, tbt: 900 })] }],
      { label: "/test (ref)", runs: [run(99, { lcp: 1260, tbt: 100, cls: 0 }), run(97, { lcp: 1240, tbt: 80 })] },
    );
    expect(lines[0]).toMatch(/^\s+page\s+perf\/run\s+perf\s+Δref\s+LCP\s+×ref\s+TBT/);
    expect(lines[1]).toMatch(
      /^\s+\/test \(ref\)\s+99 97\s+98\s+1.25 s\s+90 ms\s+0.005\s+300.0 kB\s+200.0 kB\s+reference$/,
    );
    expect(lines[2]).toContain("66 70");
    expect(lines[2]).toMatch(/\s68\s+−30\s+3.70 s\s+×2.96\s+985 ms\s+\+895\s/);
    expect(lines[2]).toMatch(/perf MISS · LCP MISS · TBT MISS · CLS ok$/);
  });

  test("the median run: the lower middle one, a run without a score counting lowest", () => {
    expect(medianRunIndex([run(70), run(null), run(90)])).toBe(0);
    expect(medianRunIndex([run(80), run(60), run(90), run(70)])).toBe(3);
    expect(medianRunIndex([])).toBe(-1);
  });
});

describe("Lighthouse figures and diagnostics", () => {
  test("one run's figures", () => {
    expect(pageRun(lhr())).toEqual({
      performance: 72,
      lcp: 3100,
      tbt: 640,
      cls: 0.002,
      totalBytes: 590_000,
      scriptBytes: 450_000,
    });
  });

  test("the heaviest scripts and the most unused bytes first, with Lighthouse's overall estimate", () => {
    expect(topBootup(lhr(), 2).map((item) => [shortUrl(item.url), item.total])).toEqual([
      ["/_next/static/chunks/a.js", 1200],
      ["Unattributable", 900],
    ]);
    const unused = topUnusedJs(lhr());
    expect(unused.overall).toBe(150_000);
    expect(unused.items.map((item) => shortUrl(item.url))).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/c.js",
    ]);
    const empty = topUnusedJs({ categories: {}, audits: {} });
    expect(empty).toEqual({ items: [], overall: null });
  });

  test("the printed lists mark what is in the first load", () => {
    const lines = diagnosticsLines(lhr(), 5, new Set(["static/chunks/a.js"]));
    expect(lines.find((line) => line.includes("a.js") && line.includes("scripting"))).toMatch(/\(first load\)$/);
    expect(lines.find((line) => line.includes("c.js"))).toMatch(/29.0 kB unused of\s+30.0 kB \(97%\).*\(later\)$/);
    expect(lines.find((line) => line.includes("Unattributable"))).toMatch(/Unattributable$/);
    expect(lines.join("\n")).toContain("estimated savings 150.0 kB in all");
  });
});

describe("signed in?", () => {
  const dashboard = { path: "/dashboard", heading: "Welcome, Alex" };

  test("a 200 on the page asked for, with its heading, is right", () => {
    const rendered = { status: 200, finalUrl: `${BASE}/dashboard`, headings: ["Welcome,  Alex"] };
    expect(renderProblems(rendered, dashboard)).toEqual([]);
    const mood = { path: "/dashboard/mood?range=365", heading: "Mood Analytics" };
    expect(
      renderProblems({ status: 200, finalUrl: `${BASE}/dashboard/mood?range=365`, headings: ["Mood Analytics"] }, mood),
    ).toEqual([]);
  });

  test("the sign-in page, another page, another status or a missing heading is wrong", () => {
    expect(
      renderProblems(
        { status: 200, finalUrl: `${BASE}/auth?callbackUrl=%2Fdashboard`, headings: ["Sign in"] },
        dashboard,
      ),
    ).toEqual(["ended on the sign-in page (/auth)", 'no heading "Welcome, Alex" (h1: "Sign in")']);
    expect(renderProblems({ status: 200, finalUrl: `${BASE}/onboarding`, headings: [] }, dashboard)).toEqual([
      "ended on /onboarding, not /dashboard",
      'no heading "Welcome, Alex" (h1: none)',
    ]);
    expect(
      renderProblems({ status: null, finalUrl: `${BASE}/dashboard`, headings: ["Welcome, Alex"] }, dashboard),
    ).toEqual(["status unknown"]);
  });
});

test("a minted cookie splits at its first =", () => {
  expect(cookiePair("attune.session-token=eyJ.a=b")).toEqual({ name: "attune.session-token", value: "eyJ.a=b" });
  expect(() => cookiePair("=x")).toThrow();
});
