/**
 * Stress pattern (spec 2 §4.5) over the partner's moods of the last 7 days.
 *
 * Choices where the spec is silent (also in docs/engines/partner-wellbeing-and-recommendations.md):
 * - Words come from the mood's keywords and from its notes, matched as whole words, case-insensitively, exactly as
 *   the spec lists them ("stressful" and "business" do not match "stressed" and "busy").
 * - A note word preceded, within the same clause, by a negation in the 2 words before it ("not stressed", "no longer
 *   anxious") does not count: a note saying the stress has lifted must not raise a stress alert. Keywords are chosen
 *   tags, so they are never negated.
 * - An entry's weight is the HIGHEST weight it matches, not the sum: one mood log is one moment, and summing would let
 *   a long note outweigh a short one and push weights past the 0–3 scale the score thresholds (1.5 / 2 / 2.5) use.
 * - Score = recency-weighted mean of the stress events' weights: Σ(weight × recency) / Σ recency, so it stays on the
 *   1–3 scale of the weights, and recent events count up to 10× more than week-old ones. 0 when there are no events.
 * - Days = elapsed fractional days between the mood and now (a DST hour does not matter for a weight).
 * - Trend counts events: "recent" = at most 3 days old (3.0 included), "older" = the rest of the window.
 * - Negative mood correlation: the stress events' mean mood is below the mean of the other entries in the window, or
 *   below 0 when every entry is a stress event.
 * - Share = stress events ÷ all moods in the window; "entries" in the confidence is that same count of moods.
 * - Recent-stress bonus: the newest stress event is at most 2 days old (2.0 included).
 */
import { elapsedDays } from "../time";
import { mean, topCounts } from "../stats";
import type { MoodRecord } from "../types";
import { WELLBEING_CONFIDENCE_CAP, settle, type RuleVerdict } from "./model";
import { NEGATIVE_MOOD_BELOW } from "./mood-decline";

export const STRESS_KEYWORD_WEIGHTS: Readonly<Record<string, 1 | 2 | 3>> = {
  overwhelmed: 3,
  anxious: 3,
  stressed: 3,
  panic: 3,
  crisis: 3,
  frustrated: 2,
  exhausted: 2,
  worried: 2,
  tense: 2,
  tired: 1,
  busy: 1,
  rushed: 1,
};

// A Map, not `word in object`: a note containing "constructor" must not match Object.prototype.
const WEIGHT_OF: ReadonlyMap<string, number> = new Map(Object.entries(STRESS_KEYWORD_WEIGHTS));

/** Recency weight = max(STRESS_RECENCY_FLOOR, 1 − days / STRESS_RECENCY_SPAN_DAYS). */
const STRESS_RECENCY_FLOOR = 0.1;
const STRESS_RECENCY_SPAN_DAYS = 7;
/** A stress word on a non-negative mood still counts when its weight is at least this. */
const STRESS_EVENT_MIN_WEIGHT_ANY_MOOD = 2;
/** Events at most this many days old are "recent" for the trend. */
const STRESS_RECENT_DAYS = 3;
const STRESS_TREND_RATIO = 1.5;
export const STRESS_MIN_EVENTS = 2;
export const STRESS_MIN_SHARE = 0.3;
/** A decreasing pattern is dropped when its score is below this. */
export const STRESS_DECREASING_MIN_SCORE = 1.5;
/** Without an increasing trend, the score must reach this (and moods must correlate negatively). */
export const STRESS_STABLE_MIN_SCORE = 2;
export const STRESS_HIGH_MIN_SCORE = 2.5;
export const STRESS_HIGH_MIN_SHARE = 0.5;
export const STRESS_MEDIUM_MIN_SCORE = 2;
export const STRESS_MEDIUM_MIN_SHARE = 0.4;
const STRESS_MEDIUM_INCREASING_MIN_SCORE = 1.5;
export const STRESS_CONFIDENCE_BASE = 50;
export const STRESS_CONFIDENCE_PER_ENTRY = 3;
export const STRESS_CONFIDENCE_ENTRIES_MAX = 20;
export const STRESS_CONFIDENCE_NEGATIVE_CORRELATION = 15;
export const STRESS_CONFIDENCE_INCREASING = 10;
export const STRESS_CONFIDENCE_RECENT_EVENT = 10;
export const STRESS_RECENT_EVENT_DAYS = 2;

