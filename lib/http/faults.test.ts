import { describe, expect, test, vi } from "vitest";

const jar = vi.hoisted(() => ({ value: undefined as string | undefined, reads: 0, client: "127.0.0.1" }));
vi.mock("next/headers", async () =>
  (await import("@/tests/helpers/test-control-request")).controlCookieHeaders(jar, "attune-faults"),
);

import { faultInjectionSwitch } from "@/tests/helpers/test-control-request";
import { failIfInjected, INJECTED_DELAY_MS, InjectedFault } from "./faults";

describe("failIfInjected", () => {
  const withFlag = faultInjectionSwitch(jar);

  test("off: the cookie is never read, whatever it names", async () => {
    withFlag(false);
    jar.value = "insights";
    await expect(failIfInjected("insights")).resolves.toBeUndefined();
    expect(jar.reads).toBe(0);
  });

  test("on: exactly the named points fail, as a plain error the mapper treats as unexpected", async () => {
    withFlag(true);
    jar.value = "insights|moodChart";
    await expect(failIfInjected("insights")).rejects.toBeInstanceOf(InjectedFault);
    await expect(failIfInjected("moodChart")).rejects.toThrow("Injected fault: moodChart");
    await expect(failIfInjected("mood")).resolves.toBeUndefined();
    await expect(failIfInjected("achievements")).resolves.toBeUndefined();
  });

  test("on: a point named with :slow waits, then goes on", async () => {
    withFlag(true);
    vi.useFakeTimers();
    try {
      jar.value = "insights:slow";
      let done = false;
      const waiting = failIfInjected("insights").then(() => (done = true));
      await vi.advanceTimersByTimeAsync(INJECTED_DELAY_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  // Issue #30: the flag used to be honoured for whoever could reach the server.
  test("on, but for a client that is not on this machine: the cookie is never read", async () => {
    withFlag(true);
    for (const client of ["203.0.113.9", "2001:db8::1", "unknown"]) {
      jar.client = client;
      jar.value = "insights";
      await expect(failIfInjected("insights")).resolves.toBeUndefined();
    }
    expect(jar.reads).toBe(0);
    jar.client = "::1";
    await expect(failIfInjected("insights")).rejects.toBeInstanceOf(InjectedFault);
  });

  test("on without the cookie: nothing fails", async () => {
    withFlag(true);
    await expect(failIfInjected("insights")).resolves.toBeUndefined();
  });
});
