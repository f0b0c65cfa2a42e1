/** Relationship Health Score (spec 2 §4.2): public API. Formulas and worked examples: docs/health-score.md. */
export * from "./constants";
export { scoreBand } from "./bands";
export { computeCoupleScore, imbalanceFor, type ComponentComparison, type CoupleScore } from "./couple";
export { fromFirstRealDay, keptHistory, type HistoryPoint } from "./history";
export { computeHealthOverview, type HealthOverview } from "./overview";
export { componentsWithoutData } from "./component-data";
export { healthViewOf, scoreReadiness, type ScoreReadiness } from "./readiness";
export {
  dataQualityNotice,
  estimatedNoteMessage,
  LIMITED_REAL_DATA_MESSAGE,
  type DataQuality,
  type RecentTrend,
} from "./notices";
export { computeHealthScore, type HealthScore } from "./score";
export { sentimentTone, sentimentToneLabel } from "./sentiment";
export { isCalculatedToday, overviewFromStored, recentStoredHistory } from "./stored";
// The words, axis and timeframe of the health card and trend graph (client code imports these files directly).
export * from "./copy";
export * from "./trend-axis";
export * from "./timeframe";
