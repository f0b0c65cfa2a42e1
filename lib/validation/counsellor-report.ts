import { z } from "zod";
import {
  parseReportWeeks,
  REPORT_DATES_CHOICE,
  REPORT_DEFAULT_WEEKS,
  REPORT_MAX_WEEKS,
  REPORT_MIN_WEEKS,
  REPORT_RANGE_MESSAGES,
  reportRangeProblem,
  type ReportPeriod,
} from "@/lib/domain/analytics/report-period";
import { isValidCalendarDate } from "@/lib/domain/special-dates";
import { orNull, text } from "./text";

export const counsellorReportMessages = {
  weeks: `Choose a period of ${REPORT_MIN_WEEKS} to ${REPORT_MAX_WEEKS} weeks`,
  ...REPORT_RANGE_MESSAGES,
} as const;

/** A date field as a date input sends it: "YYYY-MM-DD", or empty (null) when left blank or not sent. */
const dateField = orNull(
  text({
    max: 10,
    error: { tooLong: counsellorReportMessages.dateInvalid, unsupported: counsellorReportMessages.dateInvalid },
  }).refine((value) => value === "" || isValidCalendarDate(value), counsellorReportMessages.dateInvalid),
);

/**
 * GET /api/v1/reports/counsellor's query, as the report form sends it: `weeks` (2..12, 4 when absent) or
 * `weeks=dates` with `from` and `to` (issue #35: up to 12 months, first and last day included; dates are ignored
 * otherwise, as the form sends them empty or disabled), and `notes` (a ticked checkbox sends "1"; absent means the
 * notes stay out). Whether the end date is past today is for the server, which knows the person's zone.
 */
export const counsellorReportQuerySchema = z
  .object({
    weeks: z.unknown().optional(),
    from: dateField,
    to: dateField,
    notes: z
      .enum(["1", "on"], { error: "notes must be 1 when ticked" })
      .optional()
      .transform((value) => value !== undefined),
  })
  .transform(({ weeks, from, to, notes }, ctx): { period: ReportPeriod; notes: boolean } => {
    if (weeks === REPORT_DATES_CHOICE) {
      if (from === null || to === null) {
        for (const [path, value] of [
          ["from", from],
          ["to", to],
        ] as const) {
          if (value === null) ctx.addIssue({ code: "custom", path: [path], message: counsellorReportMessages.dates });
        }
        return z.NEVER;
      }
      const problem = reportRangeProblem({ from, to });
      if (problem) {
        ctx.addIssue({ code: "custom", path: ["to"], message: problem });
        return z.NEVER;
      }
      return { period: { from, to }, notes };
    }
    if (weeks === undefined || weeks === "") return { period: { weeks: REPORT_DEFAULT_WEEKS }, notes };
    const parsed = parseReportWeeks(weeks);
    if (parsed === null) {
      ctx.addIssue({ code: "custom", path: ["weeks"], message: counsellorReportMessages.weeks });
      return z.NEVER;
    }
    return { period: { weeks: parsed }, notes };
  });
