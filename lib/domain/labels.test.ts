import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  CHART_CONNECTION_BANDS,
  MOOD_CHART_TICKS,
  MOOD_VALUE_MAX,
  MOOD_VALUE_MIN,
  MOOD_VALUE_STEP,
  chartConnectionLabel,
  checkinConnectionLabel,
  checkinEmoji,
  isPositiveMood,
  moodStatus,
} from "./labels";

describe("spec constants", () => {
  test("mood scale −3..3 step 1", () => {
    expect([MOOD_VALUE_MIN, MOOD_VALUE_MAX, MOOD_VALUE_STEP]).toEqual([-3, 3, 1]);
  });
  // No test draws the mood chart's axis yet; its words are the spec's.
  test("spec pin (spec 2 §4.10): the mood chart's ticks at 2, 0 and −2 read Positive, Neutral, Challenging", () => {
    expect(MOOD_CHART_TICKS).toEqual([
      { value: 2, label: "Positive" },
      { value: 0, label: "Neutral" },
      { value: -2, label: "Challenging" },
    ]);
  });
});

describe("checkinConnectionLabel (check-in screen reading)", () => {
  test.each([
    [4, "Deeply Connected"],
    [3, "Deeply Connected"],
    [2, "Very Connected"],
    [1, "Connected"],
    [0, "Neutral"],
    [-1, "Slightly Disconnected"],
    [-2, "Disconnected"],
    [-3, "Very Disconnected"],
    [-4, "Very Disconnected"],
  ])("%d → %s", (score, label) => {
    expect(checkinConnectionLabel(score)).toBe(label);
  });
  test.each([
    [2.5, "Deeply Connected"],
    [2.49, "Very Connected"],
    [0.5, "Connected"],
    [0.49, "Neutral"],
    [-0.49, "Neutral"],
    [-0.5, "Slightly Disconnected"],
    [-2.5, "Very Disconnected"],
    [-2.49, "Disconnected"],
  ])("non-integer %d rounds half away from zero → %s", (score, label) => {
    expect(checkinConnectionLabel(score)).toBe(label);
  });
  test("NaN reads as Neutral", () => {
    expect(checkinConnectionLabel(Number.NaN)).toBe("Neutral");
  });
});

describe("chartConnectionLabel (dashboard chart reading)", () => {
  test.each([
    [3.5, "Deeply Connected"],
    [3, "Deeply Connected"],
    [2.99, "Very Connected"],
    [2, "Very Connected"],
    [1.99, "Connected"],
    [1, "Connected"],
    [0.99, "Neutral"],
    [0.5, "Neutral"],
    [0.01, "Neutral"],
    [0, "Neutral"],
    [-0.01, "Disconnected"],
    [-0.5, "Disconnected"],
    [-1, "Disconnected"],
    [-1.01, "Very Disconnected"],
    [-2, "Very Disconnected"],
    [-2.01, "Deeply Disconnected"],
    [-3, "Deeply Disconnected"],
  ])("%d → %s", (value, label) => {
    expect(chartConnectionLabel(value)).toBe(label);
  });
  test("the two readings differ below zero", () => {
    expect([-1, -2, -3].map(checkinConnectionLabel)).toEqual([
      "Slightly Disconnected",
      "Disconnected",
      "Very Disconnected",
    ]);
    expect([-1, -2, -3].map(chartConnectionLabel)).toEqual([
      "Disconnected",
      "Very Disconnected",
      "Deeply Disconnected",
    ]);
  });
  test("NaN reads as Neutral", () => {
    expect(chartConnectionLabel(Number.NaN)).toBe("Neutral");
  });
  test("property: the label never goes down as the value goes up", () => {
    const rank = (v: number) => CHART_CONNECTION_BANDS.findIndex((b) => b.label === chartConnectionLabel(v));
    fc.assert(
      fc.property(fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank(hi)).toBeLessThanOrEqual(rank(lo));
      }),
    );
  });
});

describe("checkinEmoji", () => {
  test.each([
    [3, "😄", "very_happy"],
    [2, "😄", "very_happy"],
    [1.99, "🙂", "happy"],
    [1, "🙂", "happy"],
    [0.99, "😐", "neutral"],
    [0, "😐", "neutral"],
    [-0.01, "🙁", "sad"],
    [-1, "🙁", "sad"],
    [-1.01, "😢", "crying"],
    [-3, "😢", "crying"],
  ])("%d → %s %s", (value, emoji, name) => {
    expect(checkinEmoji(value)).toEqual({ emoji, name });
  });
  test("NaN is neutral", () => {
    expect(checkinEmoji(Number.NaN).name).toBe("neutral");
  });
});

describe("moodStatus (partner screen)", () => {
  test("every step of −3..3 has its word and emoji, ends matching the slider", () => {
    expect([-3, -2, -1, 0, 1, 2, 3].map((v) => moodStatus(v).label)).toEqual([
      "Very Difficult",
      "Difficult",
      "Low",
      "Okay",
      "Good",
      "Great",
      "Excellent",
    ]);
    expect([-3, -2, -1, 0, 1, 2, 3].map((v) => moodStatus(v).emoji)).toEqual([
      "😢",
      "😟",
      "😕",
      "😐",
      "🙂",
      "😊",
      "😄",
    ]);
  });
  test("out-of-range and fractional values are rounded and clamped", () => {
    expect(moodStatus(7).label).toBe("Excellent");
    expect(moodStatus(-9).label).toBe("Very Difficult");
    expect(moodStatus(1.5).label).toBe("Great");
    expect(moodStatus(-0.4).label).toBe("Okay");
    expect(moodStatus(Number.NaN).label).toBe("Okay");
  });
  test("each status carries the step it describes, so a rounded or clamped value reports the step shown", () => {
    expect([-3, -2, -1, 0, 1, 2, 3].map((v) => moodStatus(v).value)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(moodStatus(7).value).toBe(3);
    expect(moodStatus(-9).value).toBe(-3);
    expect(moodStatus(1.5).value).toBe(2);
    expect(moodStatus(-0.4).value).toBe(0);
  });
});

describe("isPositiveMood", () => {
  test("at 1 positive, just below not", () => {
    expect(isPositiveMood(1)).toBe(true);
    expect(isPositiveMood(0.99)).toBe(false);
    expect(isPositiveMood(1.01)).toBe(true);
  });
});
