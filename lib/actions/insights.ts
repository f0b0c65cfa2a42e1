"use server";

import { refresh } from "next/cache";
import { dismissCorrelation } from "@/lib/services/analytics/dismiss-correlation";
import { dismissFirstWeekGuide } from "@/lib/services/dashboard/dismiss-first-week-guide";
import { writeAiInsights } from "@/lib/services/ai-insights/write-ai-insights";
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
  .run(({ user }) => writeAiInsights({ user }));

/**
 * Dismisses the signed-in user's first-week guide (issue #32). Posted by a plain <form> in a server component, so it
 * works before any script has run; refresh() has the dashboard re-render without the guide when a script is there
 * (without one, the form's post renders the page afresh anyway).
 */
export const dismissFirstWeekGuideAction = action
  .use(requireUser)
  // A plain form with no fields: whose guide it is comes from the session, so whatever is posted is dropped.
  .input(noInputSchema)
  .run(async ({ user }) => {
    await dismissFirstWeekGuide({ userId: user.id });
    refresh();
    return undefined;
  });
