import { insertGoal } from "@/lib/data/goals";
import { insertLiveEvents } from "@/lib/data/live-events";
import { goalEvents } from "@/lib/domain/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import type { CreateGoalInput } from "@/lib/validation/goals";

/**
 * 'Create Shared Goal' (spec 3 §2): the creator is the session user and the goal's other side is their partner at
 * this moment (none without one: the goal is theirs alone until they link, decision 036).
 */
export async function createGoal({ userId, input }: { userId: string; input: CreateGoalInput }) {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    const partnerId = access?.partnerId ?? null;
    const goal = await insertGoal({ userId, partnerId, ...input }, tx);
    const shared = input.visibility === "shared";
    await insertLiveEvents(goalEvents({ goalId: goal.id, shared, actorId: userId, partnerId }), tx);
    return goal;
  });
}
