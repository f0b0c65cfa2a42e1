import { AppError } from "@/lib/errors";
import {
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_IN_FAILURES_PER_IP,
  VERIFICATION_PER_EMAIL,
  rateLimitedMessage,
} from "@/lib/auth/limits";
import { verifyPassword } from "@/lib/auth/password";
import { peekLimit, resetLimit, spendLimit } from "@/lib/data/rate-limits";
import { inTransaction } from "@/lib/data/transaction";
import { findCredentialsByEmail, findDisplayName } from "@/lib/data/users";
import { queueVerificationEmail } from "./queue-verification-email";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password. Please check your credentials and try again.";
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Please verify your email address before signing in. We've sent you a new verification link.";

export interface AuthenticateUserOptions {
  email: string;
  password: string;
  ip: string | null;
  now?: Date;
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionVersion: number;
}

/**
 * Checks a sign-in. Unknown email and wrong password give the same answer in the same time (decoy hash), so the
 * form never reveals whether an account exists. Failures count per email and per IP; the 10th blocks.
 */
export async function authenticateUser({ email, password, ip, now = new Date() }: AuthenticateUserOptions) {
  for (const [policy, key] of limitKeys(email, ip)) {
    const state = await peekLimit(policy, key);
    if (state.blocked) throw rateLimited(state.retryAfterSeconds);
  }

  const account = await findCredentialsByEmail(email);
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid) {
    let blockedFor = 0;
    for (const [policy, key] of limitKeys(email, ip)) {
      const state = await spendLimit(policy, key);
      if (state.remaining === 0) blockedFor = Math.max(blockedFor, state.retryAfterSeconds);
    }
    if (blockedFor > 0) throw rateLimited(blockedFor);
    throw new AppError("INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
  }

  await resetLimit(SIGN_IN_FAILURES_PER_EMAIL, email);

  if (!account.emailVerifiedAt) {
    // Only someone who knows the password gets here, so saying "unverified" reveals nothing new.
    const resend = await spendLimit(VERIFICATION_PER_EMAIL, email);
    if (resend.allowed) {
      const displayName = (await findDisplayName(account.id)) ?? email;
      await inTransaction((tx) => queueVerificationEmail({ tx, userId: account.id, email, displayName, now }));
    }
    throw new AppError("EMAIL_NOT_VERIFIED", EMAIL_NOT_VERIFIED_MESSAGE);
  }

  return { id: account.id, email: account.email, sessionVersion: account.sessionVersion } satisfies AuthenticatedUser;
}

function limitKeys(email: string, ip: string | null) {
  const keys: [typeof SIGN_IN_FAILURES_PER_EMAIL, string][] = [[SIGN_IN_FAILURES_PER_EMAIL, email]];
  if (ip) keys.push([SIGN_IN_FAILURES_PER_IP, ip]);
  return keys;
}

function rateLimited(retryAfterSeconds: number) {
  return new AppError("RATE_LIMITED", rateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
}
