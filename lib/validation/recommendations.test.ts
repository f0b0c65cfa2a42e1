import { describe, expect, test } from "vitest";
import {
  RECOMMENDATION_ID_MAX_LENGTH,
  completeRecommendationSchema,
  previousFormStateSchema,
  recommendationMessages,
} from "./recommendations";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("completeRecommendationSchema", () => {
  test("a posted form and a plain object give the same id; nothing else is kept (no route, no owner)", () => {
    const extra = { id: " rec-no_rituals ", route: "https://evil.example", userId: "someone-else" };
    expect(completeRecommendationSchema.parse(form(extra))).toEqual({ id: "rec-no_rituals" });
    expect(completeRecommendationSchema.parse(extra)).toEqual({ id: "rec-no_rituals" });
  });

  test("a missing, blank or overlong id is refused on the id field", () => {
    for (const input of [
      form({}),
      {},
      { id: "   " },
      { id: 7 },
      { id: "r".repeat(RECOMMENDATION_ID_MAX_LENGTH + 1) },
    ]) {
      const result = completeRecommendationSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(["id"]);
    }
    expect(completeRecommendationSchema.safeParse(form({})).error!.issues[0]!.message).toBe(
      recommendationMessages.notAvailable,
    );
  });
});

test("previousFormStateSchema reads nothing of what it gets", () => {
  for (const value of [null, undefined, { ok: false }, "x"])
    expect(previousFormStateSchema.parse(value)).toBeUndefined();
});
