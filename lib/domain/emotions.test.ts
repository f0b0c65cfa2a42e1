import { describe, expect, test } from "vitest";
import {
  COMMON_FEELINGS,
  CUSTOM_FEELING_MAX_LENGTH,
  EMOTION_CATEGORIES,
  NEGATIVE_TAGS,
  PARTNER_CHECKIN_FEELINGS,
  PERSONAL_CHECKIN_EMOTIONS,
  POSITIVE_TAGS,
  normalizeCustomFeeling,
  tagTone,
} from "./emotions";

describe("vocabularies (spec 2 §3)", () => {
  test("sizes as the spec gives them", () => {
    expect(COMMON_FEELINGS).toHaveLength(16);
    expect(new Set(COMMON_FEELINGS).size).toBe(16);
    expect(PERSONAL_CHECKIN_EMOTIONS).toHaveLength(8);
    expect(PARTNER_CHECKIN_FEELINGS).toHaveLength(11);
  });

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
    expect(CUSTOM_FEELING_MAX_LENGTH).toBe(20);
    expect(normalizeCustomFeeling("a".repeat(19), [])).toMatchObject({ ok: true });
    expect(normalizeCustomFeeling("a".repeat(20), [])).toMatchObject({ ok: true });
    expect(normalizeCustomFeeling("a".repeat(21), [])).toEqual({ ok: false, reason: "too_long" });
    // Counted as the user sees characters: 20 emoji are 20 characters, not 40 UTF-16 units.
    expect(normalizeCustomFeeling("😊".repeat(20), [])).toMatchObject({ ok: true });
  });
});
