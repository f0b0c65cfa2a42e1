import { addDays, daysBetween, type DayKey } from "../time";

/**
 * The counsellor report's period (issue #14; chosen dates, issue #35, decision 064): the last 2 to 12 weeks, or dates
 * up to 12 months apart, and what is wrong with a choice. Apart from counsellor-report.ts (which re-exports it) so
 * that the report form in the browser reads these few rules without the report's model and everything it imports
 * (issue #34, decision 066).
 */
export const REPORT_MIN_WEEKS = 2;
export const REPORT_MAX_WEEKS = 12;
export const REPORT_DEFAULT_WEEKS = 4;
/** Chosen dates span at most 12 calendar months (issue #35): 1 March to the last day of February, say. */
const REPORT_MAX_MONTHS = 12;

/** The query's `weeks` value for "Dates I choose" (the form's Period choice that turns to the two dates). */
export const REPORT_DATES_CHOICE = "dates";

/** The last day 12 months from `from` allows: the day before its anniversary (29 February's is 1 March). */
function reportLastAllowedDay(from: DayKey): DayKey {
  const [year, month, day] = from.split("-").map(Number) as [number, number, number];
  const anniversary = new Date(Date.UTC(year, month - 1 + REPORT_MAX_MONTHS, day)).toISOString().slice(0, 10);
  return addDays(anniversary, -1);
}

/** The last N weeks up to today, or the local days from `from` to `to`, both included. */
export type ReportPeriod = { weeks: number } | { from: DayKey; to: DayKey };

/** Ours (issue #35): the words for chosen dates the report cannot cover. */
export const REPORT_RANGE_MESSAGES = {
  dates: "Choose a start date and an end date",
  dateInvalid: "Enter dates as YYYY-MM-DD",
  order: "The start date must be on or before the end date",
  length: "Choose dates no more than 12 months apart",
  future: "The end date can't be later than today",
} as const;

/**
 * What is wrong with chosen dates, or null. `today` (the person's local day) is known only on the server: without it
 * the end date is not checked against it (the form's own check).
 */
export function reportRangeProblem({ from, to }: { from: DayKey; to: DayKey }, today?: DayKey): string | null {
  if (daysBetween(from, to) < 0) return REPORT_RANGE_MESSAGES.order;
  if (daysBetween(reportLastAllowedDay(from), to) > 0) return REPORT_RANGE_MESSAGES.length;
  if (today !== undefined && daysBetween(today, to) > 0) return REPORT_RANGE_MESSAGES.future;
  return null;
}

/** A weeks value from anywhere (a query, a form): a whole number within 2..12, else null. */
export function parseReportWeeks(value: unknown): number | null {
  const n = typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= REPORT_MIN_WEEKS && n <= REPORT_MAX_WEEKS ? n : null;
}
