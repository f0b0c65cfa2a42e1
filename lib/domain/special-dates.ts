import { addDays, daysBetween, localDayKey, MS_PER_HOUR, offsetMsAt, startOfLocalDay, type DayKey } from "./time";

/**
 * Special dates (spec 3 §2, §3, §4, §5, §9): birthdays, anniversaries and custom dates, when they next fall in the
 * user's zone, and the reminder / day-of notifications a date schedules. Choices the spec leaves open are recorded
 * in docs/decisions/021-special-dates.md.
 */

export const SPECIAL_DATE_TYPES = ["birthday", "anniversary", "custom"] as const;
export type SpecialDateType = (typeof SPECIAL_DATE_TYPES)[number];

/** Spec 3 §9: reminder choices, in days before the date. */
export const REMINDER_DAY_CHOICES = [1, 3, 7, 14, 30] as const;
export type ReminderDays = (typeof REMINDER_DAY_CHOICES)[number];
export const DEFAULT_REMINDER_DAYS: ReminderDays = 7;

export const SPECIAL_DATE_TITLE_MAX_LENGTH = 200;
export const SPECIAL_DATE_NOTES_MAX_LENGTH = 1000;

/** Dates before this year are refused: nobody's special date is older, and two-digit years are typos. */
export const SPECIAL_DATE_MIN_YEAR = 1000;

/** Reminders and day-of notices are due at this local hour (the spec names no time). */
const REMINDER_LOCAL_HOUR = 9;

export const SPECIAL_DATE_TYPE_LABELS: Record<SpecialDateType, string> = {
  birthday: "Birthday",
  anniversary: "Anniversary",
  custom: "Custom",
};

export interface SpecialDateDefaults {
  title: string;
  recurringAnnually: boolean;
  sharedWithPartner: boolean;
  reminderDaysBefore: ReminderDays;
}

/** Spec 3 §5: what the form fills in when a type is chosen. */
export const SPECIAL_DATE_DEFAULTS: Record<SpecialDateType, SpecialDateDefaults> = {
  birthday: { title: "Birthday", recurringAnnually: true, sharedWithPartner: true, reminderDaysBefore: 7 },
  anniversary: { title: "Anniversary", recurringAnnually: true, sharedWithPartner: true, reminderDaysBefore: 7 },
  custom: { title: "", recurringAnnually: false, sharedWithPartner: true, reminderDaysBefore: 7 },
};

export function isReminderDays(value: unknown): value is ReminderDays {
  return typeof value === "number" && (REMINDER_DAY_CHOICES as readonly number[]).includes(value);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" naming a day that exists (no Feb 30, Feb 29 only in leap years). */
export function isValidCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The date's month and day in `year`; Feb 29 falls on Feb 28 in a year without one. */
export function anniversaryIn(dateValue: DayKey, year: number): DayKey {
  const month = Number(dateValue.slice(5, 7));
  const day = Math.min(Number(dateValue.slice(8, 10)), daysInMonth(year, month));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export interface OccurrenceRule {
  dateValue: DayKey;
  recurringAnnually: boolean;
}

/**
 * The day the date next falls on, counting from `today` (inclusive). A one-off date is itself, even when past. A
 * recurring date that has not happened yet for the first time (a wedding planned for next year) is also itself;
 * after that it is this year's anniversary, or next year's once this year's has passed.
 */
export function nextOccurrence(rule: OccurrenceRule, today: DayKey): DayKey {
  if (!rule.recurringAnnually || rule.dateValue >= today) return rule.dateValue;
  const year = Number(today.slice(0, 4));
  const thisYear = anniversaryIn(rule.dateValue, year);
  return thisYear >= today ? thisYear : anniversaryIn(rule.dateValue, year + 1);
}

export interface TimingRule extends OccurrenceRule {
  reminderDaysBefore: number;
}

export interface SpecialDateTiming {
  nextOccurrence: DayKey;
  /** Whole local days from today: 0 today, negative for a one-off date that has passed. */
  daysUntil: number;
  /** Spec 3 §4: 0 to reminder_days_before days away. */
  isUpcoming: boolean;
}

export function specialDateTiming(rule: TimingRule, now: Date, timeZone: string): SpecialDateTiming {
  const today = localDayKey(now, timeZone);
  const occurrence = nextOccurrence(rule, today);
  const daysUntil = daysBetween(today, occurrence);
  return { nextOccurrence: occurrence, daysUntil, isUpcoming: daysUntil >= 0 && daysUntil <= rule.reminderDaysBefore };
}

/** The instant the local clock reads `hour`:00 on `key`; on a DST change day the hour is still the wall hour. */
export function localTimeOn(key: DayKey, hour: number, timeZone: string): Date {
  const midnight = startOfLocalDay(key, timeZone).getTime();
  const guess = midnight + hour * MS_PER_HOUR;
  // A transition between midnight and `hour` moves the wall clock; take the offset difference back out.
  const shift = offsetMsAt(guess, timeZone) - offsetMsAt(midnight, timeZone);
  return new Date(guess - shift);
}

const LONG_DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });

/** Long US format, "January 5, 2026" (spec 3 §9 uses it for dates shown to the user). */
export function formatLongDate(key: DayKey): string {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));
  return LONG_DATE.format(date);
}

