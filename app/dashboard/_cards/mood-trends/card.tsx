import { UnlockLine } from "@/components/dashboard/card-states";
import { DASHBOARD_TEXT } from "@/components/dashboard/dashboard-text";
import { MoodTrendsCard } from "@/components/dashboard/mood-trends-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

async function MoodTrendsSection({ userId, card }: CardSectionProps) {
  const chart = await cardModel(userId, card.read, DASHBOARD_CARDS.moodChart);
  if (!chart.ok) return <CardFailed card={card} failure={chart.error.message} />;
  // The partner's line counts as data only where the model lets it show.
  const { hasUserData, showPartnerLine, hasPartnerData } = chart.data;
  if (!hasUserData && !(showPartnerLine && hasPartnerData)) {
    return <UnlockLine id={card.id}>{DASHBOARD_TEXT.moodChartEmpty}</UnlockLine>;
  }
  return <MoodTrendsCard card={frameOf(card)} chart={chart.data} />;
}

/** 'Mood Trends (Last 7 Days)' (spec 2 §2.4, §4.10). */
export const moodTrends: CardDefinition = {
  id: "mood-trends",
  title: DASHBOARD_TEXT.moodChartTitle,
  read: "moodChart",
  stack: "you",
  shows: "everyone",
  loading: "skeleton",
  error: "failure",
  Section: MoodTrendsSection,
};
