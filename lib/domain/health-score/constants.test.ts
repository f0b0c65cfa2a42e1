import { describe, expect, test } from "vitest";
import {
  BUILDING_PHASE_WEIGHTS,
  COMPONENT_KEYS,
  COMPONENT_NAMES,
  ESTABLISHED_WEIGHTS,
  FREQUENCY_COVERAGE_WEIGHT,
  FREQUENCY_REGULARITY_WEIGHT,
  GOTTMAN_TARGET_RATIO,
  INTERACTION_LEVEL_WEIGHT,
  INTERACTION_RATIO_WEIGHT,
  MOOD_DIRECTION_FULL_SCALE_PER_WEEK,
  MOOD_DIRECTION_WEIGHT,
  MOOD_LEVEL_WEIGHT,
  NEGATIVE_PARTNER_FEELINGS,
  POSITIVE_PARTNER_FEELINGS,
} from "./constants";
import { PARTNER_CHECKIN_FEELINGS } from "../emotions";

const total = (w: Record<string, number>) => Object.values(w).reduce((a, b) => a + b, 0);

describe("design constants (ours, docs/health-score.md)", () => {
  test("both weight sets sum to 1", () => {
    expect(total(BUILDING_PHASE_WEIGHTS)).toBeCloseTo(1, 12);
    expect(total(ESTABLISHED_WEIGHTS)).toBeCloseTo(1, 12);
  });
  test("component blends", () => {
    expect([INTERACTION_LEVEL_WEIGHT, INTERACTION_RATIO_WEIGHT, GOTTMAN_TARGET_RATIO]).toEqual([0.5, 0.5, 5]);
    expect([MOOD_LEVEL_WEIGHT, MOOD_DIRECTION_WEIGHT, MOOD_DIRECTION_FULL_SCALE_PER_WEEK]).toEqual([0.75, 0.25, 2]);
    expect([FREQUENCY_COVERAGE_WEIGHT, FREQUENCY_REGULARITY_WEIGHT]).toEqual([0.7, 0.3]);
  });
  test("every partner check-in feeling is positive or negative, never both", () => {
    for (const f of PARTNER_CHECKIN_FEELINGS) {
      expect(POSITIVE_PARTNER_FEELINGS.has(f) !== NEGATIVE_PARTNER_FEELINGS.has(f)).toBe(true);
    }
    expect([...POSITIVE_PARTNER_FEELINGS]).toEqual([
      "loved",
      "cherished",
      "appreciated",
      "supported",
      "understood",
      "grateful",
    ]);
  });
  test("every component has a name", () => {
    expect(COMPONENT_KEYS.map((k) => COMPONENT_NAMES[k])).toEqual([
      "Partner Connection",
      "Mood Trend",
      "Check-in Frequency",
      "Ritual Completion",
    ]);
  });
});
