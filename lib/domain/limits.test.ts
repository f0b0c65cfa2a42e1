import { expect, test } from "vitest";
import {
  rateLimitedMessage,
  SIGN_IN_FAILURES_PER_DEVICE,
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_IN_FAILURES_PER_IP,
} from "./limits";

test("the wait is in whole minutes, at least one, singular for one", () => {
  expect(rateLimitedMessage(0)).toBe("Too many attempts. Please wait 1 minute and try again.");
  expect(rateLimitedMessage(60)).toBe("Too many attempts. Please wait 1 minute and try again.");
  expect(rateLimitedMessage(61)).toBe("Too many attempts. Please wait 2 minutes and try again.");
  expect(rateLimitedMessage(900)).toBe("Too many attempts. Please wait 15 minutes and try again.");
});

test("each sign-in counter has its own key prefix, so one never spends another's budget (decision 023)", () => {
  const prefixes = [SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_FAILURES_PER_DEVICE, SIGN_IN_FAILURES_PER_IP].map(
    (p) => p.keyPrefix,
  );
  expect(new Set(prefixes).size).toBe(3);
});
