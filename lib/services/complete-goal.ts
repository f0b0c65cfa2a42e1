import { completeGoalRow, countCompletedGoals } from "@/lib/data/goals";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { completionBanner } from "@/lib/domain/goals";
import { AppError } from "@/lib/errors";
import type { GoalIdInput } from "@/lib/validation/goals";
import { GOAL_NOT_FOUND } from "./change-goal-progress";

/** 'Complete' / 'Mark Complete' (spec 3 §2, §4): sets completed_at once; returns the banner the screen shows. */
export async function completeGoal({
  userId,
  input,
  now = new Date(),
}: {
  userId: string;
  input: GoalIdInput;
  now?: Date;
}): Promise<{ banner: string; completedCount: number }> {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(tx, userId);
    const done = await completeGoalRow(tx, { userId, access, goalId: input.goalId, now });
    if (!done) throw new AppError("NOT_FOUND", GOAL_NOT_FOUND);
    const completedCount = await countCompletedGoals(userId, access, tx);
    return { banner: completionBanner(completedCount), completedCount };
  });
}
