import { UnlockLine } from "@/components/dashboard/card-states";
import { DASHBOARD_TEXT } from "@/components/dashboard/dashboard-text";
import { MoodTagsCard } from "@/components/dashboard/mood-tags-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { RECENT_MOOD_TAGS_TITLE } from "@/lib/domain/mood-tags";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

async function MoodTagsSection({ userId, card }: CardSectionProps) {
  const tags = await cardModel(userId, card.read, DASHBOARD_CARDS.moodTags);
  if (!tags.ok) return <CardFailed card={card} failure={tags.error.message} />;
  if (tags.data.tags.length === 0) return <UnlockLine id={card.id}>{DASHBOARD_TEXT.tagsEmpty}</UnlockLine>;
  return <MoodTagsCard card={frameOf(card)} tags={tags.data} />;
}

/** 'Your Recent Mood Tags (Last 7 Days)' (spec 2 §2.4, §9). */
export const moodTags: CardDefinition = {
  id: "mood-tags",
  title: RECENT_MOOD_TAGS_TITLE,
  read: "moodTags",
  stack: "you",
  shows: "everyone",
  loading: "skeleton",
  error: "failure",
  Section: MoodTagsSection,
};
