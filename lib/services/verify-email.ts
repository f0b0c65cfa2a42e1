import { renderEmail } from "@/emails";
import { AppError } from "@/lib/errors";
import { consumeAuthToken } from "@/lib/data/auth-tokens";
import { enqueueMessage } from "@/lib/data/outbox";
import { inTransaction } from "@/lib/data/transaction";
import { findSessionUser, markEmailVerified } from "@/lib/data/users";
import { env } from "@/lib/env";
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
      const content = await renderEmail("welcome", {
        displayName: before.displayName,
        dashboardUrl: new URL("/dashboard", env().APP_URL).toString(),
      });
      await enqueueMessage(tx, {
        userId: before.id,
        channel: "email",
        template: "welcome",
        recipient: before.email,
        subject: content.subject,
        bodyText: content.text,
        bodyHtml: content.html,
      });
    }
    return { id: before.id, email: before.email, sessionVersion: before.sessionVersion };
  });
}
