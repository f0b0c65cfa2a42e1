import { describe, expect, it } from "vitest";

import { anchorOf, checkAnswers, type Instrument } from "./answers";

const QUIZ: Instrument = {
  name: "Quiz",
  items: [
    {
      id: "first",
      text: "How is it?",
      choices: [
        { value: 0, label: "Bad" },
        { value: 1, label: "Fine" },
        { value: 2, label: "Good" },
      ],
    },
    {
      id: "second",
      text: "And now?",
      choices: [
        { value: 0, label: "No" },
        { value: 1, label: "Yes" },
      ],
    },
  ],
};

describe("checkAnswers", () => {
  it("returns each item's score when every item has one of its choices", () => {
    expect(checkAnswers(QUIZ, { first: 2, second: 0 })).toEqual({ ok: true, scores: { first: 2, second: 0 } });
  });

  it("names a missing question in plain words", () => {
    const result = checkAnswers(QUIZ, { first: 1 });
    expect(result).toEqual({
      ok: false,
      problems: [{ itemId: "second", kind: "missing", message: "Please answer “And now?”." }],
      message: "Please answer “And now?”.",
    });
  });

  it("treats null as unanswered", () => {
    const result = checkAnswers(QUIZ, { first: 1, second: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]!.kind).toBe("missing");
  });

  it("refuses an answer outside the item's range, naming the range with its anchors", () => {
    const result = checkAnswers(QUIZ, { first: 3, second: -1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.kind)).toEqual(["out_of_range", "out_of_range"]);
    expect(result.message).toBe(
      "The answer to “How is it?” must be from 0 (Bad) to 2 (Good); 3 is outside that. " +
        "The answer to “And now?” must be from 0 (No) to 1 (Yes); -1 is outside that.",
    );
  });

  it.each([1.5, "1", Number.NaN, Number.POSITIVE_INFINITY, true])("refuses %s, which is not a choice", (value) => {
    const result = checkAnswers(QUIZ, { first: value, second: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatchObject({ itemId: "first", kind: "not_a_choice" });
      expect(result.message).toBe("The answer to “How is it?” must be one of its choices, from 0 (Bad) to 2 (Good).");
    }
  });

  it("refuses a key that is not one of the questions", () => {
    const result = checkAnswers(QUIZ, { first: 1, second: 1, third: 2 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        { itemId: "third", kind: "unknown_item", message: "“third” is not a question of the Quiz." },
      ]);
    }
  });

  it.each([undefined, null, [], "answers", 3, {}])("says nothing was answered for %s", (answers) => {
    const result = checkAnswers(QUIZ, answers);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe("None of the Quiz's 2 questions was answered.");
      expect(result.problems.map((problem) => problem.itemId)).toEqual(["first", "second"]);
    }
  });

  it("does not read answers off the prototype", () => {
    const answers = Object.create({ first: 1, second: 1 }) as Record<string, unknown>;
    expect(checkAnswers(QUIZ, answers).ok).toBe(false);
  });
});

describe("anchorOf", () => {
  it("gives the words of a score, or null for a value that is not a choice", () => {
    expect(anchorOf(QUIZ.items[0]!, 1)).toBe("Fine");
    expect(anchorOf(QUIZ.items[0]!, 5)).toBeNull();
  });
});
