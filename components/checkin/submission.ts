/**
 * The pure parts of submitting a check-in (spec 2 §8, §9): the 15 s timeout race, one idempotency key per
 * submission, and the wording for a request that never reached the server.
 */

export type Timed<T> = { timedOut: false; value: T } | { timedOut: true };

/**
 * Resolves with the promise's value, or with `{ timedOut: true }` once `ms` have passed. The request itself keeps
 * running (a server action cannot be cancelled); its late result is simply not waited for. A rejection before the
 * deadline is passed on.
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

/**
 * One key per submission: the same key is reused until the submission succeeds or the answers change, so a retry
 * after a timeout is applied once even if the first request also completes. Changing an answer starts a new
 * submission, because the server would otherwise replay the first answers for the old key.
 */
export interface SubmissionKey {
  current(): string;
  reset(): void;
}

export function createSubmissionKey(generate: () => string): SubmissionKey {
  let key: string | null = null;
  return {
    current: () => (key ??= generate()),
    reset: () => {
      key = null;
    },
  };
}

/** Spec 2 §8's text for a request that failed before the server answered (the browser is offline, the fetch broke). */
export const NETWORK_ERROR_MESSAGE = "Network connection issue. Please check your internet and try again.";
export const FALLBACK_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** A thrown server-action call: a fetch TypeError means the network; anything else shows its own message. */
export function describeThrown(error: unknown): string {
  if (error instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false)) {
    return NETWORK_ERROR_MESSAGE;
  }
  const message = error instanceof Error ? error.message.trim() : "";
  return message || FALLBACK_ERROR_MESSAGE;
}

/** A fresh idempotency key; crypto.randomUUID needs a secure context, so plain-http hosts get random bytes instead. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
