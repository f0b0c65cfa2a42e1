/**
 * The vertical axis of the health trend graph (spec 2 §2.4 'Focus/Full'). Full is the whole 0..100 scale, with ticks
 * on the band edges (40, 60, 80) so a point's band can be read off the grid. Focus fits the axis to the data on a
 * 5-point grid, with at least a point of room above and below and at least 10 points of height, so small day-to-day
 * moves become visible without a flat line filling the chart with noise.
 */
import { SCORE_MAX, SCORE_MIN } from "./constants";

export type TrendAxisMode = "focus" | "full";

export interface TrendAxis {
  domain: [number, number];
  ticks: number[];
}

const TREND_AXIS_GRID = 5;
export const TREND_AXIS_MIN_SPAN = 10;
/** Room kept between the highest (lowest) point and the top (bottom) of a focused axis. */
const TREND_AXIS_ROOM = 1;
const FULL_AXIS_TICK_STEP = 20;

const ticksOf = (lo: number, hi: number, step: number) => {
  const ticks: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) ticks.push(t);
  return ticks;
};

const FULL: TrendAxis = {
  domain: [SCORE_MIN, SCORE_MAX],
  ticks: ticksOf(SCORE_MIN, SCORE_MAX, FULL_AXIS_TICK_STEP),
};

export function trendAxis(values: readonly number[], mode: TrendAxisMode): TrendAxis {
  const finite = values.filter(Number.isFinite);
  if (mode === "full" || finite.length === 0) return { domain: [...FULL.domain], ticks: [...FULL.ticks] };
  const grid = TREND_AXIS_GRID;
  let lo = Math.max(SCORE_MIN, Math.floor((Math.min(...finite) - TREND_AXIS_ROOM) / grid) * grid);
  let hi = Math.min(SCORE_MAX, Math.ceil((Math.max(...finite) + TREND_AXIS_ROOM) / grid) * grid);
  // Grow upwards first (scores sit on the upper half more often), then downwards once the top is reached.
  while (hi - lo < TREND_AXIS_MIN_SPAN) {
    if (hi < SCORE_MAX) hi += grid;
    else lo -= grid;
  }
  const span = hi - lo;
  const step = span <= 30 ? grid : span <= 60 ? 2 * grid : 4 * grid;
  return { domain: [lo, hi], ticks: ticksOf(lo, hi, step) };
}
