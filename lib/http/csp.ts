import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of every HTML page (decision 025). Scripts run only when the server vouched for them:
 * a per-request nonce on pages rendered per request, the SHA-256 of each inline script on pages prerendered at build
 * time (their HTML is fixed, so a nonce could never be in it). No 'unsafe-inline' for scripts, anywhere.
 *
 * Styles keep 'unsafe-inline': React and Radix set style attributes, which a nonce cannot cover (and a
 * nonce in style-src would switch 'unsafe-inline' off). Injected CSS cannot run code; injected script is what the
 * policy exists to stop.
 */
export interface CspOptions {
  /** Per-request nonce (pages rendered per request). */
  nonce?: string;
  /** 'sha256-…' sources for the inline scripts of a prerendered page. */
  scriptHashes?: readonly string[];
  /** `next dev` needs eval for React's error overlays; production never does. */
  development: boolean;
  /** APP_URL is https: every request is upgraded and the HSTS header goes out with it. */
  https: boolean;
}

export function contentSecurityPolicy({ nonce, scriptHashes = [], development, https }: CspOptions): string {
  const scripts = nonce
    ? // 'strict-dynamic': what a trusted script loads (Next's chunk loader) is trusted; 'self' only for CSP2 browsers.
      ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  if (development) scripts.push("'unsafe-eval'");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...scripts],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** HSTS for two years once the site is served over https (APP_URL); never on plain http, where it means nothing. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** 128 random bits, base64: what a nonce needs to be unguessable. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The 'sha256-…' source of every inline script in a page's HTML that a browser would run: external scripts (src)
 * are covered by 'self', and data blocks (JSON-LD) never run, so neither needs a hash. The hash is of the exact text
 * between the tags, as CSP defines it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
