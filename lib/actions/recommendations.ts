"use server";

import { redirect } from "next/navigation";
import { completeRecommendation } from "@/lib/services/recommendations/complete-recommendation";
import { completeRecommendationSchema, previousFormStateSchema } from "@/lib/validation/recommendations";
import { action, requireUser } from "./result";

// The spec has no failure copy for 'Take Action', so a failure carries the mapped message (lib/http/errors.ts).

/**
 * 'Take Action' on a recommendation (spec 2 §2.4, decision 029): records it completed, then redirects to the route
 * the server found for it. Called by the card's form through useActionState, as (previous result, form data), which
 * also works before any script runs. On success it never returns (redirect() is rethrown for Next); a failure comes
 * back as the form's state.
 */
export const completeRecommendationAction = action
  .use(requireUser)
  .input(previousFormStateSchema, completeRecommendationSchema)
  .run(async ({ args: [input], user }) => {
    const { route } = await completeRecommendation({ userId: user.id, input });
    redirect(route);
  });
