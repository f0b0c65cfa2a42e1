import { deleteGoalRow } from "@/lib/data/goals";
import { insertLiveEvents } from "@/lib/data/live-events";
import { goalEvents } from "@/lib/domain/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { GOALS_TEXT } from "@/lib/domain/goals";
import { AppError } from "@/lib/errors";
import type { GoalIdInput } from "@/lib/validation/goals";

/** 'Delete Goal' (spec 3 §4: allowed at any time), by either partner of a shared goal they can see (decision 036). */
export async function deleteGoal({ userId, input }: { userId: string; input: GoalIdInput }): Promise<void> {
  await inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    const deleted = await deleteGoalRow({ userId, access, goalId: input.goalId }, tx);
    if (!deleted) throw new AppError("NOT_FOUND", GOALS_TEXT.notFound);
    const change = { goalId: input.goalId, shared: deleted.shared, actorId: userId };
    await insertLiveEvents(goalEvents({ ...change, partnerId: access?.partnerId ?? null }), tx);
  });
}
