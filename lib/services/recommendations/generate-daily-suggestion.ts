import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { dailySuggestionRun, type DailySuggestionRun } from "@/lib/domain/dev-tools-utilities";
import { loadDashboardInput } from "../dashboard/load-dashboard-input";

export interface GenerateDailySuggestionOptions {
  /** The admin: the test runs on their own records, never anyone else's. */
  adminId: string;
  now?: Date;
}

/**
 * generate-daily-suggestion (spec 3 §7, a developer test): the daily suggestion exactly as the dashboard computes it
 * for the admin — the dashboard's own read (loadDashboardInput) and its card model (DASHBOARD_CARDS.suggestion) —
 * returned instead of rendered. It writes nothing, so there is nothing to audit (decision 063).
 */
export async function generateDailySuggestion({
  adminId,
  now = new Date(),
}: GenerateDailySuggestionOptions): Promise<DailySuggestionRun> {
  const input = await loadDashboardInput({ userId: adminId, now });
  return dailySuggestionRun(DASHBOARD_CARDS.suggestion(input), input.clock);
}
