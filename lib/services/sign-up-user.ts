import { AppError } from "@/lib/errors";
import { hashPassword, isCommonPassword } from "@/lib/security/password";
import { startTrial } from "@/lib/data/subscriptions";
import { inTransaction, isUniqueViolation } from "@/lib/data/transaction";
import { findCredentialsByEmail, insertAccount } from "@/lib/data/users";
import { messages, type SignUpInput } from "@/lib/validation/auth";
import { queueVerificationEmail } from "./queue-verification-email";

export const EMAIL_TAKEN_MESSAGE = "This email is already registered. Please try signing in instead.";

export interface SignUpUserOptions {
  input: SignUpInput;
  timezone?: string;
  now?: Date;
}

/**
 * Creates the account, its profile and settings, the chosen plan's trial, and the verification email, atomically:
 * either the person has an account and a link on its way, or nothing happened and they can simply retry.
 */
export async function signUpUser({
  input,
  timezone,
  now = new Date(),
}: SignUpUserOptions): Promise<{ userId: string }> {
  if (isCommonPassword(input.password)) {
    throw new AppError("VALIDATION", messages.passwordCommon, { fieldErrors: { password: [messages.passwordCommon] } });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(async (tx) => {
      if (await findCredentialsByEmail(input.email, tx)) throw emailTaken();
      const user = await insertAccount(tx, {
        email: input.email,
        passwordHash,
        displayName: input.fullName,
        phone: input.phoneNumber,
        timezone,
      });
      if (input.plan) await startTrial(tx, { userId: user.id, plan: input.plan, now });
      await queueVerificationEmail({ tx, userId: user.id, email: input.email, displayName: input.fullName, now });
      return { userId: user.id };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function emailTaken() {
  return new AppError("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE, { fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] } });
}
