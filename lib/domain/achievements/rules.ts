/**
 * The achievement catalogue and the rule that awards each one. The spec names the milestones (mood_streak_7,
 * ritual_master, connection_champion) and the types but not the rules; the rules below are designed here and
 * justified in docs/achievements.md. Each rule is a predicate over the compact ActivityState, so the tracker can
 * check it after every event without keeping the history.
 *
 * Choices where the spec is silent:
 * - A "day" is a local calendar day in the user's IANA zone (DST-safe, since DayKeys are dates, not instants); a
 *   streak is counted by the one streak rule of lib/domain/streak.ts, the rituals' (one missed day a week forgiven,
 *   decision 065), so an award lands when the streak Personal Growth shows reaches it. Several events on one day
 *   count once.
 * - ritual_master = one ritual reaching a 7-day streak, the same moment the app already celebrates with its
 *   '7-day streak achieved!' banner (spec 3); a count of completions would reward occasional use as much as a habit.
 * - connection_champion = partner check-ins on 7 consecutive local days, whatever the score: rewarding high scores
 *   would reward telling the partner what they want to hear, against the check-in's safe-space honesty notice and
 *   against the health score that reads those scores.
 * - 30-day consistency = moods on 30 consecutive local days. "30 distinct days inside a rolling 30-day window" is the
 *   same condition (the window has exactly 30 days), so both readings of the issue agree.
 * - Keys are stable ids: renaming a title never changes a key, and a key is never reused for a different rule.
 */
import type { ActivityKind, ActivityState } from "./events";

export type AchievementType = "therapy" | "relationship" | "wellness" | "special" | "other";
export type MilestoneType = "mood_streak_7" | "ritual_master" | "connection_champion" | "other";

export const ACHIEVEMENT_TYPES: readonly AchievementType[] = [
  "therapy",
  "relationship",
  "wellness",
  "special",
  "other",
];
export const MILESTONE_TYPES: readonly MilestoneType[] = [
  "mood_streak_7",
  "ritual_master",
  "connection_champion",
  "other",
];

export const MOOD_STREAK_DAYS = 7;
export const MOOD_CONSISTENCY_DAYS = 30;
export const MOOD_DAYS_SPECIAL = 100;
export const RITUAL_MASTER_STREAK = 7;
export const CONNECTION_CHAMPION_DAYS = 7;
export const PERSONAL_CHECKINS_GOAL = 10;

export interface AchievementDefinition {
  /** Stable id; the award writer dedupes on it. */
  key: string;
  milestoneType: MilestoneType;
  type: AchievementType;
  /** Display text shown on each row. */
  category: string;
  /** A lucide-react icon name (canonical, not an alias). */
  icon: string;
  title: string;
  description: string;
}

export interface AchievementRule extends AchievementDefinition {
  /** Event kinds that can complete the rule; the tracker checks it only after those. */
  kinds: readonly ActivityKind[];
  /** True when the rule reads local-day fields, so the tracker must compute the event's day for these kinds. */
  usesDays: boolean;
  /**
   * For a rule that reads a streak: its length in done days. An award after one write reads only the days such a
   * run could span around that write (award.ts), so this must be set on every streak rule.
   */
  streakDays?: number;
  isMet(state: ActivityState): boolean;
}

