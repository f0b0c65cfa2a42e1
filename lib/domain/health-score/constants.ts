/**
 * Every number and label of the Relationship Health Score in one place. The weights, thresholds and UI labels marked
 * "spec" are spec 2 §4.2 / §9 verbatim; the ones marked "ours" are the component formulas' design constants (the spec
 * gives the weights but not how a component is computed), explained in docs/health-score.md.
 */

/** Timeframes the score is computed over (spec §4.2, §9). */
export const HEALTH_TIMEFRAMES = [7, 30] as const;
export type HealthTimeframe = (typeof HEALTH_TIMEFRAMES)[number];

/**
 * The local days of records one recalculation reads (ours): the 30-day history's oldest point is a 7-day score, so it
 * reaches 36 local days back; one more day covers "the start of 8 days ago" and zone changes at the edges.
 */
export const HEALTH_SCORE_WINDOW_DAYS = 37;

/** Scores are stored as numeric(5,2). */
export const SCORE_DECIMALS = 2;
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

export const COMPONENT_KEYS = ["partnerInteraction", "moodTrend", "checkinFrequency", "ritualCompletion"] as const;
export type ComponentKey = (typeof COMPONENT_KEYS)[number];
export type ComponentWeights = Readonly<Record<ComponentKey, number>>;

/** Ours: the names shown in the comparison and in 'Areas to Focus On Together'. */
export const COMPONENT_NAMES: Readonly<Record<ComponentKey, string>> = {
  partnerInteraction: "Partner Connection",
  moodTrend: "Mood Trend",
  checkinFrequency: "Check-in Frequency",
  ritualCompletion: "Ritual Completion",
};

// ---- Building phase (spec) ----

/** The building phase ends once there are at least this many data days in the window. */
export const BUILDING_PHASE_MIN_DATA_DAYS = 4;
export const BUILDING_PHASE_WEIGHTS: ComponentWeights = {
  partnerInteraction: 0.6,
  moodTrend: 0.4,
  checkinFrequency: 0,
  ritualCompletion: 0,
};
export const ESTABLISHED_WEIGHTS: ComponentWeights = {
  partnerInteraction: 0.6,
  moodTrend: 0.2,
  checkinFrequency: 0.1,
  ritualCompletion: 0.1,
};

// ---- Partner interaction (ours) ----

/** Check-ins and moods use the −3..3 scale (spec §5). */
export const SCALE_MIN = -3;
export const SCALE_MAX = 3;
/** Share of the component taken by the mean connection level; the rest is the positive:negative ratio. */
export const INTERACTION_LEVEL_WEIGHT = 0.5;
export const INTERACTION_RATIO_WEIGHT = 0.5;
/** Gottman's healthy positive:negative ratio: reaching it earns the full ratio score. */
export const GOTTMAN_TARGET_RATIO = 5;
/** Neutral value when a component has no evidence either way. */
export const NEUTRAL_SCORE = 50;
/** The tone of each partner feeling lives with the vocabulary; re-exported here for the formulas that use it. */
export { NEGATIVE_PARTNER_FEELINGS, POSITIVE_PARTNER_FEELINGS } from "../emotions";

// ---- Mood trend (ours) ----

export const MOOD_LEVEL_WEIGHT = 0.75;
export const MOOD_DIRECTION_WEIGHT = 0.25;
/** A fitted change of this many mood points per week moves the direction score to 0 or 100. */
export const MOOD_DIRECTION_FULL_SCALE_PER_WEEK = 2;
export const DAYS_PER_WEEK = 7;

// ---- Check-in frequency (ours) ----

export const FREQUENCY_COVERAGE_WEIGHT = 0.7;
export const FREQUENCY_REGULARITY_WEIGHT = 0.3;
/**
 * Ours (issue #37): a day with an answer to the question for two but no partner check-in counts half a check-in day
 * in check-in frequency's coverage, and ends a run of days without connection activity.
 */
