import { completeGoalRow, countCompletedGoals } from "@/lib/data/goals";
import { insertLiveEvents } from "@/lib/data/live-events";
import { goalEvents } from "@/lib/domain/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { completionBanner, GOALS_TEXT } from "@/lib/domain/goals";
import { AppError } from "@/lib/errors";
import type { GoalIdInput } from "@/lib/validation/goals";
import { awardAchievementsAfterWrite } from "../achievements/award-achievements";

/**
 * 'Complete' / 'Mark Complete' (spec 3 §2, §4): sets completed_at once; returns the banner the screen shows. The
 * first completion of a goal shared between two partners awards both of them the shared-goal achievement.
 */
export async function completeGoal({
  userId,
  input,
  now = new Date(),
}: {
  userId: string;
  input: GoalIdInput;
  now?: Date;
}): Promise<{ banner: string; completedCount: number }> {
  const { done, completedCount } = await inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    const done = await completeGoalRow({ userId, access, goalId: input.goalId, now }, tx);
    if (!done) throw new AppError("NOT_FOUND", GOALS_TEXT.notFound);
    if (done.newly) {
      const change = { goalId: input.goalId, shared: done.shared, actorId: userId };
      await insertLiveEvents(goalEvents({ ...change, partnerId: access?.partnerId ?? null }), tx);
    }
    return { done, completedCount: await countCompletedGoals(userId, access, tx) };
  });
  // 'First Shared Goal Completed' is the couple's: both of them earn it, whichever one pressed Complete.
  if (done.newly && done.shared) {
    for (const person of done.people) {
      await awardAchievementsAfterWrite({ userId: person, kind: "goal_completed", at: now });
    }
  }
  return { banner: completionBanner(completedCount), completedCount };
}
