import type { DayKey } from "../time";
import { matchesSearch, partnerSide, type PartnerRow, type PartnerSide } from "./answers";
import { dayLabel } from "./days";
import type { Question } from "./types";

/**
 * What the /questions page and the dashboard card show of one date's question (issue #37, decision 068), from the
 * viewer's row and their partner's side as the data layer read it. Pure: the reveal rule (answers.ts), the skip rule
 * and the history's order and search are decided here, once.
 */

/** One stored date as the data layer reads it for the viewer (lib/data/question-days.ts). */
export interface QuestionDayRecord {
  id: string;
  day: DayKey;
  questionId: string;
  skippedQuestionId: string | null;
  /** The partner the question was shared with when set; null for a private reflection. */
  sharedWith: string | null;
  answer: string | null;
  answeredAt: Date | null;
  favourite: boolean;
  heartAt: Date | null;
  reply: string | null;
  followUp: string | null;
  /** The current partner's copy, shared with the viewer; null without one. */
  partner: PartnerRow | null;
}

export interface QuestionCardModel {
  day: DayKey;
  label: "today" | "yesterday" | null;
  question: Pick<Question, "id" | "text" | "category">;
  /** A private reflection (no partner on this date). */
  solo: boolean;
  mine: { answer: string | null; answeredAt: Date | null; favourite: boolean; heart: boolean; reply: string | null };
  partner: PartnerSide;
  /** The one skip a day is still there: not used, and neither has answered. Only today's question is skipped. */
  canSkip: boolean;
  skipUsed: boolean;
  followUp: string | null;
}

/** Words for a question id the bank no longer holds (it never drops one; a retired question keeps its words). */
const MISSING_QUESTION = "A question from an earlier version of the app";

export function questionCardModel(
  record: QuestionDayRecord,
  { today, lookup }: { today: DayKey; lookup: (id: string) => Question | undefined },
): QuestionCardModel {
  const question = lookup(record.questionId);
  const partner = partnerSide(record.answeredAt !== null, record.partner);
  const label = dayLabel(record.day, today);
  const skipUsed = record.skippedQuestionId !== null;
  const partnerAnswered = partner.state === "hidden" || partner.state === "shown";
  return {
    day: record.day,
    label,
    question: {
      id: record.questionId,
      text: question?.text ?? MISSING_QUESTION,
      category: question?.category ?? "light",
    },
    solo: record.sharedWith === null,
    mine: {
      answer: record.answer,
      answeredAt: record.answeredAt,
      favourite: record.favourite,
      heart: record.heartAt !== null,
      reply: record.reply,
    },
    partner,
    canSkip: label === "today" && !skipUsed && record.answeredAt === null && !partnerAnswered,
    skipUsed,
    followUp: partner.state === "shown" ? record.followUp : null,
  };
}

/** The dashboard's "today's question" card: the partner's first name (null alone) and today's card. */
export interface TodaysQuestionModel {
  partnerName: string | null;
  card: QuestionCardModel;
}

/**
 * Yesterday's question stays on top of the page while it is half-answered by the partner and the viewer can still
 * answer it: the pair is not lost at midnight. (Answered by the viewer, it is in the history, where the partner's
 * answer shows as soon as it comes.)
 */
export function showYesterday(card: QuestionCardModel | null): boolean {
  return card !== null && card.label === "yesterday" && card.mine.answer === null && card.partner.state === "hidden";
}

/**
 * The history: favourites first, then newest first; a search keeps the dates whose question, answers or replies hold
 * every word of it (the partner's words only where they are shown).
 */
export function historyModel(cards: readonly QuestionCardModel[], query: string): QuestionCardModel[] {
  const found = cards.filter((card) =>
    matchesSearch(query, [
      card.question.text,
      card.mine.answer,
      card.mine.reply,
      card.partner.state === "shown" ? card.partner.answer : null,
      card.partner.state === "shown" ? card.partner.reply : null,
    ]),
  );
  return [...found].sort((a, b) => Number(b.mine.favourite) - Number(a.mine.favourite) || b.day.localeCompare(a.day));
}
