/**
 * Partner wellbeing insight engine (spec 2 §4.5): up to four insights about the partner's last 7 days, ranked by
 * severity weight (high 3, medium 2, low 1) × confidence; the card shows the first.
 *
 * Choices where the spec is silent (details in docs/engines/partner-wellbeing-and-recommendations.md):
 * - The window is rolling: from exactly 7 × 24 h before clock.now (inclusive) to clock.now (inclusive). Records
 *   outside it, including ones dated after now, are ignored, so callers may pass more than the window.
 * - `checkins` are the check-ins whose subject is the partner (spec 2 §7: partner_uid = the partner); the engine does
 *   not filter by author or subject, the data layer does.
 * - Ties in severity × confidence keep a fixed order: mood decline, stress, communication gap, positive opportunity.
 * - Each insight type appears at most once, so its id is stable: "wellbeing-<type>".
 * - Any thrown error inside (an invalid Date, keywords that are not a list, a non-finite score) yields [] as the spec
 *   asks; malformed input is rejected as a whole rather than half-analysed.
 */
import { partnerInSentence } from "./names";
import { MS_PER_DAY } from "./time";
import { mean } from "./stats";
import type { Clock, MoodRecord, PartnerCheckinRecord } from "./types";
import {
  disconnectedWords,
  moodDeclineWords,
  noCheckinsWords,
  positiveWords,
  stressWords,
  type InsightWords,
} from "./wellbeing-insights/copy";
import {
  WELLBEING_SEVERITY_WEIGHT,
  type RuleVerdict,
  type WellbeingInsight,
  type WellbeingInsightType,
} from "./wellbeing-insights/model";
import { analyzeMoodDecline, decideMoodDecline } from "./wellbeing-insights/mood-decline";
import { analyzeStress, decideStress } from "./wellbeing-insights/stress";

export * from "./wellbeing-insights/model";
export * from "./wellbeing-insights/mood-decline";
export * from "./wellbeing-insights/stress";
export {
  WELLBEING_EMPTY_TEXT,
  WELLBEING_DATA_POINTS_LABEL,
  WELLBEING_SEVERITY_LABEL,
  supportSuggestionsTitle,
  wellbeingCardTitle,
  wellbeingConfidenceText,
  wellbeingErrorText,
} from "./wellbeing-insights/copy";

const WELLBEING_WINDOW_DAYS = 7;

/** A check-in score below this is negative (connection scores run −3..3). */
const NEGATIVE_CHECKIN_BELOW = 0;
const COMMUNICATION_GAP_NO_CHECKINS_CONFIDENCE = 75;
const COMMUNICATION_GAP_MIN_NEGATIVE = 2;
const COMMUNICATION_GAP_DISCONNECTED_CONFIDENCE = 85;

/** A mood above this value is a bright moment. */
const POSITIVE_MOOD_ABOVE = 1;
export const POSITIVE_OPPORTUNITY_MIN_MOODS = 1;
export const POSITIVE_OPPORTUNITY_MIN_CHECKINS = 1;
/** Spec 2 §4.5 lists "connected", which is not a check-in feeling today; it is kept so a future feeling counts. */
export const POSITIVE_CHECKIN_FEELINGS: ReadonlySet<string> = new Set([
  "loved",
  "grateful",
  "appreciated",
  "connected",
  "supported",
]);
const POSITIVE_OPPORTUNITY_CONFIDENCE = 70;

/** Fixed order for ties, most pressing first. */
const TYPE_ORDER: readonly WellbeingInsightType[] = [
  "mood_decline",
  "stress_pattern",
  "communication_gap",
  "positive_opportunity",
];

export interface PartnerWellbeingInput {
  clock: Clock;
  /** The partner's display name: the words use its first name; an empty one reads "your partner". */
  partnerName: string;
  /** The partner's moods. */
  moods: readonly MoodRecord[];
  /** Check-ins whose subject is the partner. */
  checkins: readonly PartnerCheckinRecord[];
}

function assertInstant(value: unknown, what: string): asserts value is Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new TypeError(`${what} is not a valid Date`);
}

function assertFinite(value: unknown, what: string): asserts value is number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new TypeError(`${what} is not a finite number`);
}

