import { NextResponse, type NextRequest } from "next/server";
import { isDatabaseAway } from "@/lib/data/health";
import { isSignedInPath } from "@/lib/domain/site-map";
import { env } from "@/lib/env";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/http/csp";
import { prerenderedScriptHashes } from "@/lib/http/prerendered-pages";
import { ownOrigins } from "@/lib/http/same-origin";
import { refuseBadServerAction } from "@/lib/http/server-action-guard";
import { unavailablePage } from "@/lib/http/unavailable-page";
import { signInPathFor } from "@/lib/validation/next-path";

/**
 * The first code every page request meets. Four jobs, none of them access control:
 * 1. Server-action requests from another origin, or with a body Next could not decode, are refused with 403/413/415/
 *    400 before Next answers them with a 500 (decision 028).
 * 2. Optimistic redirects: a request for a protected page without any session cookie goes straight to /auth. A
 *    convenience, not security — every page, action and handler runs its own guard (house rule 2), so a request that
 *    skips this file (or forges x-middleware-subrequest) still meets requireUser().
 * 3. During a database outage, page reads are answered 503 without rendering; a `select 1` every few seconds finds
 *    the database back.
 * 4. The Content-Security-Policy (decision 025): a fresh nonce for pages rendered per request, which Next reads from
 *    the request's CSP header and puts on every script it emits; the inline-script hashes for prerendered pages.
 */
const SESSION_COOKIES = ["__Host-attune.session-token", "attune.session-token"];

export async function proxy(request: NextRequest) {
  const config = env();
  const development = config.NODE_ENV === "development";
  const https = new URL(config.APP_URL).protocol === "https:";

  const origins = ownOrigins({ appUrl: config.APP_URL, host: request.headers.get("host"), development });
  const refused = await refuseBadServerAction(request, origins);
  if (refused) return refused;
  // While the database is away, pages get 503 at once instead of each rendering its way to an error (decision 026).
  if ((request.method === "GET" || request.method === "HEAD") && (await isDatabaseAway())) return unavailablePage();

  const { pathname } = request.nextUrl;
  const isProtected = isSignedInPath(pathname);
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  // The page asked for rides along, so signing in (e.g. from an emailed export link) comes back to it.
  if (isProtected && !hasSession) {
    return NextResponse.redirect(new URL(signInPathFor(`${pathname}${request.nextUrl.search}`), request.url));
  }

  // `next dev` renders every page per request, so only a production build has prerendered pages to hash.
  const scriptHashes = development ? null : prerenderedScriptHashes(pathname);
  const nonce = scriptHashes ? undefined : newNonce();
  const policy = contentSecurityPolicy({ nonce, scriptHashes: scriptHashes ?? [], development, https });
  const requestHeaders = new Headers(request.headers);
  // Next takes the nonce from this request header; a client must never be the one to choose it.
  if (nonce) requestHeaders.set("content-security-policy", policy);
  else requestHeaders.delete("content-security-policy");
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  if (https) response.headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Not pages: API routes, Next's files, the icons and manifest, and the service worker (decision 039), which must
  // never be redirected or answered with the outage page, and gets its own policy from next.config.mjs.
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|manifest.webmanifest|icons/|sw\\.js$).*)"],
};
