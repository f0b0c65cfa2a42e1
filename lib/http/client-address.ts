import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { redirectMalformedUrl } from "./malformed-url";

/**
 * The client's address, decided once at ingress (decision 023).
 *
 * Route handlers and server actions never see the TCP socket, and Next copies the socket's address into
 * X-Forwarded-For only when the request has none — so a header the client wrote and one Next wrote look the same.
 * Node publishes every incoming request on the `http.server.request.start` diagnostics channel, synchronously and
 * before the server's own 'request' listener (Next) runs. Our subscriber computes the address from the socket and
 * the configured number of trusted proxies, and always overwrites CLIENT_ADDRESS_HEADER, so whatever a client sends
 * under that name is gone before the app reads it. lib/auth/client-ip.ts reads only this header.
 */
export const CLIENT_ADDRESS_HEADER = "x-attune-client-ip";

/** Written when the hook ran but no address could be trusted (garbage in the trusted position, a closed socket). */
const UNKNOWN_CLIENT_ADDRESS = "unknown";

const CHANNEL = "http.server.request.start";

/**
 * One address in canonical form, or null. Accepts what proxies actually write: `1.2.3.4`, `1.2.3.4:5678`,
 * `[2001:db8::1]:443`, `"[2001:db8::1]"`, IPv4-mapped IPv6 from a dual-stack socket (`::ffff:1.2.3.4` → `1.2.3.4`, so
 * one client is one key whichever stack it came in on) and zone ids (`fe80::1%eth0` → `fe80::1`).
 */
export function normaliseAddress(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let text = raw.trim().replace(/^"(.*)"$/, "$1");
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (text.startsWith("[")) return null;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  if (v4WithPort) text = v4WithPort[1]!;
  if (text.includes(":")) text = text.split("%")[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) text = mapped[1]!;
  return isIP(text) ? text : null;
}

/** Whether a client address (as stamped on the request) is this machine: 127.0.0.0/8 or ::1. */
export function isLoopbackAddress(raw: string | null | undefined): boolean {
  const address = normaliseAddress(raw);
  return address !== null && (address === "::1" || /^127\./.test(address));
}

export interface AddressChain {
  /** The X-Forwarded-For header(s) as Node gives them (duplicates may arrive joined or as a list). */
  forwardedFor: string | string[] | undefined;
  /** The TCP peer: the client itself, or the nearest proxy. Undefined once the socket is gone. */
  remoteAddress: string | undefined;
  /** TRUST_PROXY: how many proxies in front of us each append the address they received from to X-Forwarded-For. */
  trustedHops: number;
}

/**
 * The chain is [X-Forwarded-For entries…, socket address]. Each trusted proxy appended one entry on the right, so the
 * client is `trustedHops` places left of the socket address; everything further left was written by the client and is
 * never used. With fewer entries than hops the request skipped a proxy, and the left-most address present is the one
 * that connected to the first proxy it did pass. The chosen entry is never replaced by a neighbour when it is garbage:
 * falling back would hand the choice to whoever wrote the neighbour.
 */
export function resolveClientAddress({ forwardedFor, remoteAddress, trustedHops }: AddressChain): string | null {
  if (trustedHops <= 0) return normaliseAddress(remoteAddress);
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  // Blank entries can only come from the client's part of the header (a proxy always appends an address), so dropping
  // them never moves a trusted position.
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The socket keeps its place even when it is gone, so the trusted positions are still counted correctly.
  const chain = [...entries, remoteAddress ?? ""];
  return normaliseAddress(chain[Math.max(0, chain.length - 1 - trustedHops)]);
}

interface IngressRequest {
  headers: IncomingHttpHeaders;
  url?: string;
}

/** Overwrites the private header on one incoming request; never leaves a client-supplied value behind. */
export function stampClientAddress(
  request: IngressRequest,
  socket: { remoteAddress?: string } | undefined,
  trustedHops: number,
): void {
  let address: string | null = null;
  try {
    address = resolveClientAddress({
      forwardedFor: request.headers["x-forwarded-for"],
      remoteAddress: socket?.remoteAddress,
      trustedHops,
    });
  } finally {
    request.headers[CLIENT_ADDRESS_HEADER] = address ?? UNKNOWN_CLIENT_ADDRESS;
  }
}

interface HookState {
  trustedHops: number;
  listener: (message: unknown) => void;
}

// On globalThis rather than in module scope: Next may evaluate this module in more than one bundle of one process,
// and a second subscriber would only repeat the work.
const HOOK = Symbol.for("attune.client-address-hook");
const registry = globalThis as { [HOOK]?: HookState };

/**
 * Subscribes the ingress hook for this process; idempotent (a second call only updates the hop count). Called from
 * server start-up after the environment has been validated. The listener must never throw: Node rethrows a
 * subscriber's exception as an uncaught exception, which would take the server down.
 */
export function installClientAddressHook(options: { trustedHops?: number } = {}): void {
  const trustedHops = options.trustedHops ?? env().TRUST_PROXY;
  const existing = registry[HOOK];
  if (existing) {
    existing.trustedHops = trustedHops;
    return;
  }
  const state: HookState = {
    trustedHops,
    listener: (message) => {
      const { request, socket } = (message ?? {}) as { request?: IngressRequest; socket?: { remoteAddress?: string } };
      if (!request?.headers) return;
      try {
        stampClientAddress(request, socket, state.trustedHops);
      } catch {
        // stampClientAddress has already written UNKNOWN_CLIENT_ADDRESS in its finally block.
      }
      try {
        redirectMalformedUrl(request);
      } catch {
        // Never throw from a subscriber (see above); the request goes on as it came.
      }
    },
  };
  registry[HOOK] = state;
  subscribe(CHANNEL, state.listener);
}

/** For tests that start their own server. */
export function uninstallClientAddressHook(): void {
  const existing = registry[HOOK];
  if (!existing) return;
  unsubscribe(CHANNEL, existing.listener);
  delete registry[HOOK];
}
