import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { deviceCookie } from "./cookies";

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision 023). After a successful
 * sign-in the browser gets `<nonce>.<mac>`: 128 random bits and an HMAC-SHA-256 over the email and the nonce. It is
 * verified without a database row, it names no account (the email is only inside the MAC), and only someone who
 * signed in to that email can hold one, because nobody without AUTH_SECRET can make a MAC. The nonce identifies the
 * device for its own failure counter.
 */

const NONCE_BYTES = 16;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
// Domain separation: the key and the MAC input are versioned, so a future format can never verify as this one.
const KEY_INFO = "attune/device-cookie/v1";
const MAC_PREFIX = "device-cookie:v1\n";

let cachedKey: { secret: string; key: Buffer } | undefined;

/** A key of its own, derived from AUTH_SECRET, so a device MAC can never be confused with anything Auth.js signs. */
function macKey(): Buffer {
  const secret = env().AUTH_SECRET;
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, "attune", KEY_INFO, 32)) };
  }
  return cachedKey.key;
}

const canonicalEmail = (email: string) => email.trim().toLowerCase();

function mac(email: string, nonce: string): Buffer {
  return createHmac("sha256", macKey())
    .update(`${MAC_PREFIX}${canonicalEmail(email)}\n${nonce}`)
    .digest();
}

export function issueDeviceToken(email: string): string {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  return `${nonce}.${mac(email, nonce).toString("base64url")}`;
}

/**
 * The device id (the nonce) when the token was issued by us for this email, else null — for a tampered, truncated,
 * foreign or other-account token alike. The comparison is constant-time.
 */
export function verifyDeviceToken(token: string | null | undefined, email: string): string | null {
  const match = typeof token === "string" ? TOKEN.exec(token) : null;
  if (!match) return null;
  const [, nonce, given] = match as unknown as [string, string, string];
  const expected = mac(email, nonce);
  const presented = Buffer.from(given, "base64url");
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  return nonce;
}

/** The device cookie's value from a Cookie header, if the request carries one. */
export function readDeviceToken(headers: Headers): string | null {
  const { name } = deviceCookie();
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * What the device cookie should hold after this browser signed in to `email`: the same token when it already belongs
 * to that email (the device keeps its identity; setting it again renews its year), a new one otherwise. One cookie
 * per browser: signing in to another account moves the device to that account.
 */
export function deviceTokenAfterSignIn(email: string, presented: string | null | undefined): string {
  return presented && verifyDeviceToken(presented, email) ? presented : issueDeviceToken(email);
}
