import { expect, test } from "vitest";
import { MAX_ATTEMPTS, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS, retryDelayMs } from "./deliver";

test("doubles from 30 s per attempt, with half of it jittered", () => {
  expect(retryDelayMs(1, () => 0)).toBe(15_000);
  expect(retryDelayMs(1, () => 1)).toBe(30_000);
  expect(retryDelayMs(2, () => 1)).toBe(60_000);
  expect(retryDelayMs(4, () => 0.5)).toBe(180_000);
  expect(RETRY_BASE_DELAY_MS).toBe(30_000);
});

test("is capped at one hour", () => {
  expect(retryDelayMs(30, () => 1)).toBe(RETRY_MAX_DELAY_MS);
  expect(retryDelayMs(1_000, () => 0)).toBe(RETRY_MAX_DELAY_MS / 2);
  expect(RETRY_MAX_DELAY_MS).toBe(3_600_000);
});

test("the whole schedule stays inside Resend's 24-hour idempotency window", () => {
  let total = 0;
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelayMs(attempt, () => 1);
  expect(MAX_ATTEMPTS).toBe(8);
  expect(total).toBeLessThan(24 * 3_600_000);
});
