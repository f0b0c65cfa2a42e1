import type { AchievementView } from "../achievements/screen";
import { mean, roundTo } from "../stats";
import { NO_STREAK, dayNumber, stepStreak, streakOn } from "../streak";
import { addDays, localDayKey, localDayWindow, weekStart, type DayKey } from "../time";
import type { BiometricRecord, Clock, MoodRecord, PartnerCheckinRecord } from "../types";
import { analyticsPeriod, type AnalyticsRange } from "./range";

/**
 * Personal Growth Analytics (issue #14): habits and change over time, from the user's own records only.
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
  /** The last STREAK_LOOKBACK_DAYS at least (streaks), and 2 × COMPARE_WINDOW_DAYS (month over month). */
  moods: readonly MoodRecord[];
  partnerCheckins: readonly PartnerCheckinRecord[];
  personalCheckinTimes: readonly Date[];
  biometrics: readonly BiometricRecord[];
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
const averageOf = (values: number[]) => (values.length >= COMPARE_MIN_RECORDS ? two(mean(values)) : null);

export function growthAnalytics(input: GrowthInput): GrowthAnalyticsModel {
  const { clock, range } = input;
  const { timeZone } = clock;
  const dayOf = (at: Date) => localDayKey(at, timeZone);
  const today = dayOf(clock.now);
  const period = analyticsPeriod(clock, range);
  const inRange = (at: Date) => at >= period.from && at < period.to;

  const moodDays = new Set(input.moods.map((m) => dayOf(m.at)));
  const checkinTimes = [...input.partnerCheckins.map((c) => c.at), ...input.personalCheckinTimes];
  const checkinDays = new Set(checkinTimes.map(dayOf));
  const hasNote = (c: PartnerCheckinRecord) => (c.note ?? "").trim().length > 0;

  const weeks = new Map<DayKey, GrowthWeek & { values: number[] }>();
  const weekOf = (day: DayKey) => {
    const start = weekStart(day);
    let week = weeks.get(start);
    if (!week) {
      week = { weekStart: start, moodAverage: null, moods: 0, checkins: 0, gratitudeNotes: 0, values: [] };
      weeks.set(start, week);
    }
    return week;
  };
  for (const day of period.days) weekOf(day);
  for (const mood of input.moods) if (inRange(mood.at)) weekOf(dayOf(mood.at)).values.push(mood.value);
  for (const at of checkinTimes) if (inRange(at)) weekOf(dayOf(at)).checkins += 1;
  for (const c of input.partnerCheckins) if (inRange(c.at) && hasNote(c)) weekOf(dayOf(c.at)).gratitudeNotes += 1;

  return {
    range,
    streaks: { logging: streakOf(moodDays, today), checkins: streakOf(checkinDays, today) },
    weeks: [...weeks.values()]
      .sort((a, b) => (a.weekStart < b.weekStart ? -1 : 1))
      .map(({ values, ...week }) => ({
        ...week,
        moods: values.length,
        moodAverage: values.length ? two(mean(values)) : null,
      })),
    gratitudeNotes: input.partnerCheckins.filter((c) => inRange(c.at) && hasNote(c)).length,
    achievements: input.achievements
      .filter((a) => inRange(a.earnedAt))
      .sort((a, b) => b.earnedAt.getTime() - a.earnedAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((a) => ({ id: a.id, title: a.title, icon: a.icon, category: a.category, day: dayOf(a.earnedAt) })),
    ...monthOverMonth(input, checkinTimes),
  };
}

function monthOverMonth(input: GrowthInput, checkinTimes: readonly Date[]) {
  const { now, timeZone } = input.clock;
  const current = localDayWindow(now, timeZone, COMPARE_WINDOW_DAYS);
  const both = localDayWindow(now, timeZone, COMPARE_WINDOW_DAYS * 2);
  /** The items of the last 30 days, and of the 30 before. */
  const split = <T>(items: readonly T[], at: (item: T) => Date): [T[], T[]] => [
    items.filter((item) => at(item) >= current.from && at(item) < current.to),
    items.filter((item) => at(item) >= both.from && at(item) < current.from),
  ];
  const [moodsNow, moodsBefore] = split(input.moods, (m) => m.at);
  const [checkinsNow, checkinsBefore] = split(checkinTimes, (at) => at);
  const [bioNow, bioBefore] = split(input.biometrics, (b) => b.at);
  const days = (moods: MoodRecord[]) => new Set(moods.map((m) => localDayKey(m.at, timeZone))).size;
  const figures = (list: BiometricRecord[], pick: (b: BiometricRecord) => number | null) =>
    averageOf(list.flatMap((b) => (pick(b) === null ? [] : [pick(b)!])));

  const comparisons: Comparison[] = [
    compare("mood", averageOf(moodsNow.map((m) => m.value)), averageOf(moodsBefore.map((m) => m.value)), "up"),
    compare("daysLogged", days(moodsNow), days(moodsBefore), "up"),
    compare("checkins", checkinsNow.length, checkinsBefore.length, "up"),
    compare(
      "sleep",
      figures(bioNow, (b) => b.sleepHours),
      figures(bioBefore, (b) => b.sleepHours),
      "up",
    ),
    compare(
      "stress",
      figures(bioNow, (b) => b.stressLevel),
      figures(bioBefore, (b) => b.stressLevel),
      "down",
    ),
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
