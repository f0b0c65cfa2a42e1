import { AppError } from "@/lib/errors";
import { hashPassword, isCommonPassword } from "@/lib/security/password";
import { claimCheckout } from "@/lib/data/checkouts";
import { requestJob } from "@/lib/data/scheduled-jobs";
import { startTrial } from "@/lib/data/subscriptions";
import { inTransaction, isUniqueViolation } from "@/lib/data/transaction";
import { findCredentialsByEmail, insertAccount } from "@/lib/data/users";
import { messages, type SignUpInput } from "@/lib/validation/auth";
import { queueVerificationEmail } from "./queue-verification-email";
import { BILLING_SYNC_JOB } from "./sync-subscription";

export const EMAIL_TAKEN_MESSAGE = "This email is already registered. Please try signing in instead.";

export interface SignUpUserOptions {
  input: SignUpInput;
  timezone?: string;
  /** The checkout cookie of this browser, if it paid for a plan just before (decision 042). */
  checkoutToken?: string | null;
  now?: Date;
}

/** A checkout cookie older than this claims nothing: Stripe's payment page is gone by then, and so is the visitor. */
const CHECKOUT_CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the account, its profile and settings, the chosen plan's trial, and the verification email, atomically:
 * either the person has an account and a link on its way, or nothing happened and they can simply retry. A checkout
 * paid in this browser becomes the account's: its plan starts as the trial, and a job links the Stripe subscription
 * (the webhook may have arrived before the account existed).
 */
export async function signUpUser({
  input,
  timezone,
  checkoutToken,
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
      const checkout = checkoutToken
        ? await claimCheckout(tx, {
            token: checkoutToken,
            userId: user.id,
            createdAfter: new Date(now.getTime() - CHECKOUT_CLAIM_WINDOW_MS),
          })
        : null;
      const plan = checkout?.plan ?? input.plan;
      if (plan) await startTrial(tx, { userId: user.id, plan, now });
      if (checkout) {
        await requestJob({ kind: BILLING_SYNC_JOB, userId: user.id, delayMs: 0, maxDelayMs: 0, now }, tx);
      }
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
