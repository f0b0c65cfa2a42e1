import { readOwnHealthScores, readPartnerHealthScores } from "@/lib/data/health-scores";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import { computeCoupleScore, type CoupleScore, type HealthOverview } from "@/lib/domain/health-score";
import { currentHealthScores } from "./ensure-current-health-scores";

export interface LoadHealthScoresOptions {
  userId: string;
  now?: Date;
}

/**
 * The health card's and the trend graph's data: the scores lib/domain/health-score computes and
 * recalculate-health-scores.ts stores, read back with the couple view built from them.
 */
export interface LoadedHealthScores {
  /** The user's 7- and 30-day scores, both histories, the estimated-data notice and the recent trend. */
  health: HealthOverview;
  /** The partner's, only with their mood-summaries grant; null otherwise or without a partner. */
  partnerHealth: HealthOverview | null;
  /** The couple view per timeframe (individual without a visible partner score), with both last-updated times. */
  couple: { score7: CoupleScore; score30: CoupleScore };
}

/**
 * Spec 2 §4.2, §7 ("get score for timeframe", "get health score history … (7 and 30)", "fetch couple score"): the
 * stored scores of the user and, when the partner grants mood summaries, of the partner (resolvePartnerAccess, read
 * afresh, so a revoked grant hides the partner's score on the next request). Reads a handful of rows; recalculates
 * only a person whose stored scores are missing or from an earlier day.
 */
export async function loadHealthScores({
  userId,
  now = new Date(),
}: LoadHealthScoresOptions): Promise<LoadedHealthScores> {
  const { own, partner, access } = await withReader(async (reader) => {
    const [own, access] = await Promise.all([
      readOwnHealthScores(userId, reader),
      resolvePartnerAccess(reader, userId),
    ]);
    const partner = access ? await readPartnerHealthScores(access, reader) : null;
    return { own, partner, access };
  });

  const [user, partnerPerson] = await Promise.all([
    currentHealthScores(userId, own, now),
    // Recalculating the partner's stored score from their own data is what their next job would do; it is allowed
    // exactly when their score may be shown (readPartnerHealthScores returned it).
    partner && access ? currentHealthScores(access.partnerId, partner, now) : Promise.resolve(null),
  ]);

  const couple = (timeframe: "score7" | "score30") =>
    computeCoupleScore({
      user: user.overview[timeframe],
      partner: partnerPerson?.overview[timeframe] ?? null,
      partnerId: partnerPerson && access ? access.partnerId : null,
      userLastUpdated: user.calculatedAt,
      partnerLastUpdated: partnerPerson?.calculatedAt ?? null,
    });

  return {
    health: user.overview,
    partnerHealth: partnerPerson?.overview ?? null,
    couple: { score7: couple("score7"), score30: couple("score30") },
  };
}
