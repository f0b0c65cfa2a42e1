import { afterEach, describe, expect, test, vi } from "vitest";

const jar = vi.hoisted(() => ({ value: undefined as string | undefined, reads: 0, client: "127.0.0.1" }));
vi.mock("next/headers", () => ({
  cookies: async () => {
    jar.reads += 1;
    return { get: (name: string) => (name === "attune-faults" && jar.value ? { value: jar.value } : undefined) };
  },
  // The address the ingress hook stamps (lib/http/client-address.ts).
  headers: async () => new Headers({ "x-attune-client-ip": jar.client }),
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
    jar.client = "127.0.0.1";
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
