/**
 * A streaming achievement tracker: it folds a chronological activity stream into counters and streaks and reports
 * each achievement at the instant of the event that completed its rule. Memory is O(number of rules), whatever the
 * length of the history, so five years of daily activity stream through without being held.
 *
 * Choices where the spec is silent:
 * - Events MUST arrive in chronological order (equal instants are fine). An event older than the newest one seen
 *   throws AchievementEventOrderError instead of being skipped or re-sorted: sorting would need the whole history in
 *   memory, and skipping would make earnedAt depend on a bug upstream (a missing ORDER BY) without anyone noticing.
 *   mergeByTime combines several already-sorted sources. An event whose `at` is not a valid Date throws a TypeError.
 * - Keys in alreadyEarned are never returned and their rules are not evaluated; unknown keys are ignored. Re-running
 *   over the same history gives the same keys with the same earnedAt, so the writer can insert them with
 *   "on conflict do nothing" and a retry never duplicates.
 * - The state only advances for event kinds that some unearned rule still reads, and the local day of an event is
 *   computed only while a day-based rule for its kind is unearned: once everything is earned, observing is a
 *   comparison, and evaluateAchievements stops reading the stream.
 * - A snapshot carries the state and the settled keys, so a job can resume with only the new events; resuming gives
 *   exactly what one pass over the whole history would have given.
 */
import { stepStreak } from "../streak";
import { MS_PER_DAY, isValidTimeZone, offsetMsAt } from "../time";
import {
  ACTIVITY_KINDS,
  initialActivityState,
  type ActivityEvent,
  type ActivityKind,
  type ActivityState,
} from "./events";
import { ACHIEVEMENT_RULES, type AchievementDefinition, type AchievementRule } from "./rules";

export interface EarnedAchievement extends AchievementDefinition {
  /** The instant of the event that completed the rule. */
  earnedAt: Date;
}

/** JSON-serialisable; O(1) in the length of the history. */
export interface TrackerSnapshot {
  version: 1;
  state: ActivityState;
  /** alreadyEarned plus everything earned since, sorted. */
  settledKeys: string[];
}

export interface AchievementTrackerOptions {
  /** The user's IANA zone: days and streaks are local calendar days in it. */
  timeZone: string;
  /** Keys already stored for the user; they are not returned again. */
  alreadyEarned?: readonly string[];
  /** Continue from an earlier tracker's snapshot instead of from an empty history. */
  resumeFrom?: TrackerSnapshot;
}

export interface AchievementTracker {
  /** Feeds the next event (chronological order); returns what this event completed, usually nothing. */
  observe(event: ActivityEvent): readonly EarnedAchievement[];
  /** Everything earned so far (not in alreadyEarned), in the order the rules completed. */
  earned(): EarnedAchievement[];
  /** True when no rule is left to earn; further events cannot change the result. */
  isComplete(): boolean;
  snapshot(): TrackerSnapshot;
}

export class AchievementEventOrderError extends Error {
  override name = "AchievementEventOrderError";
}

const NONE: readonly EarnedAchievement[] = Object.freeze([]);

/**
 * The user's local calendar day of an instant as a whole number of days since 1970-01-01, the same date localDayKey
 * gives (addDays("1970-01-01", n) === localDayKey(instant, zone)). The tracker compares days thousands of times over
 * a long history; an integer skips building and comparing "YYYY-MM-DD" strings, which made up most of its cost.
 */
export function localDayNumber(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return Math.floor((ms + offsetMsAt(ms, timeZone)) / MS_PER_DAY);
}

function apply(state: ActivityState, event: ActivityEvent, ms: number, dayZone: string | null): void {
  switch (event.kind) {
    case "mood": {
      state.moods++;
      if (event.hasNotes) state.moodsWithNotes++;
      if (dayZone === null) return;
      // The one streak rule (lib/domain/streak.ts): a second mood on a day, or an hour a zone repeats when it falls
      // back across midnight, belongs to a day already counted and leaves the run as it was.
      const next = stepStreak(state.moodRun, localDayNumber(ms, dayZone));
      if (next !== state.moodRun) {
        state.moodRun = next;
        state.moodDays++;
      }
      return;
    }
    case "personal_checkin":
      state.personalCheckins++;
      return;
    case "partner_checkin": {
      state.partnerCheckins++;
      if (dayZone === null) return;
      state.partnerCheckinRun = stepStreak(state.partnerCheckinRun, localDayNumber(ms, dayZone));
      return;
    }
    case "ritual_completed":
      state.ritualCompletions++;
      if (event.streak > state.bestRitualStreak) state.bestRitualStreak = event.streak;
      return;
    case "goal_completed":
      if (event.shared !== false) state.sharedGoalsCompleted++;
      return;
    case "partner_linked":
      state.partnerLinks++;
      return;
  }
}

