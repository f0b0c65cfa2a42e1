import { csi4Level, type Csi4Level } from "./csi4";

/**
 * A person's CSI-4 over time (issue #39). The change since the last check-up is a plain fact and is given from the
 * second check-up on; a direction ("rising", "falling", "steady") is a claim about a trend and is made only from
 * TREND_MIN_CHECK_UPS check-ups on, reading the change across the last three so that one unusual month cannot make a
 * trend on its own (decision 072).
 */
const TREND_MIN_CHECK_UPS = 3;

/**
 * A change of less than 2 points across the last three check-ups reads as steady: one item moving one step is a
 * single point, well within how the same person answers from one month to the next.
 */
const TREND_STEADY_BELOW = 2;

export interface CheckUpRecord {
  takenAt: Date;
  /** CSI-4 total, 0–21. */
  total: number;
}

export type TrendDirection = "rising" | "falling" | "steady";

export interface CheckUpPoint extends CheckUpRecord {
  level: Csi4Level;
}

export interface CheckUpTrend {
  /** Check-ups in the history. */
  count: number;
  /** Oldest first. */
  points: CheckUpPoint[];
  latest: CheckUpPoint | null;
  /** Latest − the one before; null before the second check-up. */
  changeSinceLast: number | null;
  /** Null until TREND_MIN_CHECK_UPS check-ups: nothing is claimed before then. */
  direction: TrendDirection | null;
  /** Latest − the third-latest, the change the direction reads; null when no direction is claimed. */
  changeOverLastThree: number | null;
  /** Check-ups still needed before a direction is claimed (0 once it is). */
  checkUpsUntilTrend: number;
}

export function checkUpTrend(history: readonly CheckUpRecord[]): CheckUpTrend {
  const points = [...history]
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime())
    .map((record) => ({ takenAt: record.takenAt, total: record.total, level: csi4Level(record.total) }));
  const count = points.length;
  const latest = points[count - 1] ?? null;
  const previous = points[count - 2] ?? null;
  const changeSinceLast = latest && previous ? latest.total - previous.total : null;
  const claimed = count >= TREND_MIN_CHECK_UPS;
  const changeOverLastThree = claimed ? latest!.total - points[count - 3]!.total : null;
  const direction: TrendDirection | null =
    changeOverLastThree === null
      ? null
      : changeOverLastThree >= TREND_STEADY_BELOW
        ? "rising"
        : changeOverLastThree <= -TREND_STEADY_BELOW
          ? "falling"
          : "steady";
  return {
    count,
    points,
    latest,
    changeSinceLast,
    direction,
    changeOverLastThree,
    checkUpsUntilTrend: Math.max(0, TREND_MIN_CHECK_UPS - count),
  };
}
