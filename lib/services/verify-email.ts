import { AppError } from "@/lib/errors";
import { consumeAuthToken } from "@/lib/data/auth-tokens";
import { inTransaction } from "@/lib/data/transaction";
import { findSessionUser, markEmailVerified } from "@/lib/data/users";
import { appLink, queueEmail } from "@/lib/messaging";
import { tokenErrorMessage } from "./token-errors";

export interface VerifyEmailOptions {
  token: string;
  now?: Date;
}

/** Consumes a verification link, marks the address verified and welcomes the user; returns who to sign in. */
export async function verifyEmail({ token, now = new Date() }: VerifyEmailOptions) {
  return inTransaction(async (tx) => {
    const result = await consumeAuthToken(tx, { token, purpose: "email_verification", now });
    if (!result.ok) {
      throw new AppError(
        result.reason === "expired" ? "TOKEN_EXPIRED" : "TOKEN_INVALID",
        tokenErrorMessage(result.reason),
      );
    }
    const before = await findSessionUser(result.userId, tx);
    if (!before) throw new AppError("TOKEN_INVALID", tokenErrorMessage("invalid"));
    await markEmailVerified(tx, result.userId, now);
    if (!before.emailVerified) {
      await queueEmail(
        tx,
        "welcome",
        { displayName: before.displayName, dashboardUrl: appLink("/dashboard") },
        { address: before.email, userId: before.id },
      );
    }
    return { id: before.id, email: before.email, sessionVersion: before.sessionVersion };
  });
}
