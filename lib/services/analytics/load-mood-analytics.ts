import { currentRollupZone, listDailyRollups } from "@/lib/data/daily-rollups";
import { withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import { moodAnalytics, type MoodAnalyticsModel } from "@/lib/domain/analytics/mood-analytics";
import { analyticsPeriod, type AnalyticsRange } from "@/lib/domain/analytics/range";
import { USER_SETTINGS_DEFAULTS } from "@/lib/validation/settings-values";

export interface LoadMoodAnalyticsOptions {
  userId: string;
  range: AnalyticsRange;
  now?: Date;
}

/**
 * The Mood Analytics page (issue #14): the user's own moods (value, tags and time of day; notes stay encrypted in the
 * database) and health figures over the chosen range of their local days, read as one daily rollup per logged day
 * (decision 067); the time-of-day insight only while their Time-of-day insights switch is on (decision 061).
 * Nothing of the partner's.
 */
export async function loadMoodAnalytics({
  userId,
  range,
  now = new Date(),
}: LoadMoodAnalyticsOptions): Promise<MoodAnalyticsModel> {
  return withReader(async (reader) => {
    const [timeZone, settings] = await Promise.all([
      currentRollupZone(userId, reader),
      findUserSettings(userId, reader),
    ]);
    const clock = { now, timeZone };
    const { firstDay, lastDay } = analyticsPeriod(clock, range);
    const days = await listDailyRollups(userId, firstDay, lastDay, {}, reader);
    const chronoEnabled = settings?.chronoEnabled ?? USER_SETTINGS_DEFAULTS.chronoEnabled;
    return moodAnalytics({ clock, range, days, chronoEnabled });
  });
}
