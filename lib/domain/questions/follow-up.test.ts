import { describe, expect, test } from "vitest";
import { followUpPrompt, followUpSchema, isFollowUpQuestion, offlineFollowUp } from "./follow-up";
import { QUESTION_CATEGORIES } from "./types";

describe("follow-up question", () => {
  test("the offline twin has a question for every category, the same for the same seed", () => {
    for (const category of QUESTION_CATEGORIES) {
      const text = offlineFollowUp(category, "seed");
      expect(isFollowUpQuestion(text)).toBe(true);
      expect(offlineFollowUp(category, "seed")).toBe(text);
    }
    const seeds = ["a", "b", "c", "d", "e", "f", "g", "h"].map((seed) => offlineFollowUp("light", seed));
    expect(new Set(seeds).size).toBe(2);
  });

  test("the model is given the question and the two answers, nothing else", () => {
    const { prompt, system } = followUpPrompt({ question: "Q?", first: "A one", second: "B two" });
    expect(JSON.parse(prompt)).toEqual({ question: "Q?", answers: ["A one", "B two"] });
    expect(system).toMatch(/ONE short follow-up question/);
  });

  test("only one short question is accepted", () => {
    expect(isFollowUpQuestion("What would you change?")).toBe(true);
    expect(isFollowUpQuestion("Talk about it.")).toBe(false);
    expect(isFollowUpQuestion("Why?\nAnd how?")).toBe(false);
    expect(isFollowUpQuestion(`${"x".repeat(200)}?`)).toBe(false);
    expect(followUpSchema.safeParse({ question: "Hi" }).success).toBe(false);
  });
});
