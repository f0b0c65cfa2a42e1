import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { computeHealthOverview } from "@/lib/domain/health-score";
import { UTC_NOON_2026_03_10, workedExample1 } from "@/lib/domain/health-score/fixtures";

/*
 * The unit project has no DOM to click in, so the toggle's state is put in the test's hands: useState returns the
 * option under test and a spy as its setter. Both drawings come from the server; the toggle only shows one of them.
 */
const state = vi.hoisted(() => ({ chosen: 0, setChosen: vi.fn() }));
vi.mock("react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react")>();
  return { ...actual, useState: () => [state.chosen, state.setChosen] };
});

const { HealthTrendsChart } = await import("./health-trends-chart");
const { AxisToggle } = await import("./axis-toggle");
const { LineChart } = await import("@/components/analytics/line-chart");

/** Worked example 4: 7 days from 80 to 82.95, lowest 72.67; 6 and 9 Mar estimated. */
const points = computeHealthOverview({ clock: UTC_NOON_2026_03_10, ...workedExample1() }).history7;

type AnyElement = ReactElement<Record<string, unknown> & { children?: ReactNode }>;

function elements(node: ReactNode): AnyElement[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement(node)) return [];
  const element = node as AnyElement;
  return [element, ...elements(element.props.children)];
}

type Option = { label: string; content: ReactElement<{ domain: number[]; ticks: number[] }> };
const options = () =>
  (
    elements(HealthTrendsChart({ points, timeframe: 7 })).find((e) => e.type === AxisToggle) as ReactElement<{
      options: Option[];
    }>
  ).props.options;
const axisOf = (label: string) => {
  const chart = options().find((o) => o.label === label)!.content;
  expect(chart.type).toBe(LineChart);
  return { domain: chart.props.domain, ticks: chart.props.ticks };
};

const toggle = () => elements(AxisToggle({ groupLabel: "Chart scale", description: "", options: options() }));
const buttons = () =>
  toggle()
    .filter((e) => e.type === "button")
    .map((e) => e as ReactElement<{ "aria-pressed": boolean; children: string; onClick: () => void }>);
/** The drawing the toggle shows: only the chosen one is rendered. */
const shown = () =>
  toggle()
    .filter((e) => e.type === LineChart)
    .map((e) => (e as ReactElement<{ ticks: number[] }>).props.ticks);

beforeEach(() => {
  state.chosen = 0;
  state.setChosen.mockReset();
});

describe("HealthTrendsChart: Focus/Full", () => {
  test("Focus fits the axis to the data; Full is 0–100 with ticks on the band edges", () => {
    expect(options().map((o) => o.label)).toEqual(["Focus", "Full"]);
    expect(axisOf("Focus")).toEqual({ domain: [70, 85], ticks: [70, 75, 80, 85] });
    expect(axisOf("Full")).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
  });

  test("Focus first: pressed, and only its drawing in the page", () => {
    expect(buttons().map((b) => [b.props.children, b.props["aria-pressed"]])).toEqual([
      ["Focus", true],
      ["Full", false],
    ]);
    expect(shown()).toEqual([[70, 75, 80, 85]]);
  });

  test("Full chosen: pressed, and only its drawing in the page", () => {
    state.chosen = 1;
    expect(buttons().map((b) => [b.props.children, b.props["aria-pressed"]])).toEqual([
      ["Focus", false],
      ["Full", true],
    ]);
    expect(shown()).toEqual([[0, 20, 40, 60, 80, 100]]);
  });

  test("a click on Full asks for Full, a click on Focus for Focus", () => {
    const [focus, full] = buttons();
    full!.props.onClick();
    expect(state.setChosen).toHaveBeenLastCalledWith(1);
    focus!.props.onClick();
    expect(state.setChosen).toHaveBeenLastCalledWith(0);
  });
});

describe("HealthTrendsChart: the drawing", () => {
  // Focus is chosen at first, and the only drawing rendered.
  const html = renderToStaticMarkup(createElement(HealthTrendsChart, { points, timeframe: 7 }));

  test("one line through the seven days, a dot a day: estimated days hollow and dashed, logged days filled", () => {
    expect(html.match(/<path [^>]*data-line="Score"/g)).toHaveLength(1);
    const group = /<g fill="([^"]*)"[^>]*data-dots="Score">(.*?)<\/g>/.exec(html);
    expect(group?.[1]).toBe("var(--color-brand-600)");
    const dots = [...group![2]!.matchAll(/<circle [^>]*>/g)].map((m) => m[0]);
    expect(dots).toHaveLength(7);
    const hollow = dots.filter((d) => d.includes("data-estimated"));
    expect(hollow).toHaveLength(2);
    for (const dot of hollow) expect(dot).toMatch(/fill="#fff".*stroke-dasharray="2 1.5"/);
    // A logged day takes the series' own fill.
    for (const dot of dots.filter((d) => !d.includes("data-estimated"))) {
      expect(dot).not.toContain("fill=");
      expect(dot).not.toContain("stroke-dasharray");
    }
  });

  test("each day's tooltip gives its score, and says when it was estimated", () => {
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      "Mar 4: Score 80",
      "Mar 5: Score 75",
      "Mar 6: Score 75.3 (Estimated)",
      "Mar 7: Score 75.6",
      "Mar 8: Score 72.7",
      "Mar 9: Score 77.8 (Estimated)",
      "Mar 10: Score 83",
    ]);
  });

  test("every day is named under the axis, and the Focus ticks beside it", () => {
    const text = html.replace(/<title>[^<]*<\/title>/g, "").replace(/<[^>]+>/g, " ");
    for (const day of ["Mar 4", "Mar 7", "Mar 10"]) expect(text).toContain(day);
    expect(text.match(/\b(70|75|80|85)\b/g)?.slice(0, 4)).toEqual(["70", "75", "80", "85"]);
  });

  test("one drawing in the page, and one legend: a filled and a hollow dot", () => {
    expect(html.match(/role="img"/g)).toHaveLength(1);
    expect(html.match(/aria-label="Legend"/g)).toHaveLength(1);
  });
});
