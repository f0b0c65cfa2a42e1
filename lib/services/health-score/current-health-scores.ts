import type { StoredHealthScore, StoredHealthScores } from "@/lib/data/health-scores";
import { isCalculatedToday, overviewFromStored, type HealthOverview } from "@/lib/domain/health-score";
import { recalculateHealthScores } from "./recalculate-health-scores";

export interface CurrentHealthScores {
  overview: HealthOverview;
  /** When what is stored now was calculated. */
  calculatedAt: Date;
}

/**
 * A person's stored scores, recalculated and stored on the spot when there are none yet (a new user whose first
 * job has not run), when they were calculated on an earlier local day of theirs (the window has moved since), or when
 * `pending` says a recalculation an entry requested has not run yet, so the card is never empty, a day behind or an
 * entry behind for lack of a job run. The job still runs later, and rewrites the same rows.
 */
export async function currentHealthScores({
  userId,
  stored,
  now,
  pending = false,
}: {
  userId: string;
  stored: StoredHealthScores;
  now: Date;
  pending?: boolean;
}): Promise<CurrentHealthScores> {
  const { 7: score7, 30: score30 } = stored.latest;
  // A paused partner's scores as they stood when the pause began (decision 079): never recalculated from what they
  // wrote since, however old.
  if (stored.frozen && score7 && score30) {
    return {
      overview: overviewFromStored({ score7, score30, history30: stored.history30 }),
      calculatedAt: score7.calculatedAt < score30.calculatedAt ? score7.calculatedAt : score30.calculatedAt,
    };
  }
  if (!pending && fresh(score7, now, stored.timeZone) && fresh(score30, now, stored.timeZone)) {
    return {
      overview: overviewFromStored({ score7, score30, history30: stored.history30 }),
      // The older of the two: what the card shows is at least that recent.
      calculatedAt: score7.calculatedAt < score30.calculatedAt ? score7.calculatedAt : score30.calculatedAt,
    };
  }
  const recalculated = await recalculateHealthScores({ userId, now });
  return { overview: recalculated.overview, calculatedAt: recalculated.calculatedAt };
}

function fresh(score: StoredHealthScore | null, now: Date, timeZone: string): score is StoredHealthScore {
  return score !== null && isCalculatedToday(score.calculatedAt, { now, timeZone });
}
