/**
 * The geometry of every line chart in the app (decision 058): the dashboard's trend cards and the analytics pages
 * draw with the one server-rendered SVG chart (components/analytics/line-chart.tsx), and this is its arithmetic,
 * pure so it can be tested without a DOM.
 *
 * Coordinates: a chart is a fixed number of pixels tall and as wide as its card. Vertical positions are pixels;
 * horizontal ones are shares of the plot's width — percentages for dots and labels, and `X_UNITS` user units for the
 * lines, which are drawn in an SVG stretched to the plot's width (preserveAspectRatio="none", strokes that do not
 * scale), so nothing has to measure the page before the chart is drawn.
 */

/** The width of a line's coordinate space: 0 is the first point, X_UNITS the last. */
export const X_UNITS = 1000;

export interface ChartPoint {
  x: number;
  y: number;
}

/** Where the `index`-th of `count` points sits across the plot, in percent; a single point is in the middle. */
export function xPercent(index: number, count: number): number {
  return count <= 1 ? 50 : (index / (count - 1)) * 100;
}

/**
 * The vertical scale: a value's distance in pixels from the top of a plot `height` pixels tall, with `pad` pixels
 * kept free above the domain's top and below its bottom. Values outside the domain are drawn at its edge; a domain
 * of no height puts everything in the middle.
 */
export function yScale(
  [lo, hi]: readonly [number, number],
  height: number,
  pad: { top: number; bottom: number } = { top: 0, bottom: 0 },
): (value: number) => number {
  const inner = Math.max(0, height - pad.top - pad.bottom);
  return (value) => {
    if (hi <= lo) return pad.top + inner / 2;
    const clamped = value < lo ? lo : value > hi ? hi : value;
    return pad.top + (1 - (clamped - lo) / (hi - lo)) * inner;
  };
}

/** Runs of consecutive indexes that have a value: a line breaks where a day has none; a lone value is a run of one. */
export function runs(values: readonly (number | null)[]): number[][] {
  const found: number[][] = [];
  let current: number[] = [];
  values.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) {
      if (current.length) found.push(current);
      current = [];
    } else current.push(i);
  });
  if (current.length) found.push(current);
  return found;
}

const round = (n: number) => Math.round(n * 100) / 100;
const pair = (p: ChartPoint) => `${round(p.x)},${round(p.y)}`;

/**
 * A smooth line through `points` (x increasing) that never overshoots them: monotone cubic interpolation
 * (Fritsch–Carlson, as d3's curveMonotoneX and recharts' "monotone" lines), so a curve between two equal days stays
 * flat and no day seems higher or lower than it was. One point is only a move (its dot shows it); two are a straight
 * line.
 */
export function monotonePath(points: readonly ChartPoint[]): string {
  const n = points.length;
  if (n === 0) return "";
  const first = points[0]!;
  if (n === 1) return `M${pair(first)}`;
  if (n === 2) return `M${pair(first)}L${pair(points[1]!)}`;
  const h: number[] = [];
  const secant: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const dx = points[i + 1]!.x - points[i]!.x;
    h.push(dx);
    secant.push(dx === 0 ? 0 : (points[i + 1]!.y - points[i]!.y) / dx);
  }
  const sign = (v: number) => (v < 0 ? -1 : 1);
  const tangent = new Array<number>(n).fill(0);
  for (let i = 1; i < n - 1; i++) {
    const s0 = secant[i - 1]!;
    const s1 = secant[i]!;
    const p = (s0 * h[i]! + s1 * h[i - 1]!) / (h[i - 1]! + h[i]!);
    tangent[i] = (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
  }
  tangent[0] = (3 * secant[0]! - tangent[1]!) / 2;
  tangent[n - 1] = (3 * secant[n - 2]! - tangent[n - 2]!) / 2;
  let d = `M${pair(first)}`;
  for (let i = 0; i < n - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const third = h[i]! / 3;
    d +=
      `C${pair({ x: a.x + third, y: a.y + third * tangent[i]! })}` +
      ` ${pair({ x: b.x - third, y: b.y - third * tangent[i + 1]! })} ${pair(b)}`;
  }
  return d;
}

/**
 * The line of one series: a monotone curve per run of days with a value, in X_UNITS across and pixels down. Empty
 * when no day has a value.
 */
export function seriesPath(values: readonly (number | null)[], y: (value: number) => number): string {
  const count = values.length;
  return runs(values)
    .map((run) => monotonePath(run.map((i) => ({ x: (xPercent(i, count) / 100) * X_UNITS, y: y(values[i]!) }))))
    .join("");
}

export interface AxisLabel {
  index: number;
  /** Left out where the plot is narrow: every other label, so the rest keep even gaps and never touch. */
  minor: boolean;
}

/**
 * Which of `count` points get a label under the axis: every one when they fit in `max` (best odd), otherwise `max`
 * of them evenly spread from the first to the last. Every other one is `minor`, for narrow plots; the first and the
 * last never are, and with an even number of labels the one before the last is minor too, so no two shown labels
 * sit side by side.
 */
export function axisLabels(count: number, max: number): AxisLabel[] {
  if (count <= 0) return [];
  const shown = Math.max(1, Math.min(count, max));
  const indexes =
    shown === count
      ? Array.from({ length: count }, (_, i) => i)
      : Array.from({ length: shown }, (_, k) => Math.round((k * (count - 1)) / (shown - 1)));
  const last = indexes.length - 1;
  return indexes.map((index, k) => ({
    index,
    minor: k !== 0 && k !== last && (k % 2 === 1 || (last % 2 === 1 && k === last - 1)),
  }));
}
