import { expect, test } from "vitest";
import { fromModel, generatedMessage, generatedRitualSchema, ritualPrompt } from "./ai";

const answer = {
  title: "Evening gratitude swap",
  type: "connection" as const,
  description: "Each share one thing you appreciated today.",
  mood_based: true,
  backup_emergency: false,
};

test("the schema refuses an unknown kind and an overlong title", () => {
  expect(generatedRitualSchema.safeParse(answer).success).toBe(true);
  expect(generatedRitualSchema.safeParse({ ...answer, type: "party" }).success).toBe(false);
  expect(generatedRitualSchema.safeParse({ ...answer, title: "x".repeat(61) }).success).toBe(false);
});

test("an answer repeating an existing title is not used", () => {
  expect(fromModel(answer, [" evening GRATITUDE swap "])).toBeNull();
  expect(fromModel(answer, [])).toMatchObject({
    title: answer.title,
    type: "connection",
    moodBased: true,
    backup: false,
  });
});

test("the prompt carries bands, never figures", () => {
  const { prompt } = ritualPrompt({
    recentMood: -2.25,
    recentConnection: 2.5,
    hasPartner: true,
    existingTitles: ["A"],
  });
  expect(JSON.parse(prompt)).toEqual({ mood: "low", connection: "warm", withPartner: true, existingTitles: ["A"] });
  expect(prompt).not.toContain("2.25");
});

test("a message for each kind of result", () => {
  expect(generatedMessage({ backup: true, moodBased: true })).toMatch(/hard week/);
  expect(generatedMessage({ backup: false, moodBased: true })).toMatch(/feeling/);
  expect(generatedMessage({ backup: false, moodBased: false })).toBe("A new ritual to try.");
});
