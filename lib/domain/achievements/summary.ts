/**
 * Display models for the dashboard achievements card (spec 2 §2.4) and the /achievements screen (§2.5), with the
 * constants and strings of §9.
 *
 * Choices where the spec is silent:
 * - "This Week" is the last 7 local days (today and the 6 before, in the user's zone), like every other "last N
 *   days" in the app. "This Month (last month)" is read the same way: the last 30 local days. A previous-calendar-
 *   month reading would show zero for things earned this month under a tile labelled "This Month", and the rolling
 *   window keeps This Month ≥ This Week, which is what a user reading the two tiles side by side expects.
 * - Items dated after today (a skewed clock) count in the total but in neither window.
 * - Type 'other' appears under All only; it has no tab of its own.
 * - Newest first; equal instants are ordered by id, then title, so the result does not depend on input order.
 * - '+N more achievements' is kept verbatim for every N, including 1.
 */
import { localDayWindow } from "../time";
import type { Clock } from "../types";
import { achievementDefinition, MOOD_STREAK_DAYS, type AchievementType } from "./rules";

export const ACHIEVEMENTS_LIST_LIMIT = 15;
const ACHIEVEMENTS_DASHBOARD_LIMIT = 3;
/** The dashboard card's scroll area. */
export const ACHIEVEMENTS_CARD_SCROLL_HEIGHT_PX = 400;
/** The /achievements list's "show all" scroll area. */
export const ACHIEVEMENTS_LIST_SCROLL_HEIGHT_PX = 600;
const ACHIEVEMENTS_THIS_WEEK_DAYS = 7;
const ACHIEVEMENTS_THIS_MONTH_DAYS = 30;

export const ACHIEVEMENTS_CARD_EMPTY_TEXT = "Keep going! Your first achievement is just around the corner.";
const ACHIEVEMENT_CELEBRATION_TITLE = "Congratulations!";
const ACHIEVEMENT_CELEBRATION_BUTTON = "Keep Going!";
export const ACHIEVEMENTS_LIST_EMPTY_TITLE = "Start Your Achievement Journey";
/**
 * Issue #32, in place of the spec's 'Achievements Coming Soon' (which reads as a feature not built yet): the screen
 * with nothing earned says what the first achievement is and how to earn it, from the catalogue itself. Its text
 * keeps the spec's topics (mood, rituals, the partner): achievementsScreenEmptyState.
 */
export const ACHIEVEMENTS_SCREEN_EMPTY_TITLE = "Your first achievement is one mood away";
const ACHIEVEMENTS_SCREEN_EMPTY_ACTION = { label: "Log your mood", href: "/mood-log" } as const;
export const ACHIEVEMENT_LATEST_BADGE = "Latest";

export type AchievementTab = "all" | "therapy" | "relationship" | "wellness" | "special";

export const ACHIEVEMENT_TABS: readonly { id: AchievementTab; label: string }[] = [
  { id: "all", label: "All" },
  { id: "therapy", label: "Coaching Progress" },
  { id: "relationship", label: "Relationship" },
  { id: "wellness", label: "Wellness" },
  { id: "special", label: "Special" },
];

/** The type badge on each row; 'therapy' is presented as Coaching Progress. */
export const ACHIEVEMENT_TYPE_LABELS: Readonly<Record<AchievementType, string>> = {
  therapy: "Coaching Progress",
  relationship: "Relationship",
  wellness: "Wellness",
  special: "Special",
  other: "Other",
};

const ACHIEVEMENT_STAT_LABELS = {
  total: "Total",
  thisWeek: "This Week",
  thisMonth: "This Month",
  coachingProgress: "Coaching Progress",
} as const;

export function moreAchievementsLabel(count: number): string {
  return `+${count} more achievements`;
}

/** The green badge; null when nothing was earned this week (the badge is hidden). */
export function thisWeekBadgeLabel(count: number): string | null {
  return count > 0 ? `+${count} This Week` : null;
}

export interface AchievementLike {
  type: AchievementType;
  earnedAt: Date;
  id?: string;
  title?: string;
}

export interface AchievementPage<T> {
  items: T[];
  /** How many are left out beyond the limit (0 when none). */
  moreCount: number;
  /** '+N more achievements', or null when nothing is left out. */
  moreLabel: string | null;
}

export interface AchievementSummary<T extends AchievementLike> {
  total: number;
  thisWeek: number;
  thisMonth: number;
  /** Type therapy. */
  coachingProgress: number;
  thisWeekBadge: string | null;
  stats: { label: string; value: number }[];
  tabs: { id: AchievementTab; label: string; count: number }[];
  /** Every achievement, newest first: the screen's "all inside a 600px scroll area" view. */
  sorted: T[];
  /** The dashboard card: the 3 most recent. */
  recent3: AchievementPage<T>;
  /** The screen list: the 15 most recent, the first flagged as the latest. */
  list15: AchievementPage<T & { isLatest: boolean }>;
  isEmpty: boolean;
}

