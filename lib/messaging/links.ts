import { env } from "@/lib/env";

/**
 * The one builder of links that leave the app (emails, SMS). Every such link is absolute and on APP_URL's origin —
 * never on a request's Host header: a link to a host the requester chose would turn a one-time token into a
 * phishing vector (host-header poisoning). With APP_URL unset, env() gives the origin the server listens on.
 */

/** APP_URL's origin ("http://localhost:3300"), the one origin an outgoing link may point at. */
export function appOrigin(): string {
  return new URL(env().APP_URL).origin;
}

/**
 * An absolute link to an in-app path ("/verify-email"), the query encoded: appLink("/settings/export", { token }).
 * A path that would leave the origin ("//evil.example/x") is a programming error and throws.
 */
export function appLink(path: `/${string}`, query: Readonly<Record<string, string>> = {}): string {
  const url = new URL(path, env().APP_URL);
  if (path.startsWith("//") || url.origin !== appOrigin()) throw new Error(`Not an in-app path: ${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Whether `value` is an absolute URL on the app's origin: what every outgoing message checks its links against. */
export function isAppLink(value: unknown): boolean {
  try {
    return new URL(String(value)).origin === appOrigin();
  } catch {
    return false;
  }
}
