import { describe, expect, test } from "vitest";
import { z } from "zod";
import { CUSTOM_FEELING_MAX_LENGTH, MOOD_KEYWORDS_MAX } from "@/lib/domain/mood-entry";
import {
  emotionSelectionSchema,
  entryMessages,
  idempotencyKeySchema,
  moodKeywordsSchema,
  moodLogSchema,
} from "./entries";
import { textMessages } from "./text";
import { EMOTION_EXAMPLE } from "./testing/examples";

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe("feelings", () => {
  test("trimmed, lower-cased, empty ones ignored and duplicates dropped", () => {
    expect(moodKeywordsSchema.parse([" Calm ", "calm", "", "  ", "HAPPY"])).toEqual(["calm", "happy"]);
  });

  test(`each at most ${CUSTOM_FEELING_MAX_LENGTH} characters, counted as typed (an emoji is one)`, () => {
    expect(moodKeywordsSchema.parse(["🙂".repeat(CUSTOM_FEELING_MAX_LENGTH)])).toHaveLength(1);
    expect(messagesOf(moodKeywordsSchema.safeParse(["x".repeat(CUSTOM_FEELING_MAX_LENGTH + 1)]))).toEqual([
      entryMessages.feelingTooLong,
    ]);
  });

  test(`at most ${MOOD_KEYWORDS_MAX}, counted after duplicates are dropped`, () => {
    const distinct = Array.from({ length: MOOD_KEYWORDS_MAX }, (_, i) => `f${i}`);
    expect(moodKeywordsSchema.parse([...distinct, ...distinct.map((k) => k.toUpperCase())])).toEqual(distinct);
    expect(messagesOf(moodKeywordsSchema.safeParse([...distinct, "one more"]))).toEqual([
      entryMessages.tooManyFeelings,
    ]);
  });

  test("a control character is a field error on that feeling", () => {
    const result = moodLogSchema.safeParse({ moodValue: 0, keywords: ["calm", "ha\u0000ppy"] });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["keywords.1", textMessages.unsupported],
    ]);
  });
});

describe("chosen emotions", () => {
  test("only the catalogue id is kept: names, category, keyword and intensity sent along are dropped", () => {
    const forged = {
      emotionId: " joyful ",
      emotionName: "Forged",
      categoryId: "made-up",
      categoryName: "Made up",
      mappedKeyword: "ecstatic",
      intensity: 1,
    };
    expect(emotionSelectionSchema.parse(forged)).toEqual({ emotionId: "joyful" });
    expect(moodLogSchema.parse({ moodValue: 1, emotionMetadata: [forged] }).emotionMetadata).toEqual([
      { emotionId: "joyful" },
    ]);
  });

  test("an id outside the catalogue, a missing or an empty one is a field error on emotionMetadata", () => {
    for (const emotion of [{ emotionId: "Joyful" }, { emotionId: "ecstatic" }, { emotionId: " " }, {}, "joyful"]) {
      const result = moodLogSchema.safeParse({ moodValue: 1, emotionMetadata: [EMOTION_EXAMPLE, emotion] });
      expect(result.success).toBe(false);
      expect(z.flattenError(result.error!).fieldErrors).toEqual({ emotionMetadata: [expect.any(String)] });
    }
    expect(messagesOf(emotionSelectionSchema.safeParse({ emotionId: "ecstatic" }))).toEqual([
      entryMessages.unknownEmotion,
    ]);
    expect(messagesOf(emotionSelectionSchema.safeParse({ emotionId: "x".repeat(61) }))).toEqual([
      entryMessages.unknownEmotion,
    ]);
    expect(messagesOf(emotionSelectionSchema.safeParse({ emotionId: "joy\ud800ful" }))).toEqual([
      textMessages.unsupported,
    ]);
  });

  test("at most 40 per mood", () => {
    const many = (n: number) => Array(n).fill(EMOTION_EXAMPLE);
    expect(moodLogSchema.safeParse({ moodValue: 0, emotionMetadata: many(40) }).success).toBe(true);
    expect(messagesOf(moodLogSchema.safeParse({ moodValue: 0, emotionMetadata: many(41) }))).toEqual([
      entryMessages.tooManyEmotions,
    ]);
  });
});

test("notes keep any text, empty becomes null", () => {
  expect(moodLogSchema.parse({ moodValue: 0, contextNotes: " a\u0000b " }).contextNotes).toBe("a\u0000b");
  expect(moodLogSchema.parse({ moodValue: 0, contextNotes: "   " }).contextNotes).toBeNull();
});

test("idempotency keys: 1 to 100 characters, control characters refused rather than stripped", () => {
  expect(idempotencyKeySchema.parse(" form-1 ")).toBe("form-1");
  expect(messagesOf(idempotencyKeySchema.safeParse("  "))).toEqual([entryMessages.idempotencyKey]);
  expect(messagesOf(idempotencyKeySchema.safeParse("k".repeat(101)))).toEqual([entryMessages.idempotencyKey]);
  expect(messagesOf(idempotencyKeySchema.safeParse("form\u00011"))).toEqual([textMessages.unsupported]);
});
