/**
 * Personalised recommendations (spec 2 §4.6): six rules, at most 3 results, by priority then confidence; then, for
 * anyone with activity, next steps (recommendations-next-steps.ts) fill the card up to 3 (issue #32).
 *
 * Choices where the spec is silent (details in docs/engines/partner-wellbeing-and-recommendations.md):
 * - Mood rules read the user's moods of the last 14 local days (today and the 13 before it, in the user's zone, up
 *   to now): two weeks is long enough for a pattern and short enough to reflect how things are now; spec 2 §7 reads
 *   14 days of moods for the same kind of card.
 * - The average and volatility rules need at least 3 moods: one hard day is not a low average.
 * - Volatility = population standard deviation of those mood values.
 * - "Last 7 days" (check-ins, ritual completion) = today and the 6 local days before it, up to now, like the
 *   7-day charts of the dashboard.
 * - Completion rate = share (0..1) of the user's non-deleted rituals completed at least once in the last 7 days;
 *   null without rituals, and the completion rule is skipped then (the "create rituals" rule applies instead).
 * - Best time: buckets by the user's local hour (morning < 12, afternoon < 17, evening otherwise; night hours fall in
 *   "morning" as the spec's rule says). A bucket counts with at least 3 moods; at least 2 buckets must count. The
 *   timing recommendation (priority low) also needs the best bucket to beat the next by at least 0.5, so a tiny
 *   difference is not sold as a pattern; stats.bestTime is reported either way.
 * - A user with no data at all (no mood in the window, no ritual, no check-in in 7 days) gets no recommendations,
 *   so the card shows its "Keep using the app…" text instead of generic advice. Anyone else gets exactly 3: the
 *   spec rules first, then the day's next steps (issue #32: an engaged person matched no rule and got nothing).
 * - Ties in priority and confidence keep the rule order below, which is also each recommendation's stable id.
 * - The card's completion rate (spec 2 §3 "share completed in the last 7 days", decision 029) is a different number
 *   from stats.completionRate (the rituals'): it is recommendationCompletionRate, at the end of this file.
 */
import {
  NEXT_STEP_RULES,
  nextSteps,
  type CompletedProgramStep,
  type NextStepGoal,
  type NextStepRule,
} from "./recommendations-next-steps";
import { localDayWindow, localHour } from "./time";
import { mean, roundTo, standardDeviation } from "./stats";
import type { Clock, MoodRecord, PartnerCheckinRecord, RitualRecord } from "./types";

export type RecommendationType = "self_care" | "ritual" | "timing" | "connection";
export type RecommendationPriority = "high" | "medium" | "low";

export interface Recommendation {
  id: string;
  type: RecommendationType;
  title: string;
  description: string;
  reason: string;
  /** Percent. */
  confidence: number;
  priority: RecommendationPriority;
  actionable: boolean;
  /** Where "Take Action" goes. */
  route: string;
}

export type TimeOfDay = "morning" | "afternoon" | "evening";

export interface BestTime {
  bucket: TimeOfDay;
  /** Rounded to 2 decimals. */
  averageMood: number;
  count: number;
}

export interface RecommendationStats {
  bestTime: BestTime | null;
  /** 0..1; null when the user has no rituals. */
  completionRate: number | null;
}

export const RECOMMENDATIONS_CARD_TITLE = "Personalized Recommendations";
export const RECOMMENDATIONS_EMPTY_TEXT = "Keep using the app to receive personalized recommendations.";
export const RECOMMENDATION_ACTION_LABEL = "Take Action";
/** OURS (the spec shows an icon per type only): the type in words, for screen readers beside the icon. */
export const RECOMMENDATION_TYPE_LABEL: Readonly<Record<RecommendationType, string>> = {
  self_care: "Self-care",
  ritual: "Ritual",
  timing: "Timing",
  connection: "Connection",
};
/** OURS: the priority badge's words, so priority is never told by colour alone. */
export const RECOMMENDATION_PRIORITY_LABEL: Readonly<Record<RecommendationPriority, string>> = {
  high: "High priority",
  medium: "Medium priority",
  low: "Low priority",
};

/** OURS: "85% confidence". */
export function recommendationConfidenceText(confidence: number): string {
  return `${Math.round(confidence)}% confidence`;
}

