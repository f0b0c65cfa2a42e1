import { describe, expect, test } from "vitest";
import { addDays, type DayKey } from "../time";
import { QUESTION_BANK } from "./bank";
import {
  chooseQuestion,
  circleKey,
  depthPlan,
  eligibleQuestions,
  LIGHT_WEEK_DAYS,
  PERSONAL_UNTIL_DAYS,
  type AskedQuestion,
} from "./selection";
import { QUESTION_CATEGORIES, type Question, type QuestionDepth } from "./types";

/** A synthetic bank: `perCell` questions for every category and depth, ids in the real format; texts are irrelevant. */
function bankOf(perCell: number, extra: Partial<Question>[] = []): Question[] {
  const bank: Question[] = [];
  for (const category of QUESTION_CATEGORIES) {
    let n = 0;
    for (const depth of [1, 2, 3] as QuestionDepth[]) {
      for (let i = 0; i < perCell; i++) {
        n += 1;
        bank.push({ id: `${category}-${String(n).padStart(3, "0")}`, category, depth, text: `Q ${category} ${n}?` });
      }
    }
  }
  return [
    ...bank,
    ...extra.map((q, i) => ({
      id: `light-9${String(i).padStart(2, "0")}`,
      category: "light" as const,
      depth: 1 as const,
      text: "x?",
      ...q,
    })),
  ];
}

const START: DayKey = "2026-01-01";

/** Asks a circle a question every day for `days` days; returns each day's question, oldest first. */
function simulate(bank: readonly Question[], days: number, { intimacy = false, seed = "a:b" } = {}): Question[] {
  const asked: AskedQuestion[] = [];
  const out: Question[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(START, i);
    const question = chooseQuestion({ bank, asked, day, intimacy, seed })!;
    asked.push({ questionId: question.id, day });
    out.push(question);
  }
  return out;
}

describe("chooseQuestion", () => {
  test("no repeats across 400 days when the bank holds at least 400 eligible questions", () => {
    const bank = bankOf(20); // 8 categories × 3 depths × 20 = 480, 420 without intimacy
    const asked = simulate(bank, 400);
    expect(new Set(asked.map((q) => q.id)).size).toBe(400);
  });

  test("with the real bank: no repeat until every eligible question has been asked once", () => {
    for (const intimacy of [false, true]) {
      const eligible = eligibleQuestions(QUESTION_BANK, intimacy).length;
      const days = Math.min(400, eligible);
      const ids = simulate(QUESTION_BANK, days, { intimacy }).map((q) => q.id);
      expect(new Set(ids).size).toBe(days);
    }
  });

  test("an exhausted bank starts over: no question a second time before every one was asked twice", () => {
    const bank = bankOf(1).filter((q) => q.category !== "intimacy"); // 21 questions
    const ids = simulate(bank, 63).map((q) => q.id);
    for (let round = 0; round < 3; round++) {
      expect(new Set(ids.slice(round * 21, round * 21 + 21)).size).toBe(21);
    }
  });

  test("depth grows: light in the first week, up to personal in weeks two and three, deep from the fourth", () => {
    const asked = simulate(bankOf(20), 60);
    const depths = asked.map((q) => q.depth);
    expect(depths.slice(0, LIGHT_WEEK_DAYS).every((d) => d === 1)).toBe(true);
    const middle = depths.slice(LIGHT_WEEK_DAYS, PERSONAL_UNTIL_DAYS);
    expect(middle.every((d) => d <= 2)).toBe(true);
    expect(middle.filter((d) => d === 2).length).toBeGreaterThanOrEqual(6);
    const settled = depths.slice(PERSONAL_UNTIL_DAYS, PERSONAL_UNTIL_DAYS + 7);
    expect(settled.filter((d) => d === 3)).toHaveLength(3);
    expect(depthPlan(0)).toEqual({ target: 1, max: 1 });
    expect(depthPlan(PERSONAL_UNTIL_DAYS - 1).max).toBe(2);
    expect(depthPlan(PERSONAL_UNTIL_DAYS).max).toBe(3);
  });

  test("the ramp counts days with a question, not the calendar: a pause does not jump ahead", () => {
    const bank = bankOf(20);
    const asked: AskedQuestion[] = [{ questionId: "light-001", day: START }];
    const later = chooseQuestion({ bank, asked, day: addDays(START, 90), intimacy: false, seed: "s" })!;
    expect(later.depth).toBe(1);
  });

  test("where the wanted depth is used up, the nearest allowed depth stands in, shallower first", () => {
    const bank = bankOf(20).filter((q) => q.depth !== 1);
    // Week one wants depth 1; with none left, personal (2) rather than deep (3).
    expect(simulate(bank, 5).every((q) => q.depth === 2)).toBe(true);
  });

  test("intimacy only when both opted in; retired questions never", () => {
    const bank = bankOf(20, [{ retired: true, id: "light-999" }]);
    const without = simulate(bank, 420);
    expect(without.some((q) => q.category === "intimacy")).toBe(false);
    expect(without.some((q) => q.id === "light-999")).toBe(false);
    const withIntimacy = simulate(bank, 480, { intimacy: true });
    expect(withIntimacy.some((q) => q.category === "intimacy")).toBe(true);
    expect(withIntimacy.some((q) => q.retired)).toBe(false);
  });

  test("the first question is light, and a category is not asked on two dates in a row while others will do", () => {
    const asked = simulate(bankOf(20), 120);
    expect(asked[0]!.category).toBe("light");
    for (let i = 1; i < asked.length; i++) expect(asked[i]!.category).not.toBe(asked[i - 1]!.category);
  });

  test("a skip: never the skipped question, and the skipped one counts as asked", () => {
    const bank = bankOf(20);
    const day = addDays(START, 3);
    const asked: AskedQuestion[] = [];
    const first = chooseQuestion({ bank, asked, day, intimacy: false, seed: "c" })!;
    asked.push({ questionId: first.id, day });
    const next = chooseQuestion({ bank, asked, day, intimacy: false, seed: "c", exclude: [first.id] })!;
    expect(next.id).not.toBe(first.id);
    asked.push({ questionId: next.id, day });
    // Later dates never bring either back while unasked questions remain.
    const later = chooseQuestion({ bank, asked, day: addDays(day, 1), intimacy: false, seed: "c" })!;
    expect([first.id, next.id]).not.toContain(later.id);
  });

  test("the same inputs always give the same question; another circle may get another", () => {
    const bank = bankOf(20);
    const input = { bank, asked: [], day: START, intimacy: false };
    expect(chooseQuestion({ ...input, seed: "x" })).toEqual(chooseQuestion({ ...input, seed: "x" }));
    const firsts = new Set(["a", "b", "c", "d", "e", "f"].map((seed) => chooseQuestion({ ...input, seed })!.id));
    expect(firsts.size).toBeGreaterThan(1);
  });

  test("an empty or all-excluded bank gives null", () => {
    expect(chooseQuestion({ bank: [], asked: [], day: START, intimacy: false, seed: "s" })).toBeNull();
  });

  test("circleKey is the same whichever partner asks", () => {
    expect(circleKey(["b", "a"])).toBe(circleKey(["a", "b"]));
    expect(circleKey(["a"])).toBe("a");
  });
});
