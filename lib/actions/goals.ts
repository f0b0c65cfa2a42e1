"use server";

import { changeGoalProgress } from "@/lib/services/goals/change-goal-progress";
import { completeGoal } from "@/lib/services/goals/complete-goal";
import { createGoal, shareHeldGoal } from "@/lib/services/goals/create-goal";
import { deleteGoal } from "@/lib/services/goals/delete-goal";
import { createGoalSchema, goalIdSchema, goalProgressSchema } from "@/lib/validation/goals";
import { action, requireUser } from "./result";

// Spec 3 §8 gives goals no failure copy of their own: failures carry the mapped message in the 'Error' toast.
// Every action acts as the session user; which goals they may touch is decided in lib/data/goals (goalsVisibleTo).

export const createGoalAction = action
  .use(requireUser)
  .input(createGoalSchema)
  .run(({ input, user }) => createGoal({ userId: user.id, input }));

/** "Share it" on a goal held back by the screen (decision 080). */
export const shareHeldGoalAction = action
  .use(requireUser)
  .input(goalIdSchema)
  .run(({ input, user }) => shareHeldGoal({ userId: user.id, goalId: input.goalId }));

export const changeGoalProgressAction = action
  .use(requireUser)
  .input(goalProgressSchema)
  .run(({ input, user }) => changeGoalProgress({ userId: user.id, input }));

export const completeGoalAction = action
  .use(requireUser)
  .input(goalIdSchema)
  .run(({ input, user }) => completeGoal({ userId: user.id, input }));

export const deleteGoalAction = action
  .use(requireUser)
  .input(goalIdSchema)
  .run(({ input, user }) => deleteGoal({ userId: user.id, input }));
