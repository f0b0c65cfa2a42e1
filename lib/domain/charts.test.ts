import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { axisLabels, monotonePath, runs, seriesPath, X_UNITS, xPercent, yScale } from "./charts";

/** The numbers of a path, in order. */
const numbers = (d: string) => [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

describe("xPercent", () => {
  test("the first point at 0, the last at 100, evenly between; one point in the middle", () => {
    expect([0, 1, 2, 3, 4].map((i) => xPercent(i, 5))).toEqual([0, 25, 50, 75, 100]);
    expect(xPercent(0, 1)).toBe(50);
  });
});

describe("yScale", () => {
  test("the top of the domain at the top padding, the bottom at the height less the bottom padding", () => {
    const y = yScale([-3, 3], 200, { top: 8, bottom: 12 });
    expect(y(3)).toBe(8);
    expect(y(-3)).toBe(188);
    expect(y(0)).toBe(98);
  });

  test("values outside the domain are drawn at its edge; a flat domain draws in the middle", () => {
    const y = yScale([0, 100], 100);
    expect(y(140)).toBe(0);
    expect(y(-5)).toBe(100);
    expect(yScale([5, 5], 100)(5)).toBe(50);
  });
});

describe("runs", () => {
  test("a line breaks where a day has no value; a lone value is a run of one", () => {
    expect(runs([1, 2, null, 3, null, null, 4, 5])).toEqual([[0, 1], [3], [6, 7]]);
    expect(runs([null, null])).toEqual([]);
    expect(runs([])).toEqual([]);
  });
});

describe("monotonePath", () => {
  test("one point is a move, two a straight line", () => {
    expect(monotonePath([])).toBe("");
    expect(monotonePath([{ x: 0, y: 10 }])).toBe("M0,10");
    expect(
      monotonePath([
        { x: 0, y: 10 },
        { x: 500, y: 20.125 },
      ]),
    ).toBe("M0,10L500,20.13");
  });

  test("three or more: one cubic per gap, through every point", () => {
    const points = [
      { x: 0, y: 50 },
      { x: 100, y: 20 },
      { x: 200, y: 80 },
    ];
    const d = monotonePath(points);
    expect(d.startsWith("M0,50C")).toBe(true);
    expect(d.match(/C/g)).toHaveLength(2);
    expect(d).toContain(" 100,20C");
    expect(d.endsWith(" 200,80")).toBe(true);
  });

  test("between two equal values the curve is flat (a peak is not rounded above the data)", () => {
    const d = monotonePath([
      { x: 0, y: 10 },
      { x: 100, y: 40 },
      { x: 200, y: 40 },
      { x: 300, y: 10 },
    ]);
    // The middle cubic: from 100,40 to 200,40 with both control points at y 40.
    expect(d).toContain("C133.33,40 166.67,40 200,40");
  });

  test("never overshoots: every control point lies within the range of the two points it joins", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 3, maxLength: 40 }), (ys) => {
        const points = ys.map((y, i) => ({ x: i * 10, y }));
        const values = numbers(monotonePath(points));
        // M x0 y0, then per segment: c1x c1y c2x c2y x y.
        for (let i = 0; i < points.length - 1; i++) {
          const [, c1y, , c2y] = values.slice(2 + i * 6, 2 + i * 6 + 4);
          const lo = Math.min(ys[i]!, ys[i + 1]!) - 0.01;
          const hi = Math.max(ys[i]!, ys[i + 1]!) + 0.01;
          for (const c of [c1y!, c2y!]) {
            expect(c).toBeGreaterThanOrEqual(lo);
            expect(c).toBeLessThanOrEqual(hi);
          }
        }
      }),
    );
  });
});

describe("seriesPath", () => {
  test("a curve per run, spread across X_UNITS, in pixels down", () => {
    const y = (v: number) => 100 - v;
    const d = seriesPath([10, 20, null, 30, null], y);
    expect(d).toBe(`M0,90L${X_UNITS / 4},80M${(X_UNITS * 3) / 4},70`);
    expect(seriesPath([null, null], y)).toBe("");
  });
});

describe("axisLabels", () => {
  const shown = (labels: { index: number; minor: boolean }[], narrow = false) =>
    labels.filter((l) => !(narrow && l.minor)).map((l) => l.index);

  test("every point when they fit; on a narrow plot every other one, the last always", () => {
    const week = axisLabels(7, 7);
    expect(shown(week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(shown(week, true)).toEqual([0, 2, 4, 6]);
    expect(axisLabels(0, 7)).toEqual([]);
    expect(shown(axisLabels(1, 7), true)).toEqual([0]);
  });

  test("an even number of labels: the one before the last is left out too where narrow", () => {
    expect(shown(axisLabels(6, 7), true)).toEqual([0, 2, 5]);
    expect(shown(axisLabels(2, 7), true)).toEqual([0, 1]);
  });

  test("a month or a year: evenly spread from the first to the last", () => {
    expect(shown(axisLabels(30, 7))).toEqual([0, 5, 10, 15, 19, 24, 29]);
    expect(shown(axisLabels(53, 7))).toEqual([0, 9, 17, 26, 35, 43, 52]);
    expect(shown(axisLabels(53, 7), true)).toEqual([0, 17, 35, 52]);
  });

  test("at most `max`, the ends always, and the gaps even within one point", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 2, max: 12 }),
        fc.boolean(),
        (count, max, narrow) => {
          const picked = shown(axisLabels(count, max), narrow);
          expect(picked.length).toBeLessThanOrEqual(max);
          expect(picked[0]).toBe(0);
          expect(picked.at(-1)).toBe(count - 1);
          const gaps = picked.slice(1).map((p, i) => p - picked[i]!);
          if (!narrow && gaps.length > 0) expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
          // Never two neighbours shown side by side where the labels are thinned.
          if (narrow && count > 3 && picked.length > 2) expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });
});
