import { UnlockLine } from "@/components/dashboard/card-states";
import { ConnectionTrendsCard } from "@/components/dashboard/connection-trends-card";
import { CONNECTION_TEXT } from "@/components/dashboard/connection-trends-text";
import { CONNECTION_CHART_EMPTY_TEXT } from "@/lib/domain/connection-chart";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { HEALTH_TRENDS_TEXT } from "@/lib/domain/health-score";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

async function ConnectionTrendsSection({ userId, card }: CardSectionProps) {
  const chart = await cardModel(userId, card.read, DASHBOARD_CARDS.connectionChart);
  if (!chart.ok) return <CardFailed card={card} failure={chart.error.message} />;
  if (chart.data.isEmpty) return <UnlockLine id={card.id}>{CONNECTION_CHART_EMPTY_TEXT}</UnlockLine>;
  return <ConnectionTrendsCard card={frameOf(card)} chart={chart.data} />;
}

/** 'Connection Trends (Last 7 Days)' (spec 2 §2.4, §4.10); spec 2 §8 'Trend load failure': 'Failed to load trend data'. */
export const connectionTrends: CardDefinition = {
  id: "connection-trends",
  title: CONNECTION_TEXT.title,
  read: "connectionChart",
  stack: "you",
  shows: "everyone",
  loading: "skeleton",
  error: { message: HEALTH_TRENDS_TEXT.loadError },
  Section: ConnectionTrendsSection,
};
