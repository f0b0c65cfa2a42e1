import { isConnectionFailure } from "@/lib/data/failures";
import { logger } from "@/lib/logger";

/**
 * Work that follows a committed write (awarding achievements, learning correlation patterns, scheduling a score
 * recalculation) must never fail that write, so its failures are logged and dropped here — except an outage: the
 * outage tracker reports a lost database once, whoever noticed it (decision 026), and a line per request would bury
 * that line during exactly the minutes someone reads the log.
 */
export function reportFollowUpFailure(event: string, error: unknown, fields: Record<string, unknown>): void {
  if (isConnectionFailure(error)) return;
  logger.error(event, { ...fields, message: error instanceof Error ? error.message : String(error) });
}
