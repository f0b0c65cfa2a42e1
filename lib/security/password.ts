import { hash, verify } from "@node-rs/argon2";
import commonPassword from "common-password-checker";

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~25 ms here, affordable per sign-in, costly to brute-force.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, which isolatedModules cannot inline */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the email is unknown keeps response times equal, so timing does not reveal accounts.
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword("attune-decoy-password");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The list holds ~15,800 of the most used passwords (case-insensitive), above ASVS's top-10,000 floor. */
export function isCommonPassword(password: string): boolean {
  return commonPassword(password);
}
