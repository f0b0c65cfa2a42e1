import { reportRangeProblem } from "@/lib/domain/analytics/report-period";
import { counsellorReportQuerySchema } from "@/lib/validation/counsellor-report";

export type DateErrors = { from?: string; to?: string };

/**
 * The report form's check of chosen dates: the query's own schema (zod), then the range against the browser's today
 * (the server checks it again in the person's zone). Its own chunk, fetched when "Dates I choose" is picked, so zod
 * is not in the first load of Mood Analytics and Settings (issue #34, decision 066).
 */
export function reportDateErrors(fields: Record<string, string>, today: string): DateErrors {
  const parsed = counsellorReportQuerySchema.safeParse(fields);
  const found: DateErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === "from" ? "from" : "to";
      found[key] ??= issue.message;
    }
  } else if ("from" in parsed.data.period) {
    const problem = reportRangeProblem(parsed.data.period, today);
    if (problem) found.to = problem;
  }
  return found;
}
