import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ActionResult } from "@/lib/actions/result";
import {
  createIdempotentSubmitter,
  failureToast,
  isNetworkFailure,
  newIdempotencyKey,
  raceTimeout,
} from "./idempotent-submit";
import { NETWORK_ERROR_MESSAGE, type SubmitWording } from "./submit-wording";

const TIMEOUT = 15_000;

/** A fake server action: records the keys it was called with; each call answers as `answer` says. */
function fakeAction(answer: (call: number) => Promise<ActionResult<string>> = async () => ({ ok: true, data: "id" })) {
  const keys: string[] = [];
  const send = vi.fn((_payload: unknown, key: string) => {
    keys.push(key);
    return answer(keys.length);
  });
  return { keys, send };
}

function submitter() {
  let n = 0;
  return createIdempotentSubmitter({ timeoutMs: TIMEOUT, newKey: () => `key-${++n}` });
}

const never = () => new Promise<never>(() => {});
const refusal = { code: "VALIDATION", title: "Error", message: "Mood must be a whole number from -3 to 3" } as const;
const refused: ActionResult<string> = { ok: false, error: refusal };

describe("one idempotency key per submission", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("a retry of the same payload after the timeout reuses the key; the late answer is ignored", async () => {
    let finishFirst!: (result: ActionResult<string>) => void;
    const action = fakeAction((call) =>
      call === 1 ? new Promise((resolve) => (finishFirst = resolve)) : Promise.resolve({ ok: true, data: "mood-1" }),
    );
    const form = submitter();

    const first = form.submit({ moodValue: 1 }, action.send);
    await vi.advanceTimersByTimeAsync(TIMEOUT);
    await expect(first).resolves.toEqual({ status: "timeout", key: "key-1" });
    expect(form.pendingKey()).toBe("key-1");

    finishFirst({ ok: true, data: "late" });
    const retry = await form.submit({ moodValue: 1 }, action.send);
    expect(retry).toEqual({ status: "saved", key: "key-1", data: "mood-1" });
    expect(action.keys).toEqual(["key-1", "key-1"]);
  });

  test("the timeout comes at the deadline, not before", async () => {
    const form = submitter();
    let settled = false;
    const pending = form.submit({}, never).then((outcome) => {
      settled = true;
      return outcome;
    });
    await vi.advanceTimersByTimeAsync(TIMEOUT - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: "timeout" });
  });

  test("a changed payload is a new submission with a new key, even while the old one is unconfirmed", async () => {
    const action = fakeAction(async (call) => (call === 1 ? refused : { ok: true, data: "id" }));
    const form = submitter();
    await form.submit({ feeling: "loved" }, action.send);
    await form.submit({ feeling: "distant" }, action.send);
    expect(action.keys).toEqual(["key-1", "key-2"]);
  });

  test("after a success the key is forgotten: the same answers again are a new entry", async () => {
    const action = fakeAction();
    const form = submitter();
    await form.submit({ emotion: "calm" }, action.send);
    expect(form.pendingKey()).toBeNull();
    await form.submit({ emotion: "calm" }, action.send);
    expect(action.keys).toEqual(["key-1", "key-2"]);
  });

  test("a refusal or a broken connection keeps the key for the retry", async () => {
    const action = fakeAction(async (call) => {
      if (call === 1) return refused;
      if (call === 2) throw new TypeError("Failed to fetch");
      return { ok: true, data: "id" };
    });
    const form = submitter();
    expect(await form.submit({ a: 1 }, action.send)).toEqual({ status: "refused", key: "key-1", error: refusal });
    expect(await form.submit({ a: 1 }, action.send)).toMatchObject({ status: "unreached", key: "key-1" });
    expect(form.pendingKey()).toBe("key-1");
    expect(await form.submit({ a: 1 }, action.send)).toMatchObject({ status: "saved", key: "key-1" });
    expect(action.keys).toEqual(["key-1", "key-1", "key-1"]);
  });

  test("the payload and the key are what the action receives", async () => {
    const action = fakeAction();
    await submitter().submit({ moodValue: -2, keywords: ["tired"] }, action.send);
    expect(action.send).toHaveBeenCalledWith({ moodValue: -2, keywords: ["tired"] }, "key-1");
  });
});

