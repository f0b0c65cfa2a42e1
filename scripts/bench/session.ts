import { encode } from "next-auth/jwt";
import { sessionCookie } from "@/lib/auth/cookies";

/**
 * A `cookie` header value signing the user in, minted the way Auth.js mints it after sign-in (lib/auth/next-auth.ts:
 * a JWT session signed with AUTH_SECRET, the cookie's name as salt, `sv` = the session version), so neither argon2 nor
 * the sign-in rate limit is part of a measurement. APP_URL must be set first: it decides the cookie's name.
 */
export async function mintSessionCookie(userId: string, sessionVersion: number, authSecret: string): Promise<string> {
  const { name } = sessionCookie();
  const token = await encode({ token: { sub: userId, sv: sessionVersion }, secret: authSecret, salt: name });
  return `${name}=${token}`;
}