/** Words that cancel a stress word shortly after them in a note. */
const NOTE_NEGATIONS: ReadonlySet<string> = new Set([
  "not",
  "no",
  "never",
  "without",
  "hardly",
  "nor",
  "isn't",
  "wasn't",
  "aren't",
  "weren't",
  "don't",
  "didn't",
  "doesn't",
  "isnt",
  "wasnt",
  "dont",
  "didnt",
]);
const NEGATION_LOOKBACK_WORDS = 2;

export type StressTrend = "increasing" | "decreasing" | "stable";

export interface StressAnalysis {
  entries: number;
  events: number;
  share: number;
  score: number;
  trend: StressTrend;
  recentEvents: number;
  olderEvents: number;
  negativeCorrelation: boolean;
  /** Elapsed days since the newest stress event; null without events. */
  lastEventDaysAgo: number | null;
  /** Stress words of the events, most frequent first (ties alphabetical), at most 3. */
  terms: string[];
}

export function recencyWeight(daysAgo: number): number {
  return Math.max(STRESS_RECENCY_FLOOR, 1 - daysAgo / STRESS_RECENCY_SPAN_DAYS);
}

function words(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w.length > 0);
}

/** The stress words of one mood (keywords and non-negated note words), each once. */
export function stressTerms(mood: Pick<MoodRecord, "keywords" | "notes">): string[] {
  if (!Array.isArray(mood.keywords)) throw new TypeError("mood keywords must be an array");
  const found = new Set<string>();
  for (const keyword of mood.keywords) {
    for (const word of words(String(keyword).toLowerCase())) if (WEIGHT_OF.has(word)) found.add(word);
  }
  if (mood.notes) {
    const clauses = mood.notes
      .toLowerCase()
      .replace(/[‘’]/g, "'")
      .split(/[.,;:!?\n]+|\bbut\b/);
    for (const clause of clauses) {
      const tokens = words(clause);
      tokens.forEach((word, i) => {
        if (!WEIGHT_OF.has(word)) return;
        const before = tokens.slice(Math.max(0, i - NEGATION_LOOKBACK_WORDS), i);
        if (!before.some((w) => NOTE_NEGATIONS.has(w))) found.add(word);
      });
    }
  }
  return [...found];
}

function highestWeight(terms: readonly string[]): number {
  let weight = 0;
  for (const term of terms) weight = Math.max(weight, WEIGHT_OF.get(term) ?? 0);
  return weight;
}

/** The highest weight among a mood's stress words; 0 when it has none. */
export function stressWeight(mood: Pick<MoodRecord, "keywords" | "notes">): number {
  return highestWeight(stressTerms(mood));
}

export function isStressEvent(weight: number, moodValue: number): boolean {
  return weight > 0 && (moodValue < NEGATIVE_MOOD_BELOW || weight >= STRESS_EVENT_MIN_WEIGHT_ANY_MOOD);
}

export function stressTrend(recentEvents: number, olderEvents: number): StressTrend {
  if (recentEvents > STRESS_TREND_RATIO * olderEvents) return "increasing";
  if (olderEvents > STRESS_TREND_RATIO * recentEvents) return "decreasing";
  return "stable";
}

