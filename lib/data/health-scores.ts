import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { healthScoreHistory, healthScoreRecords, profiles } from "@/db/schema";
import {
  recentStoredHistory,
  type HealthScore,
  type HealthTimeframe,
  type HistoryPoint,
} from "@/lib/domain/health-score";
import { zoneOrUtc, type DayKey } from "@/lib/domain/time";
import { partnerDayTouchesPause, type PartnerAccess } from "./partner-access";
import { findFrozenHealthScores } from "./sharing-pauses";
import { holdLock } from "./transaction";

/**
 * Stored Relationship Health Scores (spec 2 §3): the current record per person and timeframe (health_score_records)
 * and the person's trend history, one point per local day for up to a year (health_score_history). Both are derived data,
 * rewritten whole by each recalculation (lib/services/health-score/recalculate-health-scores.ts) under lockHealthScores, so
 * recalculating twice leaves the same rows and concurrent recalculations of one person cannot interleave.
 */

/** The dashboard trend graph's longest range. */
export const HEALTH_HISTORY_DAYS = 30;

export interface StoredHealthScore extends HealthScore {
  calculatedAt: Date;
}

/**
 * The per-person mutex of recalculations. An advisory lock (like lockAchievementAwards): it holds up no row, so it
 * cannot deadlock with an account deletion or a profile write, and it works for a person without a profile row.
 */
export async function lockHealthScores(userId: string, executor: Executor): Promise<void> {
  await holdLock(`health-scores:${userId}`, executor);
}

/**
 * Replaces the person's record for each timeframe with these scores. One current record per timeframe is kept:
 * nothing reads older calculations, and replacing (rather than appending) keeps a recalculation idempotent and the
 * table the size of its users. Call under lockHealthScores.
 */
export async function replaceHealthScoreRecords(
  userId: string,
  scores: readonly HealthScore[],
  calculatedAt: Date,
  executor: Executor,
): Promise<void> {
  for (const score of scores) {
    await executor
      .delete(healthScoreRecords)
      .where(and(eq(healthScoreRecords.userId, userId), eq(healthScoreRecords.timeframeDays, score.timeframeDays)));
  }
  if (scores.length === 0) return;
  await executor.insert(healthScoreRecords).values(
    scores.map((score) => ({
      userId,
      timeframeDays: score.timeframeDays,
      finalScore: score.finalScore,
      partnerInteractionScore: score.partnerInteractionScore,
      moodTrendScore: score.moodTrendScore,
      checkinFrequencyScore: score.checkinFrequencyScore,
      ritualCompletionScore: score.ritualCompletionScore,
      emotionSentimentBonus: score.emotionSentimentBonus,
      isBuildingPhase: score.isBuildingPhase,
      dataDays: score.dataDays,
      calculatedAt,
    })),
  );
}

/**
 * Makes the person's stored history exactly `points` (days oldest first, or [] for no history; keptHistory's year):
 * upserts them on (user, day) and deletes every other day, so each recalculation leaves the history its records give
 * today and nothing older than the kept year. Call under lockHealthScores.
 */
export async function replaceHealthHistory(
  userId: string,
  points: readonly HistoryPoint[],
  executor: Executor,
): Promise<void> {
  const first = points[0]?.calculationDate;
  const last = points[points.length - 1]?.calculationDate;
  const outside =
    first === undefined || last === undefined
      ? eq(healthScoreHistory.userId, userId)
      : and(
          eq(healthScoreHistory.userId, userId),
          or(lt(healthScoreHistory.calculationDate, first), gt(healthScoreHistory.calculationDate, last)),
        );
  await executor.delete(healthScoreHistory).where(outside);
  if (points.length === 0) return;
  await executor
    .insert(healthScoreHistory)
    .values(points.map((point) => ({ userId, ...point })))
    .onConflictDoUpdate({
      target: [healthScoreHistory.userId, healthScoreHistory.calculationDate],
      set: {
        healthScore: sql`excluded.health_score`,
        moodTrendScore: sql`excluded.mood_trend_score`,
        ritualCompletionScore: sql`excluded.ritual_completion_score`,
        checkinFrequencyScore: sql`excluded.checkin_frequency_score`,
        partnerInteractionScore: sql`excluded.partner_interaction_score`,
        isInterpolated: sql`excluded.is_interpolated`,
      },
    });
}

export type LatestHealthScores = Record<HealthTimeframe, StoredHealthScore | null>;

/** The person's latest record per timeframe (null where none is stored). */
async function latestRecords(userId: string, executor: Executor): Promise<LatestHealthScores> {
  const rows = await executor
    .selectDistinctOn([healthScoreRecords.timeframeDays], {
      timeframeDays: healthScoreRecords.timeframeDays,
      finalScore: healthScoreRecords.finalScore,
      partnerInteractionScore: healthScoreRecords.partnerInteractionScore,
      moodTrendScore: healthScoreRecords.moodTrendScore,
      checkinFrequencyScore: healthScoreRecords.checkinFrequencyScore,
      ritualCompletionScore: healthScoreRecords.ritualCompletionScore,
      emotionSentimentBonus: healthScoreRecords.emotionSentimentBonus,
      isBuildingPhase: healthScoreRecords.isBuildingPhase,
      dataDays: healthScoreRecords.dataDays,
      calculatedAt: healthScoreRecords.calculatedAt,
    })
    .from(healthScoreRecords)
    .where(eq(healthScoreRecords.userId, userId))
    .orderBy(healthScoreRecords.timeframeDays, desc(healthScoreRecords.calculatedAt), desc(healthScoreRecords.id));
  const latest: LatestHealthScores = { 7: null, 30: null };
  for (const row of rows) if (row.timeframeDays === 7 || row.timeframeDays === 30) latest[row.timeframeDays] = row;
  return latest;
}

