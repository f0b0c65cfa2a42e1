import { describe, expect, test } from "vitest";
import {
  COMMON_FEELINGS,
  describeEmotions,
  EMOTION_CATEGORIES,
  emotionIntensity,
  findEmotion,
  NEGATIVE_TAGS,
  POSITIVE_TAGS,
  normalizeCustomFeeling,
  tagTone,
} from "./emotions";

describe("vocabularies (spec 2 §3)", () => {
  test("five categories of 6–8 emotions, each mapping to a common feeling, ids unique", () => {
    expect(EMOTION_CATEGORIES.map((c) => c.name)).toEqual(["Positive", "Difficult", "Complex", "Physical", "Social"]);
    const ids = new Set<string>();
    for (const category of EMOTION_CATEGORIES) {
      expect(category.emotions.length).toBeGreaterThanOrEqual(6);
      expect(category.emotions.length).toBeLessThanOrEqual(8);
      for (const emotion of category.emotions) {
        expect(COMMON_FEELINGS).toContain(emotion.mappedKeyword);
        expect(ids.has(emotion.id)).toBe(false);
        ids.add(emotion.id);
      }
    }
  });

  test("weekly tag sets (spec 2 §4.7): any other tag is neutral", () => {
    expect([...POSITIVE_TAGS].sort()).toEqual(
      ["content", "energetic", "excited", "grateful", "happy", "hopeful", "loved", "peaceful"].sort(),
    );
    expect([...NEGATIVE_TAGS].sort()).toEqual(
      ["anxious", "frustrated", "lonely", "overwhelmed", "sad", "stressed", "tired"].sort(),
    );
    expect(tagTone("grateful")).toBe("positive");
    expect(tagTone("lonely")).toBe("negative");
    expect(tagTone("calm")).toBe("neutral");
    expect(tagTone("sunny")).toBe("neutral");
  });
});

describe("custom feelings (spec 2 §5)", () => {
  test("trimmed and lower-cased", () => {
    expect(normalizeCustomFeeling("  Giddy ", [])).toEqual({ ok: true, feeling: "giddy" });
  });

  test("empty ones are ignored", () => {
    expect(normalizeCustomFeeling("   ", [])).toEqual({ ok: false, reason: "empty" });
  });

  test("duplicates are refused, after normalising", () => {
    expect(normalizeCustomFeeling("HAPPY", ["happy"])).toEqual({ ok: false, reason: "duplicate" });
  });

  test("20 characters at most: 19 and 20 pass, 21 fails", () => {
    expect(normalizeCustomFeeling("a".repeat(19), [])).toMatchObject({ ok: true });
    expect(normalizeCustomFeeling("a".repeat(20), [])).toMatchObject({ ok: true });
    expect(normalizeCustomFeeling("a".repeat(21), [])).toEqual({ ok: false, reason: "too_long" });
    // Counted as the user sees characters: 20 emoji are 20 characters, not 40 UTF-16 units.
    expect(normalizeCustomFeeling("😊".repeat(20), [])).toMatchObject({ ok: true });
  });
});

describe("chosen emotions (emotion_metadata)", () => {
  test("every catalogue emotion is found by its id alone; anything else is not", () => {
    for (const category of EMOTION_CATEGORIES) {
      for (const emotion of category.emotions) expect(findEmotion(emotion.id)).toEqual({ category, emotion });
    }
    expect(findEmotion("Thrilled")).toBeNull();
    expect(findEmotion("constructor")).toBeNull();
    expect(findEmotion("")).toBeNull();
  });

  test("intensity follows the distance from Okay: 4, 6, 8, 10", () => {
    expect([-3, -2, -1, 0, 1, 2, 3].map(emotionIntensity)).toEqual([10, 8, 6, 4, 6, 8, 10]);
    expect(emotionIntensity(7)).toBe(10);
  });

  test("names, category, mapped keyword and intensity come from the catalogue and the mood, in the order chosen", () => {
    expect(describeEmotions(["connected", "thrilled"], -2)).toEqual([
      {
        emotionId: "connected",
        emotionName: "Connected",
        categoryId: "social",
        categoryName: "Social",
        mappedKeyword: "loved",
        intensity: 8,
      },
      {
        emotionId: "thrilled",
        emotionName: "Thrilled",
        categoryId: "positive",
        categoryName: "Positive",
        mappedKeyword: "excited",
        intensity: 8,
      },
    ]);
  });

  test("repeats and unknown ids are dropped", () => {
    expect(describeEmotions(["worried", "nope", "worried"], 0).map((e) => e.emotionId)).toEqual(["worried"]);
    expect(describeEmotions([], 3)).toEqual([]);
  });
});
