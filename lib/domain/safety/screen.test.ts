import { describe, expect, test } from "vitest";
import { SAFETY_CORPUS } from "./screen-corpus";
import { normaliseForScreening, SAFETY_CATEGORIES, type SafetyCategory, screenText } from "./screen";

const positives = SAFETY_CORPUS.filter((entry) => entry.expected.length > 0);
const negatives = SAFETY_CORPUS.filter((entry) => entry.expected.length === 0);

/** The phrases of one category that the screen did not flag with it; the failure message lists them. */
function missed(category: SafetyCategory): string[] {
  return positives
    .filter((entry) => entry.expected.includes(category))
    .filter((entry) => !screenText(entry.text).categories.includes(category))
    .map((entry) => entry.text);
}

describe("the labelled corpus", () => {
  test("is big enough to mean something: ≥ 120 positives over all five categories, ≥ 80 negatives", () => {
    expect(positives.length).toBeGreaterThanOrEqual(120);
    expect(negatives.length).toBeGreaterThanOrEqual(80);
    for (const category of SAFETY_CATEGORIES) {
      expect(positives.filter((entry) => entry.expected.includes(category)).length).toBeGreaterThanOrEqual(15);
    }
  });

  test.each(SAFETY_CATEGORIES)("recall for %s is at least 0.95", (category) => {
    const total = positives.filter((entry) => entry.expected.includes(category)).length;
    const misses = missed(category);
    expect((total - misses.length) / total, misses.join(" | ")).toBeGreaterThanOrEqual(0.95);
  });

  // Suicide and self-harm are where a miss costs most, so not one labelled phrase may slip through.
  test.each(["suicide", "self_harm"] as const)("recall for %s is 1.0", (category) => {
    expect(missed(category)).toEqual([]);
  });

  test("precision on ordinary talk is at least 0.95: nearly no negative is flagged", () => {
    const flagged = negatives
      .map((entry) => ({ text: entry.text, categories: screenText(entry.text).categories }))
      .filter((entry) => entry.categories.length > 0);
    const clean = (negatives.length - flagged.length) / negatives.length;
    expect(
      clean,
      flagged.map((entry) => `${entry.text} → ${entry.categories.join(",")}`).join(" | "),
    ).toBeGreaterThanOrEqual(0.95);
  });
});

describe("screenText", () => {
  test("an empty or blank message flags nothing", () => {
    expect(screenText("")).toEqual({ categories: [] });
    expect(screenText("   \n\t ")).toEqual({ categories: [] });
  });

  test("categories come back in SAFETY_CATEGORIES order, each once", () => {
    const text = "He hits me. I took too many pills. I want to die, I want to die, I want to die. I cut myself.";
    expect(screenText(text).categories).toEqual(["suicide", "self_harm", "abuse", "medical_emergency"]);
  });

  test("zero-width characters, curly quotes and extra spaces do not hide a phrase", () => {
    expect(screenText("i want to d\u200Bi\u200De").categories).toEqual(["suicide"]);
    expect(screenText("I don\u2019t   want to\n\nbe here anymore").categories).toEqual(["suicide"]);
    expect(screenText("he  won\u2019t let me\tsee my friends").categories).toEqual(["abuse"]);
  });

  test("leetspeak, elongations, full-width letters and symbols inside words are read as letters", () => {
    expect(screenText("k1ll mys3lf").categories).toEqual(["suicide"]);
    expect(screenText("kiiiill myself").categories).toEqual(["suicide"]);
    expect(screenText("su*cide").categories).toEqual(["suicide"]);
    expect(screenText("\uFF53\uFF55\uFF49\uFF43\uFF49\uFF44\uFF45").categories).toEqual(["suicide"]);
  });

  test("negation lifts a threat of violence but never a suicidal phrase", () => {
    expect(screenText("he has never hit me").categories).toEqual([]);
    expect(screenText("I would never hurt her").categories).toEqual([]);
    expect(screenText("I don't want to live").categories).toEqual(["suicide"]);
    expect(screenText("I'm not suicidal").categories).toEqual(["suicide"]);
  });
});

describe("normaliseForScreening", () => {
  test("lowercases, drops apostrophes and invisible characters, and keeps sentence breaks as a token", () => {
    expect(normaliseForScreening("I\u2019m  SO\u200B tired.  Really!!")).toBe("im so tired . really .");
  });

  test("squeezes a letter repeated three times or more to one or two on request", () => {
    expect(normaliseForScreening("kiiilll", "one")).toBe("kil");
    expect(normaliseForScreening("kiiilll", "two")).toBe("kiill");
    expect(normaliseForScreening("kiiilll")).toBe("kiiilll");
  });

  test("expands chat shorthand and leaves quantities alone", () => {
    expect(normaliseForScreening("gonna see u at 3am, 5kms away")).toBe("going to see you at 3am 5kms away");
  });
});