const MAX_RECOMMENDATIONS = 3;
/** Anyone with activity gets at least this many (issue #32): the spec rules, then next steps. */
export const MIN_RECOMMENDATIONS = MAX_RECOMMENDATIONS;
export const RECOMMENDATION_MOOD_WINDOW_DAYS = 14;
export const RECOMMENDATION_RECENT_WINDOW_DAYS = 7;
export const MIN_MOODS_FOR_MOOD_RULES = 3;
export const LOW_MOOD_AVERAGE_BELOW = -0.5;
export const MOOD_VOLATILITY_ABOVE = 1.5;
export const LOW_RITUAL_COMPLETION_BELOW = 0.5;
export const MIN_WEEKLY_PARTNER_CHECKINS = 3;
export const MORNING_BEFORE_HOUR = 12;
export const AFTERNOON_BEFORE_HOUR = 17;
export const BEST_TIME_MIN_MOODS_PER_BUCKET = 3;
export const BEST_TIME_MIN_BUCKETS = 2;
export const BEST_TIME_MIN_MARGIN = 0.5;

export const PRIORITY_RANK: Readonly<Record<RecommendationPriority, number>> = { high: 3, medium: 2, low: 1 };

export type SpecRecommendationRule =
  "low_mood" | "volatile_mood" | "low_completion" | "no_rituals" | "few_checkins" | "best_time";
export type RecommendationRule = SpecRecommendationRule | NextStepRule;

type RuleSettings = { type: RecommendationType; confidence: number; priority: RecommendationPriority; route: string };

/** The spec's confidence and priority per rule, with our type and route. */
export const SPEC_RECOMMENDATION_RULES: Readonly<Record<SpecRecommendationRule, RuleSettings>> = {
  low_mood: { type: "self_care", confidence: 85, priority: "high", route: "/emotional-checkin" },
  volatile_mood: { type: "ritual", confidence: 75, priority: "medium", route: "/rituals" },
  low_completion: { type: "ritual", confidence: 80, priority: "high", route: "/rituals" },
  no_rituals: { type: "ritual", confidence: 90, priority: "high", route: "/rituals" },
  few_checkins: { type: "connection", confidence: 75, priority: "medium", route: "/checkin" },
  best_time: { type: "timing", confidence: 70, priority: "low", route: "/rituals" },
};

/** Every rule an id can name, the spec's and the next steps': where 'Take Action' finds its route. */
export const RECOMMENDATION_RULES: Readonly<Record<RecommendationRule, RuleSettings>> = {
  ...SPEC_RECOMMENDATION_RULES,
  ...NEXT_STEP_RULES,
};
const RULE_ORDER = Object.keys(RECOMMENDATION_RULES) as RecommendationRule[];

const ID_PREFIX = "rec-";

/** A recommendation's stable id: also the key its state is stored under (recommendation_state, decision 029). */
export function recommendationId(rule: RecommendationRule): string {
  return `${ID_PREFIX}${rule}`;
}

/**
 * The rule behind an id the engine gives ("rec-low_mood" → "low_mood"), or null for anything else. Server code reads
 * a recommendation's route from its rule through this, so a route never comes from a client.
 */
export function recommendationRuleOf(id: string): RecommendationRule | null {
  if (!id.startsWith(ID_PREFIX)) return null;
  const rule = id.slice(ID_PREFIX.length);
  // Own keys only: "rec-constructor" or "rec-__proto__" must not find something on Object.prototype.
  return Object.hasOwn(RECOMMENDATION_RULES, rule) ? (rule as RecommendationRule) : null;
}

export interface RecommendationInput {
  clock: Clock;
  /** The user's moods. */
  moods: readonly MoodRecord[];
  /** The user's rituals (deleted ones are ignored). */
  rituals: readonly RitualRecord[];
  /** Partner check-ins authored by the user. */
  checkins: readonly PartnerCheckinRecord[];
  /**
   * Whether the user has a linked partner (default true). Without one, "check in with your partner" cannot be acted
   * on (the route shows the invite gate), so the rule stays quiet.
   */
  hasPartner?: boolean;
  /** The partner's display name, for "Check in with {first name}"; "your partner" without one. */
  partnerName?: string | null;
  /** The user's own goals and done program steps, for the next steps (recommendations-next-steps.ts). */
  goals?: readonly NextStepGoal[];
  coachingSteps?: readonly CompletedProgramStep[];
}

export interface RecommendationResult {
  recommendations: Recommendation[];
  stats: RecommendationStats;
}

export function timeOfDay(hour: number): TimeOfDay {
  return hour < MORNING_BEFORE_HOUR ? "morning" : hour < AFTERNOON_BEFORE_HOUR ? "afternoon" : "evening";
}

/** One decimal with a true minus sign ("−0.8") and a plus for positives ("+1.4"). */
function signed(value: number): string {
  const rounded = roundTo(value, 1);
  if (rounded === 0) return "0.0";
  return `${rounded < 0 ? "−" : "+"}${Math.abs(rounded).toFixed(1)}`;
}

/** A bucket's average as stored and compared (also by Mood Analytics, lib/domain/analytics/time-of-day.ts). */
export const settle = (value: number) => roundTo(value, 6);

export interface TimeOfDaySummary {
  bucket: TimeOfDay;
  count: number;
  /** NaN when the bucket has no moods. */
  average: number;
}

