import type { DayKey } from "../time";
import type { Question, QuestionCategory, QuestionDepth } from "./types";

/**
 * Which question a couple (or one person alone) is asked on a date (issue #37, decision 068). Pure: the bank, what the
 * circle was asked before and the date come in; the same inputs always give the same question.
 *
 * - Never a repeat until the bank is exhausted: the candidates are the eligible questions asked the fewest times so
 *   far (none, until every one has been asked once; then those asked once, …). Skipped questions count as asked.
 * - Depth grows: the first week asks light questions (depth 1), weeks two and three mix in personal ones (depth 2,
 *   every other day), from the fourth week a week of seven holds one light, three personal and three deep (depth 3)
 *   questions. The clock is the number of dates the circle has had a question, not the calendar, so a couple who pause
 *   for a month come back where they left off. Where the wanted depth has no unasked question, the nearest allowed
 *   one is taken (shallower first); only when the allowed depths are used up is a deeper one asked.
 * - Intimacy only when both partners opted in (`intimacy`); never for one person alone (the caller passes false).
 * - Retired questions are never asked.
 * - Variety: a category asked on either of the last two dates is passed over while another will do, and the very
 *   first question is a light one.
 */

export interface AskedQuestion {
  questionId: string;
  day: DayKey;
}

export interface ChooseQuestionInput {
  bank: readonly Question[];
  /** Everything the circle was asked, on any date (skipped questions included), in any order. */
  asked: readonly AskedQuestion[];
  /** The date being chosen for; only dates before it count towards the depth ramp and the variety rule. */
  day: DayKey;
  /** Both partners turned intimate questions on. */
  intimacy: boolean;
  /** A stable string for the circle (see circleKey): the tie-break among equal candidates. */
  seed: string;
  /** Never this question (today's, when it is being skipped). */
  exclude?: readonly string[];
}

/** Dates with a question before the circle's depth moves on: one week light, then two weeks up to personal. */
export const LIGHT_WEEK_DAYS = 7;
export const PERSONAL_UNTIL_DAYS = 21;
/** From the fourth week, the depth of each date in turn: one light, three personal and three deep a week. */
const SETTLED_DEPTH_CYCLE: readonly QuestionDepth[] = [2, 3, 1, 3, 2, 3, 2];

/** The depth wanted for the circle's `n`th date (0-based), and the deepest allowed then. */
export function depthPlan(n: number): { target: QuestionDepth; max: QuestionDepth } {
  if (n < LIGHT_WEEK_DAYS) return { target: 1, max: 1 };
  if (n < PERSONAL_UNTIL_DAYS) return { target: n % 2 === 0 ? 2 : 1, max: 2 };
  return { target: SETTLED_DEPTH_CYCLE[(n - PERSONAL_UNTIL_DAYS) % SETTLED_DEPTH_CYCLE.length]!, max: 3 };
}

/** The circle's key: its people's ids, sorted (one person alone is their own id). */
export function circleKey(userIds: readonly string[]): string {
  return [...userIds].sort().join(":");
}

/** The questions this circle may be asked at all. */
export function eligibleQuestions(bank: readonly Question[], intimacy: boolean): Question[] {
  return bank.filter((question) => !question.retired && (intimacy || question.category !== "intimacy"));
}

/** FNV-1a: small and stable across runtimes (the same seed picks the same question everywhere). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

/** Depths in the order they are tried: the target, then shallower ones, then deeper ones up to the max, then deeper. */
function depthOrder(target: QuestionDepth, max: QuestionDepth): QuestionDepth[] {
  const all: QuestionDepth[] = [1, 2, 3];
  const shallower = all.filter((d) => d < target).reverse();
  const deeperAllowed = all.filter((d) => d > target && d <= max);
  const beyond = all.filter((d) => d > max);
  return [target, ...shallower, ...deeperAllowed, ...beyond];
}

/** The question for `day`; null only when the bank holds no eligible question at all. */
export function chooseQuestion(input: ChooseQuestionInput): Question | null {
  const excluded = new Set(input.exclude ?? []);
  const pool = eligibleQuestions(input.bank, input.intimacy).filter((question) => !excluded.has(question.id));
  if (pool.length === 0) return null;

  const times = new Map<string, number>();
  for (const { questionId } of input.asked) times.set(questionId, (times.get(questionId) ?? 0) + 1);
  const fewest = Math.min(...pool.map((question) => times.get(question.id) ?? 0));
  const fresh = pool.filter((question) => (times.get(question.id) ?? 0) === fewest);

  const earlierDays = [...new Set(input.asked.map((a) => a.day).filter((day) => day < input.day))].sort();
  const plan = depthPlan(earlierDays.length);
  let candidates: Question[] = [];
  for (const depth of depthOrder(plan.target, plan.max)) {
    candidates = fresh.filter((question) => question.depth === depth);
    if (candidates.length > 0) break;
  }

  const byId = new Map(input.bank.map((question) => [question.id, question]));
  const recentDays = new Set(earlierDays.slice(-2));
  const recent = new Set<QuestionCategory>(
    input.asked.filter((a) => recentDays.has(a.day)).flatMap((a) => byId.get(a.questionId)?.category ?? []),
  );
  const varied = candidates.filter((question) => !recent.has(question.category));
  if (varied.length > 0) candidates = varied;
  if (earlierDays.length === 0) {
    const light = candidates.filter((question) => question.category === "light");
    if (light.length > 0) candidates = light;
  }
  return candidates[hash(`${input.seed}|${input.day}|${fewest}`) % candidates.length]!;
}
