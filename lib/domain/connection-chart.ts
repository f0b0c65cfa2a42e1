/**
 * Connection Trends (Last 7 Days) chart model (spec 2 §2.4, §4.10): daily average partner-check-in connection
 * scores in the user's zone, oldest first, and a vertical axis fitted to the data.
 *
 * Choices where the spec is silent (also in docs/engines/weekly-charts-and-messages.md):
 * - Axis: values are clamped to −3..3; if they already span 2 or more the domain is [lowest, highest]; otherwise it
 *   is the 2-unit window centred on the middle of the data, shifted inwards where it would cross −3 or 3 (all at 1 →
 *   [0, 2]; all at 3 → [1, 3]; all at −3 → [−3, −1]). With no point at all it is the full −3..3 scale. Ticks are the
 *   whole numbers inside the domain, so labels stay integers even when a bound is fractional.
 * - The partner's points enter the axis only when their line is shown.
 * - The partner line needs both `sharingEnabled` (the user's partner_sharing_enabled) and a partner list, which lib/data
 *   passes only with the partner's consent_mood_sharing (spec 2 §4.3). With sharing off, any list given is ignored and
 *   the legend reads 'Partner data hidden (sharing disabled)'. The empty state depends on the user's own points only.
 */
import type { Clock, PartnerCheckinRecord } from "./types";
import { dailyAverages } from "./mood-chart";
import { clamp } from "./stats";
import { type DayKey, addDays, localDayKey, localDayWindow, startOfLocalDay } from "./time";

export { weekdayShort } from "./mood-chart";

/** Spec 2 §4.10, §9. */
const CONNECTION_CHART_DAYS = 7;
/** Spec 2 §9: the data layer fetches from the start of 8 days back (a superset of the 7 local days). */
const CONNECTION_CHART_FETCH_DAYS_BACK = 8;
export const CONNECTION_AXIS_MIN = -3;
export const CONNECTION_AXIS_MAX = 3;
export const CONNECTION_AXIS_MIN_SPAN = 2;

export const CONNECTION_CHART_EMPTY_TEXT = "Start logging connection check-ins to see trends here";
const CONNECTION_CHART_SHARING_OFF_LEGEND = "Partner data hidden (sharing disabled)";

export type ChartCheckin = Pick<PartnerCheckinRecord, "score" | "at">;

/** Spec 2 §3 "Connection trend point". */
export interface ConnectionTrendPoint {
  date: DayKey;
  user_connection: number | null;
  partner_connection: number | null;
}

export interface ConnectionChartInput {
  clock: Clock;
  userCheckins: readonly ChartCheckin[];
  /** null unless the partner consents to sharing (decided in lib/data). */
  partnerCheckins: readonly ChartCheckin[] | null;
  /** The user's partner_sharing_enabled setting. */
  sharingEnabled: boolean;
}

export interface ConnectionChartModel {
  points: ConnectionTrendPoint[];
  domain: [number, number];
  ticks: number[];
  showPartnerLine: boolean;
  isEmpty: boolean;
  emptyText: string | null;
  legendNote: string | null;
}

/** The instant lib/data reads check-ins from: local midnight 8 days before today. */
export function connectionChartFetchFrom(clock: Clock): Date {
  const today = localDayKey(clock.now, clock.timeZone);
  return startOfLocalDay(addDays(today, -CONNECTION_CHART_FETCH_DAYS_BACK), clock.timeZone);
}

/** Vertical domain: within −3..3, at least 2 units tall, containing every (clamped) value. */
export function connectionAxisDomain(values: readonly number[]): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const raw of values) {
    if (!Number.isFinite(raw)) continue;
    const v = clamp(raw, CONNECTION_AXIS_MIN, CONNECTION_AXIS_MAX);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (lo > hi) return [CONNECTION_AXIS_MIN, CONNECTION_AXIS_MAX];
  if (hi - lo >= CONNECTION_AXIS_MIN_SPAN) return [lo, hi];
  const half = CONNECTION_AXIS_MIN_SPAN / 2;
  const centre = (lo + hi) / 2;
  if (centre - half <= CONNECTION_AXIS_MIN)
    return [CONNECTION_AXIS_MIN, CONNECTION_AXIS_MIN + CONNECTION_AXIS_MIN_SPAN];
  if (centre + half >= CONNECTION_AXIS_MAX)
    return [CONNECTION_AXIS_MAX - CONNECTION_AXIS_MIN_SPAN, CONNECTION_AXIS_MAX];
  // Float rounding of the centre must never leave a point just outside the window.
  return [Math.min(centre - half, lo), Math.max(centre + half, hi)];
}

/** Whole numbers inside the domain, lowest first. */
export function connectionAxisTicks([lo, hi]: readonly [number, number]): number[] {
  const ticks: number[] = [];
  // `|| 0` turns the −0 that Math.ceil gives for a small negative bound into 0.
  for (let t = Math.ceil(lo) || 0; t <= Math.floor(hi); t++) ticks.push(t);
  return ticks;
}

const checkinScore = (c: ChartCheckin) => c.score;
const checkinAt = (c: ChartCheckin) => c.at;

export function connectionChartModel({
  clock,
  userCheckins,
  partnerCheckins,
  sharingEnabled,
}: ConnectionChartInput): ConnectionChartModel {
  const { days } = localDayWindow(clock.now, clock.timeZone, CONNECTION_CHART_DAYS);
  const user = dailyAverages(days, userCheckins, checkinScore, checkinAt, clock.timeZone);
  const showPartnerLine = sharingEnabled && partnerCheckins !== null;
  const partner =
    showPartnerLine && partnerCheckins
      ? dailyAverages(days, partnerCheckins, checkinScore, checkinAt, clock.timeZone)
      : days.map(() => null);
  const points = days.map((date, i) => ({ date, user_connection: user[i]!, partner_connection: partner[i]! }));
  const shown = [...user, ...partner].filter((v): v is number => v !== null);
  const domain = connectionAxisDomain(shown);
  const isEmpty = user.every((v) => v === null);
  return {
    points,
    domain,
    ticks: connectionAxisTicks(domain),
    showPartnerLine,
    isEmpty,
    emptyText: isEmpty ? CONNECTION_CHART_EMPTY_TEXT : null,
    legendNote: sharingEnabled ? null : CONNECTION_CHART_SHARING_OFF_LEGEND,
  };
}