/** `moods` must already be the window's moods (none after `now`). */
export function analyzeStress(moods: readonly MoodRecord[], now: Date): StressAnalysis {
  let weightedSum = 0;
  let recencySum = 0;
  let recentEvents = 0;
  let olderEvents = 0;
  let lastEventDaysAgo: number | null = null;
  const eventMoods: number[] = [];
  const otherMoods: number[] = [];
  const eventTerms: string[] = [];
  for (const mood of moods) {
    const terms = stressTerms(mood);
    const weight = highestWeight(terms);
    if (!isStressEvent(weight, mood.value)) {
      otherMoods.push(mood.value);
      continue;
    }
    const days = elapsedDays(mood.at, now);
    const recency = recencyWeight(days);
    weightedSum += weight * recency;
    recencySum += recency;
    if (days <= STRESS_RECENT_DAYS) recentEvents++;
    else olderEvents++;
    lastEventDaysAgo = lastEventDaysAgo === null ? days : Math.min(lastEventDaysAgo, days);
    eventMoods.push(mood.value);
    eventTerms.push(...terms);
  }
  const events = eventMoods.length;
  const eventMean = mean(eventMoods);
  const negativeCorrelation =
    events > 0 && settle(eventMean) < (otherMoods.length > 0 ? settle(mean(otherMoods)) : NEGATIVE_MOOD_BELOW);
  return {
    entries: moods.length,
    events,
    share: moods.length > 0 ? settle(events / moods.length) : 0,
    // Settled so the reported score does not depend on the order the sums were taken in.
    score: recencySum > 0 ? settle(weightedSum / recencySum) : 0,
    trend: stressTrend(recentEvents, olderEvents),
    recentEvents,
    olderEvents,
    negativeCorrelation,
    lastEventDaysAgo,
    terms: topCounts([...eventTerms].sort(), 3).map((t) => t.value),
  };
}

export type StressRejection = "too_few_events" | "low_share" | "decreasing_and_mild" | "no_pattern";

/**
 * Why no stress insight is created, checked in the spec's order; null when one is. "decreasing_and_mild" can never
 * change the outcome on its own (a decreasing trend is not increasing, so the last rule already needs score ≥ 2), but
 * it is kept as written and reported first.
 */
export function stressRejection(a: StressAnalysis): StressRejection | null {
  const score = settle(a.score);
  if (a.events < STRESS_MIN_EVENTS) return "too_few_events";
  if (settle(a.share) < STRESS_MIN_SHARE) return "low_share";
  if (a.trend === "decreasing" && score < STRESS_DECREASING_MIN_SCORE) return "decreasing_and_mild";
  if (a.trend !== "increasing" && !(score >= STRESS_STABLE_MIN_SCORE && a.negativeCorrelation)) return "no_pattern";
  return null;
}

/** The §4.5 creation, severity and confidence rules; null when no stress insight is created. */
export function decideStress(a: StressAnalysis): RuleVerdict | null {
  if (stressRejection(a) !== null) return null;
  const score = settle(a.score);
  const share = settle(a.share);
  const increasing = a.trend === "increasing";
  const severity =
    score >= STRESS_HIGH_MIN_SCORE && share >= STRESS_HIGH_MIN_SHARE
      ? "high"
      : (score >= STRESS_MEDIUM_MIN_SCORE && share >= STRESS_MEDIUM_MIN_SHARE) ||
          (increasing && score >= STRESS_MEDIUM_INCREASING_MIN_SCORE)
        ? "medium"
        : "low";
  const confidence =
    STRESS_CONFIDENCE_BASE +
    Math.min(STRESS_CONFIDENCE_ENTRIES_MAX, STRESS_CONFIDENCE_PER_ENTRY * a.entries) +
    (a.negativeCorrelation ? STRESS_CONFIDENCE_NEGATIVE_CORRELATION : 0) +
    (increasing ? STRESS_CONFIDENCE_INCREASING : 0) +
    (a.lastEventDaysAgo !== null && a.lastEventDaysAgo <= STRESS_RECENT_EVENT_DAYS
      ? STRESS_CONFIDENCE_RECENT_EVENT
      : 0);
  return { severity, confidence: Math.min(WELLBEING_CONFIDENCE_CAP, confidence) };
}
