import { describe, expect, test } from "vitest";
import { COMMON_FEELINGS, EMOTION_CATEGORIES } from "@/lib/domain/emotions";
import { MOOD_KEYWORDS_MAX } from "@/lib/domain/mood-entry";
import { moodLogSchema } from "@/lib/validation/entries";
import {
  addCustomFeeling,
  CUSTOM_FEELING_MESSAGES,
  EMPTY_MOOD_FORM,
  isMoodFormEmpty,
  moodLogPayload,
  removeCustomFeeling,
  setMoodValue,
  toggleCommonFeeling,
  type MoodFormState,
} from "./mood-form";
import { findDetailedEmotion, findDetailedEmotionByName, toggleDetailedEmotion } from "./detailed-emotions";

const form = (patch: Partial<MoodFormState> = {}): MoodFormState => ({ ...EMPTY_MOOD_FORM, ...patch });

describe("isMoodFormEmpty", () => {
  test("only the defaults are empty; any moved field counts, blank notes do not", () => {
    expect(isMoodFormEmpty(EMPTY_MOOD_FORM)).toBe(true);
    expect(isMoodFormEmpty(form({ contextNotes: "   " }))).toBe(true);
    expect(isMoodFormEmpty(form({ moodValue: -1 }))).toBe(false);
    expect(isMoodFormEmpty(form({ selectedKeywords: ["sad"] }))).toBe(false);
    expect(isMoodFormEmpty(form({ customKeywords: ["curious"] }))).toBe(false);
    expect(isMoodFormEmpty(form({ contextNotes: "x" }))).toBe(false);
    expect(isMoodFormEmpty(form({ healthMetrics: { sleepHours: 8.25, stressLevel: 5 } }))).toBe(false);
    expect(isMoodFormEmpty(form({ healthMetrics: { sleepHours: 8, stressLevel: 4 } }))).toBe(false);
  });
});

describe("detailed emotions", () => {
  test("selecting one selects its mapped keyword and records the metadata; deselecting removes both", () => {
    const selected = toggleDetailedEmotion(form({ moodValue: -2 }), "difficult", "worried");
    expect(selected.selectedKeywords).toEqual(["anxious"]);
    expect(selected.emotionMetadata).toEqual([
      {
        emotionId: "worried",
        emotionName: "Worried",
        categoryId: "difficult",
        categoryName: "Difficult",
        mappedKeyword: "anxious",
        intensity: 8,
      },
    ]);
    const deselected = toggleDetailedEmotion(selected, "difficult", "worried");
    expect(deselected.selectedKeywords).toEqual([]);
    expect(deselected.emotionMetadata).toEqual([]);
  });

  test("two emotions with the same keyword share it: the keyword goes only when the last one goes", () => {
    let state = toggleDetailedEmotion(form(), "positive", "joyful");
    state = toggleDetailedEmotion(state, "positive", "delighted");
    expect(state.selectedKeywords).toEqual(["happy"]);
    state = toggleDetailedEmotion(state, "positive", "joyful");
    expect(state.selectedKeywords).toEqual(["happy"]);
    expect(state.emotionMetadata.map((e) => e.emotionName)).toEqual(["Delighted"]);
    state = toggleDetailedEmotion(state, "positive", "delighted");
    expect(state.selectedKeywords).toEqual([]);
  });

  test("a keyword chosen in the simple view stays chosen when a detailed emotion for it is added", () => {
    const state = toggleDetailedEmotion(toggleCommonFeeling(form(), "tired"), "physical", "drained");
    expect(state.selectedKeywords).toEqual(["tired"]);
  });

  test("deselecting a simple keyword drops the detailed emotions mapped to it", () => {
    let state = toggleDetailedEmotion(form(), "physical", "drained");
    state = toggleDetailedEmotion(state, "difficult", "worried");
    state = toggleCommonFeeling(state, "tired");
    expect(state.selectedKeywords).toEqual(["anxious"]);
    expect(state.emotionMetadata.map((e) => e.emotionId)).toEqual(["worried"]);
  });

  test("unknown emotions and keywords change nothing, nor an emotion under another category", () => {
    expect(toggleDetailedEmotion(form(), "positive", "nope")).toEqual(form());
    expect(toggleDetailedEmotion(form(), "positive", "worried")).toEqual(form());
    expect(findDetailedEmotion("difficult", "worried")?.emotion.name).toBe("Worried");
    expect(toggleCommonFeeling(form(), "not-common")).toEqual(form());
  });

  test("every catalogue emotion can be found by its name, whatever the case", () => {
    for (const category of EMOTION_CATEGORIES) {
      for (const emotion of category.emotions) {
        expect(findDetailedEmotionByName(emotion.name.toUpperCase())).toEqual({ category, emotion });
      }
    }
    expect(findDetailedEmotionByName("Unknown")).toBeNull();
  });
});

