/**
 * A request path Next cannot decode (`/%ff`, `/%`, `/_next/static/%ff`) made Next answer 500 with none of our
 * headers and no log line (issue #30). The ingress hook (client-address.ts) sees every request before Next does and
 * sends such a request to MALFORMED_URL_ROUTE instead, which answers 400 under the usual headers and logs it; the
 * original path travels in MALFORMED_URL_HEADER, which the hook also strips from every other request so that a
 * client cannot forge it.
 */
export const MALFORMED_URL_ROUTE = "/api/malformed-url";
export const MALFORMED_URL_HEADER = "x-attune-malformed-url";

/** Whether a request target's path (before any ?) has a percent escape that does not decode to UTF-8. */
export function isMalformedPath(target: string): boolean {
  const path = target.split("?")[0]!;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Rewrites a request with an undecodable path to the 400 route; strips the marker header from every other one. */
export function redirectMalformedUrl(request: { url?: string; headers: Record<string, unknown> }): void {
  delete request.headers[MALFORMED_URL_HEADER];
  if (request.url === undefined || !isMalformedPath(request.url)) return;
  // Only a printable, bounded copy of what was asked for is kept, for the log line.
  request.headers[MALFORMED_URL_HEADER] = request.url.slice(0, 200).replace(/[^\x21-\x7e]/g, "?");
  request.url = MALFORMED_URL_ROUTE;
}
