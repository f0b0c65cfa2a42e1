import { ACHIEVEMENTS_TEXT } from "@/components/achievements/achievement-text";
import { AchievementsCard } from "@/components/dashboard/achievements-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

async function AchievementsSection({ userId, card }: CardSectionProps) {
  const model = await cardModel(userId, card.read, (input) => ({
    summary: DASHBOARD_CARDS.achievements(input),
    timeZone: input.clock.timeZone,
  }));
  if (!model.ok) return <CardFailed card={card} failure={model.error.message} />;
  return <AchievementsCard card={frameOf(card)} {...model.data} />;
}

/** 'Achievements' (spec 2 §2.4): the 3 newest, each opening its celebration. */
export const achievements: CardDefinition = {
  id: "achievements",
  title: ACHIEVEMENTS_TEXT.cardTitle,
  read: "achievements",
  stack: "you",
  shows: "everyone",
  loading: "skeleton",
  error: "failure",
  Section: AchievementsSection,
};
