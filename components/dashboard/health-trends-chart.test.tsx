import { isValidElement, type ReactElement, type ReactNode } from "react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { computeHealthOverview } from "@/lib/domain/health-score";
import { UTC_NOON_2026_03_10, workedExample1 } from "@/lib/domain/health-score/fixtures";

/*
 * The unit project has no DOM to click in, so the axis toggle's state is put in the test's hands: useState returns
 * the mode under test and a spy as its setter. The chart is called as a function and its element tree read: what
 * the toggle shows, what axis the (lazily loaded) plot is given, and what a click asks for.
 */
const state = vi.hoisted(() => ({ mode: "focus" as "focus" | "full", setMode: vi.fn() }));
vi.mock("react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react")>();
  return { ...actual, useState: () => [state.mode, state.setMode] };
});

const { HealthTrendsChart } = await import("./health-trends-chart");
const { HealthTrendsPlot } = await import("./lazy-plots");
const { TrendDot } = await import("./health-trends-plot");

/** Worked example 4: 7 days from 80 to 82.95, lowest 72.67; 6 and 9 Mar estimated. */
const points = computeHealthOverview({ clock: UTC_NOON_2026_03_10, ...workedExample1() }).history7;

type AnyElement = ReactElement<Record<string, unknown> & { children?: ReactNode }>;

function elements(node: ReactNode): AnyElement[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement(node)) return [];
  const element = node as AnyElement;
  return [element, ...elements(element.props.children)];
}

const tree = () => elements(HealthTrendsChart({ points, timeframe: 7 }));
const buttons = () =>
  tree()
    .filter((e) => e.type === "button")
    .map((e) => e as ReactElement<{ "aria-pressed": boolean; children: string; onClick: () => void }>);
const yAxis = () =>
  (tree().find((e) => e.type === HealthTrendsPlot) as ReactElement<{ axis: { domain: number[]; ticks: number[] } }>)
    .props.axis;

beforeEach(() => {
  state.mode = "focus";
  state.setMode.mockReset();
});

describe("HealthTrendsChart: Focus/Full", () => {
  test("Focus (the default): pressed, and the axis fitted to the data", () => {
    expect(buttons().map((b) => [b.props.children, b.props["aria-pressed"]])).toEqual([
      ["Focus", true],
      ["Full", false],
    ]);
    expect(yAxis().domain).toEqual([70, 85]);
    expect(yAxis().ticks).toEqual([70, 75, 80, 85]);
  });

  test("Full: pressed, and the axis is 0–100 with ticks on the band edges", () => {
    state.mode = "full";
    expect(buttons().map((b) => [b.props.children, b.props["aria-pressed"]])).toEqual([
      ["Focus", false],
      ["Full", true],
    ]);
    expect(yAxis().domain).toEqual([0, 100]);
    expect(yAxis().ticks).toEqual([0, 20, 40, 60, 80, 100]);
  });

  test("a click on Full asks for Full, a click on Focus for Focus", () => {
    const [focus, full] = buttons();
    full!.props.onClick();
    expect(state.setMode).toHaveBeenLastCalledWith("full");
    focus!.props.onClick();
    expect(state.setMode).toHaveBeenLastCalledWith("focus");
  });
});

describe("HealthTrendsChart: estimated points", () => {
  test("an estimated day is a hollow, dashed dot; a logged day a filled one", () => {
    type DotProps = Parameters<typeof TrendDot>[0];
    const dot = (estimated: boolean) =>
      TrendDot({ cx: 10, cy: 20, payload: { label: "Mar 6", score: 75.3, estimated } } as DotProps) as ReactElement<{
        fill: string;
        strokeDasharray?: string;
      }>;
    expect(dot(true).props.fill).toBe("#fff");
    expect(dot(true).props.strokeDasharray).toBeDefined();
    expect(dot(false).props.fill).not.toBe("#fff");
    expect(dot(false).props.strokeDasharray).toBeUndefined();
    expect(TrendDot({ cx: undefined, cy: undefined, payload: {} } as unknown as DotProps)).toBeNull();
  });
});
