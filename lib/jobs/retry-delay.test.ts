import { expect, test } from "vitest";
import { MAX_ATTEMPTS, retryDelayMs } from "./deliver";

test("doubles from 30 s per attempt, with half of it jittered", () => {
  expect(retryDelayMs(1, () => 0)).toBe(15_000);
  expect(retryDelayMs(1, () => 1)).toBe(30_000);
  expect(retryDelayMs(2, () => 1)).toBe(60_000);
  expect(retryDelayMs(4, () => 0.5)).toBe(180_000);
});

test("is capped at one hour", () => {
  expect(retryDelayMs(30, () => 1)).toBe(3_600_000);
  expect(retryDelayMs(1_000, () => 0)).toBe(1_800_000);
});

test("eight attempts, the last at most 63.5 minutes after the first: inside Resend's 24-hour idempotency window", () => {
  let total = 0;
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelayMs(attempt, () => 1);
  // 30 s + 1 + 2 + 4 + 8 + 16 + 32 minutes between the eight.
  expect(total).toBe(3_810_000);
  expect(total).toBeLessThan(24 * 3_600_000);
});
