import { localTimeOn } from "../special-dates";
import { addDays, localDayKey, type DayKey } from "../time";

/**
 * Day boundaries of the question for two (issue #37, decision 068).
 *
 * - A couple's question belongs to a calendar date. Each person reads the question of THEIR local date, so partners a
 *   day apart (UTC+13 and UTC−10) each get the same question on their own day, a day apart in absolute time.
 * - A question stays answerable through its date and the next local day of whoever answers, so a pair half-answered
 *   at midnight is not lost: yesterday's question is still shown, and may be answered, all of today.
 * - The notice "Robin answered today's question" is due at once when that date has begun for the recipient; when the
 *   partner ahead in time answered first, it waits for the date's morning in the recipient's zone (NOTICE_MORNING_HOUR)
 *   rather than buzzing a phone at their midnight. The page says so from the date's first minute.
 */

/** How many local days after its date a question may still be answered (1: through tomorrow). */
const ANSWER_GRACE_DAYS = 1;

/** The viewer's question date: their local calendar date. */
export function questionDayFor(now: Date, timeZone: string): DayKey {
  return localDayKey(now, timeZone);
}

/** Whether the question of `day` may be answered now by someone in `timeZone`: its date or the day after. */
export function isAnswerable(day: DayKey, now: Date, timeZone: string): boolean {
  const today = questionDayFor(now, timeZone);
  return day <= today && day >= addDays(today, -ANSWER_GRACE_DAYS);
}

/** How a date reads for someone whose date is `today`: "today", "yesterday", or null (earlier or later). */
export function dayLabel(day: DayKey, today: DayKey): "today" | "yesterday" | null {
  if (day === today) return "today";
  if (day === addDays(today, -1)) return "yesterday";
  return null;
}

/** The local hour a notice about a date still ahead of the recipient becomes due on that date. */
const NOTICE_MORNING_HOUR = 8;

/** When a notice about the question of `day` is due for a recipient in `timeZone`: now, or that date's morning. */
export function noticeDueAt(day: DayKey, now: Date, timeZone: string): Date {
  if (day <= questionDayFor(now, timeZone)) return now;
  return localTimeOn(day, NOTICE_MORNING_HOUR, timeZone);
}
