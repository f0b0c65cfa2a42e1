/**
 * Words and small formatters of the first dashboard cards (spec 2 §2.4, §4.9, §4.10). Titles the spec names are
 * verbatim; the empty states and summaries are ours, in the spec's plain tone. Pure, so the cards and their unit test
 * share them and the server and the browser format the same way.
 */
import { moodStatus } from "@/lib/domain/labels";
import { dateFormat, formatDayKey } from "@/lib/domain/time";

export const DASHBOARD_TEXT = {
  moodChartTitle: "Mood Trends (Last 7 Days)",
  moodChartEmpty: "Start logging moods to see trends here",
  moodChartYou: "You",
  moodChartPartner: "Partner",
  tagsEmpty: "No mood tags in the last 7 days. Add feelings when you log a mood to see them here.",
  tagsSuggestions: "Feelings to notice",
  thoughtsEmpty:
    "No private thoughts in the last 30 days. Notes you add when you log a mood appear here, just for you.",
  exportTitle: "Export Your Data",
  exportDescription: "Download every mood you have logged, with your notes and feelings.",
  exportBusy: "Exporting...",
  summaryThisWeek: "This week",
  summaryLastWeek: "Last week",
  summaryInsights: "Insights",
  summaryGoals: "Goals for next week",
  quickActions: "Quick actions",
} as const;

/** The quick-actions row under the cards (spec 2 §2.4). */
export const QUICK_ACTIONS = [
  { label: "Log Mood", href: "/mood-log" },
  { label: "Partner Check-in", href: "/checkin" },
  { label: "View Goals", href: "/goals" },
] as const;

/** A daily or weekly average as shown: two decimals at most, no trailing zeros, a sign above zero (+1.5). */
export function formatMoodAverage(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return rounded > 0 ? `+${text}` : text;
}

/** "1.5 (Great)": the value with the word of the nearest mood step. */
export function describeMood(value: number): string {
  return `${formatMoodAverage(value)} (${moodStatus(value).label})`;
}

export interface ChartPointLike {
  label: string;
  user: number | null;
  partner: number | null;
}

/**
 * The chart's accessible name: what a sighted person reads off the lines, day by day, so the chart needs no
 * separate table. Days without a mood say so instead of reading as Neutral.
 */
export function moodChartSummary(points: readonly ChartPointLike[], showPartnerLine: boolean): string {
  const line = (who: string, pick: (p: ChartPointLike) => number | null) =>
    `${who}: ${points.map((p) => `${p.label} ${pick(p) === null ? "no mood logged" : describeMood(pick(p)!)}`).join(", ")}.`;
  const parts = [`Daily average mood over the last ${points.length} days, from -3 to 3.`, line("You", (p) => p.user)];
  if (showPartnerLine) parts.push(line("Partner", (p) => p.partner));
  return parts.join(" ");
}

/** "Tue, Mar 10, 2:30 PM" in the user's own zone (their profile's, not the server's or the browser's). */
export function formatThoughtDate(at: Date, timeZone: string): string {
  return dateFormat(timeZone, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
}

/** "Mar 8 – Mar 14" for a week of local DayKeys (YYYY-MM-DD), without going through an instant and a zone. */
export function formatWeekRange(start: string, end: string): string {
  return `${formatDayKey(start)} – ${formatDayKey(end)}`;
}
