import { insertGoal, shareOwnPrivateGoal } from "@/lib/data/goals";
import { insertLiveEvents } from "@/lib/data/live-events";
import { goalEvents } from "@/lib/domain/live-events";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { screenedVisibility } from "@/lib/domain/safety/screened-visibility";
import { AppError } from "@/lib/errors";
import type { CreateGoalInput } from "@/lib/validation/goals";
import type { CrisisSupport } from "../safety/find-crisis-support";
import { screenForAuthor } from "../safety/screen-for-author";

const GOAL_NOT_HELD_MESSAGE = "This goal can no longer be shared.";

export interface CreateGoalResult {
  id: string;
  /** The author's own help lines when the goal's words were screened (decision 080); for their response only. */
  support: CrisisSupport | null;
  /** Marked shared but its words speak of harm by a partner: stored private; ask the author (shareHeldGoal). */
  confirmShare: boolean;
}

/**
 * 'Create Shared Goal' (spec 3 §2): the creator is the session user and the goal's other side is their partner at
 * this moment (none without one: the goal is theirs alone until they link, decision 036). A goal marked shared whose
 * title or description speaks of harm by a partner is stored private, as if chosen so, until its author says to share
 * it (decision 080).
 */
export async function createGoal({
  userId,
  input,
}: {
  userId: string;
  input: CreateGoalInput;
}): Promise<CreateGoalResult> {
  const { screen, support } = await screenForAuthor({ userId, texts: [input.title, input.description] });
  const { visibility, needsConfirmation } = screenedVisibility({
    requested: input.visibility,
    screen,
    confirmedShare: false,
  });
  const goal = await inTransaction(async (tx) => {
    const access = await resolvePartnerAccess(userId, tx);
    const partnerId = access?.partnerId ?? null;
    const goal = await insertGoal({ userId, partnerId, ...input, visibility }, tx);
    const shared = visibility === "shared";
    await insertLiveEvents(goalEvents({ goalId: goal.id, shared, actorId: userId, partnerId }), tx);
    return goal;
  });
  return { id: goal.id, support, confirmShare: needsConfirmation };
}

/** "Share it" (decision 080): the held goal becomes shared exactly as if it had been created so. */
export async function shareHeldGoal({ userId, goalId }: { userId: string; goalId: string }): Promise<{ shared: true }> {
  return inTransaction(async (tx) => {
    const goal = await shareOwnPrivateGoal(userId, goalId, tx);
    if (!goal) throw new AppError("NOT_FOUND", GOAL_NOT_HELD_MESSAGE);
    await insertLiveEvents(
      goalEvents({ goalId: goal.id, shared: true, actorId: userId, partnerId: goal.partnerId }),
      tx,
    );
    return { shared: true as const };
  });
}
