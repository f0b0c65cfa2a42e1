import { expect, test } from "vitest";
import { coachStarters } from "./starters";

test("four starter questions, with and without a partner (spec 1 §9)", () => {
  expect(coachStarters(true)).toHaveLength(4);
  expect(coachStarters(false)).toHaveLength(4);
});

test("alone, no starter speaks of a partner", () => {
  expect(coachStarters(false).join(" ")).not.toMatch(/partner|\bwe\b/i);
  expect(coachStarters(true).join(" ")).toMatch(/partner/);
});
