"use server";

import { dismissCorrelation } from "@/lib/services/dismiss-correlation";
import { dismissCorrelationSchema } from "@/lib/validation/insights";
import { action, requireUser } from "./result";

// The spec has no failure copy for dismissing a card, so a failure carries the mapped message (lib/http/errors.ts).

/** Dismisses one of the signed-in user's 'Did you know?' cards by its card id (spec 2 §2.4, §4.8). */
export const dismissCorrelationAction = action
  .use(requireUser)
  .input(dismissCorrelationSchema)
  .run(async ({ input, user }) => {
    await dismissCorrelation({ userId: user.id, input });
    return undefined;
  });
