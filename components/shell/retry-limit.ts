import { MAX_RETRIES_TOAST } from "@/lib/errors";

/*
 * Apart from error-kinds.ts (which re-exports them): that module is in every route's error screens' chunk, and a card's
 * Retry that imported it carried a second copy of all of it into the page's first load (issue #34, decision 066).
 */

/** Retry limit of the error screen (spec 1 §9): three retries, then the next press reloads the page. */
export const ERROR_RETRY_LIMIT = 3;

/**
 * Spec 1 §8, spec 2 §8: a read retried in place (a card's Retry) that has failed `failedRetries` times in a row.
 * From the third on, the toast 'Maximum retries exceeded' / 'Please refresh the page and try again'; before, none
 * (the card's own error state already says what failed).
 */
export function retriesExhaustedToast(
  failedRetries: number,
  limit = ERROR_RETRY_LIMIT,
): typeof MAX_RETRIES_TOAST | null {
  return failedRetries >= limit ? MAX_RETRIES_TOAST : null;
}
