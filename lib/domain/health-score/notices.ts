/**
 * What the trend graph says about its own data (spec 2 §4.2): the share of estimated points with its notice, and the
 * recent-trend percentage. The notice messages are ours (the spec gives only the 'Limited Real Data' title).
 *
 * The trend compares the last two real points by date (not by position), with the change rounded to 2 decimals
 * before the 2-point test, so 72.1 − 70.1 (1.9999999999999716 in floating point) counts as 2 and is shown.
 */
import { roundTo } from "../stats";
import { LIMITED_REAL_DATA_SHARE, LIMITED_REAL_DATA_TITLE, RECENT_TREND_MIN_CHANGE, SCORE_DECIMALS } from "./constants";
import type { HistoryPoint } from "./history";

export type DataQualityNotice =
  { kind: "limited"; title: typeof LIMITED_REAL_DATA_TITLE; message: string } | { kind: "note"; message: string };

export interface DataQuality {
  /** Interpolated points / (7-day points + 30-day points), 0..1; 0 when there are no points. */
  estimatedShare: number;
  notice: DataQualityNotice | null;
}

export const LIMITED_REAL_DATA_MESSAGE =
  "More than half of these points are estimated from the days around them. Log your mood or a partner check-in " +
  "each day to see your real trend.";

export function estimatedNoteMessage(percent: number): string {
  return `${percent}% of these points are estimated from the days around them; the rest come from your logged data.`;
}

export function dataQualityNotice(history7: readonly HistoryPoint[], history30: readonly HistoryPoint[]): DataQuality {
  const total = history7.length + history30.length;
  let interpolated = 0;
  for (const point of history7) if (point.isInterpolated) interpolated += 1;
  for (const point of history30) if (point.isInterpolated) interpolated += 1;
  const estimatedShare = total === 0 ? 0 : interpolated / total;
  if (estimatedShare === 0) return { estimatedShare, notice: null };
  if (estimatedShare > LIMITED_REAL_DATA_SHARE) {
    return {
      estimatedShare,
      notice: { kind: "limited", title: LIMITED_REAL_DATA_TITLE, message: LIMITED_REAL_DATA_MESSAGE },
    };
  }
  // Never shows "0%" for a small but non-zero share.
  const percent = Math.max(1, Math.round(estimatedShare * 100));
  return { estimatedShare, notice: { kind: "note", message: estimatedNoteMessage(percent) } };
}

export interface RecentTrend {
  /** Change relative to the older point, in percent (1 decimal); null when the older score is 0. */
  percent: number | null;
  /** Change in score points (2 decimals). */
  points: number;
  direction: "up" | "down";
}

export function recentTrend(history: readonly HistoryPoint[]): RecentTrend | null {
  const real = history
    .filter((point) => !point.isInterpolated)
    .sort((a, b) => (a.calculationDate < b.calculationDate ? -1 : a.calculationDate > b.calculationDate ? 1 : 0));
  if (real.length < 2) return null;
  const older = real[real.length - 2]!.healthScore;
  const newer = real[real.length - 1]!.healthScore;
  const points = roundTo(newer - older, SCORE_DECIMALS);
  if (Math.abs(points) < RECENT_TREND_MIN_CHANGE) return null;
  return {
    percent: older === 0 ? null : roundTo((points / older) * 100, 1),
    points,
    direction: points > 0 ? "up" : "down",
  };
}
