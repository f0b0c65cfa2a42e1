import { z } from "zod";
import {
  parseReportWeeks,
  REPORT_DEFAULT_WEEKS,
  REPORT_MAX_WEEKS,
  REPORT_MIN_WEEKS,
} from "@/lib/domain/analytics/counsellor-report";

export const counsellorReportMessages = {
  weeks: `Choose a period of ${REPORT_MIN_WEEKS} to ${REPORT_MAX_WEEKS} weeks`,
} as const;

/**
 * GET /api/v1/reports/counsellor's query, as the report form sends it: `weeks` (2..12, 4 when absent) and `notes`
 * (a ticked checkbox sends "1"; absent means the notes stay out).
 */
export const counsellorReportQuerySchema = z.object({
  weeks: z.unknown().transform((value, ctx) => {
    if (value === undefined || value === "") return REPORT_DEFAULT_WEEKS;
    const weeks = parseReportWeeks(value);
    if (weeks === null) {
      ctx.addIssue({ code: "custom", message: counsellorReportMessages.weeks });
      return z.NEVER;
    }
    return weeks;
  }),
  notes: z
    .enum(["1", "on"], { error: "notes must be 1 when ticked" })
    .optional()
    .transform((value) => value !== undefined),
});
