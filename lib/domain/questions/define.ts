import type { Question, QuestionCategory, QuestionDepth } from "./types";

/**
 * One question as a bank file writes it: its number within the category (the id's three digits), its depth, its text,
 * and "retired" once it must never be asked again. A couple's history stores the id, so a row is never renumbered,
 * removed or reworded into another question: new questions are appended with the next number, and a question that
 * should stop being asked gets "retired" and stays.
 */
export type QuestionRow = readonly [number: number, depth: QuestionDepth, text: string, retired?: "retired"];

export function defineCategory(category: QuestionCategory, rows: readonly QuestionRow[]): readonly Question[] {
  return rows.map(([number, depth, text, retired]) => ({
    id: `${category}-${String(number).padStart(3, "0")}`,
    category,
    depth,
    text,
    ...(retired ? { retired: true as const } : {}),
  }));
}
