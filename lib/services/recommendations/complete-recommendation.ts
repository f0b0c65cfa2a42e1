import { markRecommendationCompleted } from "@/lib/data/recommendation-state";
import { RECOMMENDATION_RULES, recommendationRuleOf } from "@/lib/domain/recommendations";
import { AppError } from "@/lib/errors";
import { recommendationMessages, type CompleteRecommendationInput } from "@/lib/validation/recommendations";

export interface CompleteRecommendationOptions {
  userId: string;
  input: CompleteRecommendationInput;
  now?: Date;
}

/**
 * 'Take Action' on a recommendation (spec 2 §2.4, decision 029): records it completed for the 7-day completion rate
 * and returns the route to go to. The route is the rule's own (RECOMMENDATION_RULES), found from the id: a client
 * names a recommendation, never a destination, so the redirect can only ever go to one of our pages. An id no rule
 * gives is refused (VALIDATION) before anything is written. The rule is looked up, not re-run: re-running the engine
 * would read a month of records on every click, and a crafted post of a rule not on the card changes only the
 * poster's own statistic.
 */
export async function completeRecommendation({
  userId,
  input,
  now = new Date(),
}: CompleteRecommendationOptions): Promise<{ route: string }> {
  const rule = recommendationRuleOf(input.id);
  if (rule === null) {
    throw new AppError("VALIDATION", recommendationMessages.notAvailable, {
      fieldErrors: { id: [recommendationMessages.notAvailable] },
    });
  }
  await markRecommendationCompleted(userId, input.id, now);
  return { route: RECOMMENDATION_RULES[rule].route };
}
