import { recordWebVital, type WebVitalEvent } from "@/lib/monitoring/web-vitals";
import { spendReport } from "@/lib/monitoring/reporter-budget";

/**
 * One Web Vitals measurement from a signed-in person's browser (POST /api/v1/vitals, issue #19). Over the person's
 * budget the sample is dropped quietly: a lost sample harms nothing, and an error would only make the page retry.
 */
export function recordWebVitalFrom({ userId, event }: { userId: string; event: WebVitalEvent }): { recorded: boolean } {
  if (!spendReport(userId)) return { recorded: false };
  return { recorded: recordWebVital(event) };
}
