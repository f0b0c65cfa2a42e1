import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  createSubmissionKey,
  describeThrown,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  newSubmissionKey,
  raceTimeout,
} from "./submission";

describe("raceTimeout", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("passes the value on when the promise settles first", async () => {
    const raced = raceTimeout(Promise.resolve("saved"), 15_000);
    await expect(raced).resolves.toEqual({ timedOut: false, value: "saved" });
  });

  test("reports a timeout at the deadline, not before", async () => {
    let settled = false;
    const raced = raceTimeout(new Promise<string>(() => {}), 15_000).then((outcome) => {
      settled = true;
      return outcome;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(raced).resolves.toEqual({ timedOut: true });
  });

  test("a late result after the timeout changes nothing", async () => {
    let finish!: (value: string) => void;
    const raced = raceTimeout(new Promise<string>((resolve) => (finish = resolve)), 100);
    await vi.advanceTimersByTimeAsync(100);
    finish("late");
    await expect(raced).resolves.toEqual({ timedOut: true });
  });

  test("a rejection before the deadline is passed on", async () => {
    const raced = raceTimeout(Promise.reject(new TypeError("Failed to fetch")), 15_000);
    await expect(raced).rejects.toThrow("Failed to fetch");
  });
});

describe("createSubmissionKey", () => {
  test("keeps one key until reset, then makes a new one", () => {
    let n = 0;
    const key = createSubmissionKey(() => `key-${++n}`);
    expect(key.current()).toBe("key-1");
    expect(key.current()).toBe("key-1"); // a retry after a timeout reuses it
    key.reset(); // success or changed answers
    expect(key.current()).toBe("key-2");
    expect(n).toBe(2);
  });

  test("newSubmissionKey gives distinct keys the validation accepts (1..100 characters)", () => {
    const a = newSubmissionKey();
    const b = newSubmissionKey();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThan(0);
    expect(a.length).toBeLessThanOrEqual(100);
  });
});

describe("describeThrown", () => {
  test("a fetch failure reads as the spec's network message", () => {
    expect(describeThrown(new TypeError("Failed to fetch"))).toBe(NETWORK_ERROR_MESSAGE);
  });
  test("other errors show their own message, or a fallback when they have none", () => {
    expect(describeThrown(new Error("Server exploded"))).toBe("Server exploded");
    expect(describeThrown(new Error("  "))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(describeThrown("weird")).toBe(FALLBACK_ERROR_MESSAGE);
  });
});
