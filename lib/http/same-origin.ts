import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

/**
 * Cookie-authenticated writes must come from our own pages (decision 028). Browsers tell us where a request comes
 * from twice: Sec-Fetch-Site (which a page cannot set) and Origin (sent with every cross-origin request and every
 * POST). A page on another origin of the same site — another port on 127.0.0.1, a sibling subdomain — shares our
 * SameSite=Lax cookies, so "same site" is not enough: the origin must be ours exactly.
 *
 * A request with neither header is not from a browser page (curl, a server, a test), so no one's cookies were
 * borrowed; it is let through to the usual session check.
 */
export const CROSS_ORIGIN_MESSAGE = "Cross-origin requests are not allowed.";

export function isCrossOriginRequest(headers: Headers, ownOrigins: readonly string[]): boolean {
  const site = headers.get("sec-fetch-site");
  // "none" is a navigation the user started (typed URL, bookmark): no other page was involved.
  if (site !== null && site !== "same-origin" && site !== "none") return true;
  const origin = headers.get("origin");
  return origin !== null && !ownOrigins.includes(origin);
}

/** The origins our pages are served from: APP_URL's, and in development the one the request came in on. */
export function ownOrigins({
  appUrl,
  host,
  development,
}: {
  appUrl: string;
  host: string | null;
  development: boolean;
}) {
  const origins = [new URL(appUrl).origin];
  // `next dev` is opened as localhost or 127.0.0.1 on whatever port it got; production answers to APP_URL only.
  if (development && host) origins.push(`${new URL(appUrl).protocol}//${host}`);
  return origins;
}

/** This request's own origins, from the configuration. */
function ownOriginsFor(headers: Headers): string[] {
  const config = env();
  return ownOrigins({
    appUrl: config.APP_URL,
    host: headers.get("host"),
    development: config.NODE_ENV === "development",
  });
}

/** For route handlers that write on the strength of a cookie: 403 FORBIDDEN from another origin. */
export function assertSameOrigin(headers: Headers): void {
  if (isCrossOriginRequest(headers, ownOriginsFor(headers))) throw new AppError("FORBIDDEN", CROSS_ORIGIN_MESSAGE);
}
