import { UnlockLine } from "@/components/dashboard/card-states";
import { DASHBOARD_TEXT } from "@/components/dashboard/dashboard-text";
import { PrivateThoughtsCard } from "@/components/dashboard/private-thoughts-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { PRIVATE_THOUGHTS_TITLE } from "@/lib/domain/mood-tags";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

async function PrivateThoughtsSection({ userId, card }: CardSectionProps) {
  const model = await cardModel(userId, card.read, (input) => ({
    thoughts: DASHBOARD_CARDS.privateThoughts(input),
    timeZone: input.clock.timeZone,
  }));
  if (!model.ok) return <CardFailed card={card} failure={model.error.message} />;
  if (model.data.thoughts.length === 0) return <UnlockLine id={card.id}>{DASHBOARD_TEXT.thoughtsEmpty}</UnlockLine>;
  return <PrivateThoughtsCard card={frameOf(card)} {...model.data} />;
}

/** 'Mood Log Private Thoughts' (spec 2 §2.4, §9): the reader's own notes, never the partner's. */
export const privateThoughts: CardDefinition = {
  id: "private-thoughts",
  title: PRIVATE_THOUGHTS_TITLE,
  read: "privateThoughts",
  stack: "you",
  shows: "everyone",
  loading: "skeleton",
  error: "failure",
  Section: PrivateThoughtsSection,
};
