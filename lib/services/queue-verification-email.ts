import { renderEmail } from "@/emails";
import { issueAuthToken } from "@/lib/data/auth-tokens";
import { enqueueMessage } from "@/lib/data/outbox";
import type { Executor } from "@/lib/data/transaction";
import { VERIFICATION_TOKEN_TTL_MS } from "@/lib/auth/limits";
import { env } from "@/lib/env";

export interface QueueVerificationEmailOptions {
  tx: Executor;
  userId: string;
  email: string;
  displayName: string;
  now: Date;
}

/** Issues a fresh 24-hour verification link and queues the email in the caller's transaction. */
export async function queueVerificationEmail({ tx, userId, email, displayName, now }: QueueVerificationEmailOptions) {
  const token = await issueAuthToken(tx, {
    userId,
    purpose: "email_verification",
    ttlMs: VERIFICATION_TOKEN_TTL_MS,
    now,
  });
  const verifyUrl = new URL("/verify-email", env().APP_URL);
  verifyUrl.searchParams.set("token", token);
  const content = await renderEmail("email-verification", { displayName, verifyUrl: verifyUrl.toString() });
  await enqueueMessage(tx, {
    userId,
    channel: "email",
    template: "email-verification",
    recipient: email,
    subject: content.subject,
    bodyText: content.text,
    bodyHtml: content.html,
  });
}
