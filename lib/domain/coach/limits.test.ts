import { expect, test } from "vitest";
import { COACH_DAILY_MESSAGE_LIMIT, COACH_FALLBACK_REPLY, COACH_LIMIT_REACHED_MESSAGE } from "./limits";

test("the limit message names the limit and when it resets", () => {
  expect(COACH_LIMIT_REACHED_MESSAGE).toContain(String(COACH_DAILY_MESSAGE_LIMIT));
  expect(COACH_LIMIT_REACHED_MESSAGE).toMatch(/midnight your time/);
});

test("the fallback reply is spec 1 §8's, verbatim", () => {
  expect(COACH_FALLBACK_REPLY).toBe(
    "I'm sorry, I'm having trouble responding right now. Please try again in a moment.",
  );
});
