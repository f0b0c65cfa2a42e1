import { listAuthoredCheckins } from "@/lib/data/checkins";
import { listVisibleGoals } from "@/lib/data/goals";
import { listMoodValuesBetween } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { listRecommendationStates } from "@/lib/data/recommendation-state";
import { listRitualsForScore } from "@/lib/data/rituals";
import { withReader } from "@/lib/data/transaction";
import { findUserSettings } from "@/lib/data/user-settings";
import { actionsAnalytics, type ActionsAnalyticsModel } from "@/lib/domain/analytics/actions";
import { analyticsPeriod, type AnalyticsRange } from "@/lib/domain/analytics/range";
import {
  generateRecommendations,
  RECOMMENDATION_MOOD_WINDOW_DAYS,
  RECOMMENDATION_RECENT_WINDOW_DAYS,
} from "@/lib/domain/recommendations";
import { partnerFirstName } from "@/lib/domain/names";
import { localDayWindow } from "@/lib/domain/time";
import { USER_SETTINGS_DEFAULTS } from "@/lib/validation/settings-values";

export interface LoadActionsAnalyticsOptions {
  userId: string;
  range: AnalyticsRange;
  now?: Date;
}

/**
 * The Actions & Rituals page (issue #14). The completion rate needs what the dashboard offers now, so the
 * recommendation engine runs on its own short windows (14 days of moods, 7 of check-ins); the stored states, the
 * rituals and the visible goals (the partner's shared ones only under their goals grant) are read beside it.
 */
export async function loadActionsAnalytics({
  userId,
  range,
  now = new Date(),
}: LoadActionsAnalyticsOptions): Promise<ActionsAnalyticsModel> {
  return withReader(async (reader) => {
    const [{ timeZone }, access, settings] = await Promise.all([
      findViewerContext(userId, reader),
      resolvePartnerAccess(userId, reader),
      findUserSettings(userId, reader),
    ]);
    const showOrigins = settings?.showRitualOrigins ?? USER_SETTINGS_DEFAULTS.showRitualOrigins;
    const clock = { now, timeZone };
    const period = analyticsPeriod(clock, range);
    const moodWindow = localDayWindow(now, timeZone, RECOMMENDATION_MOOD_WINDOW_DAYS);
    const recentWindow = localDayWindow(now, timeZone, RECOMMENDATION_RECENT_WINDOW_DAYS);
    const [states, rituals, goals, moods, checkins, partnerName] = await Promise.all([
      listRecommendationStates(userId, reader),
      listRitualsForScore(userId, period.from, reader),
      listVisibleGoals(userId, access, reader),
      listMoodValuesBetween(userId, moodWindow.from, moodWindow.to, reader),
      listAuthoredCheckins(userId, recentWindow.from, recentWindow.to, reader),
      // The partner's name is read only to name them as a ritual's creator.
      showOrigins && access ? findPartnerDisplayName(access, reader) : null,
    ]);
    const origins = showOrigins
      ? { partner: access ? { id: access.partnerId, name: partnerFirstName(partnerName) } : null }
      : null;
    const { recommendations } = generateRecommendations({
      clock,
      moods,
      rituals,
      checkins,
      hasPartner: access !== null,
    });
    return actionsAnalytics({ clock, range, states, offered: recommendations, rituals, goals, origins });
  });
}
