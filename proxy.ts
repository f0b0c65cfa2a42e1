import { NextResponse, type NextRequest } from "next/server";
import { signInPathFor } from "@/lib/validation/next-path";

/**
 * Optimistic redirects only: a request for a protected page without any session cookie goes straight to /auth.
 * This is a convenience, not security — every page, action and handler runs its own guard (house rule 2), so a
 * request that skips this file (or forges x-middleware-subrequest) still meets requireUser().
 */
const SESSION_COOKIES = ["__Host-attune.session-token", "attune.session-token"];
const PROTECTED_PREFIXES = [
  "/dashboard",
  "/mood-log",
  "/checkin",
  "/emotional-checkin",
  "/achievements",
  "/partner-dashboard",
  "/goals",
  "/rituals",
  "/settings",
  "/advanced-features",
  "/therapy-tools",
  "/demo-setup",
  "/icon-generator",
  "/dev-tools",
];

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isProtected = PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  // The page asked for rides along, so signing in (e.g. from an emailed export link) comes back to it.
  if (isProtected && !hasSession) {
    return NextResponse.redirect(new URL(signInPathFor(`${pathname}${request.nextUrl.search}`), request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|manifest.webmanifest|icons/).*)"],
};
