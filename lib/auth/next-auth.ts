import { Auth } from "@auth/core";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { AppError, isAppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { authenticateUser } from "@/lib/services/account/authenticate-user";
import { endUserSessions } from "@/lib/services/account/end-user-sessions";
import { verifyEmail } from "@/lib/services/account/verify-email";
import { signInSchema, verifyEmailSchema } from "@/lib/validation/credentials";
import { cleanCallbackCookie, cleanCallbackForm, cleanCallbackQuery } from "./callback-url";
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
function authConfig(): NextAuthConfig {
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
}

export const { signIn, signOut } = NextAuth(authConfig);

/** Where app/api/auth/[...nextauth] lives. */
const AUTH_BASE_PATH = "/api/auth";

/**
 * Auth.js's HTTP endpoints (/api/auth/*), served on APP_URL's origin (issue #11), with callback URLs it could not
 * parse dropped first (lib/auth/callback-url.ts). next-auth's own handlers take the
 * origin from the request, or from AUTH_URL by way of a NextRequest — and Next rewrites every loopback host in a
 * NextRequest to "localhost", so a local demo on 127.0.0.1 got sign-out redirects and callback URLs on another host
 * (another cookie jar). So the request is rebuilt on the public URL and handed to Auth.js itself.
 */
async function handleAuthRequest(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const base = env().APP_URL;
  const headers = new Headers(request.headers);
  const cookie = cleanCallbackCookie(headers.get("cookie"), base);
  if (cookie === null) headers.delete("cookie");
  else headers.set("cookie", cookie);
  const body =
    request.method === "POST"
      ? cleanCallbackForm(await request.arrayBuffer(), headers.get("content-type"), base)
      : undefined;
  const onPublicUrl = new Request(new URL(`${pathname}${cleanCallbackQuery(search, base)}`, base), {
    method: request.method,
    headers,
    body,
  });
  return Auth(onPublicUrl, { ...authConfig(), basePath: AUTH_BASE_PATH });
}

export const handlers = { GET: handleAuthRequest, POST: handleAuthRequest };
