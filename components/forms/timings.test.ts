import { expect, test } from "vitest";
import {
  CHECKIN_NAVIGATION_DELAY_MS,
  CHECKIN_SUBMIT_TIMEOUT_MS,
  DRAFT_AUTOSAVE_DELAY_MS,
  MOOD_SUBMIT_TIMEOUT_MS,
  PARTNER_LOADING_FALLBACK_MS,
} from "./timings";

// The forms that wait on these are not unit-tested in a browser; here the figures are held to spec 2 §4.1 and §9.
test("time-outs: mood 15 s, check-in 15 s", () => {
  expect(MOOD_SUBMIT_TIMEOUT_MS).toBe(15_000);
  expect(CHECKIN_SUBMIT_TIMEOUT_MS).toBe(15_000);
});

test("delays: draft autosave 2 s, navigation after a check-in 1 s, no-partner fallback after 10 s", () => {
  expect(DRAFT_AUTOSAVE_DELAY_MS).toBe(2_000);
  expect(CHECKIN_NAVIGATION_DELAY_MS).toBe(1_000);
  expect(PARTNER_LOADING_FALLBACK_MS).toBe(10_000);
});
