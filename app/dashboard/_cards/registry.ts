import "server-only";
import { DASHBOARD_STACKS, type DashboardStackName } from "@/components/dashboard/dashboard-grid";
import { achievements } from "./achievements/card";
import type { CardDefinition } from "./card";
import { checkUp } from "./check-up/card";
import { connectionTrends } from "./connection-trends/card";
import { correlations } from "./correlations/card";
import { healthTrends, relationshipHealth } from "./health/card";
import { messagesFromPartner, messagesToPartner } from "./messages/card";
import { moodTags } from "./mood-tags/card";
import { moodTrends } from "./mood-trends/card";
import { privateThoughts } from "./private-thoughts/card";
import { recommendations } from "./recommendations/card";
import { relationshipInsights } from "./relationship-insights/card";
import { relationshipPatterns } from "./relationship-patterns/card";
import { todaysQuestion } from "./todays-question/card";
import { weeklyReflection } from "./weekly-reflection/card";
import { weeklySummary } from "./weekly-summary/card";
import { wellbeingInsight } from "./wellbeing-insight/card";

/**
 * Every card of the dashboard's three stacks, each declared once in its folder (card.ts says what a declaration
 * holds), in the order the page shows them: a card's place in its stack is its place here. The page, the card
 * slots and the tests read this list; adding a card is its folder and one line here (ARCHITECTURE.md, "Adding a
 * dashboard card"). Server-only: the browser gets the rendered cards, never this module.
 */
export const DASHBOARD_CARD_REGISTRY: readonly CardDefinition[] = [
  // Today's question for the two (issue #37: the first shared card), how the relationship is doing, what to do.
  todaysQuestion,
  relationshipHealth,
  healthTrends,
  relationshipInsights,
  recommendations,
  // The partner: how they are, what they said, and the patterns between the two.
  wellbeingInsight,
  messagesFromPartner,
  messagesToPartner,
  correlations,
  relationshipPatterns,
  // The person's own: the monthly check-up when one is due (issue #39: their own index, shared only if both choose),
  // then their week: moods, words, connection, reflection and what they have achieved.
  checkUp,
  moodTrends,
  moodTags,
  weeklySummary,
  weeklyReflection,
  connectionTrends,
  privateThoughts,
  achievements,
];

/** The stacks in reading order, each with its cards in order. */
export function cardsByStack(): { stack: DashboardStackName; cards: CardDefinition[] }[] {
  return DASHBOARD_STACKS.map((stack) => ({
    stack,
    cards: DASHBOARD_CARD_REGISTRY.filter((card) => card.stack === stack),
  }));
}
