import { customType } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import { decrypt, encrypt, parseKeyring, type Keyring } from "@/lib/security/encryption";

let ring: { spec: string; ring: Keyring } | undefined;
function keyring(): Keyring {
  const spec = env().DATA_ENCRYPTION_KEYS;
  if (ring?.spec !== spec) ring = { spec, ring: parseKeyring(spec) };
  return ring.ring;
}

/**
 * A text column encrypted in the application with AES-256-GCM (see lib/security/encryption.ts).
 * Raw SQL sees only ciphertext; reads through Drizzle decrypt transparently.
 */
export function encryptedText(table: string, column: string) {
  // "table.column" is the authenticated context: a ciphertext copied into any other column fails to decrypt.
  const context = `${table}.${column}`;
  return customType<{ data: string; driverData: string }>({
    dataType: () => "text",
    toDriver: (value) => encrypt(value, keyring(), context),
    fromDriver: (value) => decrypt(value, keyring(), context),
  })(column);
}
