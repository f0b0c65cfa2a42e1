import { isIP } from "node:net";

/**
 * The client address for per-IP rate limits. We take the right-most X-Forwarded-For entry: it is the one appended by
 * the proxy directly in front of us (Next's own server when none), so a client cannot choose it by sending the header.
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for");
  const candidate = forwarded?.split(",").at(-1)?.trim() ?? headers.get("x-real-ip")?.trim();
  return candidate && isIP(candidate) ? candidate : null;
}
