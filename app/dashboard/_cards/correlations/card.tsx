import { CorrelationCards } from "@/components/dashboard/correlation-cards";
import { CORRELATION_TEXT } from "@/components/dashboard/correlation-text";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";

/** The cards are a bonus: nothing when there are none, or when the read failed (spec 2 §4.8). */
async function CorrelationsSection({ userId, card }: CardSectionProps) {
  const cards = await cardModel(userId, card.read, DASHBOARD_CARDS.correlations);
  return cards.ok ? <CorrelationCards frame={frameOf(card)} cards={cards.data} /> : null;
}

/**
 * 'Did you know?' (spec 2 §2.4, §4.8): up to three patterns, each dismissible. No skeleton: most people have none,
 * so nothing holds their place.
 */
export const correlations: CardDefinition = {
  id: "correlations",
  title: CORRELATION_TEXT.heading,
  read: "correlations",
  stack: "partner",
  shows: "couple",
  loading: "nothing",
  error: "silent",
  Section: CorrelationsSection,
};
