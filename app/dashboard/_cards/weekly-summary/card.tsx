import { UnlockLine } from "@/components/dashboard/card-states";
import { WeeklySummaryCard } from "@/components/dashboard/weekly-summary-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { WEEKLY_SUMMARY_EMPTY_TEXT, WEEKLY_SUMMARY_TITLE } from "@/lib/domain/weekly-summary";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

async function WeeklySummarySection({ userId, card }: CardSectionProps) {
  const summary = await cardModel(userId, card.read, DASHBOARD_CARDS.weeklySummary);
  if (!summary.ok) return <CardFailed card={card} failure={summary.error.message} />;
  if (!summary.data.hasData) return <UnlockLine id={card.id}>{WEEKLY_SUMMARY_EMPTY_TEXT}</UnlockLine>;
  return <WeeklySummaryCard card={frameOf(card)} summary={summary.data} />;
}

/** 'Weekly Emotional Summary' (spec 2 §2.4, §4.9). */
export const weeklySummary: CardDefinition = {
  id: "weekly-summary",
  title: WEEKLY_SUMMARY_TITLE,
  read: "weeklySummary",
  stack: "you",
  shows: "everyone",
  loading: "skeleton",
  error: "failure",
  Section: WeeklySummarySection,
};
