import { AppError } from "@/lib/errors";
import { hashPassword, isCommonPassword } from "@/lib/auth/password";
import { consumeAuthToken, revokeUnusedTokens } from "@/lib/data/auth-tokens";
import { inTransaction } from "@/lib/data/transaction";
import { markEmailVerified, updatePasswordHash } from "@/lib/data/users";
import { messages } from "@/lib/validation/auth";
import { tokenErrorMessage } from "./token-errors";

export interface ResetPasswordOptions {
  token: string;
  password: string;
  now?: Date;
}

/**
 * Sets a new password from a reset link. Every existing session ends (the session version moves on) and every other
 * outstanding reset link dies. Following the link proves control of the inbox, so the address counts as verified.
 */
export async function resetPassword({ token, password, now = new Date() }: ResetPasswordOptions): Promise<void> {
  if (isCommonPassword(password)) {
    throw new AppError("VALIDATION", messages.passwordCommon, { fieldErrors: { password: [messages.passwordCommon] } });
  }
  const passwordHash = await hashPassword(password);
  await inTransaction(async (tx) => {
    const result = await consumeAuthToken(tx, { token, purpose: "password_reset", now });
    if (!result.ok) {
      throw new AppError(
        result.reason === "expired" ? "TOKEN_EXPIRED" : "TOKEN_INVALID",
        tokenErrorMessage(result.reason),
      );
    }
    await updatePasswordHash(tx, result.userId, passwordHash);
    await revokeUnusedTokens(tx, { userId: result.userId, purpose: "password_reset", now });
    await markEmailVerified(tx, result.userId, now);
  });
}
