import { CLIENT_ERROR_REPORTS_PER_IP, rateLimitedMessage } from "@/lib/domain/limits";
import { spendLimit } from "@/lib/data/rate-limits";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import type { ClientErrorReport } from "@/lib/validation/client-error";

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
  const spend = await spendLimit(CLIENT_ERROR_REPORTS_PER_IP, ip ?? "unknown");
  if (!spend.allowed) {
    throw new AppError("RATE_LIMITED", rateLimitedMessage(spend.retryAfterSeconds), {
      retryAfterSeconds: spend.retryAfterSeconds,
    });
  }
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
