/**
 * Danger Zone confirmations (spec 3 §5). Account deletion requires typing DELETE MY ACCOUNT; unlike DISCONNECT (which
 * the spec makes case-insensitive), the case must match: only surrounding whitespace is forgiven, because a mobile
 * keyboard's trailing space is an accident while typing the phrase in capitals is the deliberate act (decision 022).
 */
export const DELETE_ACCOUNT_PHRASE = "DELETE MY ACCOUNT";

/** Generous bound for typed confirmation phrases: nothing longer can match, and a huge string is never compared. */
export const CONFIRMATION_MAX_LENGTH = 200;

export const accountMessages = {
  deletePhrase: `Please type ${DELETE_ACCOUNT_PHRASE} to confirm`,
} as const;

/** The one rule, shared by the dialog (to enable its button) and the schema (which the server re-checks). */
export function matchesDeletePhrase(value: string): boolean {
  return value.trim() === DELETE_ACCOUNT_PHRASE;
}