const historyColumns = {
  calculationDate: healthScoreHistory.calculationDate,
  healthScore: healthScoreHistory.healthScore,
  moodTrendScore: healthScoreHistory.moodTrendScore,
  ritualCompletionScore: healthScoreHistory.ritualCompletionScore,
  checkinFrequencyScore: healthScoreHistory.checkinFrequencyScore,
  partnerInteractionScore: healthScoreHistory.partnerInteractionScore,
  isInterpolated: healthScoreHistory.isInterpolated,
};

/** The person's newest stored points, newest first: the dashboard's 30 days are among them (recentStoredHistory). */
async function newestHistory(userId: string, executor: Executor): Promise<HistoryPoint[]> {
  return executor
    .select(historyColumns)
    .from(healthScoreHistory)
    .where(eq(healthScoreHistory.userId, userId))
    .orderBy(desc(healthScoreHistory.calculationDate))
    .limit(HEALTH_HISTORY_DAYS);
}

/** The zone the person's days (and so their stored scores) are in; UTC when unknown, as findViewerContext reads it. */
async function zoneOf(userId: string, executor: Executor): Promise<string> {
  const [row] = await executor
    .select({ timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return zoneOrUtc(row?.timezone);
}

export interface StoredHealthScores {
  latest: LatestHealthScores;
  /** The stored 30-day history, oldest first ([] when none). */
  history30: HistoryPoint[];
  /** The person's zone: their stored scores are about their local days. */
  timeZone: string;
  /** Frozen when a quiet pause began (decision 079): shown as they are, never recalculated. */
  frozen?: true;
}

/** The person's own stored scores and history. */
export async function readOwnHealthScores(userId: string, executor: Executor = db()): Promise<StoredHealthScores> {
  const [latest, newest, timeZone] = await Promise.all([
    latestRecords(userId, executor),
    newestHistory(userId, executor),
    zoneOf(userId, executor),
  ]);
  const history30 = recentStoredHistory(newest, latest[30]?.calculatedAt ?? null, timeZone);
  return { latest, history30, timeZone };
}

/**
 * The partner's stored scores, as the viewer may see them: null unless the partner grants mood summaries (spec 1 §6;
 * the couple view's partner score is a summary of their moods and check-ins, as in load-dashboard). Taking a
 * PartnerAccess forces the caller through resolvePartnerAccess.
 */
export async function readPartnerHealthScores(
  access: PartnerAccess,
  executor: Executor = db(),
): Promise<StoredHealthScores | null> {
  if (!access.canSeeMoodSummaries) return null;
  // During the partner's quiet pause: their scores as they stood when it began (decision 079). A pause opened
  // before both scores were stored has none to show, and shows none (the score card as for someone not sharing).
  if (access.partnerPaused) {
    const frozen = await findFrozenHealthScores(access.partnerId, executor);
    return frozen?.latest[7] && frozen.latest[30] ? { ...frozen, frozen: true } : null;
  }
  return readOwnHealthScores(access.partnerId, executor);
}

/**
 * The person's stored points from `firstDay` on (a local day of theirs), oldest first: Relationship Insights' history.
 * A year of points comes as one JSON array in one row, which the driver decodes in a third of the CPU of a row per
 * day with its numeric columns (decision 067).
 */
export async function listHealthHistorySince(
  userId: string,
  firstDay: DayKey,
  executor: Executor = db(),
): Promise<HistoryPoint[]> {
  // In HistoryPoint's order, read back by position below.
  const cells = sql.join(
    Object.values(historyColumns).map((column) => sql`${column}`),
    sql`, `,
  );
  const result = await executor.execute(sql`
    select coalesce(json_agg(json_build_array(${cells}) order by ${healthScoreHistory.calculationDate}), '[]')::text
      as points
    from ${healthScoreHistory}
    where ${healthScoreHistory.userId} = ${userId} and ${healthScoreHistory.calculationDate} >= ${firstDay}`);
  const [row] = (result as unknown as { rows: { points: string }[] }).rows;
  type Cells = [DayKey, number, number, number, number, number, boolean];
  return (JSON.parse(row?.points ?? "[]") as Cells[]).map(
    ([
      calculationDate,
      healthScore,
      moodTrendScore,
      ritualCompletionScore,
      checkinFrequencyScore,
      partnerInteractionScore,
      isInterpolated,
    ]) => ({
      calculationDate,
      healthScore,
      moodTrendScore,
      ritualCompletionScore,
      checkinFrequencyScore,
      partnerInteractionScore,
      isInterpolated,
    }),
  );
}

/** The partner's stored points from `firstDay` on, under the same grant as readPartnerHealthScores; null without it. */
export async function listPartnerHealthHistorySince(
  access: PartnerAccess,
  firstDay: DayKey,
  executor: Executor = db(),
): Promise<HistoryPoint[] | null> {
  if (!access.canSeeMoodSummaries) return null;
  const points = await listHealthHistorySince(access.partnerId, firstDay, executor);
  // Days recalculated during the partner's quiet pause carry what they wrote in it: left out (decision 079).
  return points.filter((point) => !partnerDayTouchesPause(access, point.calculationDate));
}
