import { readOwnHealthScores, readPartnerHealthScores } from "@/lib/data/health-scores";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { hasPendingJob } from "@/lib/data/scheduled-jobs";
import { withReader } from "@/lib/data/transaction";
import {
  computeCoupleScore,
  scoreReadiness,
  type CoupleScore,
  type HealthOverview,
  type ScoreReadiness,
} from "@/lib/domain/health-score";
import { currentHealthScores } from "./current-health-scores";
import { HEALTH_RECALCULATION_JOB } from "./schedule-health-recalculation";

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
  /**
   * The couple view per timeframe, with both last-updated times: individual without a visible partner score, and
   * also while the partner's score is not ready (one entry each is not a perspective gap; decision 048).
   */
  couple: { score7: CoupleScore; score30: CoupleScore };
  /** How far each visible person is towards a score that may be shown, per timeframe. */
  readiness: { score7: ScoreReadiness; score30: ScoreReadiness };
}

/**
 * Spec 2 §4.2, §7 ("get score for timeframe", "get health score history … (7 and 30)", "fetch couple score"): the
 * stored scores of the user and, when the partner grants mood summaries, of the partner (resolvePartnerAccess, read
 * afresh, so a revoked grant hides the partner's score on the next request). Reads a handful of rows; recalculates
 * only a person whose stored scores are missing, from an earlier day, or waiting on a recalculation their latest entry
 * asked for (so the card shows a mood logged a moment ago without anyone pressing Update).
 */
export async function loadHealthScores({
  userId,
  now = new Date(),
}: LoadHealthScoresOptions): Promise<LoadedHealthScores> {
  const { own, partner, access, pending } = await withReader(async (reader) => {
    const [own, access, ownPending] = await Promise.all([
      readOwnHealthScores(userId, reader),
      resolvePartnerAccess(userId, reader),
      hasPendingJob(HEALTH_RECALCULATION_JOB, userId, reader),
    ]);
    const [partner, partnerPending] = access
      ? await Promise.all([
          readPartnerHealthScores(access, reader),
          // A paused partner's frozen scores are never recalculated for the viewer (decision 079).
          access.partnerPaused ? false : hasPendingJob(HEALTH_RECALCULATION_JOB, access.partnerId, reader),
        ])
      : [null, false];
    return { own, partner, access, pending: { own: ownPending, partner: partnerPending } };
  });

  const [user, partnerPerson] = await Promise.all([
    currentHealthScores({ userId, stored: own, now, pending: pending.own }),
    // Recalculating the partner's stored score from their own data is what their next job would do; it is allowed
    // exactly when their score may be shown (readPartnerHealthScores returned it).
    partner && access
      ? currentHealthScores({ userId: access.partnerId, stored: partner, now, pending: pending.partner })
      : Promise.resolve(null),
  ]);

  const readiness = (timeframe: "score7" | "score30") =>
    scoreReadiness(user.overview[timeframe], partnerPerson?.overview[timeframe] ?? null);
  const couple = (timeframe: "score7" | "score30") => {
    const partner = readiness(timeframe).coupleReady ? partnerPerson : null;
    return computeCoupleScore({
      user: user.overview[timeframe],
      partner: partner?.overview[timeframe] ?? null,
      partnerId: partner && access ? access.partnerId : null,
      userLastUpdated: user.calculatedAt,
      partnerLastUpdated: partner?.calculatedAt ?? null,
    });
  };

  return {
    health: user.overview,
    partnerHealth: partnerPerson?.overview ?? null,
    couple: { score7: couple("score7"), score30: couple("score30") },
    readiness: { score7: readiness("score7"), score30: readiness("score30") },
  };
}