export const ACHIEVEMENT_RULES: readonly AchievementRule[] = [
  {
    key: "first_mood",
    milestoneType: "other",
    type: "wellness",
    category: "Mood Tracking",
    icon: "Sun",
    title: "First Mood Logged",
    description: "You logged your first mood. Noticing how you feel is where every change begins.",
    kinds: ["mood"],
    usesDays: false,
    isMet: (s) => s.moods >= 1,
  },
  {
    key: "mood_streak_7",
    milestoneType: "mood_streak_7",
    type: "wellness",
    category: "Mood Tracking",
    icon: "Flame",
    title: "7-Day Mood Streak",
    description: "You kept a 7-day mood streak.",
    kinds: ["mood"],
    usesDays: true,
    streakDays: MOOD_STREAK_DAYS,
    isMet: (s) => s.moodRun.streak >= MOOD_STREAK_DAYS,
  },
  {
    key: "mood_consistency_30",
    milestoneType: "other",
    type: "wellness",
    category: "Consistency",
    icon: "CalendarCheck",
    title: "30-Day Consistency",
    description: "You kept a 30-day mood streak.",
    kinds: ["mood"],
    usesDays: true,
    streakDays: MOOD_CONSISTENCY_DAYS,
    isMet: (s) => s.moodRun.streak >= MOOD_CONSISTENCY_DAYS,
  },
  {
    key: "mood_days_100",
    milestoneType: "other",
    type: "special",
    category: "Milestones",
    icon: "Star",
    title: "100 Days of Reflection",
    description: "You have logged your mood on 100 different days.",
    kinds: ["mood"],
    usesDays: true,
    isMet: (s) => s.moodDays >= MOOD_DAYS_SPECIAL,
  },
  {
    key: "first_reflection",
    milestoneType: "other",
    type: "therapy",
    category: "Coaching Progress",
    icon: "NotebookPen",
    title: "First Reflection",
    description: "You added your thoughts to a mood log. Putting feelings into words helps make sense of them.",
    kinds: ["mood"],
    usesDays: false,
    isMet: (s) => s.moodsWithNotes >= 1,
  },
  {
    key: "first_personal_checkin",
    milestoneType: "other",
    type: "therapy",
    category: "Coaching Progress",
    icon: "HeartPulse",
    title: "First Emotional Check-in",
    description: "You completed your first personal emotional check-in.",
    kinds: ["personal_checkin"],
    usesDays: false,
    isMet: (s) => s.personalCheckins >= 1,
  },
  {
    key: "personal_checkins_10",
    milestoneType: "other",
    type: "therapy",
    category: "Coaching Progress",
    icon: "Sprout",
    title: "Growing Self-Awareness",
    description: "You completed 10 personal emotional check-ins.",
    kinds: ["personal_checkin"],
    usesDays: false,
    isMet: (s) => s.personalCheckins >= PERSONAL_CHECKINS_GOAL,
  },
  {
    key: "first_partner_checkin",
    milestoneType: "other",
    type: "relationship",
    category: "Connection",
    icon: "MessageCircleHeart",
    title: "First Partner Check-in",
    description: "You shared how connected you feel with your partner for the first time.",
    kinds: ["partner_checkin"],
    usesDays: false,
    isMet: (s) => s.partnerCheckins >= 1,
  },
  {
    key: "connection_champion",
    milestoneType: "connection_champion",
    type: "relationship",
    category: "Connection",
    icon: "HeartHandshake",
    title: "Connection Champion",
    description: "You kept a 7-day check-in streak with your partner.",
    kinds: ["partner_checkin"],
    usesDays: true,
    streakDays: CONNECTION_CHAMPION_DAYS,
    isMet: (s) => s.partnerCheckinRun.streak >= CONNECTION_CHAMPION_DAYS,
  },
  {
    key: "first_ritual",
    milestoneType: "other",
    type: "relationship",
    category: "Rituals",
    icon: "Sparkles",
    title: "First Ritual Completed",
    description: "You completed your first relationship ritual.",
    kinds: ["ritual_completed"],
    usesDays: false,
    isMet: (s) => s.ritualCompletions >= 1,
  },
  {
    key: "ritual_master",
    milestoneType: "ritual_master",
    type: "relationship",
    category: "Rituals",
    icon: "Trophy",
    title: "Ritual Master",
    description: "You kept a ritual going for a 7-day streak.",
    kinds: ["ritual_completed"],
    usesDays: false,
    isMet: (s) => s.bestRitualStreak >= RITUAL_MASTER_STREAK,
  },
  {
    key: "first_shared_goal",
    milestoneType: "other",
    type: "relationship",
    category: "Shared Goals",
    icon: "Target",
    title: "First Shared Goal Completed",
    description: "You and your partner completed your first shared goal together.",
    kinds: ["goal_completed"],
    usesDays: false,
    isMet: (s) => s.sharedGoalsCompleted >= 1,
  },
  {
    key: "first_partner_link",
    milestoneType: "other",
    type: "special",
    category: "Partnership",
    icon: "Link",
    title: "Partners Connected",
    description: "You connected with your partner on Attune. Your journey together starts here.",
    kinds: ["partner_linked"],
    usesDays: false,
    isMet: (s) => s.partnerLinks >= 1,
  },
];

/** The catalogue without the predicates: what a writer stores and a screen shows. */
export const ACHIEVEMENT_DEFINITIONS: readonly AchievementDefinition[] = ACHIEVEMENT_RULES.map(
  ({ key, milestoneType, type, category, icon, title, description }) => ({
    key,
    milestoneType,
    type,
    category,
    icon,
    title,
    description,
  }),
);

const byKey = new Map(ACHIEVEMENT_DEFINITIONS.map((d) => [d.key, d]));

export function achievementDefinition(key: string): AchievementDefinition | undefined {
  return byKey.get(key);
}

/**
 * The key of a stored achievement row, so a writer can build `alreadyEarned` from what it has stored: the achievements
 * table has no key column, so named milestones are matched by milestone_type (unique per user) and the others by
 * title (unique in the catalogue). Rows from elsewhere (e.g. retired rules) give undefined.
 */
export function achievementKeyOf(stored: { milestoneType: MilestoneType; title: string }): string | undefined {
  for (const d of ACHIEVEMENT_DEFINITIONS) {
    const named = stored.milestoneType !== "other";
    if (named ? d.milestoneType === stored.milestoneType : d.milestoneType === "other" && d.title === stored.title) {
      return d.key;
    }
  }
  return undefined;
}
