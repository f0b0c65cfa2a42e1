/**
 * Awarding after one write without reading the whole history (docs/achievements.md, "Awarding after a write").
 *
 * A written event can only complete the still-open rules of its own kind. Count rules need how many events came
 * before it; streak rules need the local days a run through its day can span; the distinct-day rule needs how many
 * days came before. So the award reads two things: counts of everything before a window (one SQL aggregate) and the
 * events inside the window, one by one. It resumes the tracker from a snapshot built from those counts, which is what
 * the snapshot was designed for (tracker.ts), so the rules themselves stay in one place.
 *
 * Why the window is enough: while a streak rule of N days is open, no run of N done days exists yet (it would have
 * been awarded when it formed), so a run the new event completes holds at most N - 1 done days before the event's
 * day, and, since a freeze bridges one missed day between two done ones (lib/domain/streak.ts), at most N - 1 missed
 * days among them: it starts at most 2(N - 1) local days before. The window therefore starts at that local midnight; events after the new one (a mood logged for an
 * earlier day) are read too, a side bounded by now since nothing is written in the future.
 *
 * Choices where the docs are silent:
 * - Without an open streak rule the window starts at the event's local midnight when distinct days are counted (so the
 *   days counted before and the days seen inside cannot overlap), otherwise at the event itself.
 * - Catching up: awarding never fails a write, so it may have failed once. The next write of the kind catches up:
 *   counts are exact whatever happened before, and a run still going when the window starts is seen from the window's
 *   first day, so it still reaches N inside it. Its earnedAt can then be later than a full re-run would give, and a
 *   run that ended before the window waits for the next one. The same holds for history from before awarding existed.
 * - Once stored, an award keeps its earnedAt: a mood logged later for an earlier day never moves it back.
 */
import { addDays, localDayKey, startOfLocalDay } from "../time";
import { initialActivityState, type ActivityEvent, type ActivityKind, type ActivityState } from "./events";
import { ACHIEVEMENT_RULES, type AchievementRule } from "./rules";
import { evaluateAchievements, type EarnedAchievement } from "./tracker";

/** The counters of ActivityState that the events before the window are summarised into. */
export type ActivityCounts = Partial<
  Pick<
    ActivityState,
    | "moods"
    | "moodsWithNotes"
    | "moodDays"
    | "personalCheckins"
    | "partnerCheckins"
    | "ritualCompletions"
    | "bestRitualStreak"
    | "sharedGoalsCompleted"
    | "partnerLinks"
  >
>;

export interface AwardPlan {
  kind: ActivityKind;
  /** Keys of the rules this kind can still complete. */
  open: string[];
  /** Every key the tracker must leave alone: the ones already earned and every rule of another kind. */
  settledKeys: string[];
  /** Events of the kind at or after this instant are read one by one; the ones before are only counted. */
  from: Date;
  /** True when the counts before `from` must include distinct local days (a distinct-day rule is open). */
  countDays: boolean;
}

export interface AwardEventFacts {
  /**
   * True when an earlier event of the same kind is already stored on the event's local day. The event then adds no
   * day, and the day rules (usesDays) read nothing but days, so none of them can complete: the award skips them and
   * their reads. This is what keeps the busiest case — a second mood on the same day — down to one short read.
   */
  dayAlreadyCounted?: boolean;
}

/** How many local days before an event's day a streak of `days` done days it completes can start (freezes included). */
function streakWindowDays(days: number): number {
  return Math.max(0, 2 * (days - 1));
}

/** The rules an event of `kind` can still complete, given the keys already earned. */
export function openAchievementRules(
  kind: ActivityKind,
  alreadyEarned: readonly string[],
  facts: AwardEventFacts = {},
): AchievementRule[] {
  const earned = new Set(alreadyEarned);
  return ACHIEVEMENT_RULES.filter(
    (r) => r.kinds.includes(kind) && !earned.has(r.key) && !(r.usesDays && facts.dayAlreadyCounted),
  );
}

/** True when evaluating these rules needs the person's time zone (local days). */
export function needsLocalDays(rules: readonly AchievementRule[]): boolean {
  return rules.some((r) => r.usesDays);
}

/**
 * What to read after an event of `kind` at `at` was written; null when this kind has nothing left to earn, so the
 * caller reads nothing more.
 */
export function planAchievementAward(
  input: {
    kind: ActivityKind;
    at: Date;
    timeZone: string;
    alreadyEarned: readonly string[];
  } & AwardEventFacts,
): AwardPlan | null {
  const { kind, at, timeZone } = input;
  const open = openAchievementRules(kind, input.alreadyEarned, input);
  if (open.length === 0) return null;
  const openKeys = new Set(open.map((r) => r.key));
  const settledKeys = ACHIEVEMENT_RULES.filter((r) => !openKeys.has(r.key)).map((r) => r.key);

  const longestStreak = Math.max(0, ...open.map((r) => r.streakDays ?? 0));
  const countDays = open.some((r) => r.usesDays && r.streakDays === undefined);
  let from = at;
  if (longestStreak > 0 || countDays) {
    const day = localDayKey(at, timeZone);
    from = startOfLocalDay(addDays(day, -streakWindowDays(longestStreak)), timeZone);
  }
  return { kind, open: [...openKeys], settledKeys, from, countDays };
}

/**
 * Runs the plan's open rules over the counts before `plan.from` and the events since (chronological, all of the
 * plan's kind). Returns what they complete, each with the instant of the event that completed it.
 */
export function evaluateAchievementAward(input: {
  plan: AwardPlan;
  timeZone: string;
  before: ActivityCounts;
  events: Iterable<ActivityEvent>;
}): EarnedAchievement[] {
  const { plan, timeZone, before, events } = input;
  // The run before the window is left out on purpose (empty streak runs): see the module comment.
  const state: ActivityState = initialActivityState();
  for (const [field, value] of Object.entries(before) as [keyof ActivityCounts, number | undefined][]) {
    if (value !== undefined) state[field] = value;
  }
  return evaluateAchievements({
    timeZone,
    events,
    resumeFrom: { version: 1, state, settledKeys: plan.settledKeys },
  });
}
