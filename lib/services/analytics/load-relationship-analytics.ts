import { currentRollupZone, listDailyRollups, listPartnerRatingDays } from "@/lib/data/daily-rollups";
import {
  listHealthHistorySince,
  listPartnerHealthHistorySince,
  readOwnHealthScores,
  readPartnerHealthScores,
} from "@/lib/data/health-scores";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { withReader } from "@/lib/data/transaction";
import { analyticsPeriod, type AnalyticsRange } from "@/lib/domain/analytics/range";
import { relationshipAnalytics, type RelationshipAnalyticsModel } from "@/lib/domain/analytics/relationship";
import { firstName } from "@/lib/domain/names";
import { currentHealthScores } from "../health-score/current-health-scores";
import { notePartnerViews } from "../partners/note-partner-views";

export interface LoadRelationshipAnalyticsOptions {
  userId: string;
  range: AnalyticsRange;
  now?: Date;
}

/**
 * Relationship Insights (issue #14). The viewer's stored health-score history, and their connection ratings, moods
 * and health figures over the range as daily rollups (decision 067); of the partner's, through resolvePartnerAccess
 * only: their name, their stored history under the mood-summaries grant (as their score on the dashboard) and their
 * ratings of the viewer per day as the dashboard's connection line shows them. Scores calculated on an earlier day are brought up to date first, as the dashboard's
 * health card does, so the history ends today.
 */
export async function loadRelationshipAnalytics({
  userId,
  range,
  now = new Date(),
}: LoadRelationshipAnalyticsOptions): Promise<RelationshipAnalyticsModel> {
  const { access, own, partner } = await withReader(async (reader) => {
    const [own, access] = await Promise.all([
      readOwnHealthScores(userId, reader),
      resolvePartnerAccess(userId, reader),
    ]);
    return { own, access, partner: access ? await readPartnerHealthScores(access, reader) : null };
  });
  await Promise.all([
    currentHealthScores({ userId, stored: own, now }),
    partner && access ? currentHealthScores({ userId: access.partnerId, stored: partner, now }) : null,
  ]);

  return withReader(async (reader) => {
    const timeZone = await currentRollupZone(userId, reader);
    const clock = { now, timeZone };
    const { firstDay, lastDay } = analyticsPeriod(clock, range);
    const [history, days, partnerInput] = await Promise.all([
      listHealthHistorySince(userId, firstDay, reader),
      listDailyRollups(userId, firstDay, lastDay, { tags: false }, reader),
      access
        ? Promise.all([
            findPartnerDisplayName(access, reader),
            listPartnerHealthHistorySince(access, firstDay, reader),
            listPartnerRatingDays(access, firstDay, lastDay, reader),
          ]).then(([name, partnerHistory, connection]) => ({
            // Sentences, chart series and labels name the partner by first name (issue #32).
            name: firstName(name) ?? "Your partner",
            history: partnerHistory,
            connection,
          }))
        : null,
    ]);
    if (access) {
      // Who looked (decision 079): the partner's health score and their ratings of the viewer, as this page draws them.
      await notePartnerViews({
        access,
        kinds: [
          partner !== null && "summaries",
          partnerInput?.connection && partnerInput.connection.length > 0 && "checkins",
        ],
        now,
      });
    }
    return relationshipAnalytics({ clock, range, history, days, partner: partnerInput });
  });
}
