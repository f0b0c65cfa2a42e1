import { UnlockLine } from "@/components/dashboard/card-states";
import { INSIGHTS_TEXT, RelationshipInsightsCard } from "@/components/dashboard/relationship-insights-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { localDayKey } from "@/lib/domain/time";
import { settle } from "@/lib/http/errors";
import { loadAiInsights } from "@/lib/services/ai-insights/load-ai-insights";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

async function RelationshipInsightsSection({ userId, card }: CardSectionProps) {
  const insights = await cardModel(userId, card.read, (input) => ({
    engine: DASHBOARD_CARDS.insights(input),
    day: localDayKey(input.clock.now, input.clock.timeZone),
  }));
  if (!insights.ok) return <CardFailed card={card} failure={insights.error.message} />;
  const { engine, day } = insights.data;
  // Spec 2 §8: AI insight failures fall back to nothing: the engines' insights show as before.
  const ai = await settle(() => loadAiInsights({ userId, day, engine }));
  const view = ai.ok ? ai.data : { ai: null, canWrite: false };
  // Nothing to say yet: one line on what unlocks insights rather than an empty card (decision 049).
  if (!view.ai && engine.length === 0) return <UnlockLine id={card.id}>{INSIGHTS_TEXT.empty}</UnlockLine>;
  return (
    <RelationshipInsightsCard
      card={frameOf(card)}
      insights={view.ai ?? engine}
      source={{ written: view.ai !== null, canWrite: view.canWrite, day }}
    />
  );
}

/** 'AI-Generated Relationship Insights' (spec 2 §2.4, §4.7); spec 2 §8 'Insights load' fallback. */
export const relationshipInsights: CardDefinition = {
  id: "relationship-insights",
  title: INSIGHTS_TEXT.title,
  read: "insights",
  stack: "relationship",
  shows: "everyone",
  loading: "skeleton",
  error: { message: INSIGHTS_TEXT.loadFailed },
  Section: RelationshipInsightsSection,
};
