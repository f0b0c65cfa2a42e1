import { expect, test } from "vitest";
import { CHECKIN_NAVIGATION_DELAY_MS } from "./timings";

/*
 * The other timings are held by behaviour tests: the mood timeout and the draft autosave on both sides of their
 * figure (tests/e2e/mood-log.spec.ts), the check-in timeout (tests/e2e/checkins.spec.ts), the no-partner fallback
 * (components/checkin/partner-checkin.test.tsx). Nothing drives a saved check-in on to the dashboard on a clock yet.
 */
test("spec pin (spec 2 §2.3): a saved check-in goes on to the dashboard after 1 s", () => {
  expect(CHECKIN_NAVIGATION_DELAY_MS).toBe(1_000);
});
