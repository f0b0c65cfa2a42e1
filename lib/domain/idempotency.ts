import { createHash } from "node:crypto";

/**
 * What a replay must match (issue #30). A write that carries an idempotency key stores a fingerprint of the request
 * with it; a second request with the same key is a replay only if its fingerprint is the same, and anything else is
 * refused, where before it was answered 200 and its entry silently dropped.
 */

/** The request's values as one canonical JSON text (keys sorted at every depth, undefined dropped), hashed. */
export function requestFingerprint(values: unknown): string {
  return createHash("sha256").update(canonicalJson(values)).digest("base64url");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A stored entry answers a replay only with the request it was made from; rows from before fingerprints always do. */
export function sameRequest(stored: string | null, given: string | null): boolean {
  return stored === null || given === null || stored === given;
}

export const IDEMPOTENCY_REUSED_TITLE = "Already Used";
export const IDEMPOTENCY_REUSED_MESSAGE =
  "This submission's key was already used for a different entry, so nothing was saved. Please submit it again.";
