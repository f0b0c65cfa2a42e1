import { addressBucket } from "@/lib/auth/client-ip";
import { AppError } from "@/lib/errors";
import { hashPassword, isCommonPassword } from "@/lib/security/password";
import { claimCheckout } from "@/lib/data/checkouts";
import { spendLimit } from "@/lib/data/rate-limits";
import { requestJob } from "@/lib/data/scheduled-jobs";
import { startTrial } from "@/lib/data/subscriptions";
import { inTransaction, isUniqueViolation } from "@/lib/data/transaction";
import { findCredentialsByEmail, findSessionUser, insertAccount } from "@/lib/data/users";
import { ACCOUNT_EXISTS_NOTICES_PER_EMAIL, SIGN_UPS_PER_IP } from "@/lib/domain/limits";
import { DEFAULT_BILLING_PERIOD, PLAN_BY_PERIOD } from "@/lib/domain/pricing";
import { env } from "@/lib/env";
import { appLink, queueEmail } from "@/lib/messaging";
import { type SignUpInput } from "@/lib/validation/auth";
import { messages } from "@/lib/validation/credentials";
import { queueVerificationEmail } from "./queue-verification-email";
import { BILLING_SYNC_JOB } from "../billing/sync-subscription";
import { spendOrRefuse } from "../shared/spend-or-refuse";

export interface SignUpUserOptions {
  input: SignUpInput;
  timezone?: string;
  /** The checkout cookie of this browser, if it paid for a plan just before (decision 042). */
  checkoutToken?: string | null;
  /** The client's address (clientIp), for the per-address limit; null when unknown, undefined for scripts. */
  ip?: string | null;
  now?: Date;
}

/** A checkout cookie older than this claims nothing: Stripe's payment page is gone by then, and so is the visitor. */
const CHECKOUT_CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The plan of a registration that chose none: whoever registers without passing the plan page (a link straight to
 * the registration step, the invited partner's form) gets the plan page's default, so every path gives the same
 * 7-day trial the funnel promises (issue #35, decision 064).
 */
const REGISTRATION_DEFAULT_PLAN = PLAN_BY_PERIOD[DEFAULT_BILLING_PERIOD];

/**
 * Creates the account, its profile and settings, the plan's trial (every registration starts one, once: the plan
 * chosen, paid for in this browser, or REGISTRATION_DEFAULT_PLAN), and the verification email, atomically:
 * either the person has an account and a link on its way, or nothing happened and they can simply retry. A checkout
 * paid in this browser becomes the account's: its plan starts as the trial, and a job links the Stripe subscription
 * (the webhook may have arrived before the account existed).
 *
 * An address that already has an account gets the same answer as a new one (issue #30: the screen told anyone which
 * addresses are registered), and an email instead: a new verification link while it is unverified, else "you
 * already have an account" with the way to sign in. userId is null then. Sign-ups are limited per client address,
 * before the password is hashed.
 */
export async function signUpUser({
  input,
  timezone,
  checkoutToken,
  ip,
  now = new Date(),
}: SignUpUserOptions): Promise<{ userId: string | null }> {
  if (isCommonPassword(input.password)) {
    throw new AppError("VALIDATION", messages.passwordCommon, { fieldErrors: { password: [messages.passwordCommon] } });
  }
  // Unknown addresses share no bucket (clientIp's rule), as for checkouts.
  if (ip) {
    await spendOrRefuse({ ...SIGN_UPS_PER_IP, points: env().SIGN_UPS_PER_ADDRESS_PER_HOUR }, addressBucket(ip));
  }
  const passwordHash = await hashPassword(input.password);
  // Hashed either way, so the answer takes as long for a registered address as for a new one.
  const existing = await findCredentialsByEmail(input.email);
  if (existing) {
    await tellExistingAccount(existing.id, now);
    return { userId: null };
  }
  try {
    return await inTransaction(async (tx) => {
      const user = await insertAccount(
        {
          email: input.email,
          passwordHash,
          displayName: input.fullName,
          phone: input.phoneNumber,
          timezone,
        },
        tx,
      );
      const checkout = checkoutToken
        ? await claimCheckout(
            {
              token: checkoutToken,
              userId: user.id,
              createdAfter: new Date(now.getTime() - CHECKOUT_CLAIM_WINDOW_MS),
            },
            tx,
          )
        : null;
      // startTrial never replaces a row the person already has (idempotent on the user id).
      const plan = checkout?.plan ?? input.plan ?? REGISTRATION_DEFAULT_PLAN;
      await startTrial({ userId: user.id, plan, now }, tx);
      if (checkout) {
        await requestJob({ kind: BILLING_SYNC_JOB, userId: user.id, delayMs: 0, maxDelayMs: 0, now }, tx);
      }
      await queueVerificationEmail({ tx, userId: user.id, email: input.email, displayName: input.fullName, now });
      return { userId: user.id };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, and the loser gets the same answer as anyone.
    if (isUniqueViolation(error)) return { userId: null };
    throw error;
  }
}

/** The email the owner of a registered address gets when someone signs up with it: at most a few an hour. */
async function tellExistingAccount(userId: string, now: Date): Promise<void> {
  const owner = await findSessionUser(userId);
  if (!owner) return;
  if (!(await spendLimit(ACCOUNT_EXISTS_NOTICES_PER_EMAIL, owner.email)).allowed) return;
  await inTransaction(async (tx) => {
    if (!owner.emailVerified) {
      await queueVerificationEmail({ tx, userId, email: owner.email, displayName: owner.displayName, now });
      return;
    }
    await queueEmail(
      tx,
      "account-exists",
      { displayName: owner.displayName, signInUrl: appLink("/auth") },
      { address: owner.email, userId },
    );
  });
}
