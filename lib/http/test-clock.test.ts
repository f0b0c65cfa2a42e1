import { describe, expect, test, vi } from "vitest";

const jar = vi.hoisted(() => ({ value: undefined as string | undefined, reads: 0, client: "127.0.0.1" }));
vi.mock("next/headers", async () =>
  (await import("@/tests/helpers/test-control-request")).controlCookieHeaders(jar, "attune-clock-offset"),
);

import { faultInjectionSwitch } from "@/tests/helpers/test-control-request";
import { requestNow } from "./test-clock";

const DAY = 86_400_000;

describe("requestNow", () => {
  const withFlag = faultInjectionSwitch(jar);
  const near = (date: Date, ms: number) => Math.abs(date.getTime() - (Date.now() + ms)) < 5_000;

  test("off: the real clock, and the cookie is never read", async () => {
    withFlag(false);
    jar.value = String(DAY);
    expect(near(await requestNow(), 0)).toBe(true);
    expect(jar.reads).toBe(0);
  });

  test("on, from this machine: the cookie moves now by its milliseconds, either way", async () => {
    withFlag(true);
    jar.value = String(DAY);
    expect(near(await requestNow(), DAY)).toBe(true);
    jar.value = String(-2 * DAY);
    expect(near(await requestNow(), -2 * DAY)).toBe(true);
  });

  test("on: another machine's request, or a malformed or huge offset, keeps the real clock", async () => {
    withFlag(true);
    jar.value = String(DAY);
    jar.client = "203.0.113.9";
    expect(near(await requestNow(), 0)).toBe(true);
    jar.client = "127.0.0.1";
    for (const value of ["1e9", "tomorrow", String(400 * DAY)]) {
      jar.value = value;
      expect(near(await requestNow(), 0)).toBe(true);
    }
  });
});
