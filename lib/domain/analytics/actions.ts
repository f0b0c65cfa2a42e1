import { recommendationCompletionRate, type Recommendation, type RecommendationStateRecord } from "../recommendations";
import { ritualOrigin } from "../rituals/origin";
import { ritualStanding, standingLine } from "../rituals/standing";
import { localDayKey, type DayKey } from "../time";
import type { Clock, GoalRecord, RitualKind, RitualRecord } from "../types";
import { analyticsPeriod, type AnalyticsRange } from "./range";

/**
 * Actions & Rituals (issue #14): what the user did with the app's suggestions and their own habits over the range.
 *
 * - Recommendations: taken (state `completed`) and set aside (`dismissed`) in the range, and the completion rate over
 *   the range by the card's rule (decision 029): completed in the range ÷ (those + offered now and not completed).
 *   recommendation_state keeps one row per recommendation (its latest state), so a recommendation taken twice counts
 *   once, in the range of its latest change.
 * - Rituals: each live ritual with its streak and last completion, by the one rule every list of rituals uses
 *   (lib/domain/rituals/standing.ts, decision 050). "Completed in the range" means the last completion falls in it,
 *   and the page says so rather than drawing a history.
 * - Goals: the ones the user may see (their own, and the partner's shared ones under the goals grant: decided by the
 *   loader), active first with their progress, and how many were completed in the range.
 */

export interface RitualRow {
  id: string;
  title: string;
  type: RitualKind;
  streak: number;
  /** The local day of the last completion, or null if never completed. */
  lastCompletedDay: DayKey | null;
  /** "3-day streak · Last completed Nov 26", as the ritual's card on /rituals says it. */
  standing: string;
  completedInRange: boolean;
  /** Who created it and how, while Show ritual origins is on (decision 061); else null. */
  origin: string | null;
}

export interface GoalRow {
  id: string;
  title: string;
  progress: number;
  shared: boolean;
  createdByMe: boolean;
  completedDay: DayKey | null;
}

/** A goal as the loader reads it: the record plus what the row shows. */
export interface AnalyticsGoal extends GoalRecord {
  title: string;
  shared: boolean;
  createdByMe: boolean;
}

export interface ActionsAnalyticsModel {
  range: AnalyticsRange;
  recommendations: {
    taken: number;
    setAside: number;
    offeredNow: number;
    /** Whole percent; null when nothing was offered or taken (no meaningless 0%). */
    completionRate: number | null;
  };
  rituals: { rows: RitualRow[]; completedInRange: number; longestStreak: number };
  goals: { active: GoalRow[]; completed: GoalRow[]; completedInRange: number; averageProgress: number | null };
}

export interface ActionsAnalyticsInput {
  clock: Clock;
  range: AnalyticsRange;
  states: readonly RecommendationStateRecord[];
  offered: readonly Pick<Recommendation, "id">[];
  rituals: readonly RitualRecord[];
  goals: readonly AnalyticsGoal[];
  /** Show ritual origins (decision 061): null while the switch is off, else the partner to name (or none). */
  origins?: { partner: { id: string; name: string } | null } | null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function actionsAnalytics({
  clock,
  range,
  states,
  offered,
  rituals,
  goals,
  origins = null,
}: ActionsAnalyticsInput) {
  const period = analyticsPeriod(clock, range);
  const inRange = (at: Date | null) => at !== null && at >= period.from && at <= clock.now;
  const day = (at: Date | null) => (at ? localDayKey(at, clock.timeZone) : null);

  const taken = states.filter((s) => s.status === "completed" && inRange(s.updatedAt)).length;
  const setAside = states.filter((s) => s.status === "dismissed" && inRange(s.updatedAt)).length;

  const ritualRows: RitualRow[] = rituals
    .filter((r) => r.deletedAt === null)
    .map((r) => {
      const standing = ritualStanding(r, clock);
      return {
        id: r.id,
        title: r.title,
        type: r.type,
        streak: standing.streak,
        lastCompletedDay: standing.lastCompletedDay,
        standing: standingLine(standing, clock),
        completedInRange: inRange(r.lastCompletedAt),
        origin: origins && r.origin ? ritualOrigin(r.origin, origins.partner) : null,
      };
    })
    // Longest streak first: the habits that hold lead the list; then by title for a stable order.
    .sort((a, b) => b.streak - a.streak || byText(a.title, b.title) || byText(a.id, b.id));

  // Newest first: the goal set last is the one on the user's mind.
  const goalRows: GoalRow[] = [...goals]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byText(a.id, b.id))
    .map((g) => ({
      id: g.id,
      title: g.title,
      progress: g.progress,
      shared: g.shared,
      createdByMe: g.createdByMe,
      completedDay: day(g.completedAt),
    }));
  const active = goalRows.filter((g) => g.completedDay === null);
  const completed = goalRows.filter((g) => g.completedDay !== null);

  return {
    range,
    recommendations: {
      taken,
      setAside,
      offeredNow: offered.length,
      completionRate: recommendationCompletionRate({ clock, states, offered, days: range }),
    },
    rituals: {
      rows: ritualRows,
      completedInRange: ritualRows.filter((r) => r.completedInRange).length,
      longestStreak: Math.max(0, ...ritualRows.map((r) => r.streak)),
    },
    goals: {
      active,
      completed,
      completedInRange: goals.filter((g) => inRange(g.completedAt)).length,
      averageProgress:
        active.length === 0 ? null : Math.round(active.reduce((n, g) => n + g.progress, 0) / active.length),
    },
  } satisfies ActionsAnalyticsModel;
}

/** The page's words (ours: the spec names the page and nothing on it). */
export const ACTIONS_TEXT = {
  title: "Actions & Rituals",
  intro: "What you did with your suggestions, rituals and goals.",
  recommendationsTitle: "Recommendations",
  taken: "Taken",
  setAside: "Set aside",
  offeredNow: "Offered now",
  completionRate: "Completion rate",
  recommendationsEmpty:
    "No recommendations yet. Keep logging moods and check-ins, and suggestions will appear on your dashboard.",
  ritualsTitle: "Rituals",
  ritualsEmpty: "No rituals yet. Rituals are small shared habits; once you have one, its streak shows here.",
  ritualsLogNote: "Streaks are kept per ritual; a completion count for the range comes with the ritual history.",
  goalsTitle: "Goals",
  goalsEmpty: "No goals yet. Goals you set with your partner show their progress here.",
  goalsActive: "Active",
  goalsCompletedInRange: "Completed in this range",
  averageProgress: "Average progress",
  sharedBadge: "Shared",
  privateBadge: "Private",
} as const;
