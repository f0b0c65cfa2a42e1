import { expect, test } from "vitest";
import { COACH_DAILY_MESSAGE_LIMIT, COACH_LIMIT_REACHED_MESSAGE } from "./limits";

test("the limit message names the limit and when it resets", () => {
  expect(COACH_LIMIT_REACHED_MESSAGE).toContain(String(COACH_DAILY_MESSAGE_LIMIT));
  expect(COACH_LIMIT_REACHED_MESSAGE).toMatch(/midnight your time/);
});
