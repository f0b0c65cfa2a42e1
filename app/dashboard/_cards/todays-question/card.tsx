import { TODAYS_QUESTION_TITLE, TodaysQuestionCard } from "@/components/questions/todays-question-card";
import { loadTodaysQuestion } from "@/lib/services/questions/load-todays-question";
import { cardRead } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

/*
 * Issue #37, decision 068: the couple's question of the day (one person alone: their private reflection prompt), the
 * dashboard's daily moment, with one link to /questions where it is answered. Its own read (one indexed lookup that
 * sets the date's question if neither partner has read it yet), not the shared dashboard read; the partner's words
 * never come here.
 */
async function TodaysQuestionSection({ userId, card }: CardSectionProps) {
  const model = await cardRead(card.read, () => loadTodaysQuestion({ userId }));
  if (!model.ok) return <CardFailed card={card} failure={model.error.message} />;
  return <TodaysQuestionCard card={frameOf(card)} question={model.data} />;
}

/**
 * 'Today's question': the dashboard's first card (issue #37: "the first shared card once a couple is linked"), for
 * everyone: alone it is the private reflection prompt, so there is no partner to wait for and no empty card. Ours where the spec is silent (it predates the question): a failed read
 * shows the mapped failure's words.
 */
export const todaysQuestion: CardDefinition = {
  id: "todays-question",
  title: TODAYS_QUESTION_TITLE,
  read: "todaysQuestion",
  stack: "relationship",
  shows: "everyone",
  // The card a phone's screen opens on, below the mood row: its question is the page's largest text (LCP).
  loading: "first-paint",
  error: "failure",
  Section: TodaysQuestionSection,
};
