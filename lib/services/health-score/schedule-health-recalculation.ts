import { reportFollowUpFailure } from "../shared/report-follow-up-failure";
import { requestJob } from "@/lib/data/scheduled-jobs";

/** The scheduled_jobs kind the job runner hands to recalculateHealthScores (lib/jobs/scheduled.ts). */
export const HEALTH_RECALCULATION_JOB = "health.recalculate";
/**
 * A few seconds after the latest write: a mood, a check-in and a ritual logged in one sitting recalculate once. The
 * cap keeps a long burst (an offline queue replaying) from postponing the run for ever.
 */
export const HEALTH_RECALCULATION_DELAY_MS = 5_000;
export const HEALTH_RECALCULATION_MAX_DELAY_MS = 60_000;

export interface ScheduleHealthRecalculationOptions {
  userId: string;
  now?: Date;
}

/**
 * For the write services, right after a score input (a mood, a partner check-in, a ritual completion) is committed:
 * asks for the person's health scores to be recalculated a few seconds later, coalescing with any request already
 * waiting. One upsert, and it never throws: the entry is what the person came to save, and a lost request costs only
 * freshness — the next write requests again, 'Update N-Day Scores' recalculates at once, and the health card
 * recalculates a score it finds from an earlier day (lib/services/health-score/load-health-scores.ts). It runs after the write's
 * transaction, never inside it, so a failing upsert cannot abort the entry.
 */
export async function scheduleHealthRecalculation({
  userId,
  now = new Date(),
}: ScheduleHealthRecalculationOptions): Promise<void> {
  try {
    await requestJob({
      kind: HEALTH_RECALCULATION_JOB,
      userId,
      delayMs: HEALTH_RECALCULATION_DELAY_MS,
      maxDelayMs: HEALTH_RECALCULATION_MAX_DELAY_MS,
      now,
    });
  } catch (error) {
    reportFollowUpFailure("health.schedule_failed", error, { userId });
  }
}
