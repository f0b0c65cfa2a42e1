import { moodInfluences, type MoodInfluence } from "../correlations";
import { mean, roundTo } from "../stats";
import { dayOfWeek, weekStart, type DayKey } from "../time";
import type { Clock } from "../types";
import {
  daysWithin,
  meanOf,
  meanSleepHours,
  spreadOf,
  total,
  totalMoods,
  totalTimesOfDay,
  type DailyRollup,
  type Figures,
  type MoodFigures,
} from "./daily-rollup";
import { correlateDays, MIN_CORRELATION_DAYS, type DayCorrelation } from "./day-correlation";
import { analyticsPeriod, type AnalyticsRange } from "./range";
import { summarizeTimeOfDayFigures, timeOfDayInsight, type TimeOfDayInsight } from "./time-of-day";

/**
 * Mood Analytics (issue #14): the user's own moods over the range, in their zone, from their daily rollups
 * (daily-rollup.ts, decision 067): one row per logged day, whatever the number of moods.
 *
 * - Calendar ("year in pixels"): each local day's average mood, or nothing on a day without a mood.
 * - Weekday averages each mood. Time of day (./time-of-day.ts) is computed only while the person's Time-of-day
 *   insights switch is on (decision 061); off, the model has nothing for it.
 * - Feelings: how often each tag was used, on how many days.
 * - Tags with and without: the average of the DAILY means on days carrying the tag against logged days without it, so
 *   a day with five moods does not count five times. Shown only with at least TAG_EFFECT_MIN_DAYS days on each side.
 * - Sleep and stress against mood: day-matched r with its n and the §4.7 strength words; a link is put into words
 *   only from MIN_CORRELATION_DAYS days (day-correlation.ts).
 * - Volatility: the spread (population SD) of the moods of each Sunday-start week; for 7 days, one figure.
 */

export const TAG_EFFECT_MIN_DAYS = 3;
const FEELINGS_SHOWN = 10;
const TAG_EFFECTS_SHOWN = 10;
/** Ours: the five strongest mood influences (spec 2 §4.8); a long tail of small differences says little. */
const INFLUENCES_SHOWN = 5;
const WEEKDAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export interface CalendarDay {
  day: DayKey;
  average: number | null;
  count: number;
}
export interface Bucket<K> {
  key: K;
  label: string;
  average: number | null;
  count: number;
}
export interface Feeling {
  tag: string;
  moods: number;
  days: number;
}
export interface TagEffect {
  tag: string;
  daysWith: number;
  daysWithout: number;
  averageWith: number;
  averageWithout: number;
  difference: number;
}
export interface HealthLink {
  records: number;
  average: number | null;
  correlation: DayCorrelation;
  /** The link in words when it is claimed, else why not. */
  sentence: string;
}
export interface VolatilityWeek {
  weekStart: DayKey;
  sd: number | null;
  count: number;
}

export interface MoodAnalyticsModel {
  range: AnalyticsRange;
  firstDay: DayKey;
  lastDay: DayKey;
  moodCount: number;
  daysLogged: number;
  average: number | null;
  /** Cells before the first day in a Sunday-first week grid. */
  calendarOffset: number;
  calendar: CalendarDay[];
  byWeekday: Bucket<number>[];
  /** Null while Time-of-day insights (chrono_enabled) is off. */
  timeOfDay: TimeOfDayInsight | null;
  feelings: Feeling[];
  tagEffects: TagEffect[];
  /** Spec 2 §4.8: per mood, tags on 3 or more moods of the range, confidence at most 95; strongest first. */
  influences: MoodInfluence[];
  sleep: HealthLink;
  stress: HealthLink;
  volatility: { overall: number | null; weeks: VolatilityWeek[] };
}

const one = (value: number) => roundTo(value, 1);
const two = (value: number) => roundTo(value, 2);
const orNull = (value: number, round: (v: number) => number) => (Number.isFinite(value) ? round(value) : null);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function moodAnalytics(input: {
  clock: Clock;
  range: AnalyticsRange;
  /** The person's daily rollups; days outside the range are ignored. */
  days: readonly DailyRollup[];
  /** The person's Time-of-day insights switch (chrono_enabled); off unless given. */
  chronoEnabled?: boolean;
}): MoodAnalyticsModel {
  const { clock, range } = input;
  const period = analyticsPeriod(clock, range);
  const days = daysWithin(input.days, period.firstDay, period.lastDay);
  const logged = days.filter((d) => d.moods.count > 0);
  const byDay = new Map(logged.map((d) => [d.day, d]));
  const moods = totalMoods(logged.map((d) => d.moods));

  // Each tag over the range: the moods carrying it (count, sum) and the days it was on.
  const tagFigures = new Map<string, Figures & { days: number }>();
  for (const day of logged) {
    for (const [tag, figures] of day.tags) {
      const entry = tagFigures.get(tag);
      if (entry) {
        entry.count += figures.count;
        entry.sum += figures.sum;
        entry.days += 1;
      } else tagFigures.set(tag, { ...figures, days: 1 });
    }
  }
  const dayMeans = new Map(logged.map((d) => [d.day, meanOf(d.moods)]));

  return {
    range,
    firstDay: period.firstDay,
    lastDay: period.lastDay,
    moodCount: moods.count,
    daysLogged: logged.length,
    average: orNull(meanOf(moods), two),
    calendarOffset: dayOfWeek(period.firstDay),
    calendar: period.days.map((day) => {
      const figures = byDay.get(day)?.moods;
      return { day, average: figures ? one(meanOf(figures)) : null, count: figures?.count ?? 0 };
    }),
    byWeekday: WEEKDAY_LABELS.map((label, weekday) => {
      const figures = total(logged.filter((d) => dayOfWeek(d.day) === weekday).map((d) => d.moods));
      return { key: weekday, label, average: orNull(meanOf(figures), two), count: figures.count };
    }),
    timeOfDay: input.chronoEnabled ? timeOfDayInsight(summarizeTimeOfDayFigures(totalTimesOfDay(logged))) : null,
    feelings: [...tagFigures]
      .map(([tag, { count, days: on }]) => ({ tag, moods: count, days: on }))
      .sort((a, b) => b.moods - a.moods || b.days - a.days || byText(a.tag, b.tag))
      .slice(0, FEELINGS_SHOWN),
    tagEffects: tagEffects(dayMeans, logged),
    influences: moodInfluences({ total: moods, tags: tagFigures }).slice(0, INFLUENCES_SHOWN),
    sleep: healthLink("sleep", dayMeans, days, (d) => d.sleep, meanSleepHours),
    stress: healthLink("stress", dayMeans, days, (d) => d.stress, meanOf),
    volatility: {
      overall: moods.count >= 2 ? two(spreadOf(moods)) : null,
      weeks: range === 7 ? [] : volatilityWeeks(period.days, byDay),
    },
  };
}

