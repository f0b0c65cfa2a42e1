import { WellbeingInsightCard } from "@/components/dashboard/wellbeing-insight-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { wellbeingCardTitle, wellbeingErrorText } from "@/lib/domain/wellbeing-insights";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

/** Spec 2 §2.4/§4.5: the partner's wellbeing, from what they share (moods with consent; notes only with the grant). */
async function WellbeingInsightSection({ userId, card }: CardSectionProps) {
  const model = await cardModel(userId, card.read, (input) => ({
    partnerName: input.partner?.displayName ?? null,
    insights: DASHBOARD_CARDS.wellbeing(input) ?? [],
  }));
  // The read failed before the partner was known: the error names no one rather than guessing.
  if (!model.ok) return <CardFailed card={card} failure={model.error.message} />;
  const { partnerName, insights } = model.data;
  return (
    <WellbeingInsightCard
      card={frameOf(card, { partnerName, view: "couple" })}
      partnerName={partnerName}
      insights={insights}
    />
  );
}

/**
 * '{partner}'s Wellbeing Insight' by first name ('Your partner's Wellbeing Insight' before the name is known); spec 2
 * §8 'Partner insights failure'. No skeleton: a placeholder about "your partner" would flash for someone alone.
 */
export const wellbeingInsight: CardDefinition = {
  id: "wellbeing-insight",
  title: ({ partnerName }) => wellbeingCardTitle(partnerName ?? ""),
  read: "wellbeing",
  stack: "partner",
  shows: "couple",
  loading: "nothing",
  error: ({ partnerName }) => ({ message: wellbeingErrorText(partnerName ?? "") }),
  Section: WellbeingInsightSection,
};
