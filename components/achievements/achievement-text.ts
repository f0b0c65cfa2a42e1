/**
 * Words of the achievements card and screen that the spec does not give (the ones it gives are constants in
 * lib/domain/achievements/summary.ts), and the earned-date format both use.
 */
import { dateFormat, localDayKey } from "@/lib/domain/time";

export const ACHIEVEMENTS_TEXT = {
  cardTitle: "Achievements",
  screenTitle: "Achievements",
  breadcrumbLabel: "Breadcrumb",
  dashboard: "Dashboard",
  tabsLabel: "Achievement categories",
  statsLabel: "Achievement stats",
  listLabel: "Your achievements",
  allScrollLabel: "All achievements",
  listEmptyText: "Nothing here yet. Keep logging moods, checking in and completing rituals to earn one.",
  earned: "Earned",
} as const;

/**
 * The partner's section (issue #13). The spec is silent on it, so the words are ours. `name` is the partner's first
 * name, or "Your Partner" (partnerNameOr) when they have none.
 */
export const PARTNER_ACHIEVEMENTS_TEXT = {
  title: (name: string) => `${name}'s Achievements`,
  notShared: (name: string) => `${name} hasn't shared their achievements with you.`,
  none: (name: string) => `${name} hasn't earned any achievements yet.`,
} as const;

/** "Mar 10, 2026": the local date in the user's own zone (their profile's, not the server's or the browser's). */
export function formatEarnedDate(at: Date, timeZone: string): string {
  return dateFormat(timeZone, { month: "short", day: "numeric", year: "numeric" }).format(at);
}

/** "2026-03-10" for <time dateTime>: the same local date, machine-readable. */
export function earnedDateAttribute(at: Date, timeZone: string): string {
  return localDayKey(at, timeZone);
}

/** "5 total": the screen's total badge. */
export function totalBadgeLabel(total: number): string {
  return `${total} total`;
}
