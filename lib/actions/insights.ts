"use server";

import { dismissCorrelation } from "@/lib/services/dismiss-correlation";
import { writeAiInsights } from "@/lib/services/write-ai-insights";
import { dismissCorrelationSchema } from "@/lib/validation/insights";
import { noInputSchema } from "@/lib/validation/partner";
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

/** 'Refresh Insights' with a model connected (issue #15): today's AI insights, written again; quiet on failure. */
export const refreshAiInsightsAction = action
  .use(requireUser)
  .input(noInputSchema)
  .run(({ user }) => writeAiInsights(user));
