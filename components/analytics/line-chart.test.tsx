import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { CHART_COLOURS, LineChart, type LinePoint, type LineSeries } from "./line-chart";

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const text = (html: string) => decode(html.replace(/<title>[^<]*<\/title>/g, "").replace(/<[^>]+>/g, " "));

const points: LinePoint[] = [
  { key: "a", label: "Week of Mar 1", tick: "Mar 1", values: [1, 2] },
  { key: "b", label: "Week of Mar 8", tick: "Mar 8", values: [null, -1], estimated: [false, true] },
  { key: "c", label: "Week of Mar 15", tick: "Mar 15", values: [-2, null] },
  { key: "d", label: "Week of Mar 22", tick: "Mar 22", values: [3, 0] },
];
const series: LineSeries[] = [
  { name: "You", colour: CHART_COLOURS.you },
  { name: "Robin", colour: CHART_COLOURS.partner, dashed: true, thin: true },
];
const signed = (v: number) => `${v > 0 ? "+" : ""}${v}`;

const render = (props: Partial<Parameters<typeof LineChart>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(LineChart, {
      label: "Connection ratings, 1 month",
      points,
      series,
      domain: [-3, 3],
      ticks: [-3, 0, 3],
      tickLabel: signed,
      describe: signed,
      ...props,
    }),
  );

describe("LineChart", () => {
  test("one image named by its label, drawn in SVG on the server", () => {
    const html = decode(render());
    expect(html).toContain('role="img" aria-label="Connection ratings, 1 month"');
    expect(html.match(/<path [^>]*data-line="You"/g)).toHaveLength(1);
    expect(html).toMatch(/<path [^>]*stroke-dasharray="6 4"[^>]*data-line="Robin"/);
  });

  test("a line breaks where a point has no value; each value gets a dot, an estimated one hollow", () => {
    const html = render();
    const line = (name: string) => new RegExp(`<path d="([^"]*)"[^>]*data-line="${name}"`).exec(html)![1]!;
    const dots = (name: string) => new RegExp(`<g [^>]*data-dots="${name}">(.*?)</g>`).exec(html)![1]!;
    // Yours: Mar 1 alone, then Mar 15 to Mar 22 (two runs); Robin's: Mar 1 to Mar 8, then Mar 22.
    expect(line("You").match(/M/g)).toHaveLength(2);
    expect(line("Robin").match(/M/g)).toHaveLength(2);
    expect(dots("You").match(/<circle/g)).toHaveLength(3);
    expect(dots("Robin").match(/<circle/g)).toHaveLength(3);
    expect(dots("You")).not.toContain("data-estimated");
    expect(dots("Robin").match(/<circle [^>]*fill="#fff"[^>]*data-estimated/g)).toHaveLength(1);
  });

  test("every point's values in words as its tooltip, the missing and the estimated named", () => {
    const titles = [...decode(render()).matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      "Week of Mar 1: You +1, Robin +2",
      "Week of Mar 8: You no data, Robin -1 (Estimated)",
      "Week of Mar 15: You -2, Robin no data",
      "Week of Mar 22: You +3, Robin 0",
    ]);
  });

  test("the axes: named ticks beside, short labels under, a line at zero when asked", () => {
    const html = render({ zeroLine: true });
    const words = text(html);
    for (const tick of ["-3", "0", "+3", "Mar 1", "Mar 8", "Mar 15", "Mar 22"]) expect(words).toContain(tick);
    expect(html).toContain("data-zero-line");
    expect(render()).not.toContain("data-zero-line");
  });

  test("the figures in a visually hidden table, and a legend of the lines", () => {
    const html = decode(render());
    expect(html).toMatch(/<table class="sr-only"><caption>Connection ratings, 1 month<\/caption>/);
    expect(
      text(/<tbody>.*<\/tbody>/.exec(html)![0])
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe("Week of Mar 1 +1 +2 Week of Mar 8 no data -1 (Estimated) Week of Mar 15 -2 no data Week of Mar 22 +3 0");
    const legend = /<ul[^>]*aria-label="Legend"[^>]*>.*?<\/ul>/.exec(html)![0];
    expect(text(legend).replace(/\s+/g, " ").trim()).toBe("You Robin");
  });

  test("without the table, a legend of its own and a note", () => {
    const html = decode(
      render({
        table: false,
        legend: [{ label: "From your logs", colour: CHART_COLOURS.you, kind: "dot" }],
        legendNote: "Partner data hidden (sharing disabled)",
      }),
    );
    expect(html).not.toContain("<table");
    const legend = /<ul[^>]*aria-label="Legend"[^>]*>.*?<\/ul>/.exec(html)![0];
    expect(text(legend).replace(/\s+/g, " ").trim()).toBe("From your logs Partner data hidden (sharing disabled)");
  });

  test("a fixed height, day labels included, so nothing moves when it is painted", () => {
    expect(render({ height: 220 })).toMatch(
      /style="height:220px;grid-template-columns:32px minmax\(0, 1fr\);grid-template-rows:198px 22px"/,
    );
  });
});
