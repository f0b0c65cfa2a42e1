import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import {
  computeHealthOverview,
  estimatedNoteMessage,
  LIMITED_REAL_DATA_MESSAGE,
  healthTrendsTitle,
  type DataQuality,
  type HealthView,
  type HistoryPoint,
  type RecentTrend,
} from "@/lib/domain/health-score";
import { UTC_NOON_2026_03_10, workedExample1 } from "@/lib/domain/health-score/fixtures";

const { HealthTrendsCard } = await import("./health-trends-card");

/** Worked example 4 (docs/health-score.md): 7 days, 6 and 9 Mar estimated; 73% estimated overall; +14.1%. */
const example = computeHealthOverview({ clock: UTC_NOON_2026_03_10, ...workedExample1() });

interface Options {
  view?: HealthView;
  points?: readonly HistoryPoint[];
  recentTrend?: RecentTrend | null;
  dataQuality?: DataQuality;
  actions?: ReactNode;
}

/** With the frame the dashboard's registry gives it for the view (app/dashboard/_cards/health/card.tsx). */
const render = (options: Options = {}) =>
  renderToStaticMarkup(
    createElement(HealthTrendsCard, {
      card: { id: "health-trends", title: healthTrendsTitle(options.view ?? "couple") },
      timeframe: 7,
      points: options.points ?? example.history7,
      recentTrend: options.recentTrend === undefined ? example.recentTrend : options.recentTrend,
      dataQuality: options.dataQuality ?? example.dataQuality,
      actions: options.actions,
    }),
  );
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const text = (html: string) => decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
const rows = (html: string) =>
  [...(/<tbody>(.*?)<\/tbody>/.exec(html)?.[1] ?? "").matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!).trim()),
  );

describe("HealthTrendsCard: title", () => {
  test("couple view: 'Couple's Health Trends'; individual: 'Relationship Health Trends'", () => {
    expect(decode(render({ view: "couple" }))).toMatch(
      /<h2[^>]*id="health-trends-title"[^>]*>.*Couple's Health Trends<\/h2>/,
    );
    expect(render({ view: "individual" })).toMatch(/<h2[^>]*>.*Relationship Health Trends<\/h2>/);
  });
});

describe("HealthTrendsCard: estimated-data notice", () => {
  test("over 50% estimated: 'Limited Real Data' with its message", () => {
    expect(example.dataQuality.notice?.kind).toBe("limited");
    const html = render();
    expect(html).toContain('data-notice="limited"');
    expect(text(html)).toContain(`Limited Real Data ${LIMITED_REAL_DATA_MESSAGE}`);
  });

  test("a smaller share: a plain note, without the title", () => {
    const html = render({
      dataQuality: { estimatedShare: 0.2, notice: { kind: "note", message: estimatedNoteMessage(20) } },
    });
    expect(html).toContain('data-notice="note"');
    expect(text(html)).toContain("20% of these points are estimated from the days around them");
    expect(text(html)).not.toContain("Limited Real Data");
  });

  test("nothing estimated: no notice", () => {
    const html = render({ dataQuality: { estimatedShare: 0, notice: null } });
    expect(html).not.toContain("data-notice");
    expect(text(html)).not.toContain("estimated from the days around them");
  });
});

describe("HealthTrendsCard: recent trend", () => {
  test("shown when the model gives one: the signed percentage, and a sentence for screen readers", () => {
    expect(example.recentTrend).toEqual({ percent: 14.1, points: 10.28, direction: "up" });
    const html = render();
    expect(html).toContain('data-trend="up"');
    expect(html).toMatch(/<span aria-hidden="true">Recent trend <span[^>]*>\+14\.1%<\/span><\/span>/);
    expect(html).toContain('<span class="sr-only">Recent trend: +14.1% between your last two logged days</span>');
  });

  test("a fall reads with a minus sign", () => {
    const html = render({ recentTrend: { percent: -3.2, points: -2.4, direction: "down" } });
    expect(html).toContain('data-trend="down"');
    expect(text(html)).toContain("Recent trend -3.2%");
  });

  test("hidden when the model gives none (last two real points less than 2 apart)", () => {
    const html = render({ recentTrend: null });
    expect(html).not.toContain("data-trend");
    expect(text(html)).not.toContain("Recent trend");
  });
});

describe("HealthTrendsCard: the chart and its text alternative", () => {
  test("the chart box is named by a summary, with the Focus/Full toggle (Focus first and pressed)", () => {
    const html = render();
    expect(decode(html)).toContain(
      'role="img" aria-label="Health score over the last 7 days, on a scale of 0 to 100: from 80 on Mar 4 to 83 on ' +
        'Mar 10. 2 of 7 points estimated. Every day is listed in the table that follows."',
    );
    expect(html).toMatch(
      /<div role="group" aria-label="Chart scale"[^>]*><button type="button" aria-pressed="true"[^>]*>Focus<\/button><button type="button" aria-pressed="false"[^>]*>Full<\/button><\/div>/,
    );
  });

  test("every day is in a visually hidden table, estimated days named as such", () => {
    const html = render();
    expect(html).toMatch(/<table class="sr-only"><caption>Health score by day<\/caption>/);
    expect(rows(html)).toEqual([
      ["Mar 4", "80", "From your logs"],
      ["Mar 5", "75", "From your logs"],
      ["Mar 6", "75.3", "Estimated"],
      ["Mar 7", "75.6", "From your logs"],
      ["Mar 8", "72.7", "From your logs"],
      ["Mar 9", "77.8", "Estimated"],
      ["Mar 10", "83", "From your logs"],
    ]);
  });

  test("the legend names both kinds of point", () => {
    const legend = /<ul[^>]*aria-label="Legend"[^>]*>.*?<\/ul>/.exec(render())?.[0] ?? "";
    expect(text(legend).trim()).toBe("From your logs Estimated");
  });

  test("no history yet: an empty state, no chart, no table, no toggle", () => {
    const html = render({ points: [], recentTrend: null, dataQuality: { estimatedShare: 0, notice: null } });
    expect(text(html)).toContain("Log a mood or a partner check-in to start your health trend.");
    expect(html).not.toContain('data-testid="health-trends-chart"');
    expect(html).not.toContain("<table");
    expect(html).not.toContain("<button");
  });
});

describe("HealthTrendsCard: actions", () => {
  test("no Refresh button of its own: only the axis toggle, until actions are passed in", () => {
    const html = render();
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(["Focus", "Full"]);
  });

  test("whatever is passed as actions appears in the card", () => {
    const html = render({ recentTrend: null, actions: createElement("button", { type: "button" }, "Refresh") });
    expect(html).toContain('<button type="button">Refresh</button>');
  });
});
