import { addDays, daysBetween, localDayKey, startOfLocalDay, type DayKey } from "../time";

/**
 * When the next check-up is due (issue #39): every 4 weeks from the last one, counted in the person's local calendar
 * days, so a check-up taken at 23:30 is due on the same weekday four weeks on whatever the zone's offset does in
 * between (a DST change makes one of those days 23 or 25 hours long; it is still one day). The zone is the person's
 * current one for both ends: someone who moves is due on the 28th local day of where they are now.
 */
const CHECK_UP_INTERVAL_DAYS = 28;

export interface CheckUpDue {
  /** True when there was no check-up yet, or today (local) is on or after the due day. */
  due: boolean;
  /** The local day the next check-up is due; null before the first one (due now). */
  dueOn: DayKey | null;
  /** The instant that day begins in the zone: when a reminder may first go out. Null before the first check-up. */
  dueFrom: Date | null;
  /** Local days from today to the due day: 0 today, negative once overdue; null before the first check-up. */
  daysUntilDue: number | null;
}

export function checkUpDue({
  lastTakenAt,
  now,
  timeZone,
}: {
  lastTakenAt: Date | null;
  now: Date;
  timeZone: string;
}): CheckUpDue {
  if (lastTakenAt === null) return { due: true, dueOn: null, dueFrom: null, daysUntilDue: null };
  const dueOn = addDays(localDayKey(lastTakenAt, timeZone), CHECK_UP_INTERVAL_DAYS);
  const daysUntilDue = daysBetween(localDayKey(now, timeZone), dueOn);
  return { due: daysUntilDue <= 0, dueOn, dueFrom: startOfLocalDay(dueOn, timeZone), daysUntilDue };
}
