import { describe, expect, test } from "vitest";
import { entryMessages } from "./entries";
import {
  QUICK_MOOD_PARAMS,
  moodValueParam,
  quickMoodMessages,
  quickMoodOutcomeHref,
  quickMoodSchema,
  readQuickMoodOutcome,
} from "./quick-mood";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const messagesOf = (value: unknown) => {
  const result = quickMoodSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("quickMoodSchema: one face, the full form's defaults for the rest", () => {
  test("a posted face becomes the full form's input with nothing else in it", () => {
    expect(quickMoodSchema.parse(form({ mood: "2", key: "k-1" }))).toEqual({
      mood: { moodValue: 2, keywords: [], emotionMetadata: [], contextNotes: null },
      idempotencyKey: "k-1",
    });
    expect(quickMoodSchema.parse({ mood: -3 }).mood.moodValue).toBe(-3);
  });

  test("every face of the scale, and nothing outside it", () => {
    for (const value of [-3, -2, -1, 0, 1, 2, 3]) {
      expect(quickMoodSchema.parse(form({ mood: String(value) })).mood.moodValue).toBe(value);
    }
    for (const bad of ["4", "-4", "1.5", "two", " ", "", "Infinity", "NaN"]) {
      expect(messagesOf(form({ mood: bad }))).toEqual([quickMoodMessages.moodRequired]);
    }
    expect(messagesOf(form({}))).toEqual([quickMoodMessages.moodRequired]);
    expect(quickMoodMessages.moodRequired).toBe(entryMessages.emotionRequired);
  });

  test("whatever else is posted (feelings, notes, another user) is dropped", () => {
    const parsed = quickMoodSchema.parse(
      form({ mood: "1", keywords: "sad", contextNotes: "secret", userId: "someone-else", sleepHours: "4" }),
    );
    expect(parsed).toEqual({
      mood: { moodValue: 1, keywords: [], emotionMetadata: [], contextNotes: null },
      idempotencyKey: null,
    });
  });

  test("the key is optional, but a bad one is refused like the full form's", () => {
    expect(quickMoodSchema.parse(form({ mood: "0", key: "" })).idempotencyKey).toBeNull();
    expect(messagesOf(form({ mood: "0", key: "x".repeat(101) }))).toEqual([entryMessages.idempotencyKey]);
    expect(messagesOf(form({ mood: "0", key: "a\u0001b" })).length).toBe(1);
  });
});

describe("moodValueParam", () => {
  test("a whole number from −3 to 3, from an address or a field; anything else is null", () => {
    expect(moodValueParam("2")).toBe(2);
    expect(moodValueParam(["-1", "3"])).toBe(-1);
    expect(moodValueParam(0)).toBe(0);
    for (const bad of [undefined, null, "", "9", "1.5", "abc", [], {}]) expect(moodValueParam(bad)).toBeNull();
  });
});

describe("the outcome, through the dashboard's address", () => {
  const ok = { ok: true } as const;
  const failed = (code: string) => ({ ok: false, error: { code } }) as const;

  test("a save lands on the dashboard saying so", () => {
    expect(quickMoodOutcomeHref(ok, "2")).toBe("/dashboard?mood-logged=1");
  });

  test("a failure names its kind and keeps the face chosen (when it was one)", () => {
    expect(quickMoodOutcomeHref(failed("UNAVAILABLE"), "2")).toBe("/dashboard?mood-error=unavailable&mood-value=2");
    expect(quickMoodOutcomeHref(failed("VALIDATION"), null)).toBe("/dashboard?mood-error=invalid");
    expect(quickMoodOutcomeHref(failed("VALIDATION"), "7")).toBe("/dashboard?mood-error=invalid");
    for (const code of ["INTERNAL", "UNAUTHENTICATED", "CONFLICT", "RATE_LIMITED"]) {
      expect(quickMoodOutcomeHref(failed(code), "-3")).toBe("/dashboard?mood-error=failed&mood-value=-3");
    }
  });

  test("read back: what the action wrote, and nothing else", () => {
    const read = (href: string) => readQuickMoodOutcome(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(read(quickMoodOutcomeHref(ok, "1"))).toEqual({ status: "logged" });
    expect(read(quickMoodOutcomeHref(failed("UNAVAILABLE"), "-2"))).toEqual({
      status: "error",
      error: "unavailable",
      value: -2,
    });
    expect(read(quickMoodOutcomeHref(failed("VALIDATION"), undefined))).toEqual({
      status: "error",
      error: "invalid",
      value: null,
    });
    expect(readQuickMoodOutcome({})).toEqual({ status: "idle" });
    // A link cannot make the row say anything of its own: unknown kinds and values read as nothing.
    expect(readQuickMoodOutcome({ [QUICK_MOOD_PARAMS.error]: "Your account is locked" })).toEqual({ status: "idle" });
    expect(readQuickMoodOutcome({ [QUICK_MOOD_PARAMS.logged]: "yes" })).toEqual({ status: "idle" });
    expect(readQuickMoodOutcome({ [QUICK_MOOD_PARAMS.error]: ["failed"], [QUICK_MOOD_PARAMS.value]: "12" })).toEqual({
      status: "error",
      error: "failed",
      value: null,
    });
  });
});
