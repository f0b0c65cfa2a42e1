import { describe, expect, test } from "vitest";
import { PARTNER_ACHIEVEMENT_SENTENCES, partnerAchievementSentence, partnerAchievementViews } from "./partner";
import { ACHIEVEMENT_DEFINITIONS, achievementDefinition } from "./rules";

const titleOf = (key: string) => achievementDefinition(key)!.title;

describe("partnerAchievementSentence", () => {
  test("every catalogue achievement has a third-person sentence, and nothing else does", () => {
    expect(Object.keys(PARTNER_ACHIEVEMENT_SENTENCES).sort()).toEqual(ACHIEVEMENT_DEFINITIONS.map((d) => d.key).sort());
  });

  test("each sentence names the partner and never speaks to them as 'You …' / 'your …'", () => {
    for (const definition of ACHIEVEMENT_DEFINITIONS) {
      const sentence = partnerAchievementSentence(definition.title, "Robin");
      expect(sentence).toContain("Robin");
      // 'you' in these sentences is the viewer ("with you", "You and Robin"); the partner is never addressed.
      expect(sentence).not.toMatch(/^You (?!and Robin )/);
      expect(sentence).not.toBe(definition.description);
    }
  });

  test("the streak and its number, as the brief's example reads", () => {
    expect(partnerAchievementSentence(titleOf("mood_streak_7"), "Robin")).toBe("Robin reached a 7-day mood streak.");
    expect(partnerAchievementSentence(titleOf("ritual_master"), "Robin")).toBe(
      "Robin kept a ritual going for a 7-day streak.",
    );
  });

  test("what the two did together reads from the viewer's side", () => {
    expect(partnerAchievementSentence(titleOf("first_shared_goal"), "Robin")).toBe(
      "You and Robin completed your first shared goal together.",
    );
    expect(partnerAchievementSentence(titleOf("first_partner_checkin"), "Robin")).toBe(
      "Robin shared how connected they feel with you for the first time.",
    );
  });

  test("a title outside the catalogue (a retired rule): a sentence from its title", () => {
    expect(partnerAchievementSentence("Early Bird", "Robin")).toBe("Robin earned “Early Bird”.");
  });
});

describe("partnerAchievementViews", () => {
  test("replaces only the description, keeps every other field and the order", () => {
    const earnedAt = new Date("2026-03-01T12:00:00Z");
    const rows = [
      { id: "a", title: titleOf("mood_streak_7"), description: "You logged your mood 7 days in a row.", earnedAt },
      { id: "b", title: titleOf("first_mood"), description: "You logged your first mood.", earnedAt },
    ];
    expect(partnerAchievementViews(rows, "Robin")).toEqual([
      { id: "a", title: "7-Day Mood Streak", description: "Robin reached a 7-day mood streak.", earnedAt },
      { id: "b", title: "First Mood Logged", description: "Robin logged their first mood.", earnedAt },
    ]);
    expect(rows[0]!.description).toBe("You logged your mood 7 days in a row.");
  });
});
