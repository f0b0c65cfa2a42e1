/**
 * Calendar arithmetic in the user's IANA time zone. Every "day" and "week" in the engines is a local calendar day
 * of the user, written as a DayKey ("YYYY-MM-DD"); a DayKey is a date, not an instant, so adding days to it never
 * meets a DST jump. Instants become DayKeys through the zone's UTC offset at that instant, and local midnights become
 * instants the other way round, both through Intl (the platform's tz database), never through fixed offsets.
 */

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

/** A local calendar date, "YYYY-MM-DD". */
export type DayKey = string;

/** Weeks start on Sunday (spec 2 §4.9). 0 = Sunday in Date#getUTCDay. */
const WEEK_STARTS_ON = 0;

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl.DateTimeFormat costs tens of microseconds and a good deal of garbage, and a page formats dozens of
// dates in the same one or two zones and styles; formatting with a kept one is a few microseconds. Bounded, as zones
// come from profiles.
const DISPLAY_FORMATTER_LIMIT = 500;
const displayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-US date formatter for the zone and options, made once and kept: what every screen uses to show a date or
 * time in the user's zone ("Mar 10, 2026", "Tue, Mar 10, 2:30 PM").
 */
export function dateFormat(
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = displayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    if (displayFormatters.size >= DISPLAY_FORMATTER_LIMIT) displayFormatters.clear();
    displayFormatters.set(key, formatter);
  }
  return formatter;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** A local day as a screen shows it: "Mar 10", or "Mar 10, 2026" with the year. No zone: the key is already local. */
export function formatDayKey(key: DayKey, { withYear = false }: { withYear?: boolean } = {}): string {
  const [year, month, date] = key.split("-").map(Number);
  const short = `${MONTH_ABBREVIATIONS[month! - 1]} ${date}`;
  return withYear ? `${short}, ${year}` : short;
}

/** True when Intl knows the zone; callers validate user input with this before storing it. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone to compute someone's days in: their stored zone, or UTC when it is missing or unknown to this runtime
 * (a zone stored by an older or newer tz database). Every reader of a person's zone goes through this one rule.
 */
export function zoneOrUtc(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC";
}

// Offsets only change at transitions, and every transition since 1970 falls on a quarter hour, so the offset is
// constant within a 15-minute slot. Caching per slot turns the Intl call (a few µs) into a map lookup for the many
// timestamps of one day. The cache is bounded so a long-running server cannot grow it without limit.
const OFFSET_SLOT_MS = 15 * MS_PER_MINUTE;
const OFFSET_CACHE_LIMIT = 50_000;
const offsetCache = new Map<string, number>();

function computeOffsetMs(ms: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  // Intl drops milliseconds, so compare against the instant rounded down to the second.
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The zone's UTC offset at an instant, in milliseconds (e.g. −4 h for New York in summer). */
export function offsetMsAt(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const key = `${timeZone}|${Math.floor(ms / OFFSET_SLOT_MS)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = computeOffsetMs(ms, timeZone);
    if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/*
 * DayKey arithmetic in whole days since 1970-01-01, with the proleptic Gregorian calendar's own formulas (H. Hinnant's
 * days_from_civil / civil_from_days) rather than a Date per step: the analytics pages add and format days tens of
 * thousands of times a request, and on the server each `new Date` goes through Next's wrapper of the constructor
 * (decision 084's profile: 5% of a year-long page's CPU). Same results as Date.UTC for every valid key (time.test.ts).
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function keyOfDayNumber(dayNumber: number): DayKey {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Whole days from 1970-01-01 to the DayKey. */
function dayNumberOfKey(key: DayKey): number {
  return daysFromCivil(Number(key.slice(0, 4)), Number(key.slice(5, 7)), Number(key.slice(8, 10)));
}

function keyFromUtcMs(ms: number): DayKey {
  return keyOfDayNumber(Math.floor(ms / MS_PER_DAY));
}

/** Milliseconds of the DayKey's midnight read as UTC; the basis of all DayKey arithmetic. */
function utcMsOfKey(key: DayKey): number {
  return dayNumberOfKey(key) * MS_PER_DAY;
}

/** The user's local calendar day of an instant. */
export function localDayKey(instant: Date | number, timeZone: string): DayKey {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return keyFromUtcMs(ms + offsetMsAt(ms, timeZone));
}

/** The user's local hour (0–23) at an instant. */
export function localHour(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return new Date(ms + offsetMsAt(ms, timeZone)).getUTCHours();
}

export function addDays(key: DayKey, days: number): DayKey {
  return keyOfDayNumber(dayNumberOfKey(key) + Math.floor(days));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((utcMsOfKey(to) - utcMsOfKey(from)) / MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(key: DayKey): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumberOfKey(key) + 4) % 7) + 7) % 7;
}

/** The Sunday that starts the week containing `key`. */
export function weekStart(key: DayKey): DayKey {
  return addDays(key, -((dayOfWeek(key) - WEEK_STARTS_ON + 7) % 7));
}

/** The `count` consecutive days ending with `last`, oldest first. */
export function lastDays(last: DayKey, count: number): DayKey[] {
  const lastNumber = dayNumberOfKey(last);
  const days: DayKey[] = [];
  for (let i = count - 1; i >= 0; i--) days.push(keyOfDayNumber(lastNumber - i));
  return days;
}

/**
 * The instant local midnight begins on `key`. On a day whose midnight is skipped by a DST jump (e.g. Santiago,
 * Havana) this is the first instant that exists on that day.
 */
export function startOfLocalDay(key: DayKey, timeZone: string): Date {
  const wallMs = utcMsOfKey(key);
  // Two passes settle on the offset in force at the result, also when the guess straddles a transition.
  let guess = wallMs - offsetMsAt(wallMs, timeZone);
  guess = wallMs - offsetMsAt(guess, timeZone);
  if (localDayKey(guess, timeZone) !== key) {
    // Midnight does not exist (the clock jumped over it): the day starts at the transition, within the hour after.
    while (localDayKey(guess, timeZone) !== key) guess += OFFSET_SLOT_MS;
    while (localDayKey(guess - MS_PER_MINUTE, timeZone) === key) guess -= MS_PER_MINUTE;
  }
  return new Date(guess);
}

/** Length of a local day in hours: 24, or 23/25 on DST change days. */
export function localDayLengthHours(key: DayKey, timeZone: string): number {
  return (
    (startOfLocalDay(addDays(key, 1), timeZone).getTime() - startOfLocalDay(key, timeZone).getTime()) / MS_PER_HOUR
  );
}

/**
 * A window of whole local days ending today: `days` = 7 covers today and the six days before it. `from` is
 * inclusive and `to` exclusive (the next local midnight), so data layers can query `from <= t < to`.
 */
export interface DayWindow {
  days: DayKey[];
  from: Date;
  to: Date;
}

export function localDayWindow(now: Date, timeZone: string, days: number): DayWindow {
  const today = localDayKey(now, timeZone);
  const keys = lastDays(today, days);
  return { days: keys, from: startOfLocalDay(keys[0]!, timeZone), to: startOfLocalDay(addDays(today, 1), timeZone) };
}

/** Elapsed time in (fractional) days; used for recency weights, where a DST hour does not matter. */
export function elapsedDays(from: Date | number, to: Date | number): number {
  const a = typeof from === "number" ? from : from.getTime();
  const b = typeof to === "number" ? to : to.getTime();
  return (b - a) / MS_PER_DAY;
}
