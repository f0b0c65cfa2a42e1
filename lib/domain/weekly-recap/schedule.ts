import { localTimeOn } from "../special-dates";
import { addDays, dayOfWeek, localDayKey, startOfLocalDay, type DayKey } from "../time";

/**
 * When a weekly recap comes (issue #37, decision 073). A recap covers the seven calendar dates before its recap day
 * and arrives at RECAP_HOUR on that day, in each partner's own zone: with the default Sunday, Sunday evening brings
 * the Sunday-to-Saturday week that has just ended (the app's weeks, lib/domain/time.ts), so every date is in exactly
 * one recap. A couple has one recap day: the choice made last by either of them (never set: Sunday). The recap is
 * written once, when it first comes due for either partner, and covers each one's own local dates up to that moment.
 */

/** 6 PM local: an evening, after the day's entries and before the quiet hours most people keep. */
const RECAP_HOUR = 18;
/** Sunday. */
const DEFAULT_RECAP_DAY = 0;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** A weekday as stored (0 = Sunday … 6 = Saturday); anything else reads as the default. */
export function recapWeekday(value: number | null | undefined): number {
  return Number.isInteger(value) && value! >= 0 && value! <= 6 ? value! : DEFAULT_RECAP_DAY;
}

export interface RecapDayChoice {
  day: number;
  /** When the person chose it; null when they never did (the default). */
  setAt: Date | null;
}

/**
 * The circle's recap day: the choice made most recently by either partner, so whoever changes it changes it for both
 * and both always read the same day in Settings. Never chosen by either: Sunday. Chosen at the same instant: the
 * earlier weekday, so the answer never depends on the order the two are read in.
 */
export function circleRecapDay(choices: readonly RecapDayChoice[]): number {
  let chosen: RecapDayChoice | null = null;
  for (const choice of choices) {
    if (!choice.setAt) continue;
    const later = !chosen || choice.setAt.getTime() > chosen.setAt!.getTime();
    const tieEarlier = chosen && choice.setAt.getTime() === chosen.setAt!.getTime() && choice.day < chosen.day;
    if (later || tieEarlier) chosen = choice;
  }
  return recapWeekday(chosen?.day);
}

/** The recap's moment on `day` for a person in `timeZone`: RECAP_HOUR local (DST-safe). */
export function recapMomentOn(day: DayKey, timeZone: string): Date {
  return localTimeOn(day, RECAP_HOUR, timeZone);
}

/** The latest date on `weekday`, at or before the zone's today, whose recap moment is not after `now`. */
function latestRecapDayIn(now: Date, weekday: number, timeZone: string): DayKey {
  const today = localDayKey(now, timeZone);
  let day = addDays(today, -((dayOfWeek(today) - weekday + 7) % 7));
  if (recapMomentOn(day, timeZone).getTime() > now.getTime()) day = addDays(day, -7);
  return day;
}

/** One recap's week: the seven dates it covers and the moment it first comes due for the circle. */
export interface RecapWeek {
  /** The first date covered. */
  weekStart: DayKey;
  /** The seven dates covered, oldest first. */
  days: DayKey[];
  /** The recap day: the date after the last one covered. */
  recapDay: DayKey;
  /** The earliest of the members' recap moments on the recap day. */
  dueAt: Date;
}

/** The week whose recap comes on `recapDay` for members in these zones. */
export function recapWeekOf(recapDay: DayKey, zones: readonly string[]): RecapWeek {
  const weekStart = addDays(recapDay, -7);
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const dueAt = Math.min(...zones.map((zone) => recapMomentOn(recapDay, zone).getTime()));
  return { weekStart, days, recapDay, dueAt: new Date(dueAt) };
}

/**
 * The most recent week whose recap has come due at `now` for at least one member (their recap moment passed in their
 * zone): the one a page shows and the sweep writes.
 */
export function latestDueRecapWeek(now: Date, weekday: number, zones: readonly string[]): RecapWeek {
  const recapDay = zones
    .map((zone) => latestRecapDayIn(now, weekday, zone))
    .sort()
    .at(-1)!;
  return recapWeekOf(recapDay, zones);
}

/** The person's first recap moment strictly after `after`, on `weekday` in their zone. */
export function nextRecapMoment(after: Date, weekday: number, timeZone: string): Date {
  const latest = latestRecapDayIn(after, weekday, timeZone);
  let day = addDays(latest, 7);
  // `after` exactly on a moment: that one is not "after", the next one is.
  if (recapMomentOn(day, timeZone).getTime() <= after.getTime()) day = addDays(day, 7);
  return recapMomentOn(day, timeZone);
}

/** An interval of instants, `from` inclusive and `to` exclusive. */
export interface InstantWindow {
  from: Date;
  to: Date;
}

/**
 * What of one member's time a recap covers: their own local dates of the week, up to the moment the recap came due
 * (a partner far to the west may still be on the week's last date then; what they log later is in no recap).
 */
export function memberWindow(week: RecapWeek, timeZone: string): InstantWindow {
  const end = startOfLocalDay(week.recapDay, timeZone);
  return {
    from: startOfLocalDay(week.weekStart, timeZone),
    to: new Date(Math.min(end.getTime(), week.dueAt.getTime())),
  };
}

/** The whole circle's window (for what is the couple's, not one person's: goals): the union of the members' windows. */
export function circleWindow(week: RecapWeek, zones: readonly string[]): InstantWindow {
  const windows = zones.map((zone) => memberWindow(week, zone));
  return {
    from: new Date(Math.min(...windows.map((w) => w.from.getTime()))),
    to: new Date(Math.max(...windows.map((w) => w.to.getTime()))),
  };
}
