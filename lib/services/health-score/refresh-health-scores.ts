import { reportFollowUpFailure } from "../shared/report-follow-up-failure";
import { recalculateHealthScores } from "./recalculate-health-scores";
import { scheduleHealthRecalculation } from "./schedule-health-recalculation";

/**
 * After demo rows come or go, the stored health scores are recalculated at once rather than by the debounced job: the
 * person is sent straight to the dashboard, and a score stored earlier today counts as current there
 * (current-health-scores.ts), so the job's few seconds would show the old one. If that fails, the job is
 * requested as every write does; either way the demo change itself stands.
 */
export async function refreshHealthScores({ userId, now }: { userId: string; now: Date }): Promise<void> {
  try {
    await recalculateHealthScores({ userId, now });
  } catch (error) {
    reportFollowUpFailure("demo.health_recalculation_failed", error, { userId });
    await scheduleHealthRecalculation({ userId });
  }
}
