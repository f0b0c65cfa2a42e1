import { CLIENT_ERROR_REPORTS_PER_IP } from "@/lib/domain/limits";
import { logger } from "@/lib/logger";
import type { ClientErrorReport } from "@/lib/validation/client-error";
import { spendOrRefuse } from "../shared/spend-or-refuse";

export interface ReportClientErrorOptions {
  ip: string | null;
  userAgent?: string | null;
  /** Reads and validates the report; called only once the caller is within its rate limit. */
  readReport: () => Promise<ClientErrorReport>;
}

/**
 * Logs a browser-side render error under the Error ID the user was shown, so support can find it from a screenshot.
 * The rate limit is spent before the report is read: a flood is refused without its bodies ever being parsed.
 * Reports without a known address share one bucket: better to drop some reports than to let them go unlimited.
 */
export async function reportClientError({ ip, userAgent, readReport }: ReportClientErrorOptions): Promise<void> {
  await spendOrRefuse(CLIENT_ERROR_REPORTS_PER_IP, ip ?? "unknown");
  const report = await readReport();
  logger.error("client.render_error", {
    errorId: report.errorId,
    kind: report.kind,
    name: report.name,
    message: report.message,
    digest: report.digest,
    path: report.path,
    stack: report.stack,
    userAgent: userAgent?.slice(0, 300),
  });
}