function compareNewestFirst(a: AchievementLike, b: AchievementLike): number {
  const byTime = b.earnedAt.getTime() - a.earnedAt.getTime();
  if (byTime !== 0) return byTime;
  if (a.id !== undefined && b.id !== undefined && a.id !== b.id) return a.id < b.id ? -1 : 1;
  if (a.title !== undefined && b.title !== undefined && a.title !== b.title) return a.title < b.title ? -1 : 1;
  return 0;
}

function sortNewestFirst<T extends AchievementLike>(achievements: readonly T[]): T[] {
  return [...achievements].sort(compareNewestFirst);
}

function matchesTab(achievement: AchievementLike, tab: AchievementTab): boolean {
  return tab === "all" || achievement.type === tab;
}

/** The screen's list for a tab, newest first. */
export function filterAchievements<T extends AchievementLike>(achievements: readonly T[], tab: AchievementTab): T[] {
  return sortNewestFirst(achievements.filter((a) => matchesTab(a, tab)));
}

function page<T>(sorted: readonly T[], limit: number): AchievementPage<T> {
  const moreCount = Math.max(0, sorted.length - limit);
  return {
    items: sorted.slice(0, limit),
    moreCount,
    moreLabel: moreCount > 0 ? moreAchievementsLabel(moreCount) : null,
  };
}

export interface SummarizeAchievementsInput<T extends AchievementLike> {
  clock: Clock;
  achievements: readonly T[];
}

export function summarizeAchievements<T extends AchievementLike>(
  input: SummarizeAchievementsInput<T>,
): AchievementSummary<T> {
  const { clock } = input;
  const sorted = sortNewestFirst(input.achievements);
  const week = localDayWindow(clock.now, clock.timeZone, ACHIEVEMENTS_THIS_WEEK_DAYS);
  const month = localDayWindow(clock.now, clock.timeZone, ACHIEVEMENTS_THIS_MONTH_DAYS);
  const to = week.to.getTime();
  const weekFrom = week.from.getTime();
  const monthFrom = month.from.getTime();

  let thisWeek = 0;
  let thisMonth = 0;
  const byType: Record<AchievementType, number> = { therapy: 0, relationship: 0, wellness: 0, special: 0, other: 0 };
  for (const a of sorted) {
    const t = a.earnedAt.getTime();
    if (t < to && t >= weekFrom) thisWeek++;
    if (t < to && t >= monthFrom) thisMonth++;
    byType[a.type]++;
  }

  const total = sorted.length;
  const coachingProgress = byType.therapy;
  const list = page(sorted, ACHIEVEMENTS_LIST_LIMIT);
  return {
    total,
    thisWeek,
    thisMonth,
    coachingProgress,
    thisWeekBadge: thisWeekBadgeLabel(thisWeek),
    stats: [
      { label: ACHIEVEMENT_STAT_LABELS.total, value: total },
      { label: ACHIEVEMENT_STAT_LABELS.thisWeek, value: thisWeek },
      { label: ACHIEVEMENT_STAT_LABELS.thisMonth, value: thisMonth },
      { label: ACHIEVEMENT_STAT_LABELS.coachingProgress, value: coachingProgress },
    ],
    tabs: ACHIEVEMENT_TABS.map((tab) => ({ ...tab, count: tab.id === "all" ? total : byType[tab.id] })),
    sorted,
    recent3: page(sorted, ACHIEVEMENTS_DASHBOARD_LIMIT),
    list15: { ...list, items: list.items.map((a, i) => ({ ...a, isLatest: i === 0 })) },
    isEmpty: total === 0,
  };
}

export interface AchievementCelebration {
  heading: string;
  title: string;
  description: string;
  buttonLabel: string;
}

/** The dialog opened by tapping an achievement on the dashboard card. */
export function achievementCelebration(achievement: { title: string; description: string }): AchievementCelebration {
  return {
    heading: ACHIEVEMENT_CELEBRATION_TITLE,
    title: achievement.title,
    description: achievement.description,
    buttonLabel: ACHIEVEMENT_CELEBRATION_BUTTON,
  };
}

export interface AchievementsEmptyState {
  title: string;
  text: string;
  action: { label: string; href: string };
}

const titleOf = (key: string) => `“${achievementDefinition(key)!.title}”`;

/**
 * The /achievements screen with nothing earned: the first achievement (a first mood) and the next few within reach,
 * by their catalogue titles. Connecting a partner is offered only to someone who has none.
 */
export function achievementsScreenEmptyState(hasPartner: boolean): AchievementsEmptyState {
  const next = [
    `keep a ${MOOD_STREAK_DAYS}-day mood streak for ${titleOf("mood_streak_7")}`,
    `complete a ritual for ${titleOf("first_ritual")}`,
    ...(hasPartner ? [] : [`connect with your partner for ${titleOf("first_partner_link")}`]),
  ];
  const list = `${next.slice(0, -1).join(", ")} and ${next.at(-1)}`;
  return {
    title: ACHIEVEMENTS_SCREEN_EMPTY_TITLE,
    text: `Log how you feel today to earn ${titleOf("first_mood")}. Then keep going: ${list}.`,
    action: { ...ACHIEVEMENTS_SCREEN_EMPTY_ACTION },
  };
}
