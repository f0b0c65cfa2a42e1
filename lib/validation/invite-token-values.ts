/**
 * The partner-invite token's rules and the links and storage keys built from it, with no zod: the sign-in, invitation
 * and verification screens import this file, so zod (about 31 kB gzip) is not in their first load (issue #34,
 * decision 066). invite-token.ts holds the same rule as a zod schema for the server actions and re-exports all of
 * this; invite-token.test.ts holds the two to the same answers.
 *
 * Issue #6 decides what a token looks like; here it only has to be a plausible, bounded, URL-safe string so that it
 * can be put in a redirect without letting anyone smuggle a different destination in.
 */
export const INVITE_TOKEN_MAX = 256;

/** URL-safe characters only (RFC 3986 "unreserved"). */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9._~-]+$/;

/** Local-storage keys written by the sign-in screen ({product}_invite_token, {product}_auth_redirect). */
export const INVITE_TOKEN_KEY = "attune_invite_token";
export const AUTH_REDIRECT_KEY = "attune_auth_redirect";

/**
 * A valid token from a query value (which may be missing or repeated), or null: what `inviteTokenSchema` accepts, as
 * it would return it (`text({ max: INVITE_TOKEN_MAX, min: 1 })`: a string of at most 4 × max UTF-16 units, trimmed,
 * then the pattern, which admits no control character, surrogate or space, so length in characters is `.length`).
 */
export function parseInviteToken(value: unknown): string | null {
  const raw = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof raw !== "string" || raw.length > INVITE_TOKEN_MAX * 4) return null;
  const token = raw.trim();
  return token.length <= INVITE_TOKEN_MAX && INVITE_TOKEN_PATTERN.test(token) ? token : null;
}

export function acceptInvitePath(token: string): string {
  return `/accept-invite?token=${encodeURIComponent(token)}`;
}

/** The sign-in screen in invitation mode (spec 1 §3): it keeps the token and comes back to the invitation. */
export function inviteSignInPath(token: string): string {
  return `/auth?token=${encodeURIComponent(token)}&from=invite`;
}

/**
 * The stored redirect is read back from localStorage, which any script on the origin could have written: only a
 * well-formed /accept-invite path is honoured, never an arbitrary URL.
 */
export function safeAuthRedirect(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const prefix = "/accept-invite?token=";
  if (!stored.startsWith(prefix)) return null;
  const token = parseInviteToken(decodeURIComponentSafe(stored.slice(prefix.length)));
  return token ? acceptInvitePath(token) : null;
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
