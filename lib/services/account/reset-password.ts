import { AppError } from "@/lib/errors";
import { SIGN_IN_FAILURES_PER_EMAIL } from "@/lib/domain/limits";
import { hashPassword, isCommonPassword } from "@/lib/security/password";
import { consumeAuthToken, revokeUnusedTokens } from "@/lib/data/auth-tokens";
import { resetLimit } from "@/lib/data/rate-limits";
import { inTransaction } from "@/lib/data/transaction";
import { markEmailVerified, updatePasswordHash } from "@/lib/data/users";
import { messages } from "@/lib/validation/credentials";
import { tokenErrorMessage } from "../shared/token-error-message";

export interface ResetPasswordOptions {
  token: string;
  password: string;
  now?: Date;
}

/**
 * Sets a new password from a reset link. Every existing session ends (the session version moves on) and every other
 * outstanding reset link dies. Following the link proves control of the inbox, so the address counts as verified —
 * and the email's sign-in lock for untrusted clients is lifted: that lock is the one a stranger can set off, and this
 * is how its owner gets in from a new device without waiting (decision 023).
 */
export async function resetPassword({ token, password, now = new Date() }: ResetPasswordOptions): Promise<void> {
  if (isCommonPassword(password)) {
    throw new AppError("VALIDATION", messages.passwordCommon, { fieldErrors: { password: [messages.passwordCommon] } });
  }
  const passwordHash = await hashPassword(password);
  const email = await inTransaction(async (tx) => {
    const result = await consumeAuthToken({ token, purpose: "password_reset", now }, tx);
    if (!result.ok) {
      throw new AppError(
        result.reason === "expired" ? "TOKEN_EXPIRED" : "TOKEN_INVALID",
        tokenErrorMessage(result.reason),
      );
    }
    const email = await updatePasswordHash(result.userId, passwordHash, tx);
    await revokeUnusedTokens({ userId: result.userId, purpose: "password_reset", now }, tx);
    await markEmailVerified(result.userId, now, tx);
    return email;
  });
  // After the commit: a reset that rolled back must not have lifted the lock.
  if (email) await resetLimit(SIGN_IN_FAILURES_PER_EMAIL, email);
}
