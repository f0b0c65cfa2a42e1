/**
 * Ritual streaks, built to encourage rather than punish.
 *
 * - The streak is the number of completed local days in the run that ends today, or yesterday while today has no
 *   completion yet: a day is not "missed" until it is over, so nobody loses a streak at breakfast.
 * - A single missed day inside the run is bridged by a freeze, at most one freeze per calendar week (Monday–Sunday,
 *   the week the missed day falls in). A bridged day keeps the run going but is not counted as a completed day, so
 *   the number never claims a day the person did not do. Two missed days in a row, or a second missed day in a week
 *   whose freeze is spent, end the run.
 * - `welcomeBack` is set on the day a new run starts after an earlier one ended, so the UI can greet the return
 *   instead of pointing at the gap. It is only true on that first day: later in the new run the person is simply on
 *   a streak again.
 *
 * Days are local DayKeys ("YYYY-MM-DD") and all arithmetic happens on UTC midnights built from their parts, so a DST
 * change in the person's zone can never make a day 23 or 25 hours long here.
 */

export const STREAK_CELEBRATION_DAYS = 7;

export interface StreakResult {
  streak: number;
  completedToday: boolean;
  /** Missed days bridged by a freeze inside the current run, newest first. */
  frozenDays: string[];
  welcomeBack: boolean;
}

const MS_PER_DAY = 86_400_000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC midnight of the day, or null for anything that is not a real calendar date. */
function utcMidnight(key: string): number | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls "2026-02-30" over into March; a rolled-over key is a typo, not a day.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

function keyOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The Monday starting the week `ms` falls in, as a UTC midnight: the key under which that week's freeze is spent. */
function mondayOf(ms: number): number {
  const daysSinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return ms - daysSinceMonday * MS_PER_DAY;
}

/** One missed day per ISO week (Mon–Sun, the week in which the missed day falls) is forgiven: the streak continues. */
export function streakFromDays(completedDays: readonly string[], today: string): StreakResult {
  const todayMs = utcMidnight(today);
  if (todayMs === null) throw new RangeError(`Not a day key: ${today}`);

  // Future days (a device clock ahead of the server, a zone change) cannot extend today's streak.
  const done = new Set<number>();
  for (const key of completedDays) {
    const ms = utcMidnight(key);
    if (ms !== null && ms <= todayMs) done.add(ms);
  }

  const completedToday = done.has(todayMs);
  const frozen: number[] = [];
  const weeksWithFreeze = new Set<number>();
  let streak = 0;
  let earliestInRun: number | null = null;

  let cursor = completedToday ? todayMs : todayMs - MS_PER_DAY;
  for (;;) {
    if (done.has(cursor)) {
      streak += 1;
      earliestInRun = cursor;
      cursor -= MS_PER_DAY;
      continue;
    }
    const before = cursor - MS_PER_DAY;
    const week = mondayOf(cursor);
    // A freeze only bridges a gap: the day before the missed one must be done, or the run has simply ended.
    if (!done.has(before) || weeksWithFreeze.has(week)) break;
    weeksWithFreeze.add(week);
    frozen.push(cursor);
    cursor = before;
  }

  let hadEarlier = false;
  if (earliestInRun !== null) {
    for (const ms of done) {
      if (ms < earliestInRun) {
        hadEarlier = true;
        break;
      }
    }
  }

  return {
    streak,
    completedToday,
    frozenDays: frozen.map(keyOf),
    welcomeBack: completedToday && streak === 1 && hadEarlier,
  };
}
