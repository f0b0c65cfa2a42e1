import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { NOTE_SENTIMENT_CAP } from "./constants";
import { noteSentiment, sentimentBonus, sentimentTone, sentimentToneLabel } from "./sentiment";

describe("noteSentiment (AFINN-165 via `sentiment`)", () => {
  test("scores words, handles negation and ignores case and punctuation", () => {
    expect(noteSentiment("Feeling hopeful and grateful")).toBe(5); // hopeful 2 + grateful 3
    expect(noteSentiment("Thank you for the lovely dinner")).toBe(5); // thank 2 + lovely 3
    expect(noteSentiment("A bit tense today")).toBe(-2);
    expect(noteSentiment("Exhausted and stressed about work")).toBe(-4);
    expect(noteSentiment("not happy")).toBe(-3);
    expect(noteSentiment("HAPPY!!!")).toBe(3);
  });
  test("a note without AFINN words is neutral 0; an empty note is no note", () => {
    expect(noteSentiment("had dinner")).toBe(0);
    expect(noteSentiment("")).toBeNull();
    expect(noteSentiment("   ")).toBeNull();
    expect(noteSentiment(null)).toBeNull();
  });
  test("clamped to ±5 per note", () => {
    expect(noteSentiment("amazing wonderful love, so happy and grateful")).toBe(5);
    expect(noteSentiment("terrible awful horrible, hate this")).toBe(-5);
  });
  test("any text stays within ±5", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const s = noteSentiment(text);
        if (s !== null) expect(Math.abs(s)).toBeLessThanOrEqual(NOTE_SENTIMENT_CAP);
      }),
    );
  });
});

describe("sentimentBonus", () => {
  test("2 × mean clamped note score, 0 with no notes", () => {
    expect(sentimentBonus(0, 0)).toBe(0);
    expect(sentimentBonus(8, 3)).toBe(5.33);
    expect(sentimentBonus(-4, 1)).toBe(-8);
    expect(sentimentBonus(15, 3)).toBe(10);
    expect(sentimentBonus(-15, 3)).toBe(-10);
  });
  test("always within ±10", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1 }), (scores) => {
        const b = sentimentBonus(
          scores.reduce((a, s) => a + s, 0),
          scores.length,
        );
        expect(b).toBeGreaterThanOrEqual(-10);
        expect(b).toBeLessThanOrEqual(10);
      }),
    );
  });
});

describe("sentimentTone (spec §4.2)", () => {
  test.each([
    [5.01, "positive"],
    [5, "balanced"],
    [4.99, "balanced"],
    [0.01, "balanced"],
    [0, null],
    [-0.01, "balanced"],
    [-4.99, "balanced"],
    [-5, "balanced"],
    [-5.01, "challenging"],
    [10, "positive"],
    [-10, "challenging"],
  ] as const)("bonus %s → %s", (bonus, tone) => {
    expect(sentimentTone(bonus)).toBe(tone);
  });
  test("labels", () => {
    expect(sentimentToneLabel(6)).toBe("Positive tone");
    expect(sentimentToneLabel(-6)).toBe("Challenging");
    expect(sentimentToneLabel(1)).toBe("Balanced");
    expect(sentimentToneLabel(0)).toBeNull();
  });
});
