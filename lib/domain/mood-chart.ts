/**
 * Mood Trends (Last 7 Days) chart model (spec 2 §2.4, §4.10): one point per local day of the user, oldest first, with
 * the user's and (when permitted) the partner's daily average mood.
 *
 * Choices where the spec is silent (also in docs/engines/weekly-charts-and-messages.md):
 * - The 7 days are today and the six local days before it in the user's zone; a day without moods is null (a gap
 *   in the line), never 0, which would read as "Neutral".
 * - Consent is not decided here: lib/data passes `partnerMoods: null` unless the user's partner_sharing_enabled is
 *   on and the partner's consent_mood_sharing is true (spec 2 §4.3, §6). The partner line shows whenever the list is
 *   given, even if it is empty (the partner simply has not logged this week); partner moods are bucketed in the
 *   viewer's zone so both lines share the same days.
 */
import type { Clock, MoodRecord } from "./types";
import { MOOD_CHART_AXIS, MOOD_CHART_TICKS } from "./labels";
import { roundTo } from "./stats";
import { type DayKey, dayOfWeek, localDayKey, localDayWindow } from "./time";

export { MOOD_CHART_AXIS, MOOD_CHART_TICKS } from "./labels";

/** Spec 2 §4.10, §9. */
const MOOD_CHART_DAYS = 7;
/** Daily averages are shown to 2 decimals. */
const CHART_AVERAGE_DECIMALS = 2;
/** Spec 2 §2.4: the partner's line is dashed. */
export const MOOD_CHART_PARTNER_LINE_DASHED = true;

export const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export type WeekdayShort = (typeof WEEKDAY_SHORT)[number];

/** Short English weekday of a local day, without an Intl call. */
export function weekdayShort(day: DayKey): WeekdayShort {
  return WEEKDAY_SHORT[dayOfWeek(day)]!;
}

/**
 * Average value per local day for the given days (null where a day has no entries), rounded to 2 decimals. One
 * pass over the records; records outside the days are ignored. Shared with the connection chart.
 */
export function dailyAverages<T>(
  days: readonly DayKey[],
  records: readonly T[],
  valueOf: (record: T) => number,
  instantOf: (record: T) => Date,
  timeZone: string,
): (number | null)[] {
  const index = new Map<DayKey, number>();
  days.forEach((day, i) => index.set(day, i));
  const sums = new Array<number>(days.length).fill(0);
  const counts = new Array<number>(days.length).fill(0);
  for (const record of records) {
    const value = valueOf(record);
    if (!Number.isFinite(value)) continue;
    const i = index.get(localDayKey(instantOf(record), timeZone));
    if (i === undefined) continue;
    sums[i]! += value;
    counts[i]! += 1;
  }
  return sums.map((total, i) => (counts[i] === 0 ? null : roundTo(total / counts[i]!, CHART_AVERAGE_DECIMALS)));
}

export type ChartMood = Pick<MoodRecord, "value" | "at">;

export interface MoodChartInput {
  clock: Clock;
  userMoods: readonly ChartMood[];
  /** null unless sharing is allowed (decided in lib/data). */
  partnerMoods: readonly ChartMood[] | null;
}

export interface MoodChartPoint {
  date: DayKey;
  label: WeekdayShort;
  user: number | null;
  partner: number | null;
}

export interface MoodChartModel {
  points: MoodChartPoint[];
  showPartnerLine: boolean;
  partnerLineDashed: boolean;
  hasUserData: boolean;
  hasPartnerData: boolean;
  axis: typeof MOOD_CHART_AXIS;
  ticks: typeof MOOD_CHART_TICKS;
}

const moodValue = (m: ChartMood) => m.value;
const moodAt = (m: ChartMood) => m.at;

export function moodChartModel({ clock, userMoods, partnerMoods }: MoodChartInput): MoodChartModel {
  const { days } = localDayWindow(clock.now, clock.timeZone, MOOD_CHART_DAYS);
  const user = dailyAverages(days, userMoods, moodValue, moodAt, clock.timeZone);
  const partner = partnerMoods
    ? dailyAverages(days, partnerMoods, moodValue, moodAt, clock.timeZone)
    : days.map(() => null);
  const points = days.map((date, i) => ({
    date,
    label: weekdayShort(date),
    user: user[i]!,
    partner: partner[i]!,
  }));
  return {
    points,
    showPartnerLine: partnerMoods !== null,
    partnerLineDashed: MOOD_CHART_PARTNER_LINE_DASHED,
    hasUserData: user.some((v) => v !== null),
    hasPartnerData: partner.some((v) => v !== null),
    axis: MOOD_CHART_AXIS,
    ticks: MOOD_CHART_TICKS,
  };
}
