/**
 * One person's Relationship Health Score (spec 2 §4.2) from their own data: their moods, the partner check-ins they
 * wrote (their perception of the connection) and their rituals. Only records in the window of `timeframeDays` whole
 * local days ending today count; the caller may pass more.
 *
 * The final score is clamp(Σ weight × component + bonus, 0, 100), summed from the components as rounded and stored,
 * so a stored record can be re-derived from its own fields.
 */
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "../types";
import { localDayWindow } from "../time";
import { clamp, roundTo } from "../stats";
import { bucketByDay, type DayBucket } from "./buckets";
import { checkinFrequency, dataDays, moodTrend, partnerInteraction, ritualCompletion } from "./components";
import {
  BUILDING_PHASE_MIN_DATA_DAYS,
  BUILDING_PHASE_WEIGHTS,
  ESTABLISHED_WEIGHTS,
  SCORE_DECIMALS,
  SCORE_MAX,
  SCORE_MIN,
  type ComponentWeights,
  type HealthTimeframe,
} from "./constants";
import { sentimentBonus } from "./sentiment";

export interface HealthScoreComponents {
  partnerInteractionScore: number;
  moodTrendScore: number;
  checkinFrequencyScore: number;
  ritualCompletionScore: number;
}

export interface HealthScore extends HealthScoreComponents {
  finalScore: number;
  /** Signed, within ±SENTIMENT_BONUS_MAX. */
  emotionSentimentBonus: number;
  isBuildingPhase: boolean;
  dataDays: number;
  timeframeDays: number;
}

export interface HealthScoreInput {
  clock: Clock;
  timeframeDays: HealthTimeframe;
  moods: readonly MoodRecord[];
  checkins: readonly PartnerCheckinRecord[];
  rituals: readonly RitualRecord[];
  /** When the person answered a question for two shared with their partner (issue #37); none when absent. */
  questionAnswers?: readonly Date[];
}

function weightsFor(isBuildingPhase: boolean): ComponentWeights {
  return isBuildingPhase ? BUILDING_PHASE_WEIGHTS : ESTABLISHED_WEIGHTS;
}

const round = (value: number) => roundTo(value, SCORE_DECIMALS);

/** The score of a window of day buckets (oldest first). Shared by the live score and every history point. */
export function scoreFromBuckets(window: readonly DayBucket[], pendingLastDay: boolean): HealthScore {
  const days = dataDays(window);
  const isBuildingPhase = days < BUILDING_PHASE_MIN_DATA_DAYS;
  const components: HealthScoreComponents = {
    partnerInteractionScore: round(partnerInteraction(window)),
    moodTrendScore: round(moodTrend(window)),
    checkinFrequencyScore: round(checkinFrequency(window, pendingLastDay)),
    ritualCompletionScore: round(ritualCompletion(window, pendingLastDay)),
  };
  let noteCount = 0;
  let noteScoreSum = 0;
  for (const b of window) {
    noteCount += b.noteCount;
    noteScoreSum += b.noteScoreSum;
  }
  const bonus = sentimentBonus(noteScoreSum, noteCount);
  const w = weightsFor(isBuildingPhase);
  const weighted =
    w.partnerInteraction * components.partnerInteractionScore +
    w.moodTrend * components.moodTrendScore +
    w.checkinFrequency * components.checkinFrequencyScore +
    w.ritualCompletion * components.ritualCompletionScore;
  return {
    finalScore: round(clamp(weighted + bonus, SCORE_MIN, SCORE_MAX)),
    ...components,
    emotionSentimentBonus: bonus,
    isBuildingPhase,
    dataDays: days,
    timeframeDays: window.length,
  };
}

export function computeHealthScore(input: HealthScoreInput): HealthScore {
  const { clock, timeframeDays } = input;
  const { days } = localDayWindow(clock.now, clock.timeZone, timeframeDays);
  const buckets = bucketByDay(days, clock.timeZone, input.moods, input.checkins, input.rituals, input.questionAnswers);
  return scoreFromBuckets(buckets, true);
}
