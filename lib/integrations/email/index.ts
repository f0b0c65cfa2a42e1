import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { DevEmailSender } from "./dev";
import { ResendEmailSender } from "./resend";
import type { EmailSender } from "./types";

export type { EmailSender } from "./types";
export { DevEmailSender } from "./dev";
export { ResendEmailSender } from "./resend";

let cached: { key: string; sender: EmailSender } | undefined;

/** Resend when RESEND_API_KEY is set, otherwise the dev sender that only logs. */
export function emailSender(): EmailSender {
  const { RESEND_API_KEY, RESEND_BASE_URL, EMAIL_FROM, NODE_ENV } = env();
  const key = [RESEND_API_KEY, RESEND_BASE_URL, EMAIL_FROM].join("\n");
  if (cached?.key !== key) {
    const sender = RESEND_API_KEY
      ? new ResendEmailSender({ apiKey: RESEND_API_KEY, from: EMAIL_FROM, baseUrl: RESEND_BASE_URL })
      : new DevEmailSender();
    // Production without a key is allowed (self-hosting without email), but nobody receives anything: say so.
    if (!RESEND_API_KEY && NODE_ENV === "production") logger.warn("email.dev_sender_in_production", {});
    cached = { key, sender };
  }
  return cached.sender;
}
