import { UnlockLine } from "@/components/dashboard/card-states";
import { CORRELATION_TEXT, patternsEmptyText } from "@/components/dashboard/correlation-text";
import { RelationshipPatternsCard } from "@/components/dashboard/relationship-patterns-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { HEALTH_TIMEFRAME_PARAM, parseHealthTimeframe } from "@/lib/domain/health-score";
import { settle } from "@/lib/http/errors";
import { loadRelationshipPatterns } from "@/lib/services/analytics/load-relationship-patterns";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

/** `?patterns=all`: the card lists every pattern. */
const PATTERNS_PARAM = "patterns";

/**
 * The strongest patterns from the shared read; with `?patterns=all` (the card's 'Show all' link), every pattern, read
 * on its own. The links keep the page's timeframe and come back to the card.
 */
async function RelationshipPatternsSection({ userId, card, params }: CardSectionProps) {
  const model = await cardModel(userId, card.read, (input) => {
    const patterns = DASHBOARD_CARDS.relationshipPatterns(input);
    return patterns && { ...patterns, timeZone: input.clock.timeZone };
  });
  if (!model.ok) return <CardFailed card={card} failure={model.error.message} />;
  if (!model.data) return null;
  const showAll = params[PATTERNS_PARAM] === "all";
  if (showAll && model.data.total > model.data.patterns.length) {
    const all = await settle(() => loadRelationshipPatterns({ userId }));
    if (all.ok) model.data.patterns = all.data;
  }
  // No pattern yet: one line on how they come, not an empty card (decision 049).
  if (model.data.patterns.length === 0) {
    return <UnlockLine id={card.id}>{patternsEmptyText(model.data.partnerName)}</UnlockLine>;
  }
  const timeframe = parseHealthTimeframe(params[HEALTH_TIMEFRAME_PARAM]);
  const back = `#${card.id}`;
  const toggle = {
    showAllHref: `/dashboard?${HEALTH_TIMEFRAME_PARAM}=${timeframe}&${PATTERNS_PARAM}=all${back}`,
    showFewerHref: `/dashboard?${HEALTH_TIMEFRAME_PARAM}=${timeframe}${back}`,
  };
  return <RelationshipPatternsCard card={frameOf(card)} {...model.data} toggle={toggle} />;
}

/** 'Relationship Patterns' (spec 2 §2.4, §7): the stored patterns, most matches first. */
export const relationshipPatterns: CardDefinition = {
  id: "relationship-patterns",
  title: CORRELATION_TEXT.patternsTitle,
  read: "relationshipPatterns",
  stack: "partner",
  shows: "couple",
  loading: "skeleton",
  error: "failure",
  Section: RelationshipPatternsSection,
};
