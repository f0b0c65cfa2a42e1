"use server";

import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { clientIp } from "@/lib/auth/client-ip";
import { checkoutCookie, deviceCookie } from "@/lib/auth/cookies";
import { deviceTokenAfterSignIn } from "@/lib/auth/device-cookie";
import { currentUser } from "@/lib/auth/guards";
import { SignInFailure, signIn, signOut } from "@/lib/auth/next-auth";
import { AppError, type ErrorPayload } from "@/lib/errors";
import { INVALID_CREDENTIALS_MESSAGE } from "@/lib/services/account/authenticate-user";
import { requestPasswordReset } from "@/lib/services/account/request-password-reset";
import { resendVerificationEmail } from "@/lib/services/account/resend-verification-email";
import { resetPassword } from "@/lib/services/account/reset-password";
import { signUpUser } from "@/lib/services/account/sign-up-user";
import { EmailAlreadyVerified, verifyEmail } from "@/lib/services/account/verify-email";
import { signUpSchema } from "@/lib/validation/auth";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  verifyEmailSchema,
} from "@/lib/validation/credentials";
import { signOutPath } from "@/lib/validation/next-path";
import { SIGN_OUT_REDIRECT_FIELD } from "@/lib/validation/sign-out-values";
import { timezoneSchema } from "@/lib/validation/timezone";
import { action } from "./result";

// Sign-up, sign-in and the emailed links are for people without a session: these actions take no step.

/**
 * The browser's time zone comes as the second argument; an unknown one is dropped (timezoneSchema never throws). The
 * checkout cookie, when this browser just paid, makes the new account the owner of that plan. It is left to expire
 * rather than deleted: its token claims once, and changing a cookie in an action makes Next re-render the page,
 * which would reset the funnel's step.
 */
export const signUpAction = action.input(signUpSchema, timezoneSchema).run(async ({ input, args: [timezone] }) => {
  const checkoutToken = (await cookies()).get(checkoutCookie().name)?.value ?? null;
  // The same answer whether the address was new or already registered (issue #30): the email tells which.
  await signUpUser({ input, timezone, checkoutToken, ip: clientIp(await headers()) });
  return { email: input.email };
});

/** Auth.js wraps sign-in failures; unwrap ours so the mapper gives the spec's message (e.g. rate limits). */
async function credentialsSignIn(provider: "password" | "email-link", fields: Record<string, string>) {
  try {
    await signIn(provider, { ...fields, redirect: false });
  } catch (error) {
    if (error instanceof SignInFailure) throw error.appError;
    if ((error as { type?: string })?.type === "CredentialsSignin") {
      throw new AppError("INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
    }
    throw error;
  }
}

/**
 * The device cookie is read by the service (through Auth.js's authorize, which sees this request's Cookie header) and
 * set here once the sign-in succeeded, so this browser's later attempts for this email escape the lock a stranger
 * can set off (decision 023).
 */
export const signInAction = action.input(signInSchema).run(async ({ input }) => {
  await credentialsSignIn("password", input);
  const jar = await cookies();
  const { name, options } = deviceCookie();
  jar.set(name, deviceTokenAfterSignIn(input.email, jar.get(name)?.value), options);
  return undefined;
});

/**
 * Opening a verification link signs its account in, except over someone's session (issue #30: login CSRF). A person
 * signed in who opens another account's link (an attacker's, or a partner's on a shared laptop) gets that address
 * verified and stays who they are; the screen says so and offers to sign out.
 *
 * Opened again once its account is verified (decision 052), the link signs nobody in: without a session the screen
 * says the email is verified and offers sign-in; over a session it answers as the first click did.
 */
export const verifyEmailAction = action.input(verifyEmailSchema).run(async ({ input }) => {
  const signedIn = await currentUser();
  try {
    if (!signedIn) {
      await credentialsSignIn("email-link", input);
      return { outcome: "signed_in" as const };
    }
    return sameOrOther(await verifyEmail({ token: input.token }), signedIn);
  } catch (error) {
    if (!(error instanceof EmailAlreadyVerified)) throw error;
    if (!signedIn) return { outcome: "already_verified" as const, message: error.message };
    return sameOrOther(error.account, signedIn);
  }
});

function sameOrOther(verified: { id: string; email: string }, signedIn: { id: string; displayName: string }) {
  return verified.id === signedIn.id
    ? { outcome: "signed_in" as const }
    : { outcome: "verified_other" as const, verifiedEmail: verified.email, signedInAs: signedIn.displayName };
}

export const requestPasswordResetAction = action.input(passwordResetRequestSchema).run(async ({ input }) => {
  await requestPasswordReset({ email: input.email });
  return undefined;
});

export const resetPasswordAction = action.input(passwordResetSchema).run(async ({ input }) => {
  await resetPassword({ token: input.token, password: input.password });
  return undefined;
});

/** Revocation happens in Auth.js's signOut event (lib/auth/next-auth.ts), whichever way the user signs out. */
const signOutAction = action.input(z.undefined()).run(async () => {
  await signOut({ redirect: false });
  return undefined;
});

/**
 * Sign Out as a form post (components/shell/sign-out-button.tsx), with no action client code in the page (issue #34):
 * signs out through the built action above, then replaces the page with the form's destination, as the button's
 * router.replace did (the changed cookie makes Next drop what it cached of the session's pages). A refusal is
 * returned, for the form to say; nothing is returned otherwise, the redirect is the answer.
 */
export async function signOutFormAction(form: FormData): Promise<ErrorPayload | undefined> {
  const result = await signOutAction(undefined);
  if (!result.ok) return result.error;
  redirect(signOutPath(form instanceof FormData ? form.get(SIGN_OUT_REDIRECT_FIELD) : null), RedirectType.replace);
}

export const resendVerificationAction = action.input(passwordResetRequestSchema).run(async ({ input }) => {
  await resendVerificationEmail({ email: input.email });
  return undefined;
});