/** "Today", "in 1 day", "in 12 days", "3 days ago". */
export function daysUntilLabel(daysUntil: number): string {
  if (daysUntil === 0) return "Today";
  const n = Math.abs(daysUntil);
  const days = `${n} ${n === 1 ? "day" : "days"}`;
  return daysUntil > 0 ? `in ${days}` : `${days} ago`;
}

export type SpecialDateNotificationKind = "reminder" | "day_of";

export const SPECIAL_DATE_NOTIFICATION_TYPE = "special_date_reminder";

/** Spec 3 §2/§9: the reminder leads to Settings (medium), the day-of notice to the partner screen (high). */
const SPECIAL_DATE_NOTIFICATION_STYLE = {
  reminder: { priority: "medium", actionUrl: "/settings" },
  day_of: { priority: "high", actionUrl: "/partner-dashboard" },
} as const satisfies Record<SpecialDateNotificationKind, { priority: string; actionUrl: string }>;

/** Spec 3 §3: the metadata of a special-date notification, exactly these keys. */
export interface SpecialDateNotificationMetadata {
  special_date_id: string;
  special_date_type: SpecialDateType;
  days_until: number;
  event_date: DayKey;
  notification_type: SpecialDateNotificationKind;
  is_shared: boolean;
}

export interface ScheduledSpecialDate extends TimingRule {
  id: string;
  dateType: SpecialDateType;
  title: string;
  sharedWithPartner: boolean;
}

/** When and how a notice is due; its wording is lib/messaging/notices.ts's ("special-date"), like every notice's. */
export interface PlannedSpecialDateNotification {
  kind: SpecialDateNotificationKind;
  priority: "medium" | "high";
  actionUrl: string;
  scheduledFor: Date;
  occurrence: DayKey;
  metadata: SpecialDateNotificationMetadata;
}

export interface PlanRemindersOptions {
  date: ScheduledSpecialDate;
  now: Date;
  /** The recipient's zone: each person is reminded at their own 09:00. */
  timeZone: string;
}

/**
 * The reminder (reminder_days_before days ahead) and the day-of notice for the date's next occurrence, each at
 * REMINDER_LOCAL_HOUR in the recipient's zone; a moment already past is left out (spec 3 §5). Later years of a
 * recurring date are scheduled when the date is next saved or by a later reminder job, not here.
 */
export function planSpecialDateNotifications({
  date,
  now,
  timeZone,
}: PlanRemindersOptions): PlannedSpecialDateNotification[] {
  const occurrence = nextOccurrence(date, localDayKey(now, timeZone));
  const plans: PlannedSpecialDateNotification[] = [
    {
      kind: "reminder",
      ...SPECIAL_DATE_NOTIFICATION_STYLE.reminder,
      scheduledFor: localTimeOn(addDays(occurrence, -date.reminderDaysBefore), REMINDER_LOCAL_HOUR, timeZone),
      occurrence,
      metadata: metadataFor(date, occurrence, "reminder", date.reminderDaysBefore),
    },
    {
      kind: "day_of",
      ...SPECIAL_DATE_NOTIFICATION_STYLE.day_of,
      scheduledFor: localTimeOn(occurrence, REMINDER_LOCAL_HOUR, timeZone),
      occurrence,
      metadata: metadataFor(date, occurrence, "day_of", 0),
    },
  ];
  return plans.filter((plan) => plan.scheduledFor.getTime() >= now.getTime());
}

function metadataFor(
  date: ScheduledSpecialDate,
  occurrence: DayKey,
  kind: SpecialDateNotificationKind,
  daysUntil: number,
): SpecialDateNotificationMetadata {
  return {
    special_date_id: date.id,
    special_date_type: date.dateType,
    days_until: daysUntil,
    event_date: occurrence,
    notification_type: kind,
    is_shared: date.sharedWithPartner,
  };
}

/**
 * (user_id, dedupe_key) is unique and soft-deleted rows keep their key, so the key carries the date's revision
 * (its updated_at): rescheduling after an edit writes fresh rows instead of colliding with the ones it replaced.
 */
export function specialDateDedupeKey(
  dateId: string,
  revision: Date,
  plan: Pick<PlannedSpecialDateNotification, "occurrence" | "kind">,
  recipientId: string,
): string {
  return `special_date:${dateId}:${revision.getTime()}:${plan.occurrence}:${plan.kind}:${recipientId}`;
}

/** One row of the Special Dates list, as the service hands it to the UI. */
export interface SpecialDateView extends SpecialDateTiming {
  id: string;
  dateType: SpecialDateType;
  title: string;
  dateValue: DayKey;
  recurringAnnually: boolean;
  reminderDaysBefore: number;
  notes: string | null;
  sharedWithPartner: boolean;
  /** Only the owner edits or deletes (spec 3 §6); the partner's shared dates are read-only. */
  isOwner: boolean;
}

export interface SpecialDatesOverview {
  /**
   * The accepted partner, when their profile is known; null hides the section (spec 3 §2). `name` is their first name
   * ('Shared with Alex'), or 'Your Partner' without a display name.
   */
  partner: { name: string } | null;
  dates: SpecialDateView[];
}
