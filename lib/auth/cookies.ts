import { env } from "@/lib/env";

/**
 * Session cookie settings shared by Auth.js (which sets the cookie) and our guard (which reads it). Over HTTPS the
 * cookie is `__Host-` prefixed: Secure, path=/, no Domain, so no subdomain can plant or overwrite it.
 */
export function sessionCookie() {
  const secure = new URL(env().APP_URL).protocol === "https:";
  return {
    secure,
    name: secure ? "__Host-attune.session-token" : "attune.session-token",
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure },
  };
}

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
