import { requireApiAdmin, requireApiUser } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/domain/roles";
import { errorResponse } from "./errors";
import { assertSameOrigin } from "./same-origin";

/**
 * The one wrapper for route handlers (house rule 2): the same-origin check for cookie-authenticated writes, the
 * session guard, and every failure through the one mapper — statuses, the error JSON, Retry-After. A route body only
 * parses its input, calls one service and builds its success response.
 *
 *   export const POST = handler({ auth: "user", sameOrigin: true }, async ({ request, user }) => { … });
 */
export type HandlerAuth = "user" | "admin" | "public";

export interface HandlerOptions<A extends HandlerAuth> {
  /**
   * "user": 401 unless the request carries a live session (cookie or Bearer), and `user` is that session's user.
   * "admin": the same, then 403 unless that user is an admin (/dev-tools' figures).
   * "public": no session is read; `user` is null. Say so on purpose: a public route must not be an accident.
   */
  auth: A;
  /**
   * For writes that act on a cookie: a request from another origin is refused (403) before the session or the body
   * is read (decision 028). Reads are left alone; a page on another origin cannot read our response.
   */
  sameOrigin?: true;
  /** Errors are private too: `Cache-Control: no-store` on error responses (success responses set their own). */
  noStoreOnError?: true;
}

export interface HandlerContext<A extends HandlerAuth> {
  request: Request;
  user: A extends "public" ? null : SessionUser;
}

export type RouteHandler = (request: Request) => Promise<Response>;

export function handler<A extends HandlerAuth>(
  options: HandlerOptions<A>,
  run: (context: HandlerContext<A>) => Promise<Response>,
): RouteHandler {
  const errorHeaders = options.noStoreOnError ? { "Cache-Control": "no-store" } : undefined;
  return async (request) => {
    try {
      // Origin first: a foreign page's request is refused before we spend a session lookup on it.
      if (options.sameOrigin) assertSameOrigin(request.headers);
      const user =
        options.auth === "admin"
          ? await requireApiAdmin(request)
          : options.auth === "user"
            ? await requireApiUser(request)
            : null;
      return await run({ request, user } as HandlerContext<A>);
    } catch (error) {
      return errorResponse(error, { headers: errorHeaders });
    }
  };
}
