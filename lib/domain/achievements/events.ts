import { NO_STREAK, type StreakRun } from "../streak";

/**
 * The activity stream the achievement tracker reads, and the compact state it folds that stream into.
 *
 * Events carry only what a rule reads. A history of five years is a few thousand events, so the tracker never holds
 * them: it keeps counters and the current streaks (five numbers each) (ActivityState), which is O(1) in the
 * length of the history and JSON-serialisable, so an award job can persist it and feed only new events next time.
 */
export type ActivityEvent =
  | { kind: "mood"; at: Date; hasNotes: boolean }
  | { kind: "personal_checkin"; at: Date }
  // The connection score is accepted but never read: connection_champion rewards the habit of checking in, so an
  // honest low score earns exactly what a high one does (see docs/achievements.md).
  | { kind: "partner_checkin"; at: Date; score?: number }
  // `streak` is the ritual's streak_count after this completion (the newStreak the ritual service returns), so the
  // milestone lands at the same moment as the '7-day streak achieved!' banner.
  | { kind: "ritual_completed"; at: Date; streak: number; ritualId?: string }
  // Goals are created shared by default (spec 3), so a missing flag means shared.
  | { kind: "goal_completed"; at: Date; shared?: boolean }
  | { kind: "partner_linked"; at: Date };

export type ActivityKind = ActivityEvent["kind"];

export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  "mood",
  "personal_checkin",
  "partner_checkin",
  "ritual_completed",
  "goal_completed",
  "partner_linked",
];

/**
 * Everything the rules know about a history. Day fields are local calendar days in the user's zone, as whole days
 * since 1970-01-01 (see localDayNumber), so consecutive days differ by exactly 1 whatever DST does.
 */
export interface ActivityState {
  /** Instant (ms) of the newest event observed; events must not go back before it. */
  lastAtMs: number | null;
  moods: number;
  moodsWithNotes: number;
  /** Distinct local days with at least one mood. */
  moodDays: number;
  /** The mood-logging streak as of the last mood, by the one streak rule (lib/domain/streak.ts, weekly freeze). */
  moodRun: StreakRun;
  personalCheckins: number;
  partnerCheckins: number;
  /** The partner check-in streak as of the last one, by the same rule. */
  partnerCheckinRun: StreakRun;
  ritualCompletions: number;
  bestRitualStreak: number;
  sharedGoalsCompleted: number;
  partnerLinks: number;
}

export function initialActivityState(): ActivityState {
  return {
    lastAtMs: null,
    moods: 0,
    moodsWithNotes: 0,
    moodDays: 0,
    moodRun: NO_STREAK,
    personalCheckins: 0,
    partnerCheckins: 0,
    partnerCheckinRun: NO_STREAK,
    ritualCompletions: 0,
    bestRitualStreak: 0,
    sharedGoalsCompleted: 0,
    partnerLinks: 0,
  };
}

/**
 * Merges sources that are each already in chronological order (one query per table, ORDER BY time) into one
 * chronological stream, lazily: memory is one pending event per source. Ties keep the order of the sources. Closing
 * the merged stream early closes the sources too, so a database cursor behind one is released.
 */
export function* mergeByTime(...sources: Iterable<ActivityEvent>[]): Generator<ActivityEvent, void, undefined> {
  const iterators = sources.map((source) => source[Symbol.iterator]());
  const heads: (ActivityEvent | undefined)[] = iterators.map((it) => {
    const r = it.next();
    return r.done ? undefined : r.value;
  });
  try {
    for (;;) {
      let best = -1;
      for (let i = 0; i < heads.length; i++) {
        const head = heads[i];
        if (head && (best < 0 || head.at.getTime() < heads[best]!.at.getTime())) best = i;
      }
      if (best < 0) return;
      yield heads[best]!;
      const r = iterators[best]!.next();
      heads[best] = r.done ? undefined : r.value;
    }
  } finally {
    for (let i = 0; i < iterators.length; i++) if (heads[i]) iterators[i]!.return?.();
  }
}
