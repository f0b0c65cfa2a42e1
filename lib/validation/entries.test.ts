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

test("emotion labels are required, bounded and free of control characters", () => {
  const emotion = EMOTION_EXAMPLE;
  expect(emotionSelectionSchema.parse({ ...emotion, emotionName: " Joyful " }).emotionName).toBe("Joyful");
  expect(emotionSelectionSchema.safeParse({ ...emotion, categoryName: " " }).success).toBe(false);
  expect(emotionSelectionSchema.safeParse({ ...emotion, emotionId: "x".repeat(61) }).success).toBe(false);
  expect(messagesOf(emotionSelectionSchema.safeParse({ ...emotion, emotionName: "Joy\ud800" }))).toEqual([
    textMessages.unsupported,
  ]);
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