function copyEarned(e: EarnedAchievement): EarnedAchievement {
  return { ...e, earnedAt: new Date(e.earnedAt.getTime()) };
}

export function createAchievementTracker(options: AchievementTrackerOptions): AchievementTracker {
  const { timeZone, resumeFrom } = options;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  if (resumeFrom && resumeFrom.version !== 1) {
    throw new RangeError(`Unsupported achievement tracker snapshot version ${String(resumeFrom.version)}`);
  }

  const state: ActivityState = resumeFrom ? { ...resumeFrom.state } : initialActivityState();
  const settled = new Set<string>([...(options.alreadyEarned ?? []), ...(resumeFrom?.settledKeys ?? [])]);
  const earned: EarnedAchievement[] = [];

  // Per kind: the unearned rules it can complete, and whether any of them needs the event's local day.
  const pending = new Map<ActivityKind, { rules: AchievementRule[]; usesDays: boolean }>();
  let remaining = 0;
  function rebuildPending(): void {
    remaining = ACHIEVEMENT_RULES.filter((r) => !settled.has(r.key)).length;
    for (const kind of ACTIVITY_KINDS) {
      const rules = ACHIEVEMENT_RULES.filter((r) => !settled.has(r.key) && r.kinds.includes(kind));
      pending.set(kind, { rules, usesDays: rules.some((r) => r.usesDays) });
    }
  }
  rebuildPending();

  function observe(event: ActivityEvent): readonly EarnedAchievement[] {
    const ms = event.at instanceof Date ? event.at.getTime() : Number.NaN;
    if (Number.isNaN(ms)) throw new TypeError(`Achievement event "${event.kind}" has no valid "at" date`);
    if (state.lastAtMs !== null && ms < state.lastAtMs) {
      throw new AchievementEventOrderError(
        `Achievement events must arrive in chronological order: a "${event.kind}" event at ` +
          `${new Date(ms).toISOString()} came after an event at ${new Date(state.lastAtMs).toISOString()}`,
      );
    }
    state.lastAtMs = ms;

    // Unknown kinds (a newer data layer) have no entry and are ignored.
    const forKind = pending.get(event.kind);
    if (!forKind || forKind.rules.length === 0) return NONE;
    apply(state, event, ms, forKind.usesDays ? timeZone : null);

    let fresh: EarnedAchievement[] | null = null;
    for (const rule of forKind.rules) {
      if (!rule.isMet(state)) continue;
      const { key, milestoneType, type, category, icon, title, description } = rule;
      const item = { key, milestoneType, type, category, icon, title, description, earnedAt: new Date(ms) };
      earned.push(item);
      (fresh ??= []).push(item);
      settled.add(key);
    }
    if (!fresh) return NONE;
    rebuildPending();
    return fresh.map(copyEarned);
  }

  return {
    observe,
    earned: () => earned.map(copyEarned),
    isComplete: () => remaining === 0,
    snapshot: () => ({ version: 1, state: { ...state }, settledKeys: [...settled].sort() }),
  };
}

export interface EvaluateAchievementsInput extends AchievementTrackerOptions {
  /** Chronological; any iterable, including a generator over a database cursor. */
  events: Iterable<ActivityEvent>;
}

/**
 * Streams `events` through a tracker and returns what was newly earned. Stops reading (and closes a generator) as
 * soon as nothing is left to earn.
 */
export function evaluateAchievements(input: EvaluateAchievementsInput): EarnedAchievement[] {
  const tracker = createAchievementTracker(input);
  if (tracker.isComplete()) return [];
  for (const event of input.events) {
    tracker.observe(event);
    if (tracker.isComplete()) break;
  }
  return tracker.earned();
}
