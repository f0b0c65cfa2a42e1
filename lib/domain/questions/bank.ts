import { APPRECIATION_QUESTIONS } from "./bank-appreciation";
import { DREAM_QUESTIONS } from "./bank-dreams";
import { EVERYDAY_QUESTIONS } from "./bank-everyday";
import { INTIMACY_QUESTIONS } from "./bank-intimacy";
import { LIGHT_QUESTIONS } from "./bank-light";
import { MEMORY_QUESTIONS } from "./bank-memories";
import { REPAIR_QUESTIONS } from "./bank-repair";
import { VALUE_QUESTIONS } from "./bank-values";
import type { Question } from "./types";

/**
 * The question bank for the question of the day (issue #37), in the team's own words. Every question is one sentence
 * that each person answers alone in a few sentences, about themselves or their relationships, so it suits a couple
 * who met last week, a couple of thirty years and one person reflecting alone (who is never asked intimacy). Nothing
 * assumes gender, marriage, children, a shared home, money, faith or a body that can do any particular thing, and
 * nothing asks about past partners, trauma or harm. Which question a couple gets, and when, is the scheduler's job;
 * this file only says what the questions are. Order: category by category, each in id order.
 */
export const QUESTION_BANK: readonly Question[] = Object.freeze([
  ...LIGHT_QUESTIONS,
  ...MEMORY_QUESTIONS,
  ...DREAM_QUESTIONS,
  ...VALUE_QUESTIONS,
  ...APPRECIATION_QUESTIONS,
  ...EVERYDAY_QUESTIONS,
  ...INTIMACY_QUESTIONS,
  ...REPAIR_QUESTIONS,
]);

// Built once: history pages look up every stored id.
const BY_ID: ReadonlyMap<string, Question> = new Map(QUESTION_BANK.map((question) => [question.id, question]));

/** The question a stored id names (retired ones included, so old answers keep their question); undefined if none. */
export function questionById(id: string): Question | undefined {
  return BY_ID.get(id);
}
