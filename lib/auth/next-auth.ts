import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { AppError, isAppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { authenticateUser } from "@/lib/services/authenticate-user";
import { endUserSessions } from "@/lib/services/end-user-sessions";
import { verifyEmail } from "@/lib/services/verify-email";
import { signInSchema, verifyEmailSchema } from "@/lib/validation/auth";
import { clientIp } from "./client-ip";
import { SESSION_MAX_AGE_SECONDS, sessionCookie } from "./cookies";
import { readDeviceToken } from "./device-cookie";

/** Carries our coded error through Auth.js (which only rethrows its own error types) to the action's mapper. */
export class SignInFailure extends CredentialsSignin {
  constructor(readonly appError: AppError) {
    super(appError.message);
    this.code = appError.code;
  }
}

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isAppError(error)) throw new SignInFailure(error);
    throw error;
  }
}

/**
 * Auth.js issues and clears the session cookie; whether a session is still valid is decided per request by
 * lib/auth/session.ts against users.session_version. Config is built lazily so env() runs at request time.
 */
export const { handlers, signIn, signOut } = NextAuth(() => {
  const cookie = sessionCookie();
  return {
    secret: env().AUTH_SECRET,
    // Links and redirects are built from APP_URL; the host header only names the internal callback request.
    trustHost: true,
    useSecureCookies: cookie.secure,
    cookies: { sessionToken: { name: cookie.name, options: cookie.options } },
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/auth", error: "/auth" },
    providers: [
      Credentials({
        id: "password",
        credentials: { email: {}, password: {} },
        // Address and device cookie come from the request on both ways in: Auth.js's own endpoint, and our action,
        // whose signIn() forwards the browser's headers (Cookie and the ingress hook's address included).
        authorize: (raw, request) =>
          guarded(async () => {
            const input = signInSchema.parse(raw);
            return authenticateUser({
              ...input,
              ip: clientIp(request.headers),
              deviceToken: readDeviceToken(request.headers),
            });
          }),
      }),
      Credentials({
        // The emailed verification link signs the person in once it has been consumed.
        id: "email-link",
        credentials: { token: {} },
        authorize: (raw) => guarded(async () => verifyEmail(verifyEmailSchema.parse(raw))),
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as { id: string; sessionVersion: number };
          token.sub = signedIn.id;
          token.sv = signedIn.sessionVersion;
        }
        return token;
      },
    },
    events: {
      // Every way out (our action or Auth.js's own endpoint) revokes the token, so a copied cookie dies with it.
      async signOut(message) {
        const userId = "token" in message ? message.token?.sub : undefined;
        if (userId) await endUserSessions({ userId });
      },
    },
    logger: {
      error: (error) =>
        error instanceof CredentialsSignin
          ? logger.info("auth.sign_in_refused", { code: error.code })
          : logger.error("auth.error", { name: error.name, message: error.message }),
      warn: (code) => logger.warn("auth.warning", { code }),
      debug: () => undefined,
    },
  };
});