export const QUESTION_DAY_WEIGHT = 0.5;

// ---- Emotion sentiment bonus (ours; tone thresholds are spec) ----

/** An AFINN note score is clamped to one word's range, so one effusive note cannot dominate. */
export const NOTE_SENTIMENT_CAP = 5;
/** Bonus = multiplier × mean clamped note score, hence within ±SENTIMENT_BONUS_MAX. */
export const SENTIMENT_BONUS_MULTIPLIER = 2;
export const SENTIMENT_BONUS_MAX = NOTE_SENTIMENT_CAP * SENTIMENT_BONUS_MULTIPLIER;
/** Spec §4.2: above 5 positive tone, below −5 challenging, otherwise balanced; 0 shows nothing. */
export const SENTIMENT_POSITIVE_THRESHOLD = 5;
export const SENTIMENT_CHALLENGING_THRESHOLD = -5;
export type SentimentTone = "positive" | "challenging" | "balanced";
/** The spec names the tones ("positive tone", "challenging", "balanced"); the capitalisation is ours. */
export const SENTIMENT_TONE_LABELS: Readonly<Record<SentimentTone, string>> = {
  positive: "Positive tone",
  challenging: "Challenging",
  balanced: "Balanced",
};

// ---- Bands (spec) ----

export const BAND_EXCELLENT_MIN = 80;
export const BAND_GOOD_MIN = 60;
export const BAND_FAIR_MIN = 40;
export const BAND_LABELS = {
  excellent: "Excellent",
  good: "Good",
  fair: "Fair",
  needsAttention: "Needs Attention",
} as const;
export type BandLabel = (typeof BAND_LABELS)[keyof typeof BAND_LABELS];
export const COLOUR_GREEN_MIN = 80;
export const COLOUR_YELLOW_MIN = 60;
export type BandColour = "green" | "yellow" | "red";

// ---- Couple view (spec) ----

export const IMBALANCE_HIGH_ABOVE = 30;
export const IMBALANCE_MEDIUM_ABOVE = 15;
export type ImbalanceLevel = "high" | "medium" | "low";
export const IMBALANCE_LABELS: Readonly<Record<ImbalanceLevel, string>> = {
  high: "Significant perception gap",
  medium: "Some differences in perception",
  low: "Well-aligned perceptions",
};
export const COMPARISON_SIMILAR_BELOW = 5;
export const COMPARISON_SOME_BELOW = 15;
export const COMPARISON_LABELS = {
  similar: "Similar",
  some: "Some difference",
  significant: "Significant difference",
} as const;
export type ComparisonLabel = (typeof COMPARISON_LABELS)[keyof typeof COMPARISON_LABELS];
export const AREAS_TO_FOCUS_TITLE = "Areas to Focus On Together";
export const COUPLE_VIEW_TITLE = "Relationship Health";
export const INDIVIDUAL_VIEW_TITLE = "Individual Health";

// ---- History and notices ----

/** Ours: each history point is the score of the 7 local days ending on its date. */
export const HISTORY_POINT_WINDOW_DAYS = 7;
export const HISTORY_RANGES = [7, 30] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
/**
 * Ours (issue #14): the stored history keeps a year of points for Relationship Insights' 90- and 365-day views; a
 * recalculation reads that year plus the 6 days its oldest 7-day point reaches back, and one for the zone's edges.
 */
export const KEPT_HISTORY_DAYS = 365;
export const KEPT_HISTORY_WINDOW_DAYS = KEPT_HISTORY_DAYS + HISTORY_POINT_WINDOW_DAYS;
/** Spec: over 50% estimated points shows 'Limited Real Data'. */
export const LIMITED_REAL_DATA_SHARE = 0.5;
export const LIMITED_REAL_DATA_TITLE = "Limited Real Data";
/** Spec: the recent trend shows only when the last two real points differ by 2 or more. */
export const RECENT_TREND_MIN_CHANGE = 2;
