"use server";

import { recalculateHealthScores } from "@/lib/services/health-score/recalculate-health-scores";
import { updateHealthScoresSchema } from "@/lib/validation/health";
import { noInputSchema } from "@/lib/validation/partner";
import { action, requireUser } from "./result";

// Spec 2 §8's failure toasts ('Update Failed' / 'Refresh Failed') live in lib/http/failure-copy.ts under the
// operation each action names; the success toasts are the component's (components/dashboard/health-score-actions).
// Both recalculate the signed-in user's own scores only: the partner's are theirs, recalculated by their writes.

/** 'Update N-Day Scores' (spec 2 §4.2): recalculates now and returns the new score of the chosen timeframe. */
export const updateHealthScoresAction = action
  .use(requireUser)
  .failures("health.update")
  .input(updateHealthScoresSchema)
  .run(async ({ input, user }) => {
    const { score7, score30 } = await recalculateHealthScores({ userId: user.id });
    return { timeframe: input.timeframe, score: input.timeframe === 7 ? score7 : score30 };
  });

/** 'Full Refresh' (spec 2 §4.2): recalculates both timeframes and the history; the page then reloads its data. */
export const refreshHealthScoresAction = action
  .use(requireUser)
  .failures("health.refresh")
  .input(noInputSchema)
  .run(async ({ user }) => {
    const { score7, score30 } = await recalculateHealthScores({ userId: user.id });
    return { score7, score30 };
  });
