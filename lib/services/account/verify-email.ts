import { AppError } from "@/lib/errors";
import { consumeAuthToken } from "@/lib/data/auth-tokens";
import { inTransaction } from "@/lib/data/transaction";
import { findSessionUser, markEmailVerified } from "@/lib/data/users";
import { appLink, queueEmail } from "@/lib/messaging";
import { tokenErrorMessage } from "../shared/token-error-message";

export interface VerifyEmailOptions {
  token: string;
  now?: Date;
}

/** Not in the spec, which has no words for a second click; in its voice. */
export const EMAIL_ALREADY_VERIFIED_MESSAGE = "Your email is already verified. Sign in to continue.";

/**
 * A verification link opened again (or after it expired) whose account is verified by now. Its own error type, so
 * the action can answer with a screen rather than a failure; the account rides along for the signed-in case (another
 * account's link opened over a session says whose address it was, as the first click did). Not a sign-in: a used
 * link must never sign anyone in again, so this is thrown where the first click would have returned the user.
 */
export class EmailAlreadyVerified extends AppError {
  constructor(readonly account: { id: string; email: string }) {
    super("CONFLICT", EMAIL_ALREADY_VERIFIED_MESSAGE, { title: "Already verified" });
  }
}

/**
 * Consumes a verification link, marks the address verified and welcomes the user; returns who to sign in.
 *
 * A link that no longer works says why: "expired", "invalid or already used", or — when the token is one we issued
 * and its account is verified — EmailAlreadyVerified (decision 052). That last answer reveals only what the link's
 * holder can know anyway: the link was sent to that address, so holding it shows they read its mail (or were handed
 * the link), and the first click already told them. An unknown token still gets the invalid message, so nothing
 * about any account can be learnt without one of our 256-bit tokens. The email address itself is never in the message.
 */
export async function verifyEmail({ token, now = new Date() }: VerifyEmailOptions) {
  return inTransaction(async (tx) => {
    const result = await consumeAuthToken({ token, purpose: "email_verification", now }, tx);
    if (!result.ok) {
      const owner = result.ownerId ? await findSessionUser(result.ownerId, tx) : null;
      if (owner?.emailVerified) throw new EmailAlreadyVerified({ id: owner.id, email: owner.email });
      throw new AppError(
        result.reason === "expired" ? "TOKEN_EXPIRED" : "TOKEN_INVALID",
        tokenErrorMessage(result.reason),
      );
    }
    const before = await findSessionUser(result.userId, tx);
    if (!before) throw new AppError("TOKEN_INVALID", tokenErrorMessage("invalid"));
    await markEmailVerified(result.userId, now, tx);
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
