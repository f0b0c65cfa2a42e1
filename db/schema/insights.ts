import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, id, instant, ownerId, updatedAt } from "./_columns";

/** Scores are 0..100 with two decimals: exact, so a recomputation compares equal to what was stored. */
const score = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "number" });

/**
 * "When your partner logs these mood tags, you tend to feel X" (spec 2 §4.8). Computed by the insight engine;
 * partner_mood_tags is kept sorted by the writer so the unique key treats {a,b} and {b,a} as the same pattern.
 */
export const emotionalCorrelationInsights = pgTable(
  "emotional_correlation_insights",
  {
    id: id(),
    userId: ownerId(),
    partnerMoodTags: text("partner_mood_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A check-in feeling; text rather than an enum because either check-in kind can feed the engine. */
    checkinFeeling: text("checkin_feeling").notNull(),
    matchCount: integer("match_count").notNull().default(0),
    lastOccurrence: instant("last_occurrence").notNull(),
    /** Cards are dismissible; a dismissed pattern stays recorded so it is not re-created and shown again. */
    dismissedAt: instant("dismissed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("emotional_correlation_insights_pattern_unique").on(t.userId, t.checkinFeeling, t.partnerMoodTags),
    index("emotional_correlation_insights_user_count_idx").on(t.userId, t.matchCount),
    check("emotional_correlation_insights_match_count", sql`${t.matchCount} >= 0`),
    check("emotional_correlation_insights_feeling_length", sql`char_length(${t.checkinFeeling}) between 1 and 50`),
  ],
);

/** One calculation of the Relationship Health Score for a 7- or 30-day window (spec 2 §4.2). */
export const healthScoreRecords = pgTable(
  "health_score_records",
  {
    id: id(),
    userId: ownerId(),
    timeframeDays: smallint("timeframe_days").notNull(),
    finalScore: score("final_score").notNull(),
    partnerInteractionScore: score("partner_interaction_score").notNull(),
    moodTrendScore: score("mood_trend_score").notNull(),
    checkinFrequencyScore: score("checkin_frequency_score").notNull(),
    ritualCompletionScore: score("ritual_completion_score").notNull(),
    /** Signed: positive tone above 5, challenging below -5 (spec 2 §4.2). */
    emotionSentimentBonus: numeric("emotion_sentiment_bonus", { precision: 5, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    isBuildingPhase: boolean("is_building_phase").notNull(),
    dataDays: integer("data_days").notNull(),
    calculatedAt: instant("calculated_at").notNull().defaultNow(),
  },
  (t) => [
    index("health_score_records_user_idx").on(t.userId, t.timeframeDays, t.calculatedAt),
    check("health_score_records_timeframe", sql`${t.timeframeDays} in (7, 30)`),
    check("health_score_records_final_range", sql`${t.finalScore} between 0 and 100`),
    check("health_score_records_partner_range", sql`${t.partnerInteractionScore} between 0 and 100`),
    check("health_score_records_mood_range", sql`${t.moodTrendScore} between 0 and 100`),
    check("health_score_records_checkin_range", sql`${t.checkinFrequencyScore} between 0 and 100`),
    check("health_score_records_ritual_range", sql`${t.ritualCompletionScore} between 0 and 100`),
    check("health_score_records_bonus_range", sql`${t.emotionSentimentBonus} between -100 and 100`),
    check("health_score_records_data_days", sql`${t.dataDays} >= 0`),
  ],
);

/** One point per user and calendar day of the trend graph; interpolated points fill gaps and are flagged. */
export const healthScoreHistory = pgTable(
  "health_score_history",
  {
    userId: ownerId(),
    calculationDate: date("calculation_date").notNull(),
    healthScore: score("health_score").notNull(),
    moodTrendScore: score("mood_trend_score").notNull(),
    ritualCompletionScore: score("ritual_completion_score").notNull(),
    checkinFrequencyScore: score("checkin_frequency_score").notNull(),
    partnerInteractionScore: score("partner_interaction_score").notNull(),
    isInterpolated: boolean("is_interpolated").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "health_score_history_pk", columns: [t.userId, t.calculationDate] }),
    check("health_score_history_health_range", sql`${t.healthScore} between 0 and 100`),
    check("health_score_history_mood_range", sql`${t.moodTrendScore} between 0 and 100`),
    check("health_score_history_ritual_range", sql`${t.ritualCompletionScore} between 0 and 100`),
    check("health_score_history_checkin_range", sql`${t.checkinFrequencyScore} between 0 and 100`),
    check("health_score_history_partner_range", sql`${t.partnerInteractionScore} between 0 and 100`),
  ],
);

export const recommendationStatus = pgEnum("recommendation_status", ["dismissed", "completed"]);

/**
 * Recommendations are computed on each request (spec 2 §4.6); only what the user did with one is stored, keyed by
 * a stable key the engine derives (e.g. "self_care:low_mood"). updated_at feeds the 7-day completion rate.
 */
export const recommendationState = pgTable(
  "recommendation_state",
  {
    userId: ownerId(),
    recommendationKey: text("recommendation_key").notNull(),
    status: recommendationStatus("status").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "recommendation_state_pk", columns: [t.userId, t.recommendationKey] }),
    check("recommendation_state_key_length", sql`char_length(${t.recommendationKey}) between 1 and 100`),
  ],
);
