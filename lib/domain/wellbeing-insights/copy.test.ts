import { describe, expect, test } from "vitest";
import {
  WELLBEING_SEVERITY_LABEL,
  moodDeclineWords,
  moreSuggestionsLabel,
  supportSuggestionsTitle,
  visibleSuggestions,
  wellbeingCardTitle,
  wellbeingConfidenceText,
  wellbeingErrorText,
} from "./copy";
import { formatScore, plural } from "./model";

describe("card strings (spec 2 §2.4, verbatim)", () => {
  test("title, error, empty, toggle", () => {
    expect(wellbeingCardTitle("Sam")).toBe("Sam's Wellbeing Insight");
    expect(wellbeingErrorText("Sam")).toBe("Unable to load Sam's insights at the moment.");
    expect(moreSuggestionsLabel(2)).toBe("+2 more suggestions available");
  });

  test("the partner by first name; an empty name reads 'your partner'", () => {
    expect(wellbeingCardTitle("Sam Rivera")).toBe("Sam's Wellbeing Insight");
    expect(wellbeingErrorText(" Sam Rivera ")).toBe("Unable to load Sam's insights at the moment.");
    expect(supportSuggestionsTitle("Taylor Reyes")).toBe("Ways to support Taylor");
    expect(wellbeingCardTitle("")).toBe("Your partner's Wellbeing Insight");
    expect(wellbeingErrorText("")).toBe("Unable to load your partner's insights at the moment.");
  });
});

describe("our card words", () => {
  test("every severity has words, so it is never shown by colour alone", () => {
    expect(new Set(Object.values(WELLBEING_SEVERITY_LABEL)).size).toBe(3);
  });
  test("confidence as a whole percent; chips and suggestions headings", () => {
    expect(wellbeingConfidenceText(85)).toBe("85% confidence");
    expect(wellbeingConfidenceText(70.4)).toBe("70% confidence");
    expect(supportSuggestionsTitle(" Sam ")).toBe("Ways to support Sam");
    expect(supportSuggestionsTitle("")).toBe("Ways to support your partner");
  });
});

describe("visibleSuggestions", () => {
  const five = ["a", "b", "c", "d", "e"];
  test("3 first, then '+N more suggestions available'", () => {
    expect(visibleSuggestions(five, false)).toEqual({
      shown: ["a", "b", "c"],
      toggleLabel: "+2 more suggestions available",
    });
    expect(visibleSuggestions(five, true)).toEqual({ shown: five, toggleLabel: "Show less" });
  });
  test("no toggle at exactly 3 or fewer; one hidden at 4", () => {
    expect(visibleSuggestions(["a", "b", "c"], false)).toEqual({ shown: ["a", "b", "c"], toggleLabel: null });
    expect(visibleSuggestions(["a", "b"], true)).toEqual({ shown: ["a", "b"], toggleLabel: null });
    expect(visibleSuggestions(["a", "b", "c", "d"], false).toggleLabel).toBe("+1 more suggestions available");
  });
});

describe("formatting", () => {
  test("one decimal, true minus sign, never −0.0", () => {
    expect(formatScore(-5 / 3)).toBe("−1.7");
    expect(formatScore(1)).toBe("1.0");
    expect(formatScore(1, true)).toBe("+1.0");
    expect(formatScore(-0.04)).toBe("0.0");
    expect(formatScore(0.05)).toBe("0.1");
  });
  test("plural", () => {
    expect(plural(1, "day", "days")).toBe("1 day");
    expect(plural(0, "day", "days")).toBe("0 days");
  });
});

describe("mood decline words", () => {
  const a = { previousAverage: 1, latestAverage: -2 / 3, drop: 5 / 3, negativeInLatest: 2 };
  test("chips carry the figures", () => {
    expect(moodDeclineWords("Sam", a, "high").dataPoints).toEqual([
      "Avg mood −0.7 (last 3)",
      "Avg mood 1.0 (previous 3)",
      "Drop of 1.7 points",
      "2 of last 3 moods negative",
    ]);
  });
  test("high severity adds a fifth, gentle suggestion; every suggestion names the partner or the couple", () => {
    expect(moodDeclineWords("Sam", a, "medium").suggestions).toHaveLength(4);
    const high = moodDeclineWords("Sam", a, "high");
    expect(high.suggestions).toHaveLength(5);
    expect(high.title).toBe("Sam's mood has dipped");
    expect(moodDeclineWords("your partner", a, "high").title).toBe("Your partner's mood has dipped");
  });
});
