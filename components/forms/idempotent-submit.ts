/**
 * The one way a form writes an entry (mood log, partner and personal check-in; spec 2 §8, §9), kept free of React so
 * it can be unit-tested; `useIdempotentSubmit` wraps it for components.
 *
 * - One idempotency key per logical submission. The key belongs to the payload it was made for: a retry of the same
 *   payload (after the timeout, a refusal or a broken connection) reuses it, so the server applies the entry once
 *   even when the first request also lands; a changed payload is a new submission with a new key (the server would
 *   otherwise replay the first answers for the old key); after a success the key is forgotten, so the next entry,
 *   even an identical one, is new.
 * - A server action cannot be cancelled: after the timeout the request runs on and its late answer is ignored (the
 *   retry gets the stored result).
 * - The key of a submission not yet confirmed is readable (`pendingKey`), so an entry queued offline keeps it; once
 *   queued (decision 040), the submission is done (`settle`), so the next entry, even an identical one, is new.
 */
import type { ActionResult } from "@/lib/actions/result";
import { NETWORK_ERROR_MESSAGE, type SubmitWording } from "./submit-wording";

type ActionError = Extract<ActionResult<unknown>, { ok: false }>["error"];

export type Timed<T> = { timedOut: false; value: T } | { timedOut: true };

/**
 * Resolves with the promise's value, or with `{ timedOut: true }` once `ms` have passed. A rejection before the
 * deadline is passed on; after it, nothing the promise does matters.
 */
export function raceTimeout<T>(promise: Promise<T>, ms: number): Promise<Timed<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve({ timedOut: true }), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve({ timedOut: false, value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A random key; randomUUID exists only in secure contexts, so plain-HTTP hosts fall back to random bytes. */
export function newIdempotencyKey(
  cryptoApi: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = globalThis.crypto,
): string {
  if (typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export type SubmitOutcome<T> =
  | { status: "saved"; key: string; data: T }
  /** The server answered with an error (validation, permission…). */
  | { status: "refused"; key: string; error: ActionError }
  | { status: "timeout"; key: string }
  /** The call threw before an answer came: the network, most often. */
  | { status: "unreached"; key: string; error: unknown };

export type SubmitFailure = Exclude<SubmitOutcome<unknown>, { status: "saved" }>;

export interface IdempotentSubmitter {
  /** The key of the submission not yet confirmed saved, kept for its retry; null when there is none. */
  pendingKey(): string | null;
  /** The key `payload` is (or would be) submitted under, without sending it: for an entry queued offline. */
  keyFor(payload: unknown): string;
  /** The submission with this key is done elsewhere (queued offline): forget its key, as a success does. */
  settle(key: string): void;
  submit<P, T>(payload: P, send: (payload: P, key: string) => Promise<ActionResult<T>>): Promise<SubmitOutcome<T>>;
}

export function createIdempotentSubmitter({
  timeoutMs,
  newKey = () => newIdempotencyKey(),
}: {
  timeoutMs: number;
  newKey?: () => string;
}): IdempotentSubmitter {
  let pending: { key: string; signature: string } | null = null;

  /** The submission for this payload: the pending one if it is the same payload, else a new one with a new key. */
  function claim(payload: unknown) {
    // The payloads are built in a fixed key order, so equal payloads give equal JSON.
    const signature = JSON.stringify(payload);
    if (pending?.signature !== signature) pending = { key: newKey(), signature };
    return pending;
  }

  return {
    pendingKey: () => pending?.key ?? null,
    keyFor: (payload) => claim(payload).key,
    settle(key) {
      if (pending?.key === key) pending = null;
    },
    async submit(payload, send) {
      const submission = claim(payload);
      const { key } = submission;
      let outcome: Timed<Awaited<ReturnType<typeof send>>>;
      try {
        outcome = await raceTimeout(send(payload, key), timeoutMs);
      } catch (error) {
        return { status: "unreached", key, error };
      }
      if (outcome.timedOut) return { status: "timeout", key };
      if (!outcome.value.ok) return { status: "refused", key, error: outcome.value.error };
      // Only this submission is done: a newer one (another payload) started meanwhile keeps its key.
      if (pending === submission) pending = null;
      return { status: "saved", key, data: outcome.value.data };
    },
  };
}

/**
 * A call that threw because the network is gone: the browser says it is offline, or fetch failed (a TypeError). Such
 * an entry may be queued offline; anything else that threw is not ours to retry later.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  return !online || error instanceof TypeError;
}

/** The toast for a failed submission; `online` is navigator.onLine, which tells an offline browser apart. */
export function failureToast(
  outcome: SubmitFailure,
  wording: SubmitWording,
  online: boolean,
): { title: string; description: string } {
  switch (outcome.status) {
    case "timeout":
      return wording.timeout;
    case "refused":
      return {
        title: wording.failedTitle ?? outcome.error.title,
        description: outcome.error.message.trim() || wording.failedDescription,
      };
    case "unreached":
      return {
        title: wording.failedTitle ?? "Error",
        // A failed fetch surfaces as a TypeError; anything else is not ours to show as it is.
        description: isNetworkFailure(outcome.error, online) ? NETWORK_ERROR_MESSAGE : wording.failedDescription,
      };
  }
}