function inWindow<T extends { at: Date }>(records: readonly T[], from: number, to: number, what: string): T[] {
  const kept: T[] = [];
  for (const record of records) {
    assertInstant(record.at, `${what} time`);
    const t = record.at.getTime();
    if (t >= from && t <= to) kept.push(record);
  }
  return kept;
}

function insight(type: WellbeingInsightType, verdict: RuleVerdict, words: InsightWords): WellbeingInsight {
  return { id: `wellbeing-${type}`, type, ...words, severity: verdict.severity, confidence: verdict.confidence };
}

function rank(insight: WellbeingInsight): number {
  return WELLBEING_SEVERITY_WEIGHT[insight.severity] * insight.confidence;
}

/** Highest severity weight × confidence first; ties in the fixed type order. */
function sortWellbeingInsights(insights: readonly WellbeingInsight[]): WellbeingInsight[] {
  return [...insights].sort((a, b) => rank(b) - rank(a) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
}

function communicationGap(name: string, checkins: readonly PartnerCheckinRecord[]): WellbeingInsight | null {
  if (checkins.length === 0) {
    return insight(
      "communication_gap",
      { severity: "medium", confidence: COMMUNICATION_GAP_NO_CHECKINS_CONFIDENCE },
      noCheckinsWords(name),
    );
  }
  const scores = checkins.map((c) => c.score);
  const negative = scores.filter((s) => s < NEGATIVE_CHECKIN_BELOW).length;
  if (negative < COMMUNICATION_GAP_MIN_NEGATIVE) return null;
  return insight(
    "communication_gap",
    { severity: "high", confidence: COMMUNICATION_GAP_DISCONNECTED_CONFIDENCE },
    disconnectedWords(name, negative, scores.length, mean(scores)),
  );
}

function positiveOpportunity(
  name: string,
  moods: readonly MoodRecord[],
  checkins: readonly PartnerCheckinRecord[],
): WellbeingInsight | null {
  const bright = moods.filter((m) => m.value > POSITIVE_MOOD_ABOVE);
  const warm = checkins.filter((c) => POSITIVE_CHECKIN_FEELINGS.has(c.feeling));
  if (bright.length < POSITIVE_OPPORTUNITY_MIN_MOODS && warm.length < POSITIVE_OPPORTUNITY_MIN_CHECKINS) return null;
  const best = bright.length > 0 ? Math.max(...bright.map((m) => m.value)) : null;
  const tags = [...new Set(warm.map((c) => c.feeling))].sort();
  return insight(
    "positive_opportunity",
    { severity: "low", confidence: POSITIVE_OPPORTUNITY_CONFIDENCE },
    positiveWords(name, bright.length, best, tags),
  );
}

function analyze(input: PartnerWellbeingInput): WellbeingInsight[] {
  assertInstant(input.clock.now, "clock.now");
  const now = input.clock.now.getTime();
  const from = now - WELLBEING_WINDOW_DAYS * MS_PER_DAY;
  const moods = inWindow(input.moods, from, now, "mood");
  const checkins = inWindow(input.checkins, from, now, "check-in");
  for (const mood of moods) {
    assertFinite(mood.value, "mood value");
    if (!Array.isArray(mood.keywords)) throw new TypeError("mood keywords must be an array");
  }
  for (const checkin of checkins) assertFinite(checkin.score, "check-in score");
  const name = partnerInSentence(input.partnerName);

  const insights: WellbeingInsight[] = [];
  const decline = analyzeMoodDecline(moods);
  const declineVerdict = decline && decideMoodDecline(decline);
  if (decline && declineVerdict) {
    insights.push(insight("mood_decline", declineVerdict, moodDeclineWords(name, decline, declineVerdict.severity)));
  }
  const stress = analyzeStress(moods, input.clock.now);
  const stressVerdict = decideStress(stress);
  if (stressVerdict) insights.push(insight("stress_pattern", stressVerdict, stressWords(name, stress)));
  const gap = communicationGap(name, checkins);
  if (gap) insights.push(gap);
  const positive = positiveOpportunity(name, moods, checkins);
  if (positive) insights.push(positive);
  return sortWellbeingInsights(insights);
}

/** Spec 2 §4.5. Never throws: a failure in the analysis returns []. */
export function analyzePartnerWellbeing(input: PartnerWellbeingInput): WellbeingInsight[] {
  try {
    return analyze(input);
  } catch {
    return [];
  }
}
