import { localDayWindow, type DayKey, type DayWindow } from "../time";
import type { Clock } from "../types";

/**
 * The analytics pages' ranges (issue #14): the last 7, 30, 90 or 365 local days of the user, today included. The
 * choice is in the URL (`?range=`), so every page is server-rendered and a range survives a reload or a shared link.
 */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const ANALYTICS_RANGE_PARAM = "range";
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

/** `?range=` as given (a string, a repeated param, or nothing): one of the ranges, else the default. */
export function parseAnalyticsRange(value: string | readonly string[] | undefined): AnalyticsRange {
  const raw = Array.isArray(value) ? value[0] : value;
  return ANALYTICS_RANGES.find((range) => String(range) === raw) ?? DEFAULT_ANALYTICS_RANGE;
}

export interface AnalyticsPeriod extends DayWindow {
  range: AnalyticsRange;
  timeZone: string;
  /** The range's local days, oldest first, today last (`days` of the window): `from` ≤ t < `to` is inside. */
  firstDay: DayKey;
  lastDay: DayKey;
}

/** The range's local days and the instants that bound them, for this clock. */
export function analyticsPeriod(clock: Clock, range: AnalyticsRange): AnalyticsPeriod {
  const window = localDayWindow(clock.now, clock.timeZone, range);
  return { ...window, range, timeZone: clock.timeZone, firstDay: window.days[0]!, lastDay: window.days.at(-1)! };
}
