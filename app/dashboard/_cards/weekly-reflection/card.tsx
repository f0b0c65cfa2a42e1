import { UnlockLine } from "@/components/dashboard/card-states";
import { UNLOCK_TEXT } from "@/components/dashboard/unlock-text";
import { WeeklyReflectionCard } from "@/components/dashboard/weekly-reflection-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { REFLECTION_MIN_MOODS, REFLECTION_TITLE } from "@/lib/domain/weekly-reflection";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

async function WeeklyReflectionSection({ userId, card }: CardSectionProps) {
  const reflection = await cardModel(userId, card.read, DASHBOARD_CARDS.reflection);
  if (!reflection.ok) return <CardFailed card={card} failure={reflection.error.message} />;
  if (reflection.data.status === "needs_moods") {
    const { moodCount } = reflection.data;
    return <UnlockLine id={card.id}>{UNLOCK_TEXT.reflection(moodCount, REFLECTION_MIN_MOODS)}</UnlockLine>;
  }
  return <WeeklyReflectionCard card={frameOf(card)} reflection={reflection.data} />;
}

/** 'Weekly Emotional Reflection' (spec 2 §2.4, §4.9). */
export const weeklyReflection: CardDefinition = {
  id: "weekly-reflection",
  title: REFLECTION_TITLE,
  read: "reflection",
  stack: "you",
  shows: "everyone",
  loading: "skeleton",
  error: "failure",
  Section: WeeklyReflectionSection,
};