function tagEffects(dayMeans: Map<DayKey, number>, logged: readonly DailyRollup[]): TagEffect[] {
  const allTags = new Set(logged.flatMap((d) => [...d.tags.keys()]));
  const tagsOf = new Map(logged.map((d) => [d.day, d.tags]));
  const effects: TagEffect[] = [];
  for (const tag of allTags) {
    const withTag: number[] = [];
    const without: number[] = [];
    for (const [day, average] of dayMeans) (tagsOf.get(day)?.has(tag) ? withTag : without).push(average);
    if (withTag.length < TAG_EFFECT_MIN_DAYS || without.length < TAG_EFFECT_MIN_DAYS) continue;
    const averageWith = mean(withTag);
    const averageWithout = mean(without);
    effects.push({
      tag,
      daysWith: withTag.length,
      daysWithout: without.length,
      averageWith: two(averageWith),
      averageWithout: two(averageWithout),
      difference: two(averageWith - averageWithout),
    });
  }
  return effects
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || b.daysWith - a.daysWith || byText(a.tag, b.tag))
    .slice(0, TAG_EFFECTS_SHOWN);
}

function healthLink(
  kind: "sleep" | "stress",
  dayMeans: Map<DayKey, number>,
  days: readonly DailyRollup[],
  pick: (day: DailyRollup) => Figures,
  meanFor: (figures: Figures) => number,
): HealthLink {
  const recorded = days.filter((d) => pick(d).count > 0);
  const correlation = correlateDays(new Map(recorded.map((d) => [d.day, meanFor(pick(d))])), dayMeans);
  const all = total(recorded.map(pick));
  return {
    records: all.count,
    average: orNull(meanFor(all), one),
    correlation,
    sentence: MOOD_ANALYTICS_TEXT.healthSentence(kind, correlation),
  };
}

function volatilityWeeks(days: readonly DayKey[], byDay: Map<DayKey, DailyRollup>): VolatilityWeek[] {
  const weeks = new Map<DayKey, MoodFigures[]>();
  for (const day of days) {
    const start = weekStart(day);
    const figures = weeks.get(start) ?? weeks.set(start, []).get(start)!;
    const logged = byDay.get(day);
    if (logged) figures.push(logged.moods);
  }
  return [...weeks].map(([start, figures]) => {
    const week = totalMoods(figures);
    return { weekStart: start, sd: week.count >= 2 ? two(spreadOf(week)) : null, count: week.count };
  });
}

const signed = (r: number) => (r < 0 ? `−${Math.abs(r).toFixed(2)}` : r.toFixed(2));

/** The page's words (ours: the issue names the sections, the spec has no text for them). */
export const MOOD_ANALYTICS_TEXT = {
  title: "Mood Analytics",
  intro: "Patterns in your moods over days and weeks.",
  empty: "No moods in this range yet. Log a mood and your calendar starts filling in.",
  calendarTitle: "Your mood calendar",
  weekdayTitle: "Mood by weekday",
  feelingsTitle: "Feelings you log most",
  feelingsEmpty: "Add feelings or tags to your moods to see which come up most.",
  tagEffectsTitle: "Days with and without a feeling",
  tagEffectsEmpty: `A feeling shows here once you have logged at least ${TAG_EFFECT_MIN_DAYS} days with it and ${TAG_EFFECT_MIN_DAYS} without.`,
  healthTitle: "Sleep, stress and mood",
  volatilityTitle: "How much your mood varies",
  volatilityEmpty: "Log at least two moods in a week to see how much they vary.",
  healthSentence(kind: "sleep" | "stress", c: DayCorrelation): string {
    const what = kind === "sleep" ? "a sleep record" : "a stress record";
    if (c.n < MIN_CORRELATION_DAYS) {
      return `Not enough yet: ${c.n} of the ${MIN_CORRELATION_DAYS} days with both a mood and ${what} needed.`;
    }
    if (!c.claimed || c.r === null) return `No clear link between your ${kind} and your mood over ${c.n} days.`;
    const higher = c.direction === "positive";
    const figures = `(${c.strength} link, r = ${signed(c.r)} over ${c.n} days)`;
    return kind === "sleep"
      ? `On days you sleep more, your mood tends to be ${higher ? "higher" : "lower"} ${figures}.`
      : `On more stressful days your mood tends to be ${higher ? "higher" : "lower"} ${figures}.`;
  },
} as const;
