import type { CrisisResource } from "../safety/crisis-resources";
import { localDayKey } from "../time";
import type { BesideBehaviour } from "./beside-behaviour";
import type { CheckUpTrend } from "./trend";

/*
 * What the /check-up page shows (issue #39, decision 081), and the trend chart's months. The page's loader
 * (lib/services/check-up/load-check-up-page.ts) fills it; the components draw it.
 */

/** A stored check-up score as the chart reads it. */
export interface CheckUpRow {
  takenAt: Date;
  score: number;
}

/** One month of the trend chart: each person's last CSI-4 total that month (null: none that month, or not shared). */
export interface CheckUpChartMonth {
  month: string;
  /** "Nov 2026". */
  label: string;
  /** "Nov". */
  tick: string;
  mine: number | null;
  partner: number | null;
}

/** Where the couple view stands: shown only while both share their check-up trend (decision 081). */
export type CoupleState = "both_share" | "you_do_not_share" | "partner_does_not_share";

export interface CheckUpPageModel {
  due: boolean;
  /** "Dec 27" when the next check-up is due; null before the first (due now). */
  dueOn: string | null;
  trend: CheckUpTrend;
  trendSentence: string | null;
  /** "Nov 29, 2026" of the latest check-up; null before the first. */
  lastTakenOn: string | null;
  /** The person's own last personal check-in (PHQ-4) total and date; private, never in any partner view. */
  lastPersonal: { total: number; takenOn: string } | null;
  chart: CheckUpChartMonth[];
  /** Null without a partner. */
  couple: {
    partnerName: string;
    state: CoupleState;
    /** The partner's trend sentence facts; only while both share. */
    partnerTrend: CheckUpTrend | null;
  } | null;
  beside: BesideBehaviour;
  /** The support lines shown beside a personal check-in at its threshold (the person's country, from their zone). */
  supportLines: CrisisResource[];
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

function monthLabel(month: string): { label: string; tick: string } {
  const [year, index] = month.split("-") as [string, string];
  const tick = MONTH_NAMES[Number(index) - 1]!;
  return { label: `${tick} ${year}`, tick };
}

function lastByMonth(rows: readonly CheckUpRow[], timeZone: string): Map<string, number> {
  const byMonth = new Map<string, number>();
  for (const row of rows) byMonth.set(localDayKey(row.takenAt, timeZone).slice(0, 7), row.score);
  return byMonth;
}

function nextMonth(month: string): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
}

/** Every month from the first check-up of either line to the last, so a skipped month shows as a gap. */
export function chartMonths(
  mine: readonly CheckUpRow[],
  partner: readonly CheckUpRow[],
  timeZone: string,
): CheckUpChartMonth[] {
  const own = lastByMonth(mine, timeZone);
  const theirs = lastByMonth(partner, timeZone);
  const keys = [...own.keys(), ...theirs.keys()].sort();
  if (keys.length === 0) return [];
  const months: CheckUpChartMonth[] = [];
  for (let month = keys[0]!; month <= keys.at(-1)!; month = nextMonth(month)) {
    months.push({ month, ...monthLabel(month), mine: own.get(month) ?? null, partner: theirs.get(month) ?? null });
  }
  return months;
}
