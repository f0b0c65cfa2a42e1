import { listEarnedAchievements } from "@/lib/data/achievements";
import { currentRollupZone, listDailyRollups } from "@/lib/data/daily-rollups";
import { withReader } from "@/lib/data/transaction";
import {
  COMPARE_WINDOW_DAYS,
  growthAnalytics,
  STREAK_LOOKBACK_DAYS,
  type GrowthAnalyticsModel,
} from "@/lib/domain/analytics/growth";
import type { AnalyticsRange } from "@/lib/domain/analytics/range";
import { localDayWindow } from "@/lib/domain/time";

export interface LoadGrowthAnalyticsOptions {
  userId: string;
  range: AnalyticsRange;
  now?: Date;
}

/**
 * The Personal Growth page (issue #14): the user's own moods, check-ins, health figures and achievements. Streaks
 * look back a year whatever the range, so a year of daily rollups is read (decision 067): one row per day with
 * anything logged, which also holds the weeks and the two months compared.
 */
export async function loadGrowthAnalytics({
  userId,
  range,
  now = new Date(),
}: LoadGrowthAnalyticsOptions): Promise<GrowthAnalyticsModel> {
  return withReader(async (reader) => {
    const timeZone = await currentRollupZone(userId, reader);
    const { days: year } = localDayWindow(
      now,
      timeZone,
      Math.max(range, STREAK_LOOKBACK_DAYS, COMPARE_WINDOW_DAYS * 2),
    );
    const [days, achievements] = await Promise.all([
      listDailyRollups(userId, year[0]!, year.at(-1)!, { tags: false }, reader),
      listEarnedAchievements(userId, reader),
    ]);
    return growthAnalytics({ clock: { now, timeZone }, range, days, achievements });
  });
}
