/**
 * Pure rules behind the error screens (spec 1 §2 "Generic error screens", §8, §9). No React, so they are unit-tested.
 */
import { ERROR_RETRY_LIMIT } from "./retry-limit";

// The limit and the cards' 'Maximum retries exceeded' rule are in retry-limit.ts, which a card's Retry imports alone.
export { ERROR_RETRY_LIMIT, retriesExhaustedToast } from "./retry-limit";

export type RetryStep = "retry" | "reload";

/** What pressing Retry does after `attemptsSoFar` earlier retries of the same error. */
export function nextRetryStep(attemptsSoFar: number, limit = ERROR_RETRY_LIMIT): RetryStep {
  return attemptsSoFar < limit ? "retry" : "reload";
}

/** Retries left to show beside the button (never negative). */
export function retriesLeft(attemptsSoFar: number, limit = ERROR_RETRY_LIMIT): number {
  return Math.max(0, limit - attemptsSoFar);
}

const EXTENSION_SCHEMES = ["chrome-extension://", "moz-extension://", "safari-web-extension://"];

/** A browser extension's script in the stack (or message) means the page itself is probably fine. */
export function isExtensionError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { stack, message } = error as { stack?: unknown; message?: unknown };
  const text = `${typeof stack === "string" ? stack : ""}\n${typeof message === "string" ? message : ""}`;
  return EXTENSION_SCHEMES.some((scheme) => text.includes(scheme));
}

/**
 * Reading the session failed (e.g. the database is down), as opposed to "no session". Protected pages mark that
 * failure with this digest prefix (see session-failure.ts); Next keeps a digest set on the thrown error, so the
 * browser's error boundary can tell the two apart even in production, where messages are hidden.
 */
export const AUTH_INIT_DIGEST_PREFIX = "AUTH_INIT_FAILED-";

function digestOf(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null | undefined)?.digest;
  return typeof digest === "string" && digest.length > 0 ? digest : undefined;
}

export function isAuthInitFailure(error: unknown): boolean {
  return digestOf(error)?.startsWith(AUTH_INIT_DIGEST_PREFIX) ?? false;
}

/**
 * The Error ID shown to the user: the server's digest when it produced one (already in the server log), otherwise a
 * new random id that the browser reports to /api/client-errors.
 */
export function errorIdFor(error: unknown, randomHex: () => string): { id: string; fromServer: boolean } {
  const digest = digestOf(error);
  return digest ? { id: digest, fromServer: true } : { id: `c-${randomHex()}`, fromServer: false };
}
