/**
 * The request a test-control cookie arrives on (fault injection, the e2e clock: lib/http/faults.ts
 * testControlCookie). Both guards must not even read the cookie when FAULT_INJECTION is off, so the jar counts reads,
 * and both trust only a loopback client, so the jar says which address the ingress hook stamped.
 *
 *   const jar = vi.hoisted(() => ({ value: undefined as string | undefined, reads: 0, client: "127.0.0.1" }));
 *   vi.mock("next/headers", async () =>
 *     (await import("@/tests/helpers/test-control-request")).controlCookieHeaders(jar, "attune-faults"));
 *   const withFlag = faultInjectionSwitch(jar);
 */
import { afterEach } from "vitest";

import { resetEnvForTests } from "@/lib/env";

export interface ControlCookieJar {
  value: string | undefined;
  reads: number;
  client: string;
}

export function controlCookieHeaders(jar: ControlCookieJar, cookieName: string) {
  return {
    cookies: async () => {
      jar.reads += 1;
      return { get: (name: string) => (name === cookieName && jar.value ? { value: jar.value } : undefined) };
    },
    // The address the ingress hook stamps (lib/http/client-address.ts).
    headers: async () => new Headers({ "x-attune-client-ip": jar.client }),
  };
}

/** Returns withFlag(on), and after each test restores FAULT_INJECTION and an empty jar from this machine. */
export function faultInjectionSwitch(jar: ControlCookieJar): (on: boolean) => void {
  const original = process.env.FAULT_INJECTION;
  afterEach(() => {
    if (original === undefined) delete process.env.FAULT_INJECTION;
    else process.env.FAULT_INJECTION = original;
    jar.value = undefined;
    jar.reads = 0;
    jar.client = "127.0.0.1";
    resetEnvForTests();
  });
  return (on) => {
    process.env.FAULT_INJECTION = on ? "true" : "false";
    resetEnvForTests();
  };
}
