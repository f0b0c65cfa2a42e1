import { describe, expect, test } from "vitest";
import { findReflectionPrompt, REFLECTION_PROMPTS, reflectionBand, reflectionPromptFor } from "./mood-reflection";

describe("reflectionPromptFor", () => {
  test("the question follows the mood: a low mood is never asked what helped it feel good", () => {
    for (const value of [-3, -2, -1]) expect(reflectionPromptFor(value, `seed-${value}`).band).toBe("low");
    expect(reflectionPromptFor(0, "seed").band).toBe("middle");
    for (const value of [1, 2, 3]) expect(reflectionPromptFor(value, `seed-${value}`).band).toBe("high");
  });

  test("the same seed gives the same question, so a retried submission is asked it again", () => {
    const id = "4f8c1f8e-2b7a-4c5e-9d3a-0a1b2c3d4e5f";
    expect(reflectionPromptFor(2, id)).toEqual(reflectionPromptFor(2, id));
  });

  test("different seeds reach every question of a band", () => {
    for (const [value, band] of [
      [-2, "low"],
      [0, "middle"],
      [2, "high"],
    ] as const) {
      const seen = new Set(Array.from({ length: 60 }, (_, i) => reflectionPromptFor(value, `mood-${i}`).id));
      expect(seen).toEqual(new Set(REFLECTION_PROMPTS.filter((p) => p.band === band).map((p) => p.id)));
    }
  });

  test("a value outside −3..3 is a programming error, not a question", () => {
    expect(() => reflectionBand(4)).toThrow(RangeError);
    expect(() => reflectionBand(0.5)).toThrow(RangeError);
  });

  test("prompts are short, unique, and found again by id", () => {
    expect(new Set(REFLECTION_PROMPTS.map((p) => p.id)).size).toBe(REFLECTION_PROMPTS.length);
    for (const prompt of REFLECTION_PROMPTS) {
      expect(prompt.text.length).toBeLessThanOrEqual(80);
      expect(findReflectionPrompt(prompt.id)).toBe(prompt);
    }
    expect(findReflectionPrompt("gone")).toBeNull();
    expect(findReflectionPrompt(null)).toBeNull();
  });
});
