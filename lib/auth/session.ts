import { getToken } from "next-auth/jwt";
import { findSessionUser } from "@/lib/data/users";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { sessionCookie } from "./cookies";
import type { SessionUser } from "./roles";

const quietLogger = {
  error: (error: Error) => logger.warn("auth.token_decode_failed", { message: error.message }),
  warn: (code: string) => logger.warn("auth.warning", { code }),
  debug: () => undefined,
};

/**
 * The revocable half of our sessions: the JWT proves who signed in, the database decides whether that session is
 * still alive. A token whose session version is behind the user's (sign-out, password reset, deletion) is rejected.
 */
export async function readSessionUser(headers: Headers): Promise<SessionUser | null> {
  const cookie = sessionCookie();
  const token = await getToken({
    req: { headers },
    secret: env().AUTH_SECRET,
    secureCookie: cookie.secure,
    cookieName: cookie.name,
    salt: cookie.name,
    logger: quietLogger,
  });
  if (!token?.sub || typeof token.sv !== "number") return null;
  const user = await findSessionUser(token.sub);
  if (!user || user.sessionVersion !== token.sv) return null;
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    roles: user.roles,
  };
}
