import { listEarnedAchievements } from "@/lib/data/achievements";
import { checkinActivity, listAuthoredCheckins } from "@/lib/data/checkins";
import { listBiometricsBetween, listMoodValuesBetween } from "@/lib/data/moods";
import { findViewerContext } from "@/lib/data/profiles";
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
 * The Personal Growth page (issue #14): the user's own moods, check-ins and achievements. Streaks look back a year
 * whatever the range, so a year of moods (values only) and check-ins is read; health figures only for the two months
 * compared.
 */
export async function loadGrowthAnalytics({
  userId,
  range,
  now = new Date(),
}: LoadGrowthAnalyticsOptions): Promise<GrowthAnalyticsModel> {
  return withReader(async (reader) => {
    const { timeZone } = await findViewerContext(userId, reader);
    const year = localDayWindow(now, timeZone, Math.max(range, STREAK_LOOKBACK_DAYS, COMPARE_WINDOW_DAYS * 2));
    const months = localDayWindow(now, timeZone, COMPARE_WINDOW_DAYS * 2);
    const [moods, partnerCheckins, personal, biometrics, achievements] = await Promise.all([
      listMoodValuesBetween(userId, year.from, year.to, reader),
      listAuthoredCheckins(userId, year.from, year.to, reader),
      checkinActivity("personal", userId, year.from, reader),
      listBiometricsBetween(userId, months.from, months.to, reader),
      listEarnedAchievements(userId, reader),
    ]);
    return growthAnalytics({
      clock: { now, timeZone },
      range,
      moods,
      partnerCheckins,
      personalCheckinTimes: personal.since,
      biometrics,
      achievements,
    });
  });
}
