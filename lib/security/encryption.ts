import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for private free text. The stored form is `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts) so
 * that keys can rotate: the first key of the ring encrypts, any key of the ring decrypts by id.
 * The column name is bound as additional authenticated data, so a ciphertext copied into another column fails.
 */

export interface Keyring {
  primaryId: string;
  keys: ReadonlyMap<string, Buffer>;
}

export function parseKeyring(spec: string): Keyring {
  const keys = new Map<string, Buffer>();
  let primaryId: string | undefined;
  for (const entry of spec.split(",")) {
    const [id, material] = entry.trim().split(":");
    if (!id || !material) throw new Error("Malformed encryption key entry");
    const key = Buffer.from(material, "base64");
    if (key.length !== 32) throw new Error(`Encryption key ${id} must be 32 bytes`);
    keys.set(id, key);
    primaryId ??= id;
  }
  if (!primaryId) throw new Error("Encryption keyring is empty");
  return { primaryId, keys };
}

const VERSION = "v1";

export function encrypt(plaintext: string, ring: Keyring, context: string): string {
  const key = ring.keys.get(ring.primaryId)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    ring.primaryId,
    iv.toString("base64url"),
    tag.toString("base64url"),
    body.toString("base64url"),
  ].join(":");
}

export function decrypt(stored: string, ring: Keyring, context: string): string {
  const [version, keyId, iv, tag, body] = stored.split(":");
  if (version !== VERSION || !keyId || iv === undefined || tag === undefined || body === undefined) {
    throw new Error("Value is not an Attune ciphertext");
  }
  const key = ring.keys.get(keyId);
  if (!key) throw new Error(`No encryption key with id ${keyId} is configured`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** Which key encrypted a stored value: lets a rotation job find rows still under an old key. */
export function keyIdOf(stored: string): string | undefined {
  return stored.startsWith(`${VERSION}:`) ? stored.split(":")[1] : undefined;
}
