/**
 * The dashboard's `?timeframe=7|30` (spec 2 §4.2: the score is read over 7 or 30 days). Anything else, a missing
 * value or a repeated parameter included, reads as the default rather than an error: the link is the only way in,
 * so a stray value is a hand-edited URL and the page should still load.
 */
import { HEALTH_TIMEFRAMES, type HealthTimeframe } from "./constants";

const DEFAULT_HEALTH_TIMEFRAME: HealthTimeframe = 7;
export const HEALTH_TIMEFRAME_PARAM = "timeframe";

export function parseHealthTimeframe(value: string | readonly string[] | null | undefined): HealthTimeframe {
  const raw = typeof value === "string" ? value : undefined;
  return HEALTH_TIMEFRAMES.find((t) => String(t) === raw) ?? DEFAULT_HEALTH_TIMEFRAME;
}

/** The dashboard URL that shows the given timeframe. */
export function healthTimeframeHref(timeframe: HealthTimeframe): string {
  return `/dashboard?${HEALTH_TIMEFRAME_PARAM}=${timeframe}`;
}
