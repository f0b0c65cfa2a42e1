import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { connectionChartModel, type ChartCheckin } from "@/lib/domain/connection-chart";
import { ConnectionTrendsCard } from "./connection-trends-card";
import { connectionChartSummary, describeConnection } from "./connection-trends-text";

// Wednesday 11 March 2026, noon UTC: the 7 days are Thu 5 … Wed 11.
const clock = { now: new Date("2026-03-11T12:00:00Z"), timeZone: "UTC" };
const on = (day: number, score: number): ChartCheckin => ({
  score,
  at: new Date(`2026-03-${String(day).padStart(2, "0")}T09:00:00Z`),
});

const model = (options: { user?: ChartCheckin[]; partner?: ChartCheckin[] | null; sharingEnabled?: boolean }) =>
  connectionChartModel({
    clock,
    userCheckins: options.user ?? [],
    partnerCheckins: options.partner ?? null,
    sharingEnabled: options.sharingEnabled ?? true,
  });

/** The frame the dashboard's registry gives it (app/dashboard/_cards/connection-trends/card.tsx). */
const card = { id: "connection-trends", title: "Connection Trends (Last 7 Days)" };
const render = (chart: ReturnType<typeof model>) =>
  renderToStaticMarkup(createElement(ConnectionTrendsCard, { card, chart }));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const legend = (html: string) => text(/<ul[^>]*aria-label="Legend"[^>]*>.*?<\/ul>/.exec(html)?.[0] ?? "").trim();
const ariaLabel = (html: string) =>
  /role="img" aria-label="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"') ?? null;

describe("ConnectionTrendsCard", () => {
  test("titled 'Connection Trends (Last 7 Days)'; without the user's own check-ins, the spec's empty state", () => {
    // The partner's points alone do not make a chart (the model's rule).
    const html = render(model({ partner: [on(10, 2)] }));
    expect(html).toMatch(/<h2[^>]*id="connection-trends-title"[^>]*>.*Connection Trends \(Last 7 Days\)<\/h2>/);
    expect(text(html)).toContain("Start logging connection check-ins to see trends here");
    expect(html).not.toContain('data-testid="connection-trends-chart"');
  });

  test("with check-ins: the chart box, and a legend with your line and the partner's when it is shown", () => {
    const html = render(model({ user: [on(10, 2)], partner: [on(9, -1)] }));
    expect(html).toContain('data-testid="connection-trends-chart"');
    expect(text(html)).not.toContain("Start logging connection check-ins");
    expect(legend(html)).toBe("You Partner");
  });

  test("without the partner's consent: your line only, no note (sharing is on)", () => {
    const html = render(model({ user: [on(10, 2)], partner: null }));
    expect(legend(html)).toBe("You");
  });

  test("sharing off: no partner line, the legend reads 'Partner data hidden (sharing disabled)'", () => {
    const html = render(model({ user: [on(10, 2)], partner: [on(10, 3)], sharingEnabled: false }));
    expect(legend(html)).toBe("You Partner data hidden (sharing disabled)");
    expect(ariaLabel(html)).not.toContain("Partner:");
  });

  test("the text alternative reads every day on the dashboard scale, and says which days have no check-in", () => {
    const chart = model({ user: [on(10, 2), on(10, 1), on(11, -2)], partner: [on(5, 3)] });
    const label = ariaLabel(render(chart));
    expect(label).toBe(connectionChartSummary(chart.points, true));
    expect(label).toBe(
      "Daily average connection over the last 7 days, from -3 to 3. " +
        "You: Thu no check-in, Fri no check-in, Sat no check-in, Sun no check-in, Mon no check-in, " +
        "Tue +1.5 (Connected), Wed -2 (Very Disconnected). " +
        "Partner: Thu +3 (Deeply Connected), Fri no check-in, Sat no check-in, Sun no check-in, Mon no check-in, " +
        "Tue no check-in, Wed no check-in.",
    );
  });

  test("values are named with the dashboard chart's labels, not the check-in screen's", () => {
    expect(describeConnection(-1)).toBe("-1 (Disconnected)");
    expect(describeConnection(-0.5)).toBe("-0.5 (Disconnected)");
    expect(describeConnection(0)).toBe("0 (Neutral)");
    expect(describeConnection(-3)).toBe("-3 (Deeply Disconnected)");
  });
});