const TIMES_OF_DAY: readonly TimeOfDay[] = ["morning", "afternoon", "evening"];

/** Moods per local time of day, morning → evening. */
export function summarizeTimesOfDay(moods: readonly MoodRecord[], timeZone: string): TimeOfDaySummary[] {
  const values: Record<TimeOfDay, number[]> = { morning: [], afternoon: [], evening: [] };
  for (const mood of moods) values[timeOfDay(localHour(mood.at, timeZone))].push(mood.value);
  return TIMES_OF_DAY.map((bucket) => ({
    bucket,
    count: values[bucket].length,
    average: settle(mean(values[bucket])),
  }));
}

/** Qualifying buckets (≥ 3 moods), best average first; ties: more moods, then morning → evening. */
function rankBuckets(moods: readonly MoodRecord[], timeZone: string): TimeOfDaySummary[] {
  return summarizeTimesOfDay(moods, timeZone)
    .filter((s) => s.count >= BEST_TIME_MIN_MOODS_PER_BUCKET)
    .sort(
      (a, b) =>
        b.average - a.average || b.count - a.count || TIMES_OF_DAY.indexOf(a.bucket) - TIMES_OF_DAY.indexOf(b.bucket),
    );
}

function completedWithin(ritual: RitualRecord, from: number, to: number): boolean {
  const inside = (d: Date | null) => d !== null && d.getTime() >= from && d.getTime() <= to;
  return inside(ritual.lastCompletedAt) || ritual.completions.some(inside);
}

function recommendation(
  rule: RecommendationRule,
  words: { title: string; description: string; reason: string; type?: RecommendationType },
) {
  const { type, confidence, priority, route } = RECOMMENDATION_RULES[rule];
  return {
    id: recommendationId(rule),
    ...words,
    type: words.type ?? type,
    confidence,
    priority,
    actionable: true,
    route,
  } satisfies Recommendation;
}

