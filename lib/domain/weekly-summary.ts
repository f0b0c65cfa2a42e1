/**
 * Weekly Emotional Summary (spec 2 §2.4, §4.9): this week's moods (Sunday to Saturday in the user's zone) against the
 * previous week's, with at most 2 insights, at most 2 goal suggestions and the 'Continue Your Journey' button.
 *
 * Choices where the spec is silent (also in docs/engines/weekly-charts-and-messages.md):
 * - "This week" is the local Sunday-start week containing today, so early in the week it holds only the days so far;
 *   "previous week" is the whole week before it. Moods are bucketed by their local calendar day.
 * - Averages, the trend delta and the variance are rounded to 2 decimals before they are compared with a threshold,
 *   so what is compared is what is shown (e.g. 0.67 − 0.17 is a delta of exactly 0.5: steady).
 * - Variance is the population variance of this week's individual mood values, and needs 2 or more moods.
 * - A challenging day is a local day of this week whose average mood is below 0 (a day with −1 and +1 is not).
 * - The trend needs moods in both weeks; with no mood this week there are no insights and no goals.
 * - Insights in order of interest: a rise or fall, then a notable average, then stable/varied, then "held steady";
 *   the first 2 that apply are kept. Goals: the low-average one first, then the challenging-days one.
 * - Insight and goal wording is ours.
 */
import type { Clock, MoodRecord } from "./types";
import { roundTo, variance as populationVariance } from "./stats";
import { type DayKey, addDays, localDayKey, weekStart } from "./time";

/** Spec 2 §4.9. */
const WEEKLY_TREND_THRESHOLD = 0.5;
const WEEKLY_NOTABLE_AVERAGE = 1;
const WEEKLY_STABLE_VARIANCE = 0.5;
const WEEKLY_VARIED_VARIANCE = 2;
const WEEKLY_MAX_INSIGHTS = 2;
const WEEKLY_MAX_GOALS = 2;
const WEEKLY_GOAL_AVERAGE_BELOW = 0;
const WEEKLY_GOAL_CHALLENGING_DAYS_ABOVE = 3;
/** Ours: a local day whose average mood is below this is challenging. */
const CHALLENGING_DAY_AVERAGE_BELOW = 0;
/** Ours: variance of a single mood says nothing about stability. */
const WEEKLY_VARIANCE_MIN_MOODS = 2;
const WEEKLY_SUMMARY_DECIMALS = 2;
const DAYS_PER_WEEK = 7;

export const WEEKLY_SUMMARY_TITLE = "Weekly Emotional Summary";
export const WEEKLY_SUMMARY_BUTTON = { label: "Continue Your Journey", route: "/mood-log" } as const;
export const WEEKLY_SUMMARY_EMPTY_TEXT = "No moods logged this week yet. Log a mood to start your weekly summary.";

export interface WeekBounds {
  /** Sunday. */
  start: DayKey;
  /** Saturday. */
  end: DayKey;
}

/** The local Sunday-start week containing today, and the one before it. */
export function currentWeeks(clock: Clock): { thisWeek: WeekBounds; previousWeek: WeekBounds } {
  const start = weekStart(localDayKey(clock.now, clock.timeZone));
  const previousStart = addDays(start, -DAYS_PER_WEEK);
  return {
    thisWeek: { start, end: addDays(start, DAYS_PER_WEEK - 1) },
    previousWeek: { start: previousStart, end: addDays(previousStart, DAYS_PER_WEEK - 1) },
  };
}

/** The moods whose local day falls in the given week. */
export function moodsInWeek<T extends Pick<MoodRecord, "at">>(
  week: WeekBounds,
  moods: readonly T[],
  timeZone: string,
): T[] {
  return moods.filter((m) => {
    const key = localDayKey(m.at, timeZone);
    return key >= week.start && key <= week.end;
  });
}

export interface WeekStats extends WeekBounds {
  moodCount: number;
  daysLogged: number;
  average: number | null;
  variance: number | null;
  challengingDays: number;
}

export type WeeklyTrend = "up" | "down" | "steady";

export interface WeeklySummary {
  thisWeek: WeekStats;
  previousWeek: WeekStats;
  hasData: boolean;
  emptyText: string | null;
  trend: WeeklyTrend | null;
  trendDelta: number | null;
  insights: string[];
  goals: string[];
  button: typeof WEEKLY_SUMMARY_BUTTON;
}

function weekStats(bounds: WeekBounds, values: readonly number[], perDay: ReadonlyMap<DayKey, number[]>): WeekStats {
  let challengingDays = 0;
  for (const dayValues of perDay.values()) {
    let total = 0;
    for (const v of dayValues) total += v;
    if (total / dayValues.length < CHALLENGING_DAY_AVERAGE_BELOW) challengingDays += 1;
  }
  const average =
    values.length === 0 ? null : roundTo(values.reduce((a, b) => a + b, 0) / values.length, WEEKLY_SUMMARY_DECIMALS);
  return {
    ...bounds,
    moodCount: values.length,
    daysLogged: perDay.size,
    average,
    variance:
      values.length < WEEKLY_VARIANCE_MIN_MOODS ? null : roundTo(populationVariance(values), WEEKLY_SUMMARY_DECIMALS),
    challengingDays,
  };
}