describe("intensity", () => {
  test("moving the slider updates every selected emotion's intensity", () => {
    const state = setMoodValue(toggleDetailedEmotion(form(), "social", "connected"), 3);
    expect(state.moodValue).toBe(3);
    expect(state.emotionMetadata[0]!.intensity).toBe(10);
    expect(setMoodValue(form(), 7).moodValue).toBe(3);
    expect(setMoodValue(form(), -7).moodValue).toBe(-3);
  });
});

describe("custom feelings", () => {
  test("trimmed and lower-cased, added after the others", () => {
    const result = addCustomFeeling(form(), "  Curious ");
    expect(result).toEqual({ ok: true, state: form({ customKeywords: ["curious"] }) });
  });

  test("empty ones are ignored without a message", () => {
    expect(addCustomFeeling(form(), "   ")).toEqual({ ok: false, reason: "empty" });
  });

  test("duplicates of a custom or a selected feeling are refused with a message", () => {
    const state = form({ customKeywords: ["curious"], selectedKeywords: ["sad"] });
    expect(addCustomFeeling(state, "CURIOUS")).toEqual({
      ok: false,
      reason: "duplicate",
      message: CUSTOM_FEELING_MESSAGES.duplicate,
    });
    expect(addCustomFeeling(state, "sad")).toMatchObject({ ok: false, reason: "duplicate" });
  });

  test("more than 20 characters is refused with a message; exactly 20 is fine", () => {
    expect(addCustomFeeling(form(), "a".repeat(21))).toEqual({
      ok: false,
      reason: "too_long",
      message: CUSTOM_FEELING_MESSAGES.too_long,
    });
    expect(addCustomFeeling(form(), "a".repeat(20)).ok).toBe(true);
  });

  test("a common feeling typed as custom selects its chip instead of adding a copy", () => {
    const result = addCustomFeeling(form(), "Happy");
    expect(result).toEqual({ ok: true, state: form({ selectedKeywords: ["happy"] }) });
  });

  test("the keyword limit is enforced", () => {
    const customKeywords = Array.from({ length: MOOD_KEYWORDS_MAX - COMMON_FEELINGS.length }, (_, i) => `c${i}`);
    const full = form({ selectedKeywords: [...COMMON_FEELINGS], customKeywords });
    expect(addCustomFeeling(full, "one more")).toMatchObject({ ok: false, reason: "too_many" });
  });

  test("removing a custom feeling", () => {
    expect(removeCustomFeeling(form({ customKeywords: ["a", "b"] }), "a").customKeywords).toEqual(["b"]);
  });
});

describe("moodLogPayload", () => {
  test("keywords are the selected common feelings then the custom ones; both metrics are sent; valid input", () => {
    let state = form({ moodValue: 1, customKeywords: ["curious"], contextNotes: "  hello  " });
    state = toggleDetailedEmotion(state, "positive", "thrilled");
    state = toggleCommonFeeling(state, "calm");
    const payload = moodLogPayload(state);
    expect(payload).toEqual({
      moodValue: 1,
      keywords: ["excited", "calm", "curious"],
      emotionMetadata: [{ emotionId: "thrilled" }],
      contextNotes: "  hello  ",
      sleepHours: 8,
      stressLevel: 5,
    });
    expect(moodLogSchema.safeParse(payload).success).toBe(true);
  });

  test("of each chosen emotion only its id is sent, whatever else the state holds", () => {
    const state = toggleDetailedEmotion(form({ moodValue: -3 }), "difficult", "worried");
    const tampered = {
      ...state,
      emotionMetadata: [{ ...state.emotionMetadata[0]!, emotionName: "Forged", intensity: 1 }],
    };
    expect(moodLogPayload(tampered).emotionMetadata).toEqual([{ emotionId: "worried" }]);
  });

  test("blank notes are sent as null", () => {
    expect(moodLogPayload(form({ contextNotes: " \n " })).contextNotes).toBeNull();
  });
});
