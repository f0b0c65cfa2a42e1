import { afterEach, describe, expect, test, vi } from "vitest";

const jar = vi.hoisted(() => ({ value: undefined as string | undefined, reads: 0 }));
vi.mock("next/headers", () => ({
  cookies: async () => {
    jar.reads += 1;
    return { get: (name: string) => (name === "attune-faults" && jar.value ? { value: jar.value } : undefined) };
  },
}));

import { resetEnvForTests } from "@/lib/env";
import { failIfInjected, INJECTED_DELAY_MS, InjectedFault } from "./faults";

describe("failIfInjected", () => {
  const original = process.env.FAULT_INJECTION;
  afterEach(() => {
    if (original === undefined) delete process.env.FAULT_INJECTION;
    else process.env.FAULT_INJECTION = original;
    jar.value = undefined;
    jar.reads = 0;
    resetEnvForTests();
  });

  const withFlag = (on: boolean) => {
    process.env.FAULT_INJECTION = on ? "true" : "false";
    resetEnvForTests();
  };

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

  test("on without the cookie: nothing fails", async () => {
    withFlag(true);
    await expect(failIfInjected("insights")).resolves.toBeUndefined();
  });
});
