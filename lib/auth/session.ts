import { findSessionUser } from "@/lib/data/users";
import { env } from "@/lib/env";
import { sessionCookie } from "./cookies";
import type { SessionUser } from "@/lib/domain/roles";
import { decodeSessionToken } from "./session-token";

/** The session token a request carries: our cookie, or (as Auth.js's getToken also allows) a Bearer header. */
function presentedToken(headers: Headers, cookieName: string): string | null {
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === cookieName) return pair.slice(at + 1).trim() || null;
  }
  const [scheme, value] = (headers.get("authorization") ?? "").split(" ");
  if (scheme !== "Bearer" || !value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The revocable half of our sessions: the JWT proves who signed in, the database decides whether that session is
 * still alive. A token whose session version is behind the user's (sign-out, password reset, deletion) is rejected.
 * (Our tokens are a few hundred bytes, so Auth.js never splits the cookie into chunks; there is only one to read.)
 */
export async function readSessionUser(headers: Headers): Promise<SessionUser | null> {
  const cookie = sessionCookie();
  const raw = presentedToken(headers, cookie.name);
  const token = raw && decodeSessionToken(raw, { secret: env().AUTH_SECRET, salt: cookie.name });
  if (!token || typeof token.sub !== "string" || typeof token.sv !== "number") return null;
  const user = await findSessionUser(token.sub);
  if (!user || user.sessionVersion !== token.sv) return null;
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    timeZone: user.timeZone,
    emailVerified: user.emailVerified,
    roles: user.roles,
    assistantEnabled: user.assistantEnabled,
  };
}
