import { goalIsVisible, stepGoalProgress } from "@/lib/data/goals";
import { insertLiveEvents } from "@/lib/data/live-events";
import { goalEvents } from "@/lib/domain/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { GOALS_TEXT } from "@/lib/domain/goals";
import { AppError } from "@/lib/errors";
import type { GoalProgressInput } from "@/lib/validation/goals";

const GOAL_ALREADY_COMPLETE = "This goal is already complete";

/** −10% / +10% (spec 3 §4) on a goal the person can see; one atomic step, so concurrent clicks all count. */
export async function changeGoalProgress({
  userId,
  input,
}: {
  userId: string;
  input: GoalProgressInput;
}): Promise<{ progress: number }> {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    const stepped = await stepGoalProgress({ userId, access, goalId: input.goalId, delta: input.delta }, tx);
    if (stepped) {
      const change = { goalId: input.goalId, shared: stepped.shared, actorId: userId };
      await insertLiveEvents(goalEvents({ ...change, partnerId: access?.partnerId ?? null }), tx);
      return { progress: stepped.progress };
    }
    if (await goalIsVisible({ userId, access, goalId: input.goalId }, tx)) {
      throw new AppError("CONFLICT", GOAL_ALREADY_COMPLETE);
    }
    throw new AppError("NOT_FOUND", GOALS_TEXT.notFound);
  });
}
