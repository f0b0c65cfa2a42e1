import { RecommendationsCard } from "@/components/dashboard/recommendations-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { RECOMMENDATIONS_CARD_TITLE, recommendationCompletionRate } from "@/lib/domain/recommendations";
import { loadRecommendationStats } from "@/lib/services/recommendations/load-recommendation-stats";
import { cardModel, cardRead } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

/** A second read of its own, failed apart from the card's (the e2e suite's name for it). */
const STATS_READ = "recommendationStats";

/** Spec 2 §2.4/§3: the engine's list and the share completed in the last 7 days (decision 029), read in parallel. */
async function RecommendationsSection({ userId, card }: CardSectionProps) {
  const [result, stats] = await Promise.all([
    cardModel(userId, card.read, (input) => ({
      recommendations: DASHBOARD_CARDS.recommendations(input).recommendations,
      clock: input.clock,
    })),
    cardRead(STATS_READ, () => loadRecommendationStats({ userId })),
  ]);
  if (!result.ok) return <CardFailed card={card} failure={result.error.message} />;
  const { recommendations, clock } = result.data;
  // The rate is a bonus: if its read failed (logged by settle), the recommendations still show, without the line.
  const completionRate = stats.ok
    ? recommendationCompletionRate({ clock, states: stats.data.states, offered: recommendations })
    : null;
  return <RecommendationsCard card={frameOf(card)} recommendations={recommendations} completionRate={completionRate} />;
}

/** 'Personalized Recommendations' (spec 2 §2.4, §4.6). Its id is linked to from Actions & Rituals. */
export const recommendations: CardDefinition = {
  id: "recommendations",
  title: RECOMMENDATIONS_CARD_TITLE,
  read: "recommendations",
  stack: "relationship",
  shows: "everyone",
  loading: "skeleton",
  error: "failure",
  Section: RecommendationsSection,
};
