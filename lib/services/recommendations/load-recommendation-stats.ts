import { listRecommendationStates } from "@/lib/data/recommendation-state";
import { withReader } from "@/lib/data/transaction";
import type { RecommendationStateRecord } from "@/lib/domain/recommendations";

export interface LoadRecommendationStatsOptions {
  userId: string;
}

export interface RecommendationStatsData {
  /** The user's stored recommendation states; recommendationCompletionRate turns them into the card's rate. */
  states: RecommendationStateRecord[];
}

/**
 * The stored side of the recommendations card's completion rate (decision 029). The rate also needs the
 * recommendations offered now, which come from the dashboard's shared read: the page loads both in parallel and
 * combines them with recommendationCompletionRate, so this read never waits for (or repeats) that one.
 */
export async function loadRecommendationStats({
  userId,
}: LoadRecommendationStatsOptions): Promise<RecommendationStatsData> {
  return withReader(async (reader) => ({ states: await listRecommendationStates(userId, reader) }));
}
