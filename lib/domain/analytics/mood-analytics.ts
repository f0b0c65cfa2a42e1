import { moodInfluences, type MoodInfluence } from "../correlations";
import { normalizeTags } from "../mood-tags";
import { mean, roundTo, standardDeviation } from "../stats";
import { dayOfWeek, localDayKey, weekStart, type DayKey } from "../time";
import type { BiometricRecord, Clock, MoodRecord } from "../types";
import { correlateDays, dailyMeans, MIN_CORRELATION_DAYS, type DayCorrelation } from "./day-correlation";
import { analyticsPeriod, type AnalyticsRange } from "./range";
import { timeOfDayInsight, type TimeOfDayInsight } from "./time-of-day";

/**
 * Mood Analytics (issue #14): the user's own moods over the range, in their zone.
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
export const FEELINGS_SHOWN = 10;
export const TAG_EFFECTS_SHOWN = 10;
/** Ours: the five strongest mood influences (spec 2 §4.8); a long tail of small differences says little. */
export const INFLUENCES_SHOWN = 5;
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
  moods: readonly MoodRecord[];
  biometrics: readonly BiometricRecord[];
  /** The person's Time-of-day insights switch (chrono_enabled); off unless given. */
  chronoEnabled?: boolean;
}): MoodAnalyticsModel {
  const { clock, range } = input;
  const { timeZone } = clock;
  const period = analyticsPeriod(clock, range);
  const inside = (at: Date) => at >= period.from && at < period.to;
  const moods = input.moods.filter((m) => inside(m.at) && Number.isFinite(m.value));
  const biometrics = input.biometrics.filter((b) => inside(b.at));

  // One pass: each mood's day, its values per day, and the tags of each day.
  const dayOf = new Map<MoodRecord, DayKey>();
  const valuesByDay = new Map<DayKey, number[]>();
  const tagsByDay = new Map<DayKey, Set<string>>();
  const tagMoods = new Map<string, number>();
  for (const mood of moods) {
    const day = localDayKey(mood.at, timeZone);
    dayOf.set(mood, day);
    (valuesByDay.get(day) ?? valuesByDay.set(day, []).get(day)!).push(mood.value);
    const tags = tagsByDay.get(day) ?? tagsByDay.set(day, new Set()).get(day)!;
    for (const tag of normalizeTags(mood.keywords)) {
      tags.add(tag);
      tagMoods.set(tag, (tagMoods.get(tag) ?? 0) + 1);
    }
  }
  const dayMeans = new Map([...valuesByDay].map(([day, values]) => [day, mean(values)]));

  return {
    range,
    firstDay: period.firstDay,
    lastDay: period.lastDay,
    moodCount: moods.length,
    daysLogged: valuesByDay.size,
    average: orNull(mean(moods.map((m) => m.value)), two),
    calendarOffset: dayOfWeek(period.firstDay),
    calendar: period.days.map((day) => {
      const values = valuesByDay.get(day) ?? [];
      return { day, average: values.length ? one(mean(values)) : null, count: values.length };
    }),
    byWeekday: WEEKDAY_LABELS.map((label, weekday) => {
      const values = moods.filter((m) => dayOfWeek(dayOf.get(m)!) === weekday).map((m) => m.value);
      return { key: weekday, label, average: orNull(mean(values), two), count: values.length };
    }),
    timeOfDay: input.chronoEnabled ? timeOfDayInsight(moods, timeZone) : null,
    feelings: [...tagMoods]
      .map(([tag, count]) => ({ tag, moods: count, days: [...tagsByDay.values()].filter((t) => t.has(tag)).length }))
      .sort((a, b) => b.moods - a.moods || b.days - a.days || byText(a.tag, b.tag))
      .slice(0, FEELINGS_SHOWN),
    tagEffects: tagEffects(dayMeans, tagsByDay),
    influences: moodInfluences(moods).slice(0, INFLUENCES_SHOWN),
    sleep: healthLink("sleep", dayMeans, biometrics, (b) => b.sleepHours, timeZone),
    stress: healthLink("stress", dayMeans, biometrics, (b) => b.stressLevel, timeZone),
    volatility: {
      overall: moods.length >= 2 ? two(standardDeviation(moods.map((m) => m.value))) : null,
      weeks: range === 7 ? [] : volatilityWeeks(period.days, valuesByDay),
    },
  };
}

function tagEffects(dayMeans: Map<DayKey, number>, tagsByDay: Map<DayKey, Set<string>>): TagEffect[] {
  const allTags = new Set([...tagsByDay.values()].flatMap((tags) => [...tags]));
  const effects: TagEffect[] = [];
  for (const tag of allTags) {
    const withTag: number[] = [];
    const without: number[] = [];
    for (const [day, average] of dayMeans) (tagsByDay.get(day)?.has(tag) ? withTag : without).push(average);
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
  biometrics: readonly BiometricRecord[],
  pick: (b: BiometricRecord) => number | null,
  timeZone: string,
): HealthLink {
  const values = biometrics.flatMap((b) => {
    const value = pick(b);
    return value === null ? [] : [{ at: b.at, value }];
  });
  const correlation = correlateDays(dailyMeans(values, timeZone), dayMeans);
  return {
    records: values.length,
    average: orNull(mean(values.map((v) => v.value)), one),
    correlation,
    sentence: MOOD_ANALYTICS_TEXT.healthSentence(kind, correlation),
  };
}

function volatilityWeeks(days: readonly DayKey[], valuesByDay: Map<DayKey, number[]>): VolatilityWeek[] {
  const weeks = new Map<DayKey, number[]>();
  for (const day of days) {
    const values = weeks.get(weekStart(day)) ?? weeks.set(weekStart(day), []).get(weekStart(day))!;
    values.push(...(valuesByDay.get(day) ?? []));
  }
  return [...weeks].map(([start, values]) => ({
    weekStart: start,
    sd: values.length >= 2 ? two(standardDeviation(values)) : null,
    count: values.length,
  }));
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
