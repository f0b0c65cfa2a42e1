import { issueAuthToken } from "@/lib/data/auth-tokens";
import type { Executor } from "@/lib/data/transaction";
import { VERIFICATION_TOKEN_TTL_MS } from "@/lib/domain/limits";
import { appLink, queueEmail } from "@/lib/messaging";

export interface QueueVerificationEmailOptions {
  tx: Executor;
  userId: string;
  email: string;
  displayName: string;
  now: Date;
}

/** Issues a fresh 24-hour verification link and queues the email in the caller's transaction. */
export async function queueVerificationEmail({ tx, userId, email, displayName, now }: QueueVerificationEmailOptions) {
  const token = await issueAuthToken(
    {
      userId,
      purpose: "email_verification",
      ttlMs: VERIFICATION_TOKEN_TTL_MS,
      now,
    },
    tx,
  );
  await queueEmail(
    tx,
    "email-verification",
    { displayName, verifyUrl: appLink("/verify-email", { token }) },
    { address: email, userId },
  );
}
