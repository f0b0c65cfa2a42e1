import { describe, expect, test } from "vitest";
import { matchesSearch, partnerSide, searchable, type PartnerRow } from "./answers";

const at = new Date("2026-11-29T10:00:00Z");
const theirs = (over: Partial<PartnerRow> = {}): PartnerRow => ({
  answered: true,
  answer: "Our walk by the sea",
  answeredAt: at,
  heartAt: null,
  reply: null,
  ...over,
});

describe("partnerSide: answer, then see", () => {
  test("no partner on the question", () => {
    expect(partnerSide(true, null)).toEqual({ state: "none" });
  });
  test("the partner has not answered", () => {
    expect(partnerSide(false, theirs({ answered: false, answer: null, answeredAt: null }))).toEqual({
      state: "waiting",
    });
  });
  test("the partner answered and the viewer has not: that they did, never what", () => {
    const side = partnerSide(false, theirs());
    expect(side).toEqual({ state: "hidden" });
    expect(JSON.stringify(side)).not.toContain("sea");
  });
  test("both answered: the answer, their heart and reply", () => {
    expect(partnerSide(true, theirs({ heartAt: at, reply: "Me too" }))).toEqual({
      state: "shown",
      answer: "Our walk by the sea",
      answeredAt: at,
      heart: true,
      reply: "Me too",
    });
  });
  test("a text the data layer withheld stays hidden even if the viewer answered", () => {
    expect(partnerSide(true, theirs({ answer: null }))).toEqual({ state: "hidden" });
  });
});

describe("search", () => {
  test("case, accents and extra spaces do not matter; every word must be found somewhere", () => {
    expect(searchable("  Café   AU lait ")).toBe("cafe au lait");
    expect(matchesSearch("cafe sea", ["A café", "by the SEA"])).toBe(true);
    expect(matchesSearch("cafe mountain", ["A café", "by the sea"])).toBe(false);
    expect(matchesSearch("", [null])).toBe(true);
    expect(matchesSearch("x", [null, null])).toBe(false);
  });
});