const fmt = (n: number) => n.toFixed(WEEKLY_SUMMARY_DECIMALS);

export const WEEKLY_INSIGHT_TEXT = {
  up: (delta: number) => `Your average mood rose by ${fmt(delta)} compared with last week.`,
  down: (delta: number) => `Your average mood dipped by ${fmt(Math.abs(delta))} compared with last week.`,
  notableHigh: (avg: number) => `A strong week: your average mood was ${fmt(avg)}.`,
  notableLow: (avg: number) => `A heavy week: your average mood was ${fmt(avg)}. Be gentle with yourself.`,
  stable: "Your moods were stable from one entry to the next this week.",
  varied: "Your moods varied a lot this week; noticing what lifts or lowers them can help.",
  steady: "Your mood held steady compared with last week.",
} as const;

export const WEEKLY_GOAL_TEXT = {
  lowAverage: "Add one small mood-lifting activity to each day next week.",
  challengingDays: "Plan a check-in with your partner or someone you trust for the tough days.",
} as const;

export function trendOf(delta: number): WeeklyTrend {
  return delta > WEEKLY_TREND_THRESHOLD ? "up" : delta < -WEEKLY_TREND_THRESHOLD ? "down" : "steady";
}

export function weeklySummary({
  clock,
  moods,
}: {
  clock: Clock;
  moods: readonly Pick<MoodRecord, "value" | "at">[];
}): WeeklySummary {
  const { thisWeek: thisBounds, previousWeek: previousBounds } = currentWeeks(clock);
  const values = { this: [] as number[], previous: [] as number[] };
  const days = { this: new Map<DayKey, number[]>(), previous: new Map<DayKey, number[]>() };
  for (const mood of moods) {
    if (!Number.isFinite(mood.value)) continue;
    const key = localDayKey(mood.at, clock.timeZone);
    const which =
      key >= thisBounds.start && key <= thisBounds.end
        ? "this"
        : key >= previousBounds.start && key < thisBounds.start
          ? "previous"
          : null;
    if (!which) continue;
    values[which].push(mood.value);
    const day = days[which].get(key);
    if (day) day.push(mood.value);
    else days[which].set(key, [mood.value]);
  }
  const thisWeek = weekStats(thisBounds, values.this, days.this);
  const previousWeek = weekStats(previousBounds, values.previous, days.previous);

  const trendDelta =
    thisWeek.average === null || previousWeek.average === null
      ? null
      : roundTo(thisWeek.average - previousWeek.average, WEEKLY_SUMMARY_DECIMALS);
  const trend = trendDelta === null ? null : trendOf(trendDelta);

  const insights: string[] = [];
  const goals: string[] = [];
  const avg = thisWeek.average;
  if (avg !== null) {
    if (trend === "up") insights.push(WEEKLY_INSIGHT_TEXT.up(trendDelta!));
    if (trend === "down") insights.push(WEEKLY_INSIGHT_TEXT.down(trendDelta!));
    if (avg > WEEKLY_NOTABLE_AVERAGE) insights.push(WEEKLY_INSIGHT_TEXT.notableHigh(avg));
    if (avg < -WEEKLY_NOTABLE_AVERAGE) insights.push(WEEKLY_INSIGHT_TEXT.notableLow(avg));
    if (thisWeek.variance !== null && thisWeek.variance < WEEKLY_STABLE_VARIANCE)
      insights.push(WEEKLY_INSIGHT_TEXT.stable);
    if (thisWeek.variance !== null && thisWeek.variance > WEEKLY_VARIED_VARIANCE)
      insights.push(WEEKLY_INSIGHT_TEXT.varied);
    if (trend === "steady") insights.push(WEEKLY_INSIGHT_TEXT.steady);

    if (avg < WEEKLY_GOAL_AVERAGE_BELOW) goals.push(WEEKLY_GOAL_TEXT.lowAverage);
    if (thisWeek.challengingDays > WEEKLY_GOAL_CHALLENGING_DAYS_ABOVE) goals.push(WEEKLY_GOAL_TEXT.challengingDays);
  }

  return {
    thisWeek,
    previousWeek,
    hasData: avg !== null,
    emptyText: avg === null ? WEEKLY_SUMMARY_EMPTY_TEXT : null,
    trend,
    trendDelta,
    insights: insights.slice(0, WEEKLY_MAX_INSIGHTS),
    goals: goals.slice(0, WEEKLY_MAX_GOALS),
    button: WEEKLY_SUMMARY_BUTTON,
  };
}
