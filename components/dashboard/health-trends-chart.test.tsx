// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { computeHealthOverview } from "@/lib/domain/health-score";
import { UTC_NOON_2026_03_10, workedExample1 } from "@/lib/domain/health-score/fixtures";
import { readText } from "@/tests/helpers/dom";
import { HealthTrendsChart } from "./health-trends-chart";

/** Worked example 4: 7 days from 80 to 82.95, lowest 72.67; 6 and 9 Mar estimated. */
const points = computeHealthOverview({ clock: UTC_NOON_2026_03_10, ...workedExample1() }).history7;

/** The drawings in the page (the chosen one only). */
const charts = () => screen.getAllByRole("img");
/** What the axes of a drawing read: the value ticks, then the days (the tooltips and lines are not text). */
const axes = (chart: HTMLElement) => {
  const copy = chart.cloneNode(true) as HTMLElement;
  copy.querySelectorAll("svg").forEach((svg) => svg.remove());
  return readText(copy);
};
const DAYS = "Mar 4 Mar 5 Mar 6 Mar 7 Mar 8 Mar 9 Mar 10";
const pressed = () =>
  within(screen.getByRole("group", { name: "Chart scale" }))
    .getAllByRole("button")
    .map((button) => [button.textContent, button.getAttribute("aria-pressed")]);

beforeEach(() => {
  render(<HealthTrendsChart points={points} timeframe={7} />);
});

describe("HealthTrendsChart: Focus/Full", () => {
  test("Focus first: pressed, and only its drawing, its axis fitted to the data", () => {
    expect(pressed()).toEqual([
      ["Focus", "true"],
      ["Full", "false"],
    ]);
    expect(charts().map(axes)).toEqual([`70 75 80 85 ${DAYS}`]);
  });

  test("a click on Full shows 0–100 with ticks on the band edges; a click on Focus brings the fitted axis back", () => {
    fireEvent.click(screen.getByRole("button", { name: "Full" }));
    expect(pressed()).toEqual([
      ["Focus", "false"],
      ["Full", "true"],
    ]);
    expect(charts().map(axes)).toEqual([`0 20 40 60 80 100 ${DAYS}`]);

    fireEvent.click(screen.getByRole("button", { name: "Focus" }));
    expect(pressed()[0]).toEqual(["Focus", "true"]);
    expect(charts().map(axes)).toEqual([`70 75 80 85 ${DAYS}`]);
  });
});

describe("HealthTrendsChart: the drawing", () => {
  test("one line through the seven days, a dot a day: estimated days hollow and dashed, logged days filled", () => {
    const [chart] = charts();
    expect(chart!.querySelectorAll('path[data-line="Score"]')).toHaveLength(1);
    const group = chart!.querySelector('[data-dots="Score"]')!;
    expect(group.getAttribute("fill")).toBe("var(--color-brand-600)");
    const dots = [...group.querySelectorAll("circle")];
    expect(dots).toHaveLength(7);
    const hollow = dots.filter((dot) => dot.hasAttribute("data-estimated"));
    expect(hollow).toHaveLength(2);
    for (const dot of hollow) {
      expect([dot.getAttribute("fill"), dot.getAttribute("stroke-dasharray")]).toEqual(["#fff", "2 1.5"]);
    }
    // A logged day takes the series' own fill.
    for (const dot of dots.filter((d) => !hollow.includes(d))) {
      expect([dot.getAttribute("fill"), dot.getAttribute("stroke-dasharray")]).toEqual([null, null]);
    }
  });

  test("each day's tooltip gives its score, and says when it was estimated", () => {
    expect([...charts()[0]!.querySelectorAll("title")].map((title) => title.textContent)).toEqual([
      "Mar 4: Score 80",
      "Mar 5: Score 75",
      "Mar 6: Score 75.3 (Estimated)",
      "Mar 7: Score 75.6",
      "Mar 8: Score 72.7",
      "Mar 9: Score 77.8 (Estimated)",
      "Mar 10: Score 83",
    ]);
  });

  test("one legend: a filled and a hollow dot, named", () => {
    const legends = screen.getAllByRole("list", { name: "Legend" });
    expect(legends).toHaveLength(1);
    expect(within(legends[0]!).getAllByRole("listitem").map(readText)).toEqual(["From your logs", "Estimated"]);
  });
});
