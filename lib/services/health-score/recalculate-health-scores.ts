import { listAuthoredCheckins } from "@/lib/data/checkins";
import {
  lockHealthScores,
  replaceHealthHistory,
  replaceHealthScoreRecords,
  type StoredHealthScore,
} from "@/lib/data/health-scores";
import { listMoodsBetween } from "@/lib/data/moods";
import { listSharedAnswerTimes } from "@/lib/data/question-days";
import { findViewerContext } from "@/lib/data/profiles";
import { listRitualsForScore } from "@/lib/data/rituals";
import { inTransaction } from "@/lib/data/transaction";
import {
  computeHealthOverview,
  keptHistory,
  KEPT_HISTORY_WINDOW_DAYS,
  type HealthOverview,
} from "@/lib/domain/health-score";
import { localDayWindow } from "@/lib/domain/time";

export interface RecalculateHealthScoresOptions {
  userId: string;
  now?: Date;
}

export interface RecalculatedHealthScores {
  overview: HealthOverview;
  /** The stored records, as the load service would read them back. */
  score7: StoredHealthScore;
  score30: StoredHealthScore;
  calculatedAt: Date;
  timeZone: string;
}

/**
 * Recalculates the person's Relationship Health Scores (spec 2 §4.2) and stores them: the 7- and 30-day records and
 * the history: the dashboard's 30 days (the 7-day history is their tail, lib/domain/health-score/stored.ts) and the
 * year before them for Relationship Insights (keptHistory). Their own moods, the partner check-ins they wrote and
 * their rituals over KEPT_HISTORY_WINDOW_DAYS local days, in their zone; the scores read only the last 37 of them.
 *
 * One transaction under the person's health-score lock: the reads run after the lock is taken, so of two racing
 * recalculations the later one reads everything the earlier saw and writes last; the writes replace what was
 * stored, so running it again with the same data and clock leaves the same rows (idempotent).
 */
export async function recalculateHealthScores({
  userId,
  now = new Date(),
}: RecalculateHealthScoresOptions): Promise<RecalculatedHealthScores> {
  return inTransaction(async (tx) => {
    await lockHealthScores(userId, tx);
    const { timeZone } = await findViewerContext(userId, tx);
    const { from, to } = localDayWindow(now, timeZone, KEPT_HISTORY_WINDOW_DAYS);
    // Sequential: one transaction is one connection, so parallel statements would only queue.
    const moods = await listMoodsBetween(userId, from, to, tx);
    const checkins = await listAuthoredCheckins(userId, from, to, tx);
    const rituals = await listRitualsForScore(userId, from, tx);
    // Answers to the question for two shared with the partner: connection activity (issue #37, docs/health-score.md).
    const questionAnswers = await listSharedAnswerTimes(userId, from, to, tx);
    const records = { clock: { now, timeZone }, moods, checkins, rituals, questionAnswers };
    const overview = computeHealthOverview(records);
    await replaceHealthScoreRecords(userId, [overview.score7, overview.score30], now, tx);
    await replaceHealthHistory(userId, keptHistory(records, overview.history30), tx);
    return {
      overview,
      score7: { ...overview.score7, calculatedAt: now },
      score30: { ...overview.score30, calculatedAt: now },
      calculatedAt: now,
      timeZone,
    };
  });
}
