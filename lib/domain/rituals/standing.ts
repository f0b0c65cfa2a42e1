import { formatDayKey, localDayKey, type DayKey } from "../time";
import type { Clock } from "../types";
import { STREAK_TEXT, streakFromDays } from "../streak";

/**
 * Where a ritual stands today — its streak and its last completion — as every list of rituals shows it (/rituals'
 * cards and the Actions & Rituals page, decision 050): one rule, so the two pages never disagree.
 *
 * It reads the two fields a completion writes on every copy of a ritual (lib/services/rituals/complete-ritual.ts):
 * streak_count, the run as of the last completion (derived from the completion log of both copies, freezes
 * included), and last_completed_at. The stored run is still the streak today only while it can go on: the gap from
 * its last day to today is judged by streak.ts itself (today, yesterday, or one missed day a freeze may still
 * bridge), so "3-day streak" never describes a run that ended last month. The one thing the two fields cannot tell
 * is a freeze already spent inside the run that week; then the next completion starts a new run at 1.
 */

export interface RitualStandingInput {
  streakCount: number;
  lastCompletedAt: Date | null;
}

export interface RitualStanding {
  /** The run that can still go on today; 0 once it has ended or before the first completion. */
  streak: number;
  /** The viewer's local day of the last completion (by either partner on a shared ritual), or null if never. */
  lastCompletedDay: DayKey | null;
}

export const STANDING_TEXT = {
  streak: STREAK_TEXT.streak,
  lastCompleted: (date: string) => `Last completed ${date}`,
  neverCompleted: "Not completed yet",
} as const;

export function ritualStanding(ritual: RitualStandingInput, { now, timeZone }: Clock): RitualStanding {
  if (ritual.lastCompletedAt === null) return { streak: 0, lastCompletedDay: null };
  const today = localDayKey(now, timeZone);
  const completed = localDayKey(ritual.lastCompletedAt, timeZone);
  // A completion stamped after now (a clock ahead somewhere) is today's: it cannot be in a day that has not begun.
  const lastCompletedDay = completed > today ? today : completed;
  const open = streakFromDays([lastCompletedDay], today).streak > 0;
  // A completed day is a run of at least one, whatever a row written outside the completion path holds.
  return { streak: open ? Math.max(ritual.streakCount, 1) : 0, lastCompletedDay };
}

/** The standing in words: the streak (none once it ended) and the last completion, the year only when not this one. */
export function standingTexts(
  { streak, lastCompletedDay }: RitualStanding,
  { now, timeZone }: Clock,
): { streak: string | null; lastCompleted: string } {
  const thisYear = localDayKey(now, timeZone).slice(0, 4);
  return {
    streak: streak > 0 ? STANDING_TEXT.streak(streak) : null,
    lastCompleted: lastCompletedDay
      ? STANDING_TEXT.lastCompleted(
          formatDayKey(lastCompletedDay, { withYear: !lastCompletedDay.startsWith(thisYear) }),
        )
      : STANDING_TEXT.neverCompleted,
  };
}

/** One line: "3-day streak · Last completed Nov 26", "Last completed Oct 2", or "Not completed yet". */
export function standingLine(standing: RitualStanding, clock: Clock): string {
  const words = standingTexts(standing, clock);
  return words.streak ? `${words.streak} · ${words.lastCompleted}` : words.lastCompleted;
}
