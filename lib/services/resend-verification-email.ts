import { AppError } from "@/lib/errors";
import { VERIFICATION_PER_EMAIL, rateLimitedMessage } from "@/lib/domain/limits";
import { spendLimit } from "@/lib/data/rate-limits";
import { inTransaction } from "@/lib/data/transaction";
import { findAccount, findCredentialsByEmail } from "@/lib/data/users";
import { queueVerificationEmail } from "./queue-verification-email";

export interface ResendVerificationEmailOptions {
  email: string;
  now?: Date;
}

/** "Resend" on the Check Your Email step. Same answer for every address, so it cannot probe for accounts. */
export async function resendVerificationEmail({ email, now = new Date() }: ResendVerificationEmailOptions) {
  const spend = await spendLimit(VERIFICATION_PER_EMAIL, email);
  if (!spend.allowed) {
    throw new AppError("RATE_LIMITED", rateLimitedMessage(spend.retryAfterSeconds), {
      retryAfterSeconds: spend.retryAfterSeconds,
    });
  }
  const account = await findCredentialsByEmail(email);
  if (!account || account.emailVerifiedAt) return;
  const displayName = (await findAccount(account.id))?.displayName ?? email;
  await inTransaction((tx) => queueVerificationEmail({ tx, userId: account.id, email, displayName, now }));
}
