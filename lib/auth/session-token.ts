import { createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * Reads the session JWT Auth.js issues (`next-auth/jwt` encode: a compact JWE, `alg: "dir"`, `enc: "A256CBC-HS512"`,
 * the key derived from AUTH_SECRET by HKDF with the cookie's name as salt) on every guarded request.
 *
 * Why not Auth.js's own decode: it derives the key again and runs WebCrypto (key import, AES-CBC, HMAC) through
 * promises for each request — about 2 ms of CPU, half of what a whole mood write costs (issue #11, bench:writes).
 * This is the same check with node:crypto and the derived key kept: the MAC is verified (constant time) before
 * anything is decrypted, exactly as RFC 7518 §5.2.2.2 prescribes, and `exp`/`nbf` are checked with Auth.js's 15 s
 * clock tolerance. Its tests decode tokens minted by Auth.js's own encode, and refuse every tampered one.
 */

const ENC = "A256CBC-HS512";
const CLOCK_TOLERANCE_SECONDS = 15;
const keys = new Map<string, { macKey: Buffer; encKey: Buffer }>();

/** The 64-byte content key, split as RFC 7518 §5.2.2.1 says: the first half signs, the second half encrypts. */
function derivedKeys(secret: string, salt: string) {
  const id = `${salt}\u0000${secret}`;
  let found = keys.get(id);
  if (!found) {
    const key = Buffer.from(hkdfSync("sha256", secret, salt, `Auth.js Generated Encryption Key (${salt})`, 64));
    found = { macKey: key.subarray(0, 32), encKey: key.subarray(32) };
    // One secret and one or two cookie names per process; the bound only guards against misuse.
    if (keys.size > 16) keys.clear();
    keys.set(id, found);
  }
  return found;
}

export interface SessionTokenOptions {
  secret: string;
  /** Auth.js salts with the cookie's name. */
  salt: string;
  /** Seconds since the epoch. */
  now?: number;
}

/** The token's claims, or null for anything that is not a valid, unexpired token made with this secret. */
export function decodeSessionToken(
  token: string,
  { secret, salt, now = Math.floor(Date.now() / 1000) }: SessionTokenOptions,
): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 5) return null;
  const [protectedHeader, encryptedKey, iv, ciphertext, tag] = parts as [string, string, string, string, string];
  if (encryptedKey !== "") return null; // "dir": no encrypted key
  try {
    const header = JSON.parse(Buffer.from(protectedHeader, "base64url").toString("utf8")) as Record<string, unknown>;
    if (header.alg !== "dir" || header.enc !== ENC || header.zip !== undefined || header.crit !== undefined) {
      return null;
    }
    const { macKey, encKey } = derivedKeys(secret, salt);
    const aad = Buffer.from(protectedHeader, "ascii");
    const ivBytes = Buffer.from(iv, "base64url");
    const cipherBytes = Buffer.from(ciphertext, "base64url");
    const aadBits = Buffer.alloc(8);
    aadBits.writeBigUInt64BE(BigInt(aad.length * 8));
    const expected = createHmac("sha512", macKey)
      .update(aad)
      .update(ivBytes)
      .update(cipherBytes)
      .update(aadBits)
      .digest()
      .subarray(0, 32);
    const given = Buffer.from(tag, "base64url");
    if (ivBytes.length !== 16 || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    const decipher = createDecipheriv("aes-256-cbc", encKey, ivBytes);
    const plaintext = Buffer.concat([decipher.update(cipherBytes), decipher.final()]).toString("utf8");
    const claims = JSON.parse(plaintext) as unknown;
    if (!claims || typeof claims !== "object" || Array.isArray(claims)) return null;
    const { exp, nbf } = claims as { exp?: unknown; nbf?: unknown };
    if (typeof exp !== "number" || exp <= now - CLOCK_TOLERANCE_SECONDS) return null;
    if (nbf !== undefined && (typeof nbf !== "number" || nbf > now + CLOCK_TOLERANCE_SECONDS)) return null;
    return claims as Record<string, unknown>;
  } catch {
    // Malformed base64, JSON or padding: not a token we issued.
    return null;
  }
}
