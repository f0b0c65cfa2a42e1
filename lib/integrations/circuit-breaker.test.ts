import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AppError } from "@/lib/errors";
import {
  CIRCUIT_FAILURE_THRESHOLD,
  CIRCUIT_FAILURE_WINDOW_MS,
  CIRCUIT_HALF_OPEN_MAX_CALLS,
  CIRCUIT_RESET_TIMEOUT_MS,
  CIRCUIT_SUCCESS_THRESHOLD,
  CircuitBreaker,
  CircuitOpenError,
  circuitBreaker,
  resetCircuitBreakersForTests,
} from "./circuit-breaker";

const boom = () => Promise.reject(new Error("provider down"));
const ok = () => Promise.resolve("ok");

async function failTimes(breaker: CircuitBreaker, times: number) {
  for (let i = 0; i < times; i++) await expect(breaker.fire(boom)).rejects.toThrow("provider down");
}

async function open(breaker: CircuitBreaker) {
  await failTimes(breaker, CIRCUIT_FAILURE_THRESHOLD);
  expect(breaker.state).toBe("OPEN");
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  resetCircuitBreakersForTests();
});

test("the spec constants", () => {
  expect([CIRCUIT_FAILURE_THRESHOLD, CIRCUIT_RESET_TIMEOUT_MS, CIRCUIT_SUCCESS_THRESHOLD]).toEqual([5, 60_000, 3]);
  expect([CIRCUIT_FAILURE_WINDOW_MS, CIRCUIT_HALF_OPEN_MAX_CALLS]).toEqual([300_000, 3]);
});

describe("closed", () => {
  test("passes results and errors through while closed", async () => {
    const breaker = new CircuitBreaker("t");
    await expect(breaker.fire(ok)).resolves.toBe("ok");
    await failTimes(breaker, CIRCUIT_FAILURE_THRESHOLD - 1);
    expect(breaker.state).toBe("CLOSED");
  });

  test("opens exactly at the 5th consecutive failure", async () => {
    const breaker = new CircuitBreaker("email");
    await failTimes(breaker, 4);
    expect(breaker.state).toBe("CLOSED");
    await failTimes(breaker, 1);
    expect(breaker.state).toBe("OPEN");
    const fn = vi.fn(ok);
    const error = await breaker.fire(fn).catch((e: unknown) => e);
    expect(fn).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(CircuitOpenError);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "UNAVAILABLE",
      message: "Circuit breaker email is open",
      details: { retryAfterSeconds: 60 },
    });
  });

  test("a success in between resets the count", async () => {
    const breaker = new CircuitBreaker("t");
    await failTimes(breaker, 4);
    await breaker.fire(ok);
    await failTimes(breaker, 4);
    expect(breaker.state).toBe("CLOSED");
  });

  test("failures older than the window no longer count", async () => {
    const breaker = new CircuitBreaker("t");
    await failTimes(breaker, 4);
    vi.advanceTimersByTime(CIRCUIT_FAILURE_WINDOW_MS);
    await failTimes(breaker, 1);
    expect(breaker.state).toBe("CLOSED");
    await failTimes(breaker, 3);
    expect(breaker.state).toBe("CLOSED");
    await failTimes(breaker, 1);
    expect(breaker.state).toBe("OPEN");
  });

  test("errors that are not failures neither trip nor count", async () => {
    const breaker = new CircuitBreaker("t", { isFailure: (e) => !(e instanceof TypeError) });
    for (let i = 0; i < 10; i++)
      await expect(breaker.fire(() => Promise.reject(new TypeError("bad address")))).rejects.toThrow();
    expect(breaker.state).toBe("CLOSED");
  });
});

describe("open and half-open", () => {
  test("stays open until 60 s have passed, then lets a trial through", async () => {
    const breaker = new CircuitBreaker("t");
    await open(breaker);
    expect(breaker.retryAt).toEqual(new Date(Date.now() + CIRCUIT_RESET_TIMEOUT_MS));
    vi.advanceTimersByTime(CIRCUIT_RESET_TIMEOUT_MS - 1);
    expect(breaker.state).toBe("OPEN");
    await expect(breaker.fire(ok)).rejects.toBeInstanceOf(CircuitOpenError);
    vi.advanceTimersByTime(1);
    expect(breaker.state).toBe("HALF_OPEN");
    await expect(breaker.fire(ok)).resolves.toBe("ok");
  });

  test("closes after 3 half-open successes, not before", async () => {
    const breaker = new CircuitBreaker("t");
    await open(breaker);
    vi.advanceTimersByTime(CIRCUIT_RESET_TIMEOUT_MS);
    await breaker.fire(ok);
    await breaker.fire(ok);
    expect(breaker.state).toBe("HALF_OPEN");
    await breaker.fire(ok);
    expect(breaker.state).toBe("CLOSED");
    // Closed again means a fresh count: it takes 5 new failures to re-open.
    await failTimes(breaker, 4);
    expect(breaker.state).toBe("CLOSED");
  });

  test("a half-open failure re-opens it for another 60 s", async () => {
    const breaker = new CircuitBreaker("t");
    await open(breaker);
    vi.advanceTimersByTime(CIRCUIT_RESET_TIMEOUT_MS);
    await breaker.fire(ok);
    await breaker.fire(ok);
    await failTimes(breaker, 1);
    expect(breaker.state).toBe("OPEN");
    vi.advanceTimersByTime(CIRCUIT_RESET_TIMEOUT_MS - 1);
    expect(breaker.state).toBe("OPEN");
    vi.advanceTimersByTime(1);
    expect(breaker.state).toBe("HALF_OPEN");
  });

  test("lets at most 3 trial calls run at once while half-open", async () => {
    const breaker = new CircuitBreaker("t");
    await open(breaker);
    vi.advanceTimersByTime(CIRCUIT_RESET_TIMEOUT_MS);
    const releases: (() => void)[] = [];
    const slow = () => new Promise<string>((resolve) => releases.push(() => resolve("late")));
    const trials = [breaker.fire(slow), breaker.fire(slow), breaker.fire(slow)];
    await expect(breaker.fire(ok)).rejects.toBeInstanceOf(CircuitOpenError);
    for (const release of releases) release();
    await expect(Promise.all(trials)).resolves.toEqual(["late", "late", "late"]);
    expect(breaker.state).toBe("CLOSED");
  });

  test("a call that started before the breaker opened cannot close it", async () => {
    const breaker = new CircuitBreaker("t");
    let release!: () => void;
    const pending = breaker.fire(() => new Promise<string>((resolve) => (release = () => resolve("ok"))));
    await open(breaker);
    release();
    await pending;
    expect(breaker.state).toBe("OPEN");
  });
});

test("circuitBreaker() returns one shared breaker per name", async () => {
  const a = circuitBreaker("email:resend");
  expect(circuitBreaker("email:resend")).toBe(a);
  expect(circuitBreaker("sms:twilio")).not.toBe(a);
  await open(a);
  expect(circuitBreaker("email:resend").state).toBe("OPEN");
  resetCircuitBreakersForTests();
  expect(circuitBreaker("email:resend").state).toBe("CLOSED");
});
