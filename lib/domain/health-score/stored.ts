/**
 * The health overview rebuilt from what is stored (health_score_records and health_score_history), so the card and
 * the trend graph read a few rows instead of recomputing 36 days of records per request.
 *
 * Only the 30-day history is stored, one point per person and day (the table's key): every real point of the 7-day
 * history is the same 7-day score as in the 30-day one, and so is every estimated point between two real ones or
 * after the last. The one difference is the 7-day range's leading edge: before its first real point the 7-day
 * history is flat (a copy of that point) where the 30-day one interpolates from an older real point. historyTail
 * redoes exactly that, so the rebuilt overview equals computeHealthOverview (property-tested).
 */
import type { Clock } from "../types";
import { addDays, localDayKey } from "../time";
import { HISTORY_RANGES } from "./constants";
import type { HistoryPoint } from "./history";
import { dataQualityNotice, recentTrend } from "./notices";
import type { HealthOverview } from "./overview";
import type { HealthScore } from "./score";

/** The history of the last `days` days, from a longer history of consecutive days ending on the same day. */
export function historyTail(history: readonly HistoryPoint[], days: number): HistoryPoint[] {
  const tail = history.slice(Math.max(0, history.length - days));
  const firstReal = tail.findIndex((point) => !point.isInterpolated);
  if (firstReal === -1) return [];
  const first = tail[firstReal]!;
  return tail.map((point, i) =>
    i < firstReal ? { ...first, calculationDate: point.calculationDate, isInterpolated: true } : point,
  );
}

export interface StoredHealth {
  score7: HealthScore;
  score30: HealthScore;
  /** The stored 30-day history, oldest first: 30 consecutive days ending on the day of the scores, or []. */
  history30: readonly HistoryPoint[];
}

export function overviewFromStored({ score7, score30, history30 }: StoredHealth): HealthOverview {
  const history7 = historyTail(history30, 7);
  const full = [...history30];
  return {
    score7,
    score30,
    history7,
    history30: full,
    dataQuality: dataQualityNotice(history7, full),
    recentTrend: recentTrend(full),
  };
}

/**
 * Whether a score calculated at `calculatedAt` still describes today. A stored score is the score of the window
 * ending on its day, with that day still in progress; on a later day the window has moved (and the day it treated as
 * pending is complete), so it has to be recalculated even if nothing new was logged.
 */
export function isCalculatedToday(calculatedAt: Date, clock: Clock): boolean {
  return localDayKey(calculatedAt, clock.timeZone) === localDayKey(clock.now, clock.timeZone);
}

/**
 * The dashboard's 30-day history out of the stored year (issue #14): the stored rows newest first (at most 30 are
 * needed) and when the stored scores were calculated. A recalculation with any real day in its 30 days stores all 30,
 * the newest on its own day; one without stores only older points (keptHistory), which are not the dashboard's — so
 * the rows count only when the newest is the calculation's day (a day either side allows for a changed zone).
 */
export function recentStoredHistory(
  newestFirst: readonly HistoryPoint[],
  calculatedAt: Date | null,
  timeZone: string,
): HistoryPoint[] {
  const days = HISTORY_RANGES[HISTORY_RANGES.length - 1]!;
  const newest = newestFirst[0];
  if (!newest || !calculatedAt) return [];
  if (newest.calculationDate < addDays(localDayKey(calculatedAt, timeZone), -1)) return [];
  const oldest = addDays(newest.calculationDate, 1 - days);
  return newestFirst.filter((point) => point.calculationDate >= oldest).reverse();
}
