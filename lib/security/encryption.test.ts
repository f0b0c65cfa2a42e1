import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { decrypt, encrypt, keyIdOf, parseKeyring } from "./encryption";

const key = () => randomBytes(32).toString("base64");
const ring = parseKeyring(`k1:${key()}`);

/** Flips one character of a base64url part, keeping it valid base64url. */
function tamper(stored: string, part: number): string {
  const parts = stored.split(":");
  const value = parts[part]!;
  const flipped = value[0] === "A" ? "B" : "A";
  parts[part] = flipped + value.slice(1);
  return parts.join(":");
}

describe("encrypt / decrypt", () => {
  test("round trips text, including empty and non-ASCII text", () => {
    for (const text of ["", "hello", "ça va 💛 — 日本語", "x".repeat(10_000)]) {
      expect(decrypt(encrypt(text, ring, "notes"), ring, "notes")).toBe(text);
    }
  });

  test("never stores the plaintext and uses a fresh IV each time", () => {
    const a = encrypt("same secret", ring, "notes");
    const b = encrypt("same secret", ring, "notes");
    expect(a).not.toContain("same secret");
    expect(a).not.toBe(b);
  });

  test("a ciphertext bound to one context fails in another", () => {
    const stored = encrypt("secret", ring, "context_notes");
    expect(() => decrypt(stored, ring, "gratitude_note")).toThrow();
  });

  test("tampering with the IV, tag or body fails authentication", () => {
    const stored = encrypt("secret message", ring, "notes");
    for (const part of [2, 3, 4]) expect(() => decrypt(tamper(stored, part), ring, "notes")).toThrow();
  });

  test("a value from a key the ring does not hold fails, naming the key id", () => {
    const other = parseKeyring(`k9:${key()}`);
    const stored = encrypt("secret", other, "notes");
    expect(() => decrypt(stored, ring, "notes")).toThrow(/k9/);
  });

  test("the same key id with different material fails", () => {
    const impostor = parseKeyring(`k1:${key()}`);
    expect(() => decrypt(encrypt("secret", impostor, "notes"), ring, "notes")).toThrow();
  });

  test("text that is not a ciphertext is rejected", () => {
    expect(() => decrypt("plain text", ring, "notes")).toThrow(/not an Attune ciphertext/);
  });

  test("rotation: the first key encrypts, older keys still decrypt", () => {
    const oldKey = key();
    const oldRing = parseKeyring(`old:${oldKey}`);
    const rotated = parseKeyring(`new:${key()},old:${oldKey}`);
    const legacy = encrypt("from before", oldRing, "notes");
    expect(decrypt(legacy, rotated, "notes")).toBe("from before");
    expect(keyIdOf(encrypt("fresh", rotated, "notes"))).toBe("new");
  });
});

describe("keyIdOf", () => {
  test("returns the key id of a stored value and nothing for other text", () => {
    expect(keyIdOf(encrypt("x", ring, "notes"))).toBe("k1");
    expect(keyIdOf("plain text")).toBeUndefined();
    expect(keyIdOf("v2:k1:a:b:c")).toBeUndefined();
  });
});

describe("parseKeyring", () => {
  test("rejects keys that are not 32 bytes and malformed entries", () => {
    expect(() => parseKeyring(`k1:${randomBytes(16).toString("base64")}`)).toThrow(/32 bytes/);
    expect(() => parseKeyring("k1")).toThrow();
  });
});
