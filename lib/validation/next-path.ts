/**
 * Where to go after signing in: the page a signed-out visitor asked for (proxy.ts puts it in /auth?next=…). Only a
 * path on this site is honoured — never another origin, a protocol-relative "//host", a backslash trick browsers
 * read as one, or /auth itself (a loop) — so the parameter cannot turn sign-in into an open redirect.
 *
 * The checks run on the NORMALISED path, the one we hand to redirect()/router.replace(): the URL parser resolves
 * dot segments ("/.//x", "/a/..//x", "/%2e//x" all become "//x") and turns "\" into "/", so a raw-input check alone
 * can pass something that comes out protocol-relative (issue #11).
 */
export const NEXT_PATH_MAX = 2048;

const BASE = "http://attune.invalid";

export function safeNextPath(value: unknown): string | null {
  const path = sitePath(value);
  if (path === null) return null;
  const pathname = new URL(path, BASE).pathname;
  if (pathname === "/auth" || pathname.startsWith("/auth/")) return null;
  return path;
}

/**
 * Where Sign Out goes (components/shell/sign-out-button.tsx posts it with the form): a path on this site, /auth and
 * its query included (an invitation opened in the wrong account comes back to /auth with its token); /auth for
 * anything else, so the form's field cannot turn sign-out into an open redirect either.
 */
export function signOutPath(value: unknown): string {
  return sitePath(value) ?? "/auth";
}

/** A path on this site, normalised, or null (the checks safeNextPath describes, without its /auth rule). */
function sitePath(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string" || raw.length === 0 || raw.length > NEXT_PATH_MAX) return null;
  if (!raw.startsWith("/")) return null;
  // Control characters (tabs and newlines are dropped by URL parsers) could hide a second slash.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}`;
  if (!isPlainSitePath(path)) return null;
  return path;
}

/** One leading slash and no second one after it, no backslash anywhere: no client reads it as "//host". */
function isPlainSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}

/** /auth with the page to come back to. */
export function signInPathFor(next: string): string {
  return `/auth?next=${encodeURIComponent(next)}`;
}
