import type { AchievementView } from "../achievements/screen";
import { roundTo } from "../stats";
import { NO_STREAK, dayNumber, stepStreak, streakOn } from "../streak";
import { addDays, localDayKey, localDayWindow, weekStart, type DayKey } from "../time";
import type { Clock } from "../types";
import { daysWithin, meanOf, meanSleepHours, total, type DailyRollup, type Figures } from "./daily-rollup";
import { analyticsPeriod, type AnalyticsRange } from "./range";

/**
 * Personal Growth Analytics (issue #14): habits and change over time, from the user's own records only, read as
 * their daily rollups (daily-rollup.ts, decision 067).
 *
 * - Streaks (logging a mood; checking in, either kind) over the last STREAK_LOOKBACK_DAYS local days, by the one
 *   streak rule of lib/domain/streak.ts (the rituals': one missed day a week forgiven, a day not missed until it is
 *   over, "Welcome back" on the first day after a run ended; decision 065).
 * - Weeks (Sunday-start, overlapping the range): mood average, moods, check-ins and gratitude notes (a partner
 *   check-in's note is its gratitude note, spec 2 §2.3).
 * - Achievements earned in the range, newest first.
 * - Month over month: the last 30 local days against the 30 before, a rolling window like the achievements' "This
 *   Month" (docs/achievements.md); an average is compared only with COMPARE_MIN_RECORDS on both sides.
 */

export const STREAK_LOOKBACK_DAYS = 365;
export const COMPARE_WINDOW_DAYS = 30;
export const COMPARE_MIN_RECORDS = 3;

export interface Streak {
  current: number;
  longest: number;
  longestEndedOn: DayKey | null;
  activeToday: boolean;
  /** Today starts a new run after an earlier one ended. */
  welcomeBack: boolean;
  /** A freeze bridges a missed day of the current run. */
  kept: boolean;
}
export interface GrowthWeek {
  weekStart: DayKey;
  moodAverage: number | null;
  moods: number;
  checkins: number;
  gratitudeNotes: number;
}
export type GrowthMetric = "mood" | "daysLogged" | "checkins" | "sleep" | "stress";
export interface Comparison {
  metric: GrowthMetric;
  label: string;
  current: number | null;
  previous: number | null;
  improved: boolean | null;
}
export interface GrowthAnalyticsModel {
  range: AnalyticsRange;
  streaks: { logging: Streak; checkins: Streak };
  weeks: GrowthWeek[];
  gratitudeNotes: number;
  achievements: { id: string; title: string; icon: string; category: string; day: DayKey }[];
  comparisons: Comparison[];
  improvements: string[];
}

export interface GrowthInput {
  clock: Clock;
  range: AnalyticsRange;
  /**
   * The person's daily rollups over the last STREAK_LOOKBACK_DAYS at least (streaks), the range and
   * 2 × COMPARE_WINDOW_DAYS (month over month).
   */
  days: readonly DailyRollup[];
  achievements: readonly AchievementView[];
}

/** Streaks over a set of local days, as of `today`: the streak rule's fold over the last `lookback` days. */
export function streakOf(days: ReadonlySet<DayKey>, today: DayKey, lookback = STREAK_LOOKBACK_DAYS): Streak {
  const last = dayNumber(today);
  if (last === null) throw new RangeError(`Not a day key: ${today}`);
  const first = last - (lookback - 1);
  const inWindow = [...days]
    .map(dayNumber)
    .filter((d): d is number => d !== null && d >= first && d <= last)
    .sort((a, b) => a - b);
  let run = NO_STREAK;
  let longest = 0;
  let longestEndedOn: number | null = null;
  for (const day of inWindow) {
    run = stepStreak(run, day);
    // The fold's streak on a done day is the longest run ending there, so the longest of these is the longest run.
    if (run.streak >= longest) {
      longest = run.streak;
      longestEndedOn = day;
    }
  }
  const now = streakOn(run, last);
  return {
    current: now.streak,
    longest,
    longestEndedOn: longestEndedOn === null ? null : addDays(today, longestEndedOn - last),
    activeToday: now.completedToday,
    welcomeBack: now.welcomeBack,
    kept: now.streak > 0 && now.frozenDay !== null,
  };
}

const two = (value: number) => roundTo(value, 2);
const averageOf = (figures: Figures, mean = meanOf) =>
  figures.count >= COMPARE_MIN_RECORDS ? two(mean(figures)) : null;
/** Check-ins of either kind written on a day. */
const checkinsOn = (day: DailyRollup) => day.checkins.count + day.personalCheckins;

