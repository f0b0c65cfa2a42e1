import { MS_PER_DAY, offsetMsAt } from "../time";

/**
 * A wall-clock time in the person's zone as an instant (issue #40: Daylio writes local times with no offset). Most
 * local times name one instant. Around a DST change two cases need a rule, and we take the one of RFC 9557 and
 * Temporal's "compatible" disambiguation, which the apps that wrote the times also follow when they display them:
 *
 * - a time the clocks skipped (02:30 on a spring-forward night in New York) is read with the offset before the jump,
 *   so it lands as far after the jump as it was after the last valid minute (03:30 EDT); `shifted` says so;
 * - a time that happened twice (01:30 on a fall-back night) is the first of the two.
 */
export interface LocalInstant {
  at: Date;
  /** The time did not exist in the zone (a DST gap) and was moved forward by the gap's length. */
  shifted: boolean;
}

/** `day` is YYYY-MM-DD, `minutes` the minutes after local midnight (0..1439). */
export function localTimeToInstant(day: string, minutes: number, timeZone: string): LocalInstant {
  const wall =
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) + minutes * 60_000;
  // The offsets in force the day before and the day after: every transition is shorter than a day, so these are the
  // two offsets the wall time can have been read with. Taken at whole UTC days, so the entries of one day share the
  // offset cache's slots (an import reads thousands of days).
  const midnight = wall - (((wall % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY);
  const before = offsetMsAt(midnight - MS_PER_DAY, timeZone);
  const after = offsetMsAt(midnight + 2 * MS_PER_DAY, timeZone);
  // The same offset on both sides: no transition near (zones change at most twice a year), so it is the answer.
  if (before === after) return { at: new Date(wall - before), shifted: false };
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((ms) => wall - offsetMsAt(ms, timeZone) === ms)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return { at: new Date(candidates[0]!), shifted: false };
  return { at: new Date(wall - before), shifted: true };
}

/**
 * "20:30", "8:30 pm", "8:30 PM", "08:30:15", "12:05 am" → minutes after midnight; null when it is not a time.
 * Daylio writes the phone's format, 12- or 24-hour; seconds are dropped (they never carried any).
 */
export function parseClockTime(raw: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?\s?m\.?)?\s*$/i.exec(raw);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  if (minute > 59 || (match[3] !== undefined && Number(match[3]) > 59)) return null;
  const meridiem = match[4]?.replace(/[.\s]/g, "").toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "pm" ? 12 : 0);
  } else if (hour > 23) return null;
  return hour * 60 + minute;
}

/** "2024-03-10" (the ISO date Daylio's full_date and most exports use) when it names a real day, else null. */
export function parseIsoDay(raw: string): string | null {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(raw);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1970) return null;
  return `${match[1]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
