import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { breakerStates } from "./breakers";
import { circuitBreaker, resetCircuitBreakersForTests } from "./circuit-breaker";

beforeEach(() => resetCircuitBreakersForTests());
afterEach(() => {
  resetCircuitBreakersForTests();
  vi.useRealTimers();
});

const fail = () => Promise.reject(new Error("down"));

test("a service with no breaker in this process says so; none is made by asking", () => {
  const states = breakerStates();
  expect(states.map((state) => [state.service, state.name, state.state])).toEqual([
    ["email", null, null],
    ["sms", null, null],
    ["push", null, null],
    ["ai", null, null],
    ["billing", null, null],
  ]);
  expect(states.every((state) => state.note)).toBe(true);
  expect(breakerStates()).toEqual(states);
});

test("the delivery breakers are reported with their state, and when an open one lets a call through again", async () => {
  vi.useFakeTimers({ now: new Date("2026-03-01T12:00:00Z") });
  circuitBreaker("email:dev");
  const sms = circuitBreaker("sms:offline");
  for (let i = 0; i < 5; i++) await sms.fire(fail).catch(() => undefined);
  const states = breakerStates();
  expect(states.find((state) => state.service === "email")).toMatchObject({
    name: "email:dev",
    state: "CLOSED",
    retryAt: null,
    note: null,
  });
  expect(states.find((state) => state.service === "sms")).toMatchObject({
    name: "sms:offline",
    state: "OPEN",
    retryAt: new Date("2026-03-01T12:01:00Z"),
  });
  vi.advanceTimersByTime(60_000);
  expect(breakerStates().find((state) => state.service === "sms")).toMatchObject({ state: "HALF_OPEN", retryAt: null });
});
