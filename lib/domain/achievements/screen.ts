/**
 * The /achievements screen (spec 2 §2.5) on top of summarizeAchievements: the chosen category, its list and whether
 * every row is shown. The category and "show all" live in the URL (?tab=, ?all=1), so the screen renders on the
 * server, each state is a plain link that works without JavaScript, and a reload or a shared link shows the same list.
 *
 * Choices where the spec is silent:
 * - The 'Latest' badge goes on the first row of the list shown, so under a category tab it marks the newest of that
 *   category (the tab says which one it is the latest of).
 * - "Show all" is honoured only when there is more than one page; with 15 or fewer rows the list is the same either
 *   way and needs no scroll area.
 */
import type { Clock } from "../types";
import type { AchievementType } from "./rules";
import {
  ACHIEVEMENT_TABS,
  ACHIEVEMENTS_LIST_LIMIT,
  filterAchievements,
  moreAchievementsLabel,
  summarizeAchievements,
  type AchievementLike,
  type AchievementPage,
  type AchievementTab,
} from "./summary";

/** A stored achievement as the dashboard card and the screen show it (lib/data/achievements.ts reads these columns). */
export interface AchievementView extends AchievementLike {
  id: string;
  title: string;
  description: string;
  /** A lucide-react icon name (rules.ts); the UI falls back to a generic badge for names it does not know. */
  icon: string;
  type: AchievementType;
  category: string;
  earnedAt: Date;
}

export type ListedAchievement<T> = T & { isLatest: boolean };

/** ?tab=: one of the tab ids (the first value if repeated); anything else is All. */
export function parseAchievementTab(value: unknown): AchievementTab {
  const raw = Array.isArray(value) ? value[0] : value;
  return ACHIEVEMENT_TABS.find((tab) => tab.id === raw)?.id ?? "all";
}

/** ?all=: "1" or "true" shows every row; anything else (or nothing) the first page. */
export function parseShowAll(value: unknown): boolean {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw === "1" || raw === "true";
}

/**
 * One tab's list, newest first: the 15 newest with '+N more achievements' for the rest, or (showAll) every row. The
 * first row is flagged for the 'Latest' badge either way.
 */
export function achievementListForTab<T extends AchievementLike>(
  achievements: readonly T[],
  tab: AchievementTab,
  showAll = false,
): AchievementPage<ListedAchievement<T>> {
  const filtered = filterAchievements(achievements, tab);
  const shown = showAll ? filtered : filtered.slice(0, ACHIEVEMENTS_LIST_LIMIT);
  const moreCount = filtered.length - shown.length;
  return {
    items: shown.map((a, i) => ({ ...a, isLatest: i === 0 })),
    moreCount,
    moreLabel: moreCount > 0 ? moreAchievementsLabel(moreCount) : null,
  };
}

export interface AchievementsScreen<T extends AchievementLike> {
  /** The zone the earned dates are shown in (the user's). */
  timeZone: string;
  total: number;
  thisWeek: number;
  /** '+N This Week', or null when nothing was earned in the last 7 days (the badge is hidden). */
  thisWeekBadge: string | null;
  /** Total, This Week, This Month, Coaching Progress. */
  stats: { label: string; value: number }[];
  tabs: { id: AchievementTab; label: string; count: number; selected: boolean }[];
  tab: AchievementTab;
  /** True when every row of the tab is shown (in the 600px scroll area) rather than the newest 15. */
  showAll: boolean;
  list: AchievementPage<ListedAchievement<T>>;
  /** No achievement at all: the screen shows its empty state (summary.ts) instead of the stats, tabs and list. */
  isEmpty: boolean;
}

/**
 * How many of the partner's achievements the screen shows, newest first. A glimpse, not a second history: the
 * partner's own /achievements screen is where the whole list, tabs and counts live.
 */
export const PARTNER_ACHIEVEMENTS_LIMIT = 5;

/**
 * The partner's part of the screen (issue #13, decision 030). `shared` is the partner's achievements grant as it is
 * now: without it the viewer learns only that a partner is linked (which the rest of the app shows anyway), never
 * how many achievements they have.
 */
export type PartnerAchievements<T> =
  { name: string; shared: false } | { name: string; shared: true; achievements: T[] };

/** The screen plus the partner's part: null with no linked partner (the section is not shown). */
export type AchievementsScreenWithPartner<T extends AchievementLike> = AchievementsScreen<T> & {
  partner: PartnerAchievements<T> | null;
};

export interface AchievementsScreenInput<T extends AchievementLike> {
  clock: Clock;
  achievements: readonly T[];
  tab?: AchievementTab;
  showAll?: boolean;
}

export function achievementsScreen<T extends AchievementLike>({
  clock,
  achievements,
  tab = "all",
  showAll = false,
}: AchievementsScreenInput<T>): AchievementsScreen<T> {
  const summary = summarizeAchievements({ clock, achievements });
  const inTab = tab === "all" ? summary.total : summary.tabs.find((t) => t.id === tab)!.count;
  const effectiveShowAll = showAll && inTab > ACHIEVEMENTS_LIST_LIMIT;
  return {
    timeZone: clock.timeZone,
    total: summary.total,
    thisWeek: summary.thisWeek,
    thisWeekBadge: summary.thisWeekBadge,
    stats: summary.stats,
    tabs: summary.tabs.map((t) => ({ ...t, selected: t.id === tab })),
    tab,
    showAll: effectiveShowAll,
    list: achievementListForTab(summary.sorted, tab, effectiveShowAll),
    isEmpty: summary.isEmpty,
  };
}
