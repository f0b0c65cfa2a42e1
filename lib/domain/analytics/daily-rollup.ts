import { normalizeTags } from "../mood-tags";
import { timeOfDay, type TimeOfDay } from "../recommendations";
import { localDayKey, localHour, type DayKey } from "../time";
import type { TimedValue } from "./day-correlation";

/**
 * Per-person daily rollups (issue #34, decision 067): what the Mood Analytics, Relationship Insights and Personal
 * Growth pages need of one local day of one person, so a page over a year reads at most one row per day whatever the
 * person logged. Every figure is a count or an exact sum, so a range's average, spread or day-matched correlation is
 * the same number the raw rows give (sums of integers; sleep in hundredths of an hour, the column's own precision).
 * Nothing encrypted goes in: a check-in's note is only counted (written or not), never read.
 *
 * The same function builds a day when a write touches it, rebuilds a person after a time-zone change, and is what
 * the tests compare the stored rows with: a rollup IS this function over the day's rows.
 */

export interface Figures {
  count: number;
  sum: number;
}

export interface MoodFigures extends Figures {
  /** Σ value²: with count and sum, the population spread of any set of days (moods are −3..3 integers). */
  squares: number;
}

export interface DailyRollup {
  day: DayKey;
  moods: MoodFigures;
  /** The day's moods by part of the local day (morning < 12, afternoon < 17, evening), the recommendations' buckets. */
  timesOfDay: Readonly<Record<TimeOfDay, Figures>>;
  /** Each tag of the day's moods, as normalizeTags reads them: the moods carrying it and the sum of their values. */
  tags: ReadonlyMap<string, Figures>;
  /** Sleep records: how many, and their hours summed in hundredths (exact: sleep_hours has two decimals). */
  sleep: Figures;
  stress: Figures;
  /** Partner check-ins the person wrote: how many, their connection scores summed, how many with a gratitude note. */
  checkins: Figures & { notes: number };
  personalCheckins: number;
}

/** A person's rows the rollups are built from (their own, whoever they were about). */
export interface RollupSources {
  moods: readonly { value: number; keywords: readonly string[]; at: Date }[];
  biometrics: readonly { sleepHours: number | null; stressLevel: number | null; at: Date }[];
  partnerCheckins: readonly { score: number; hasNote: boolean; at: Date }[];
  personalCheckins: readonly { at: Date }[];
}

/** One local day of the connection ratings a person received from one partner (shared partner check-ins). */
export interface DayRatings extends Figures {
  day: DayKey;
}

/** Sleep hours in hundredths, the unit the rollup sums in. */
function sleepHundredths(hours: number): number {
  return Math.round(hours * 100);
}

function emptyDay(day: DayKey): DailyRollup {
  return {
    day,
    moods: { count: 0, sum: 0, squares: 0 },
    timesOfDay: {
      morning: { count: 0, sum: 0 },
      afternoon: { count: 0, sum: 0 },
      evening: { count: 0, sum: 0 },
    },
    tags: new Map(),
    sleep: { count: 0, sum: 0 },
    stress: { count: 0, sum: 0 },
    checkins: { count: 0, sum: 0, notes: 0 },
    personalCheckins: 0,
  };
}

/** Adds `value` to a running count and sum. */
function add(figures: Figures, value: number): void {
  figures.count += 1;
  figures.sum += value;
}

/** The rollup of every local day (in `timeZone`) that has anything in `sources`, oldest first. */
export function rollUpDays(sources: RollupSources, timeZone: string): DailyRollup[] {
  const days = new Map<DayKey, DailyRollup>();
  const dayOf = (at: Date) => {
    const key = localDayKey(at, timeZone);
    let day = days.get(key);
    if (!day) days.set(key, (day = emptyDay(key)));
    // The empty day is built here and filled below; its fields are only read-only to callers.
    return day as DailyRollup & {
      moods: MoodFigures;
      timesOfDay: Record<TimeOfDay, Figures>;
      tags: Map<string, Figures>;
    };
  };
  for (const mood of sources.moods) {
    if (!Number.isFinite(mood.value)) continue;
    const day = dayOf(mood.at);
    add(day.moods, mood.value);
    day.moods.squares += mood.value * mood.value;
    add(day.timesOfDay[timeOfDay(localHour(mood.at, timeZone))], mood.value);
    for (const tag of normalizeTags(mood.keywords)) {
      const figures = day.tags.get(tag);
      if (figures) add(figures, mood.value);
      else day.tags.set(tag, { count: 1, sum: mood.value });
    }
  }
  for (const record of sources.biometrics) {
    if (record.sleepHours === null && record.stressLevel === null) continue;
    const day = dayOf(record.at);
    if (record.sleepHours !== null) add(day.sleep, sleepHundredths(record.sleepHours));
    if (record.stressLevel !== null) add(day.stress, record.stressLevel);
  }
  for (const checkin of sources.partnerCheckins) {
    const day = dayOf(checkin.at);
    add(day.checkins, checkin.score);
    if (checkin.hasNote) day.checkins.notes += 1;
  }
  for (const checkin of sources.personalCheckins) dayOf(checkin.at).personalCheckins += 1;
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** Ratings per local day (in the rated person's zone), oldest first. */
export function rollUpRatings(ratings: readonly TimedValue[], timeZone: string): DayRatings[] {
  const days = new Map<DayKey, DayRatings>();
  for (const { at, value } of ratings) {
    const key = localDayKey(at, timeZone);
    const day = days.get(key);
    if (day) add(day, value);
    else days.set(key, { day: key, count: 1, sum: value });
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Reading figures back: the engines' arithmetic over rollups

/** count / sum of several days (or of anything with figures). */
export function total(figures: Iterable<Figures>): Figures {
  const sum = { count: 0, sum: 0 };
  for (const f of figures) {
    sum.count += f.count;
    sum.sum += f.sum;
  }
  return sum;
}

export function totalMoods(figures: Iterable<MoodFigures>): MoodFigures {
  const sum = { count: 0, sum: 0, squares: 0 };
  for (const f of figures) {
    sum.count += f.count;
    sum.sum += f.sum;
    sum.squares += f.squares;
  }
  return sum;
}

/** Each part of the day's figures over several days. */
export function totalTimesOfDay(days: readonly DailyRollup[]): Record<TimeOfDay, Figures> {
  return {
    morning: total(days.map((d) => d.timesOfDay.morning)),
    afternoon: total(days.map((d) => d.timesOfDay.afternoon)),
    evening: total(days.map((d) => d.timesOfDay.evening)),
  };
}

/** The mean; NaN without any value, as stats.mean. */
export function meanOf({ count, sum }: Figures): number {
  return count === 0 ? Number.NaN : sum / count;
}

/** Mean sleep hours of sleep figures (summed in hundredths); NaN without any. */
export function meanSleepHours(figures: Figures): number {
  return meanOf(figures) / 100;
}

/**
 * Population standard deviation, as stats.standardDeviation over the same values: (n·Σv² − (Σv)²) / n² is exact in
 * integers, so the one rounding is the division. NaN without any value.
 */
export function spreadOf({ count, sum, squares }: MoodFigures): number {
  if (count === 0) return Number.NaN;
  return Math.sqrt(Math.max(0, count * squares - sum * sum) / (count * count));
}

/** The days of `rollups` from `firstDay` to `lastDay` (inclusive), in their order. */
export function daysWithin<T extends { day: DayKey }>(rollups: readonly T[], firstDay: DayKey, lastDay: DayKey): T[] {
  return rollups.filter((r) => r.day >= firstDay && r.day <= lastDay);
}
