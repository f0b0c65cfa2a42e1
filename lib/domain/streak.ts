/**
 * The one streak rule (issue #35, decision 065): ritual streaks, the mood-logging and check-in streaks of Personal
 * Growth, and the streak achievements (mood_streak_7, mood_consistency_30, connection_champion) all count with it,
 * so no page and no award can disagree about a streak. Built to encourage rather than punish (decision 037):
 *
 * - The streak is the number of done local days in the run that ends today, or yesterday while today has nothing
 *   yet: a day is not "missed" until it is over, so nobody loses a streak at breakfast.
 * - A single missed day inside the run is bridged by a freeze, at most one freeze per calendar week (Monday–Sunday,
 *   the week the missed day falls in). A bridged day keeps the run going but is not counted as a done day, so the
 *   number never claims a day the person did not do. Two missed days in a row, or a second missed day in a week whose
 *   freeze is spent, end the run: the run is then the longest stretch ending today in which every missed day is
 *   bridged.
 * - `welcomeBack` is set on the day a new run starts after an earlier one ended, so the UI can greet the return
 *   instead of pointing at the gap. It is only true on that first day.
 *
 * The rule is a fold over done days in order (`stepStreak`), with a state of five numbers, so the achievement tracker
 * can stream years of history through it in O(1) memory and `streakFromDays` answers a page from a list of days: both
 * are this one fold. Days are whole days since 1970-01-01 (a DayKey's date, so a DST change can never make a day 23 or
 * 25 hours long here).
 */

export const STREAK_CELEBRATION_DAYS = 7;

/** The words every streak is shown with, on /rituals, Actions & Rituals and Personal Growth. */
export const STREAK_TEXT = {
  streak: (days: number) => (days === 1 ? "1-day streak" : `${days}-day streak`),
  /** Ours (issue #16, no guilt): said on the first day of a new run after a gap, instead of a broken streak. */
  welcomeBack: "Welcome back! A fresh start counts.",
  /** Said while a freeze bridges a missed day of the current run, so a kept streak is not a mystery. */
  kept: "Streak kept: one missed day a week is forgiven.",
} as const;

/** The fold's state after the last done day. */
export interface StreakRun {
  /** The last done day (days since 1970-01-01), or null before the first. */
  lastDay: number | null;
  /** Done days in the run ending on lastDay. */
  streak: number;
  /** The newest missed day a freeze bridged inside the run, or null. */
  frozenDay: number | null;
  /** Done days after frozenDay (up to lastDay): where the run restarts if a second missed day falls in its week. */
  doneSinceFrozen: number;
  /** Distinct done days seen, the run's and earlier ones (welcomeBack needs to know an earlier run existed). */
  days: number;
}

export const NO_STREAK: StreakRun = Object.freeze({
  lastDay: null,
  streak: 0,
  frozenDay: null,
  doneSinceFrozen: 0,
  days: 0,
});

/** The number of the Monday starting the week `day` falls in: the key under which that week's freeze is spent. */
export function mondayOf(day: number): number {
  // Day 0, 1970-01-01, was a Thursday: three days after a Monday.
  return day - ((((day + 3) % 7) + 7) % 7);
}

/**
 * The state after missing `missed` (one day, with a done day before it): bridged while its week's freeze is unspent in
 * the run; otherwise the run restarts after the missed day that spent it, keeping the done days since.
 */
function afterMissedDay(run: StreakRun, missed: number): { streak: number; frozenDay: number } {
  const spent = run.frozenDay !== null && mondayOf(run.frozenDay) === mondayOf(missed);
  return { streak: spent ? run.doneSinceFrozen : run.streak, frozenDay: missed };
}

/**
 * Adds a done day. Days must come in order; a day at or before the last one changes nothing (several entries on one
 * day, or a zone falling back across midnight) and returns the same state.
 */
export function stepStreak(run: StreakRun, day: number): StreakRun {
  if (run.lastDay !== null && day <= run.lastDay) return run;
  const days = run.days + 1;
  if (run.lastDay === day - 1) {
    return {
      lastDay: day,
      streak: run.streak + 1,
      frozenDay: run.frozenDay,
      doneSinceFrozen: run.doneSinceFrozen + 1,
      days,
    };
  }
  if (run.lastDay === day - 2) {
    const bridged = afterMissedDay(run, day - 1);
    return { lastDay: day, streak: bridged.streak + 1, frozenDay: bridged.frozenDay, doneSinceFrozen: 1, days };
  }
  return { lastDay: day, streak: 1, frozenDay: null, doneSinceFrozen: 1, days };
}

export interface StreakStanding {
  /** The run that can still go on today; 0 once it has ended. */
  streak: number;
  completedToday: boolean;
  /** The newest missed day a freeze bridges in the current run (yesterday while today is still open), or null. */
  frozenDay: number | null;
  welcomeBack: boolean;
}

/** Where the fold stands on `today`, which may itself still be open (not done yet). */
export function streakOn(run: StreakRun, today: number): StreakStanding {
  const none = { streak: 0, completedToday: false, frozenDay: null, welcomeBack: false };
  if (run.lastDay === null || run.lastDay > today) return none;
  if (run.lastDay === today) {
    return {
      streak: run.streak,
      completedToday: true,
      frozenDay: run.frozenDay,
      welcomeBack: run.streak === 1 && run.days > 1,
    };
  }
  if (run.lastDay === today - 1) return { ...none, streak: run.streak, frozenDay: run.frozenDay };
  if (run.lastDay === today - 2) {
    // Yesterday was missed: today is still open, so yesterday is judged like any missed day between two done ones.
    const bridged = afterMissedDay(run, today - 1);
    return { ...none, streak: bridged.streak, frozenDay: bridged.frozenDay };
  }
  return none;
}

// --- Day keys ---------------------------------------------------------------------------------------------------------

const MS_PER_DAY = 86_400_000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A DayKey as days since 1970-01-01, or null for anything that is not a real calendar date. */
export function dayNumber(key: string): number | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls "2026-02-30" over into March; a rolled-over key is a typo, not a day.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / MS_PER_DAY;
}

export function dayKeyOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export interface StreakResult {
  streak: number;
  completedToday: boolean;
  /** The newest missed day a freeze bridges in the current run, as a DayKey, or null. */
  frozenDay: string | null;
  welcomeBack: boolean;
}

/** Folds a set of done DayKeys (any order, duplicates and malformed keys ignored) into where they stand on `today`. */
function foldDays(completedDays: Iterable<string>, today: number): StreakRun {
  const days: number[] = [];
  // Future days (a device clock ahead of the server, a zone change) cannot extend today's streak.
  for (const key of completedDays) {
    const day = dayNumber(key);
    if (day !== null && day <= today) days.push(day);
  }
  days.sort((a, b) => a - b);
  return days.reduce(stepStreak, NO_STREAK);
}

/** The streak of a list of done local days as of `today` (a DayKey). */
export function streakFromDays(completedDays: Iterable<string>, today: string): StreakResult {
  const todayNumber = dayNumber(today);
  if (todayNumber === null) throw new RangeError(`Not a day key: ${today}`);
  const standing = streakOn(foldDays(completedDays, todayNumber), todayNumber);
  return { ...standing, frozenDay: standing.frozenDay === null ? null : dayKeyOf(standing.frozenDay) };
}
