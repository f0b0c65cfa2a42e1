import { insertGoal } from "@/lib/data/goals";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import type { CreateGoalInput } from "@/lib/validation/goals";

/**
 * 'Create Shared Goal' (spec 3 §2): the creator is the session user and the goal's other side is their partner at
 * this moment (none without one: the goal is theirs alone until they link, decision 036).
 */
export async function createGoal({ userId, input }: { userId: string; input: CreateGoalInput }) {
  return inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(tx, userId);
    return insertGoal(tx, { userId, partnerId: access?.partnerId ?? null, ...input });
  });
}
