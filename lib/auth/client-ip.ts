import { isIP } from "node:net";
import { CLIENT_ADDRESS_HEADER, normaliseAddress } from "@/lib/http/client-address";
import { logger } from "@/lib/logger";

let warnedMissing = false;

/**
 * The client address for per-IP rate limits, as the ingress hook (lib/http/client-address.ts) decided it from the TCP
 * peer and TRUST_PROXY. X-Forwarded-For and X-Real-IP are never read here: without a proxy in front they are whatever
 * the client wrote. Null when the address is unknown; callers must not give each unknown caller a bucket of its own.
 */
export function clientIp(headers: Headers): string | null {
  const value = headers.get(CLIENT_ADDRESS_HEADER);
  if (value === null) {
    // The hook overwrites the header on every request it sees, so a missing one means it was never installed.
    if (!warnedMissing) {
      warnedMissing = true;
      logger.warn("http.client_address_missing", { header: CLIENT_ADDRESS_HEADER });
    }
    return null;
  }
  const address = value.trim();
  return isIP(address) ? address : null;
}

/**
 * The key a per-address limit counts under. IPv4: the address. IPv6: its /64, the smallest block a home or phone
 * connection is given — counting single IPv6 addresses would hand anyone 2^64 fresh budgets.
 */
export function addressBucket(ip: string): string {
  // Canonical first: an IPv4-mapped address is its IPv4 address, not a member of the ::ffff:0:0 block.
  const address = normaliseAddress(ip) ?? ip;
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros (so equal addresses give equal keys). */
function ipv6Groups(ip: string): string[] {
  let text = ip.toLowerCase().split("%")[0]!;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
