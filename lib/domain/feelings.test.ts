import { describe, expect, test } from "vitest";
import {
  COMMON_FEELINGS,
  NEGATIVE_PARTNER_FEELINGS,
  PARTNER_CHECKIN_FEELINGS,
  PERSONAL_CHECKIN_EMOTIONS,
  POSITIVE_PARTNER_FEELINGS,
} from "./feelings";

describe("vocabularies (spec 2 §3)", () => {
  test("sizes as the spec gives them", () => {
    expect(COMMON_FEELINGS).toHaveLength(16);
    expect(new Set(COMMON_FEELINGS).size).toBe(16);
    expect(PERSONAL_CHECKIN_EMOTIONS).toHaveLength(8);
    expect(PARTNER_CHECKIN_FEELINGS).toHaveLength(11);
  });

  test("a personal check-in's emotion is one of the common feelings", () => {
    for (const emotion of PERSONAL_CHECKIN_EMOTIONS) expect(COMMON_FEELINGS).toContain(emotion);
  });

  test("every partner feeling is warm or hurt, never both", () => {
    for (const feeling of PARTNER_CHECKIN_FEELINGS) {
      expect(POSITIVE_PARTNER_FEELINGS.has(feeling) !== NEGATIVE_PARTNER_FEELINGS.has(feeling)).toBe(true);
    }
    expect(POSITIVE_PARTNER_FEELINGS.size + NEGATIVE_PARTNER_FEELINGS.size).toBe(PARTNER_CHECKIN_FEELINGS.length);
  });
});