describe("raceTimeout", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("passes the value on when the promise settles first, and a rejection before the deadline", async () => {
    await expect(raceTimeout(Promise.resolve("saved"), TIMEOUT)).resolves.toEqual({ timedOut: false, value: "saved" });
    await expect(raceTimeout(Promise.reject(new TypeError("Failed to fetch")), TIMEOUT)).rejects.toThrow("fetch");
  });

  test("a result after the deadline changes nothing", async () => {
    let finish!: (value: string) => void;
    const raced = raceTimeout(new Promise<string>((resolve) => (finish = resolve)), 100);
    await vi.advanceTimersByTimeAsync(100);
    finish("late");
    await expect(raced).resolves.toEqual({ timedOut: true });
  });
});

describe("newIdempotencyKey", () => {
  test("randomUUID where available, random bytes otherwise; distinct keys of 1 to 100 characters", () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    expect(newIdempotencyKey({ randomUUID: () => "a-b-c-d-e", getRandomValues })).toBe("a-b-c-d-e");
    expect(newIdempotencyKey({ getRandomValues: ((array: Uint8Array) => array) as Crypto["getRandomValues"] })).toBe(
      "0".repeat(32),
    );
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey({ getRandomValues })];
    expect(a).not.toBe(b);
    for (const key of [a, b]) expect(key.length).toBeGreaterThan(0);
    for (const key of [a, b]) expect(key.length).toBeLessThanOrEqual(100);
  });
});

describe("failureToast", () => {
  const mood: SubmitWording = {
    timeout: { title: "Mood submission timeout", description: "Please try again." },
    failedTitle: "Error saving mood",
    failedDescription: "Failed to save your mood. Please try again.",
  };
  const checkin: SubmitWording = {
    timeout: { title: "Check-in submission timeout", description: "Please try again." },
    failedDescription: "Something went wrong. Please try again.",
  };

  test("a timeout shows the form's timeout toast", () => {
    expect(failureToast({ status: "timeout", key: "k" }, mood, true)).toEqual(mood.timeout);
  });

  test("a refusal shows the server's message, under the form's title or else the server's", () => {
    const outcome = { status: "refused", key: "k", error: { ...refusal, title: "Not allowed" } } as const;
    expect(failureToast(outcome, mood, true)).toEqual({ title: "Error saving mood", description: refusal.message });
    expect(failureToast(outcome, checkin, true)).toEqual({ title: "Not allowed", description: refusal.message });
    const silent = { ...outcome, error: { ...outcome.error, message: " " } };
    expect(failureToast(silent, mood, true).description).toBe(mood.failedDescription);
  });

  test("a request that never got an answer: the network text when offline or the fetch failed, else the form's", () => {
    const unreached = (error: unknown) => ({ status: "unreached", key: "k", error }) as const;
    expect(failureToast(unreached(new TypeError("Failed to fetch")), checkin, true)).toEqual({
      title: "Error",
      description: NETWORK_ERROR_MESSAGE,
    });
    expect(failureToast(unreached(new Error("boom")), mood, false).description).toBe(NETWORK_ERROR_MESSAGE);
    expect(failureToast(unreached(new Error("Server exploded")), checkin, true).description).toBe(
      checkin.failedDescription,
    );
  });
});

describe("an entry queued offline (decision 040)", () => {
  test("keyFor gives the key the payload would be sent under, and the send that follows reuses it", async () => {
    const form = submitter();
    const action = fakeAction(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(form.keyFor({ moodValue: 1 })).toBe("key-1");
    expect(form.keyFor({ moodValue: 1 })).toBe("key-1");
    await expect(form.submit({ moodValue: 1 }, action.send)).resolves.toMatchObject({
      status: "unreached",
      key: "key-1",
    });
    expect(form.keyFor({ moodValue: 2 })).toBe("key-2");
  });

  test("settle forgets the key once queued, so the next entry, even an identical one, is new", async () => {
    const form = submitter();
    const key = form.keyFor({ moodValue: 1 });
    form.settle(key);
    expect(form.pendingKey()).toBeNull();
    const action = fakeAction();
    await form.submit({ moodValue: 1 }, action.send);
    expect(action.keys).toEqual(["key-2"]);
  });

  test("settling an older key leaves a newer submission's key alone", () => {
    const form = submitter();
    const old = form.keyFor({ moodValue: 1 });
    form.keyFor({ moodValue: 2 });
    form.settle(old);
    expect(form.pendingKey()).toBe("key-2");
  });

  test("isNetworkFailure: offline, or a failed fetch (TypeError); nothing else", () => {
    expect(isNetworkFailure(new Error("boom"), false)).toBe(true);
    expect(isNetworkFailure(new TypeError("Failed to fetch"), true)).toBe(true);
    expect(isNetworkFailure(new Error("Server exploded"), true)).toBe(false);
  });
});
