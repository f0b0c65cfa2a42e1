import { describe, expect, test } from "vitest";
import { PARTNER_CHECKIN_FEELINGS } from "@/lib/domain/emotions";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "@/lib/domain/labels";
import { checkinSuggestion } from "./suggestion";

describe("checkinSuggestion", () => {
  test("a hurt feeling gets a gentle way to raise it, firmer when the score is low", () => {
    expect(checkinSuggestion("unheard", 0, "Alex")).toEqual({
      title: "Name it gently",
      text: `Let Alex know you've been feeling a little unheard, and ask one open question, like "How has this week felt for you?"`,
    });
    expect(checkinSuggestion("distant", -2, "Alex").title).toBe("Ask for time to talk");
    expect(checkinSuggestion("distant", -2, "Alex").text).toContain('"I feel distant when…"');
  });

  test("a warm feeling gets a way to say it, and a note of what helped on a harder day", () => {
    expect(checkinSuggestion("loved", 2, "Sam").title).toBe("Say it out loud");
    expect(checkinSuggestion("loved", 2, "Sam").text).toContain("made you feel loved");
    expect(checkinSuggestion("supported", -1, "Sam").title).toBe("Build on what's working");
  });

  test("without a feeling the score sets the tone", () => {
    expect(checkinSuggestion(null, 3, "Sam").title).toBe("Keep the momentum");
    expect(checkinSuggestion(null, -3, "Sam").title).toBe("Start small");
    expect(checkinSuggestion(null, 0, "Sam").title).toBe("A moment to reflect");
  });

  test("every feeling and score has a suggestion that names the partner", () => {
    for (const feeling of [null, ...PARTNER_CHECKIN_FEELINGS]) {
      for (let score = MOOD_VALUE_MIN; score <= MOOD_VALUE_MAX; score++) {
        const suggestion = checkinSuggestion(feeling, score, "Robin");
        expect(suggestion.title.length).toBeGreaterThan(0);
        expect(suggestion.text).toContain("Robin");
      }
    }
  });
});
