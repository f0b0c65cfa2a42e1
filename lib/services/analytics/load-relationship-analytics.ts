import { listAuthoredCheckinScores, listPartnerConnectionScores } from "@/lib/data/checkins";
import {
  listHealthHistorySince,
  listPartnerHealthHistorySince,
  readOwnHealthScores,
  readPartnerHealthScores,
} from "@/lib/data/health-scores";
import { listBiometricsBetween, listMoodValuesBetween } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerDisplayName } from "@/lib/data/partner-profile";
import { findViewerContext } from "@/lib/data/profiles";
import { withReader } from "@/lib/data/transaction";
import { analyticsPeriod, type AnalyticsRange } from "@/lib/domain/analytics/range";
import { relationshipAnalytics, type RelationshipAnalyticsModel } from "@/lib/domain/analytics/relationship";
import { firstName } from "@/lib/domain/names";
import { currentHealthScores } from "../health-score/current-health-scores";

export interface LoadRelationshipAnalyticsOptions {
  userId: string;
  range: AnalyticsRange;
  now?: Date;
}

/**
 * Relationship Insights (issue #14). The viewer's stored health-score history, connection ratings, moods and health
 * figures over the range; of the partner's, through resolvePartnerAccess only: their name, their stored history
 * under the mood-summaries grant (as their score on the dashboard) and their ratings of the viewer as the dashboard's
 * connection line shows them. Scores calculated on an earlier day are brought up to date first, as the dashboard's
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
      resolvePartnerAccess(reader, userId),
    ]);
    return { own, access, partner: access ? await readPartnerHealthScores(access, reader) : null };
  });
  await Promise.all([
    currentHealthScores({ userId, stored: own, now }),
    partner && access ? currentHealthScores({ userId: access.partnerId, stored: partner, now }) : null,
  ]);

  return withReader(async (reader) => {
    const { timeZone } = await findViewerContext(userId, reader);
    const clock = { now, timeZone };
    const { from, to, firstDay } = analyticsPeriod(clock, range);
    const [history, moods, biometrics, checkins, partnerInput] = await Promise.all([
      listHealthHistorySince(userId, firstDay, reader),
      listMoodValuesBetween(userId, from, to, reader),
      listBiometricsBetween(userId, from, to, reader),
      listAuthoredCheckinScores(userId, from, to, reader),
      access
        ? Promise.all([
            findPartnerDisplayName(access, reader),
            listPartnerHealthHistorySince(access, firstDay, reader),
            listPartnerConnectionScores(access, from, to, reader),
          ]).then(([name, partnerHistory, connection]) => ({
            // Sentences, chart series and labels name the partner by first name (issue #32).
            name: firstName(name) ?? "Your partner",
            history: partnerHistory,
            connection,
          }))
        : null,
    ]);
    return relationshipAnalytics({ clock, range, history, moods, biometrics, checkins, partner: partnerInput });
  });
}
