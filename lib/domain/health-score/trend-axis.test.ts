import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { trendAxis, TREND_AXIS_MIN_SPAN } from "./trend-axis";

describe("trendAxis", () => {
  test("Full is 0..100 with ticks on the band edges, whatever the data", () => {
    const full = { domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] };
    expect(trendAxis([72.67, 82.95], "full")).toEqual(full);
    expect(trendAxis([], "full")).toEqual(full);
  });

  test("Focus fits a 5-point grid with room around the data (worked example 4's last points)", () => {
    expect(trendAxis([72.67, 75, 82.95], "focus")).toEqual({ domain: [70, 85], ticks: [70, 75, 80, 85] });
  });

  test("a score on a grid line still gets room", () => {
    expect(trendAxis([60, 70], "focus").domain).toEqual([55, 75]);
  });

  test("a flat line gets at least 10 points of height, within 0..100", () => {
    expect(trendAxis([50, 50], "focus").domain).toEqual([45, 55]);
    expect(trendAxis([100], "focus").domain).toEqual([90, 100]);
    expect(trendAxis([0], "focus").domain).toEqual([0, 10]);
  });

  test("wide data gets coarser ticks", () => {
    expect(trendAxis([30, 80], "focus")).toEqual({ domain: [25, 85], ticks: [30, 40, 50, 60, 70, 80] });
    expect(trendAxis([5, 95], "focus")).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
  });

  test("Focus without data falls back to Full", () => {
    expect(trendAxis([], "focus").domain).toEqual([0, 100]);
  });

  test("property: the focused axis holds every score, stays in 0..100 and is at least 10 tall", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 30 }), (xs) => {
        const { domain, ticks } = trendAxis(xs, "focus");
        expect(domain[0]).toBeGreaterThanOrEqual(0);
        expect(domain[1]).toBeLessThanOrEqual(100);
        expect(domain[1] - domain[0]).toBeGreaterThanOrEqual(TREND_AXIS_MIN_SPAN);
        for (const x of xs) expect(x >= domain[0] && x <= domain[1]).toBe(true);
        for (const t of ticks) expect(t >= domain[0] && t <= domain[1]).toBe(true);
        expect(ticks.length).toBeGreaterThan(0);
      }),
    );
  });
});
