import { reportFollowUpFailure } from "../shared/report-follow-up-failure";
import {
  achievementKeyOf,
  evaluateAchievementAward,
  needsLocalDays,
  openAchievementRules,
  planAchievementAward,
  type ActivityCounts,
  type ActivityEvent,
  type AwardEventFacts,
  type AwardPlan,
} from "@/lib/domain/achievements";
import { notify } from "@/lib/messaging";
import { insertAchievements, listEarnedAchievementKeys, lockAchievementAwards } from "@/lib/data/achievements";
import { checkinActivity } from "@/lib/data/checkins";
import { countMoodActivityBefore, listMoodActivitySince } from "@/lib/data/moods";
import { findViewerContext } from "@/lib/data/profiles";
import { ritualCompletionActivity } from "@/lib/data/rituals";
import { inTransaction } from "@/lib/data/transaction";

/** The writes that award achievements. */
export type AwardTrigger =
  "mood" | "personal_checkin" | "partner_checkin" | "partner_linked" | "ritual_completed" | "goal_completed";

export interface AwardAchievementsOptions extends AwardEventFacts {
  userId: string;
  /** What was just written, and its instant (the mood's timestamp, the check-in's): the award is about that event. */
  kind: AwardTrigger;
  at: Date;
  /** The person's zone when the caller has it; otherwise read from the profile, and only if a day rule is open. */
  timeZone?: string;
  /** For a ritual completion: the ritual's streak after it (the newStreak the ritual service answers). */
  streak?: number;
  /**
   * The stored keys when the caller read them before its write (logMood's one pre-read, decision 084), which saves
   * this award its first read. An award earned meanwhile costs nothing twice: the transaction re-reads the keys under
   * the award lock before inserting.
   */
  earnedKeys?: readonly string[];
}

export interface NewAward {
  key: string;
  id: string;
  title: string;
  earnedAt: Date;
}

/**
 * Awards what the event just written completes (docs/achievements.md), once per achievement and person.
 *
 * Reads stay bounded however long the history: the stored keys (one row per achievement); then, only if a rule this
 * event can complete is still open, counts of the entries before a window and the entries inside it (award.ts: the
 * window reaches at most a streak back from the event, and day rules are skipped when the event's day already had an
 * entry, so a second mood on a day usually costs the first read alone); then, only if something was earned, one
 * short transaction. That transaction takes
 * the person's award lock, re-reads the stored keys and inserts the rest with ON CONFLICT DO NOTHING, so racing
 * writes award each achievement once: the unique index guards the named milestones, the lock and re-read the others.
 *
 * @public The use case this file is named after (lib/services/layout.test.ts); the write services reach it through
 * awardAchievementsAfterWrite below, so knip is told to leave the export alone.
 */
export async function awardAchievements(options: AwardAchievementsOptions): Promise<NewAward[]> {
  const { userId, kind } = options;
  const earnedKeys = options.earnedKeys ? [...options.earnedKeys] : await listEarnedAchievementKeys(userId);
  const open = openAchievementRules(kind, earnedKeys, options);
  if (open.length === 0) return [];
  // The zone matters only to day rules: with none open, any valid zone gives the same result, so none is read.
  const timeZone = options.timeZone ?? (needsLocalDays(open) ? (await findViewerContext(userId)).timeZone : "UTC");
  const plan = planAchievementAward({ ...options, timeZone, alreadyEarned: earnedKeys });
  if (!plan) return [];
  const { before, events } = await readActivity(userId, kind, plan, timeZone, options);
  const earned = evaluateAchievementAward({ plan, timeZone, before, events });
  if (earned.length === 0) return [];

  return inTransaction(async (tx) => {
    await lockAchievementAwards(userId, tx);
    const stored = new Set(await listEarnedAchievementKeys(userId, tx));
    const fresh = earned.filter((a) => !stored.has(a.key));
    const inserted = await insertAchievements(userId, fresh, tx);
    for (const row of inserted) {
      await notify(tx, "achievement-earned", userId, { achievementId: row.id, title: row.title, at: row.earnedAt });
    }
    return inserted.map((row) => ({
      key: achievementKeyOf(row)!,
      id: row.id,
      title: row.title,
      earnedAt: row.earnedAt,
    }));
  });
}

/**
 * For the write services, right after the entry is committed: awards, and never throws. A failed award is logged and
 * the person's entry stands; the next write of the same kind catches up (award.ts). It runs after the write's
 * transaction, not inside it: the mood is one statement with no transaction (decision 018), and a failing award
 * query inside a check-in's transaction would abort it and lose the entry.
 */
export async function awardAchievementsAfterWrite(options: AwardAchievementsOptions): Promise<NewAward[]> {
  try {
    return await awardAchievements(options);
  } catch (error) {
    reportFollowUpFailure("achievements.award_failed", error, { userId: options.userId, kind: options.kind });
    return [];
  }
}

/** The counts before the plan's window and the events inside it, read in parallel on the pool. */
async function readActivity(
  userId: string,
  kind: AwardTrigger,
  plan: AwardPlan,
  timeZone: string,
  event: Pick<AwardAchievementsOptions, "at" | "streak">,
): Promise<{ before: ActivityCounts; events: ActivityEvent[] }> {
  switch (kind) {
    case "mood": {
      const [before, moods] = await Promise.all([
        countMoodActivityBefore(userId, plan.from, { dayTimeZone: plan.countDays ? timeZone : null }),
        listMoodActivitySince(userId, plan.from),
      ]);
      return { before, events: moods.map((m) => ({ kind, at: m.at, hasNotes: m.hasNotes })) };
    }
    case "personal_checkin": {
      const { before, since } = await checkinActivity("personal", userId, plan.from);
      return { before: { personalCheckins: before }, events: since.map((at) => ({ kind, at })) };
    }
    case "partner_checkin": {
      const { before, since } = await checkinActivity("partner", userId, plan.from);
      return { before: { partnerCheckins: before }, events: since.map((at) => ({ kind, at })) };
    }
    case "ritual_completed": {
      const { before, since } = await ritualCompletionActivity(userId, plan.from);
      // Only this completion's streak is known here; earlier ones in the window carried theirs when they happened.
      return {
        before: { ritualCompletions: before },
        events: since.map((at) => ({
          kind,
          at,
          streak: at.getTime() === event.at.getTime() ? (event.streak ?? 0) : 0,
        })),
      };
    }
    case "goal_completed":
      // Its one rule is the first shared goal completed, and the caller awards only for one: the event is the evidence.
      return { before: {}, events: [{ kind, at: plan.from, shared: true }] };
    case "partner_linked":
      // The one rule it opens is the first link ever, and this link is one: the event itself is all the evidence
      // (an earlier link would have earned it then, and its key is already stored).
      return { before: {}, events: [{ kind, at: plan.from }] };
  }
}
