/**
 * Auth.js reads a callback URL from the `callbackUrl` query or form field and from its callback-url cookie, and
 * answers 500 when one does not parse (issue #30: `?callbackUrl=%`, `javascript:…`, a cookie with a broken escape),
 * even for an anonymous request. Attune never relies on either (sign-in and sign-out are server actions), so values
 * Auth.js could not use are dropped before the request reaches it; usable ones pass, and Auth.js's own redirect rules
 * still decide where they may lead.
 */

const CALLBACK_COOKIES = new Set(["authjs.callback-url", "__Secure-authjs.callback-url"]);

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Whether Auth.js can read the value as a URL: an http(s) URL, absolute or relative to the app, whose escapes decode
 * (Auth.js decodes it, and "%" alone or "%ff" throws there).
 */
export function usableCallbackUrl(value: string, base: string): boolean {
  if (decoded(value) === null) return false;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The query string without an unusable `callbackUrl`. */
export function cleanCallbackQuery(search: string, base: string): string {
  const params = new URLSearchParams(search);
  const value = params.get("callbackUrl");
  if (value === null || usableCallbackUrl(value, base)) return search;
  params.delete("callbackUrl");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The Cookie header without an unusable callback-url cookie (null when nothing is left). */
export function cleanCallbackCookie(cookie: string | null, base: string): string | null {
  if (!cookie) return cookie;
  const kept = cookie
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => {
      const at = pair.indexOf("=");
      if (at < 0 || !CALLBACK_COOKIES.has(pair.slice(0, at))) return true;
      const value = decoded(pair.slice(at + 1));
      return value !== null && usableCallbackUrl(value, base);
    });
  return kept.length > 0 ? kept.join("; ") : null;
}

/** A url-encoded form body without an unusable `callbackUrl` field; other bodies are returned as they are. */
export function cleanCallbackForm(body: ArrayBuffer, contentType: string | null, base: string): ArrayBuffer {
  if (!contentType?.startsWith("application/x-www-form-urlencoded")) return body;
  const text = new TextDecoder().decode(body);
  const cleaned = cleanCallbackQuery(text, base).replace(/^\?/, "");
  return cleaned === text ? body : (new TextEncoder().encode(cleaned).buffer as ArrayBuffer);
}
