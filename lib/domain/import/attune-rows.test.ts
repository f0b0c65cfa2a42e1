import { describe, expect, it } from "vitest";
import { goalRow, moodRow, ritualRow } from "./attune-rows";

const mood = {
  id: "m1",
  timestamp: "2024-03-10T07:30:00.000Z",
  mood_value: 1,
  mood_keywords: [],
  created_at: "2024-03-10T07:30:00.000Z",
};

describe("the export's rows, held to the forms' rules", () => {
  it("takes a note of 5,000 characters counting an emoji as one, and refuses one more", () => {
    expect(moodRow.safeParse({ ...mood, context_notes: "😀".repeat(5000) }).success).toBe(true);
    expect(moodRow.safeParse({ ...mood, context_notes: "a".repeat(5001) }).success).toBe(false);
  });

  it("keeps tabs and line breaks in a note, refuses any other control character", () => {
    expect(moodRow.safeParse({ ...mood, context_notes: "a\tb\r\nc" }).success).toBe(true);
    const bell = moodRow.safeParse({ ...mood, context_notes: "a\u0007" });
    expect(bell.error?.issues[0]?.message).toBe("it holds control characters");
  });

  it("refuses a value off the scale, a tag longer than a feeling, and a reflection prompt Attune never asked", () => {
    expect(moodRow.safeParse({ ...mood, mood_value: 4 }).success).toBe(false);
    expect(moodRow.safeParse({ ...mood, mood_keywords: ["x".repeat(21)] }).success).toBe(false);
    expect(moodRow.safeParse({ ...mood, reflection_prompt: "made-up" }).success).toBe(false);
    expect(moodRow.safeParse({ ...mood, reflection_prompt: "high-helped" }).success).toBe(true);
  });

  it("refuses a goal without a title or past 100 %, and a ritual of a kind Attune does not have", () => {
    const goal = {
      id: "g",
      title: "Run",
      visibility: "private",
      progress: 10,
      created_at: mood.created_at,
      updated_at: mood.created_at,
    };
    expect(goalRow.safeParse(goal).success).toBe(true);
    expect(goalRow.safeParse({ ...goal, title: "  " }).success).toBe(false);
    expect(goalRow.safeParse({ ...goal, progress: 101 }).success).toBe(false);
    const ritual = {
      id: "r",
      title: "Walk",
      type: "self-care",
      streak_count: 0,
      mood_based: false,
      generated_by_ai: false,
      shared_with_partner: false,
      created_at: mood.created_at,
    };
    expect(ritualRow.safeParse(ritual).success).toBe(true);
    expect(ritualRow.safeParse({ ...ritual, type: "chores" }).success).toBe(false);
  });
});
