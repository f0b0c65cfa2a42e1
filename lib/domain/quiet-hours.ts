import { MS_PER_DAY, MS_PER_MINUTE, offsetMsAt } from "./time";

/**
 * Quiet hours (issue #33 point 3, decision 055): a nightly window, in the person's own time zone, during which web
 * pushes wait. The rule is about the wall clock, because that is what a person means by "22:00 to 08:00":
 *
 * - An instant is quiet when the person's clock then reads from `start` (inclusive) to `end` (exclusive). A start
 *   later than the end spans midnight (22:00–08:00); a start equal to the end is no window at all (off), never
 *   "all day", so a mistaken pair cannot silence every push for good.
 * - The quiet period ends at the first instant after `now` at which the clock reads the end time or later.
 * - DST: on a spring-forward night an end inside the skipped hour ends at the jump (an end of 02:30 where the clock
 *   goes 02:00 → 03:00 ends at 03:00, the first moment the clock is past 02:30); on a fall-back night the repeated
 *   hour is read as the clock shows it, so the period ends at the next 01:30 the clock reads after `now` (the first
 *   one when `now` is before it, the second when `now` is already in the repeated hour). A night across a change is
 *   an hour shorter or longer in elapsed time, never in wall time: 08:00 stays 08:00.
 *
 * Offsets come from time.ts (Intl, the platform's tz database), never from a fixed table.
 */

export interface QuietHours {
  /** "HH:MM" (24-hour), or "HH:MM:SS" as the database's time type returns it; seconds are ignored. */
  start: string;
  end: string;
}

export interface QuietHoursPreference extends QuietHours {
  enabled: boolean;
}

export type QuietHoursState = { quiet: false } | { quiet: true; endsAt: Date };

/** A time of day as forms send it: "HH:MM", 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const STORED_CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** Minutes after local midnight of "HH:MM" or "HH:MM:SS"; null for anything else. */
export function clockMinutes(time: string): number | null {
  const match = STORED_CLOCK_TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

// time.ts keeps one offset per 15-minute slot because every transition since 1970 falls on a quarter hour; searching
// for a transition to that step finds it exactly.
const TRANSITION_STEP_MS = 15 * MS_PER_MINUTE;

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Whether `now` is inside the person's quiet hours and, if so, the instant they end. */
export function quietHoursAt(now: Date, timeZone: string, { start, end }: QuietHours): QuietHoursState {
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  // The database's time type and the form's schema only let "HH:MM" through; anything else cannot hold a push.
  if (from === null || to === null || from === to) return { quiet: false };
  const endsAt = quietUntil(now.getTime(), timeZone, from * MS_PER_MINUTE, to * MS_PER_MINUTE);
  if (endsAt === null) return { quiet: false };
  // A spring-forward jump can skip the whole waking band of a window that leaves only minutes free (02:45–02:30
  // where 02:00–03:00 is skipped): the clock is then still in quiet hours at the jump, and they last until the next
  // end. Once is enough: transitions are months apart and a period is shorter than a day.
  const next = quietUntil(endsAt, timeZone, from * MS_PER_MINUTE, to * MS_PER_MINUTE);
  return { quiet: true, endsAt: new Date(next ?? endsAt) };
}

/** The end of the quiet period `nowMs` is in, or null when the clock then reads outside [startMs, endMs). */
function quietUntil(nowMs: number, timeZone: string, startMs: number, endMs: number): number | null {
  const offset = offsetMsAt(nowMs, timeZone);
  const wall = nowMs + offset;
  const sinceMidnight = mod(wall, MS_PER_DAY);
  const quiet =
    startMs < endMs
      ? sinceMidnight >= startMs && sinceMidnight < endMs
      : sinceMidnight >= startMs || sinceMidnight < endMs;
  if (!quiet) return null;
  return firstInstantShowing(wall + mod(endMs - sinceMidnight, MS_PER_DAY), nowMs, offset, timeZone);
}

/**
 * When a push that is due at `now` may leave: null for at once (quiet hours off, or not quiet now), else the end of
 * the quiet period.
 */
export function pushHeldUntil(now: Date, timeZone: string, preference: QuietHoursPreference): Date | null {
  if (!preference.enabled) return null;
  const state = quietHoursAt(now, timeZone, preference);
  return state.quiet ? state.endsAt : null;
}

/**
 * The first instant after `nowMs` at which the clock reads `wallMs` or later, given the offset in force at `nowMs`.
 * A quiet period is shorter than a day, so at most one transition falls between now and its end.
 */
function firstInstantShowing(wallMs: number, nowMs: number, nowOffset: number, timeZone: string): number {
  const sameOffset = wallMs - nowOffset;
  const laterOffset = offsetMsAt(sameOffset, timeZone);
  if (laterOffset === nowOffset) return sameOffset;
  // A transition lies between now and `sameOffset`. After it the clock reads wallMs at `shifted`: on a fall-back
  // night that is the answer (before the transition the clock never got that far); on a spring-forward night it is
  // the answer unless it lands before the transition, which means wallMs was skipped: then the jump itself is.
  const shifted = wallMs - laterOffset;
  if (offsetMsAt(shifted, timeZone) === laterOffset) return shifted;
  return transitionAfter(nowMs, sameOffset, nowOffset, timeZone);
}

/** The first quarter hour in (fromMs, toMs] whose offset differs from `fromOffset`; one is known to exist. */
function transitionAfter(fromMs: number, toMs: number, fromOffset: number, timeZone: string): number {
  let low = Math.floor(fromMs / TRANSITION_STEP_MS);
  let high = Math.floor(toMs / TRANSITION_STEP_MS);
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (offsetMsAt(mid * TRANSITION_STEP_MS, timeZone) === fromOffset) low = mid;
    else high = mid;
  }
  return high * TRANSITION_STEP_MS;
}
