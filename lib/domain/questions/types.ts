/**
 * The question for two (issue #37): what one question of the bank is. Ids are stable forever — a couple's history
 * stores the id, never the text — so a question is never renumbered or reused for other words; a retired question
 * stays in the bank with `retired: true`.
 */
export const QUESTION_CATEGORIES = [
  "light",
  "memories",
  "dreams",
  "values",
  "appreciation",
  "everyday",
  "intimacy",
  "repair",
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** 1: light and easy to answer on day one; 2: personal; 3: deep (asked once a couple has answered for a while). */
export type QuestionDepth = 1 | 2 | 3;

export interface Question {
  /** `<category>-<three digits>`, e.g. "light-001". */
  id: string;
  category: QuestionCategory;
  depth: QuestionDepth;
  /** The question as both partners read it: the team's own words, one sentence, ending with "?". */
  text: string;
  /** Kept so stored answers still show their question; never asked again. */
  retired?: true;
}