/** Priority (high first), then confidence (highest first), then rule order. */
export function sortRecommendations(items: readonly Recommendation[]): Recommendation[] {
  const ruleIndex = (r: Recommendation) => {
    const rule = recommendationRuleOf(r.id);
    return rule === null ? -1 : RULE_ORDER.indexOf(rule);
  };
  return [...items].sort(
    (a, b) =>
      PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] ||
      b.confidence - a.confidence ||
      ruleIndex(a) - ruleIndex(b),
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function generateRecommendations(input: RecommendationInput): RecommendationResult {
  const { now, timeZone } = input.clock;
  const nowMs = now.getTime();
  const moodFrom = localDayWindow(now, timeZone, RECOMMENDATION_MOOD_WINDOW_DAYS).from.getTime();
  const recentFrom = localDayWindow(now, timeZone, RECOMMENDATION_RECENT_WINDOW_DAYS).from.getTime();
  const within = (d: Date, from: number) => d.getTime() >= from && d.getTime() <= nowMs;

  const moods = input.moods.filter((m) => within(m.at, moodFrom));
  const rituals = input.rituals.filter((r) => r.deletedAt === null && r.createdAt.getTime() <= nowMs);
  const checkins = input.checkins.filter((c) => within(c.at, recentFrom)).length;
  const completed = rituals.filter((r) => completedWithin(r, recentFrom, nowMs)).length;
  const completionRate = rituals.length > 0 ? completed / rituals.length : null;
  const buckets = rankBuckets(moods, timeZone);
  const best = buckets.length >= BEST_TIME_MIN_BUCKETS ? buckets[0]! : null;
  const stats: RecommendationStats = {
    bestTime: best && { bucket: best.bucket, averageMood: roundTo(best.average, 2), count: best.count },
    completionRate,
  };
  if (moods.length === 0 && rituals.length === 0 && checkins === 0) return { recommendations: [], stats };

  const found: Recommendation[] = [];
  const days = RECOMMENDATION_MOOD_WINDOW_DAYS;
  if (moods.length >= MIN_MOODS_FOR_MOOD_RULES) {
    const values = moods.map((m) => m.value);
    const average = mean(values);
    const volatility = standardDeviation(values);
    if (settle(average) < LOW_MOOD_AVERAGE_BELOW) {
      found.push(
        recommendation("low_mood", {
          title: "Make time for self-care",
          description:
            "Your mood has been lower than usual lately. Small, kind things for yourself, like rest, a walk or a chat with someone you trust, can help.",
          reason: `Your average mood over the last ${days} days is ${signed(average)}.`,
        }),
      );
    }
    if (settle(volatility) > MOOD_VOLATILITY_ABOVE) {
      found.push(
        recommendation("volatile_mood", {
          title: "Build a steadying routine",
          description:
            "Your mood has been swinging quite a bit. A simple daily ritual at the same time each day can bring some steadiness.",
          reason: `Your mood varied by about ${roundTo(volatility, 1).toFixed(1)} points (standard deviation) over the last ${days} days.`,
        }),
      );
    }
  }
  if (rituals.length === 0) {
    found.push(
      recommendation("no_rituals", {
        title: "Create your first ritual",
        description:
          "Rituals are small, regular moments of care or connection. Start with one that fits easily into your day.",
        reason: "You don't have any rituals yet.",
      }),
    );
  } else if (completionRate !== null && settle(completionRate) < LOW_RITUAL_COMPLETION_BELOW) {
    found.push(
      recommendation("low_completion", {
        title: "Get back into your rituals",
        description: "Rituals work best when they're regular. Pick one to focus on this week and keep it small.",
        reason: `You completed ${completed} of ${plural(rituals.length, "ritual", "rituals")} (${Math.round(completionRate * 100)}%) in the last 7 days.`,
      }),
    );
  }
  if (input.hasPartner !== false && checkins < MIN_WEEKLY_PARTNER_CHECKINS) {
    found.push(
      recommendation("few_checkins", {
        title: "Check in with your partner",
        description: "Regular check-ins help you both stay in tune. Sharing how connected you feel takes a minute.",
        reason: `You've logged ${plural(checkins, "partner check-in", "partner check-ins")} in the last 7 days.`,
      }),
    );
  }
  const runnerUp = buckets[1];
  if (best && runnerUp && settle(best.average - runnerUp.average) >= BEST_TIME_MIN_MARGIN) {
    found.push(
      recommendation("best_time", {
        title: `Make the most of your ${best.bucket}s`,
        description: `You tend to feel best in the ${best.bucket}. Try planning rituals or meaningful conversations then.`,
        reason: `Your average mood in the ${best.bucket} is ${signed(best.average)} across ${best.count} entries, compared with ${signed(runnerUp.average)} in the ${runnerUp.bucket}.`,
      }),
    );
  }
  const ruled = sortRecommendations(found).slice(0, MAX_RECOMMENDATIONS);
  const onCard = ruled.map((r) => recommendationRuleOf(r.id)!);
  const want = MIN_RECOMMENDATIONS - ruled.length;
  const steps = nextSteps({ ...input, rituals, hasPartner: input.hasPartner !== false }, onCard, want).map(
    ({ rule, ...words }) => recommendation(rule, words),
  );
  return { recommendations: [...ruled, ...steps], stats };
}

export type RecommendationStatus = "dismissed" | "completed";

/** What the user did with one recommendation, as stored (recommendation_state): the latest action only. */
export interface RecommendationStateRecord {
  /** The recommendation's id (recommendationId). */
  key: string;
  status: RecommendationStatus;
  updatedAt: Date;
}

const RECOMMENDATION_COMPLETION_WINDOW_DAYS = 7;

export interface RecommendationCompletionInput {
  clock: Clock;
  /** The user's stored states (any age; the window is applied here). */
  states: readonly RecommendationStateRecord[];
  /** The recommendations the card offers now (generateRecommendations). */
  offered: readonly Pick<Recommendation, "id">[];
  /** The window in local days: the card's 7, or an analytics page's range. */
  days?: number;
}

/**
 * The card's completion rate (spec 2 §3 "share completed in the last 7 days"; decision 029), a whole percent:
 * completed ÷ (completed + offered now and not completed), where "completed" = the recommendations whose stored state
 * is `completed` with updated_at in the last 7 days (today and the 6 local days before it, up to now, like the rest
 * of this engine). A completed recommendation counts once however often it was completed, whether or not it is still
 * offered; one completed before the window counts as not completed if it is offered again. Dismissed rows are never
 * completions. Null when there is nothing to divide by (nothing offered, nothing completed), so the card shows no
 * stat rather than a meaningless 0%.
 */
export function recommendationCompletionRate({
  clock,
  states,
  offered,
  days = RECOMMENDATION_COMPLETION_WINDOW_DAYS,
}: RecommendationCompletionInput): number | null {
  const { now, timeZone } = clock;
  const from = localDayWindow(now, timeZone, days).from.getTime();
  const within = (at: Date) => at.getTime() >= from && at.getTime() <= now.getTime();
  const completed = new Set(states.filter((s) => s.status === "completed" && within(s.updatedAt)).map((s) => s.key));
  const considered = new Set([...completed, ...offered.map((r) => r.id)]);
  if (considered.size === 0) return null;
  return Math.round((completed.size / considered.size) * 100);
}

/** OURS: the card's stat line, "Completion rate (last 7 days): 33%". */
export function recommendationCompletionRateText(percent: number): string {
  return `Completion rate (last ${RECOMMENDATION_COMPLETION_WINDOW_DAYS} days): ${percent}%`;
}
