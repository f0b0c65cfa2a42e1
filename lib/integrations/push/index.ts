import { createECDH } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { OfflinePushSender } from "./offline";
import type { PushSender, VapidKeys } from "./types";
import { WebPushSender } from "./web-push";

export type { PushSender, VapidKeys } from "./types";
export { PushSubscriptionGoneError, WebPushSender } from "./web-push";

/**
 * A P-256 key pair in the URL-safe base64 form web-push and browsers use (what `web-push generate-vapid-keys` prints).
 */
export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // The scalar may be shorter than 32 bytes when it starts with zeros; the key format is always 32.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString("base64url"),
  };
}

/** Generated once per data directory, like the other development secrets, so subscriptions survive restarts. */
function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, "vapid.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const keys = generateVapidKeyPair();
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600, flag: "wx" });
  } catch {
    // Another process wrote it first: use theirs, so both sign with one key.
    return JSON.parse(readFileSync(file, "utf8"));
  }
  return keys;
}

/**
 * This server's VAPID keys: from the environment, or in development and tests a pair kept in DATA_DIR; null in
 * production without keys (push is off, and Settings says so).
 */
export function vapidKeys(): VapidKeys | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, NODE_ENV, DATA_DIR } = env();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
  }
  if (NODE_ENV === "production") return null;
  return { ...localVapidKeys(DATA_DIR), subject: VAPID_SUBJECT };
}

let cached: { key: string; sender: PushSender } | undefined;

/** web-push with this server's keys, or the offline sender when push is off. */
export function pushSender(): PushSender {
  const keys = vapidKeys();
  const key = keys ? `${keys.publicKey}\n${keys.subject}` : "";
  if (cached?.key !== key) cached = { key, sender: keys ? new WebPushSender(keys) : new OfflinePushSender() };
  return cached.sender;
}