export function growthAnalytics(input: GrowthInput): GrowthAnalyticsModel {
  const { clock, range } = input;
  const { timeZone } = clock;
  const dayOf = (at: Date) => localDayKey(at, timeZone);
  const today = dayOf(clock.now);
  const period = analyticsPeriod(clock, range);
  const inRange = (at: Date) => at >= period.from && at < period.to;

  const moodDays = new Set(input.days.filter((d) => d.moods.count > 0).map((d) => d.day));
  const checkinDays = new Set(input.days.filter((d) => checkinsOn(d) > 0).map((d) => d.day));
  const shown = daysWithin(input.days, period.firstDay, period.lastDay);

  const weeks = new Map<DayKey, GrowthWeek & { moodFigures: Figures[] }>();
  const weekOf = (day: DayKey) => {
    const start = weekStart(day);
    let week = weeks.get(start);
    if (!week) {
      week = { weekStart: start, moodAverage: null, moods: 0, checkins: 0, gratitudeNotes: 0, moodFigures: [] };
      weeks.set(start, week);
    }
    return week;
  };
  for (const day of period.days) weekOf(day);
  for (const day of shown) {
    const week = weekOf(day.day);
    week.moodFigures.push(day.moods);
    week.checkins += checkinsOn(day);
    // A partner check-in's note is its gratitude note (spec 2 §2.3); only whether one was written is kept.
    week.gratitudeNotes += day.checkins.notes;
  }

  return {
    range,
    streaks: { logging: streakOf(moodDays, today), checkins: streakOf(checkinDays, today) },
    weeks: [...weeks.values()]
      .sort((a, b) => (a.weekStart < b.weekStart ? -1 : 1))
      .map(({ moodFigures, ...week }) => {
        const moods = total(moodFigures);
        return { ...week, moods: moods.count, moodAverage: moods.count ? two(meanOf(moods)) : null };
      }),
    gratitudeNotes: shown.reduce((n, d) => n + d.checkins.notes, 0),
    achievements: input.achievements
      .filter((a) => inRange(a.earnedAt))
      .sort((a, b) => b.earnedAt.getTime() - a.earnedAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((a) => ({ id: a.id, title: a.title, icon: a.icon, category: a.category, day: dayOf(a.earnedAt) })),
    ...monthOverMonth(input),
  };
}

function monthOverMonth(input: GrowthInput) {
  const { now, timeZone } = input.clock;
  const current = localDayWindow(now, timeZone, COMPARE_WINDOW_DAYS);
  const both = localDayWindow(now, timeZone, COMPARE_WINDOW_DAYS * 2);
  /** The rollups of the last 30 days, and of the 30 before. */
  const daysNow = daysWithin(input.days, current.days[0]!, current.days.at(-1)!);
  const daysBefore = daysWithin(input.days, both.days[0]!, addDays(current.days[0]!, -1));
  const figures = (days: readonly DailyRollup[], pick: (d: DailyRollup) => Figures) => total(days.map(pick));
  const daysLogged = (days: readonly DailyRollup[]) => days.filter((d) => d.moods.count > 0).length;
  const checkins = (days: readonly DailyRollup[]) => days.reduce((n, d) => n + checkinsOn(d), 0);
  const mood = (d: DailyRollup) => d.moods;
  const sleep = (d: DailyRollup) => d.sleep;
  const stress = (d: DailyRollup) => d.stress;

  const comparisons: Comparison[] = [
    compare("mood", averageOf(figures(daysNow, mood)), averageOf(figures(daysBefore, mood)), "up"),
    compare("daysLogged", daysLogged(daysNow), daysLogged(daysBefore), "up"),
    compare("checkins", checkins(daysNow), checkins(daysBefore), "up"),
    compare(
      "sleep",
      averageOf(figures(daysNow, sleep), meanSleepHours),
      averageOf(figures(daysBefore, sleep), meanSleepHours),
      "up",
    ),
    compare("stress", averageOf(figures(daysNow, stress)), averageOf(figures(daysBefore, stress)), "down"),
  ];
  return { comparisons, improvements: comparisons.filter((c) => c.improved).map(GROWTH_TEXT.improvement) };
}

function compare(metric: GrowthMetric, current: number | null, previous: number | null, good: "up" | "down") {
  const improved =
    current === null || previous === null || current === previous ? null : current > previous === (good === "up");
  return { metric, label: GROWTH_TEXT.metrics[metric], current, previous, improved };
}

/** The page's words (ours: the issue names the sections, the spec has no text for them). */
export const GROWTH_TEXT = {
  title: "Personal Growth Analytics",
  intro: "Your habits and how things changed over time.",
  streaksTitle: "Streaks",
  loggingStreak: "Mood logging",
  checkinStreak: "Check-ins",
  streakEmpty: "Log a mood today to start a streak.",
  streakNote: "Counted over the last year, by your local days. One missed day a week is forgiven.",
  weeksTitle: "Week by week",
  weeksEmpty: "No moods or check-ins in this range yet.",
  achievementsTitle: "Achievements in this range",
  achievementsEmpty: "No achievements in this range. They come with logging moods and checking in.",
  changeTitle: "This month against the last",
  changeNote: `The last ${COMPARE_WINDOW_DAYS} days against the ${COMPARE_WINDOW_DAYS} before; averages need ${COMPARE_MIN_RECORDS} records on each side.`,
  noImprovements: "Nothing rose clearly this month yet. Keep logging, and changes will show here.",
  metrics: {
    mood: "Average mood",
    daysLogged: "Days with a mood",
    checkins: "Check-ins",
    sleep: "Average sleep (h)",
    stress: "Average stress (/10)",
  } satisfies Record<GrowthMetric, string>,
  improvement(c: Comparison): string {
    const change = c.metric === "stress" ? "fell" : "rose";
    return `${c.label} ${change} from ${c.previous} to ${c.current}.`;
  },
} as const;
