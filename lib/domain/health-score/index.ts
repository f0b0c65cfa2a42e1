/** Relationship Health Score (spec 2 §4.2): public API. Formulas and worked examples: docs/health-score.md. */
export * from "./constants";
export { scoreBand, type ScoreBand } from "./bands";
export {
  checkinFrequency,
  dailyMoodSlope,
  gottmanRatioScore,
  interactionScore,
  moodDirectionScore,
  moodTrend,
  partnerInteraction,
  ritualCompletion,
  scaleToScore,
  type InteractionStats,
} from "./components";
export { bucketByDay, type DayBucket } from "./buckets";
export {
  compareComponents,
  comparisonLabel,
  computeCoupleScore,
  imbalanceFor,
  type ComponentComparison,
  type CoupleScore,
  type CoupleScoreInput,
  type Imbalance,
} from "./couple";
export {
  computeScoreHistory,
  fromFirstRealDay,
  historyFromBuckets,
  keptHistory,
  type HistoryPoint,
  type ScoreHistoryInput,
} from "./history";
export { computeHealthOverview, type HealthOverview, type HealthOverviewInput } from "./overview";
export { componentsWithoutData } from "./component-data";
export { healthViewOf, SCORE_MIN_DATA_DAYS, scoreReadiness, type ScoreReadiness } from "./readiness";
export {
  dataQualityNotice,
  estimatedNoteMessage,
  LIMITED_REAL_DATA_MESSAGE,
  recentTrend,
  type DataQuality,
  type DataQualityNotice,
  type RecentTrend,
} from "./notices";
export {
  computeHealthScore,
  scoreFromBuckets,
  weightsFor,
  type HealthScore,
  type HealthScoreComponents,
  type HealthScoreInput,
} from "./score";
export { noteSentiment, sentimentBonus, sentimentTone, sentimentToneLabel } from "./sentiment";
export { historyTail, isCalculatedToday, overviewFromStored, recentStoredHistory, type StoredHealth } from "./stored";
// The words, axis and timeframe of the health card and trend graph (client code imports these files directly).
export * from "./copy";
export * from "./trend-axis";
export * from "./timeframe";
