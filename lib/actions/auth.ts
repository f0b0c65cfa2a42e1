"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { deviceCookie } from "@/lib/auth/cookies";
import { deviceTokenAfterSignIn } from "@/lib/auth/device-cookie";
import { SignInFailure, signIn, signOut } from "@/lib/auth/next-auth";
import { AppError } from "@/lib/errors";
import { INVALID_CREDENTIALS_MESSAGE } from "@/lib/services/authenticate-user";
import { requestPasswordReset } from "@/lib/services/request-password-reset";
import { resendVerificationEmail } from "@/lib/services/resend-verification-email";
import { resetPassword } from "@/lib/services/reset-password";
import { signUpUser } from "@/lib/services/sign-up-user";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from "@/lib/validation/auth";
import { timezoneSchema } from "@/lib/validation/timezone";
import { runAction, type ActionResult } from "./result";

export async function signUpAction(input: unknown, timezone?: string): Promise<ActionResult<{ email: string }>> {
  return runAction(signUpSchema, input, async (parsed) => {
    await signUpUser({ input: parsed, timezone: timezoneSchema.parse(timezone) });
    return { email: parsed.email };
  });
}

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
export async function signInAction(input: unknown): Promise<ActionResult<undefined>> {
  return runAction(signInSchema, input, async (parsed) => {
    await credentialsSignIn("password", parsed);
    const jar = await cookies();
    const { name, options } = deviceCookie();
    jar.set(name, deviceTokenAfterSignIn(parsed.email, jar.get(name)?.value), options);
    return undefined;
  });
}

export async function verifyEmailAction(input: unknown): Promise<ActionResult<undefined>> {
  return runAction(verifyEmailSchema, input, async (parsed) => {
    await credentialsSignIn("email-link", parsed);
    return undefined;
  });
}

export async function requestPasswordResetAction(input: unknown): Promise<ActionResult<undefined>> {
  return runAction(passwordResetRequestSchema, input, async (parsed) => {
    await requestPasswordReset({ email: parsed.email });
    return undefined;
  });
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult<undefined>> {
  return runAction(passwordResetSchema, input, async (parsed) => {
    await resetPassword({ token: parsed.token, password: parsed.password });
    return undefined;
  });
}

/** Revocation happens in Auth.js's signOut event (lib/auth/next-auth.ts), whichever way the user signs out. */
export async function signOutAction(): Promise<ActionResult<undefined>> {
  return runAction(z.undefined(), undefined, async () => {
    await signOut({ redirect: false });
    return undefined;
  });
}

export async function resendVerificationAction(input: unknown): Promise<ActionResult<undefined>> {
  return runAction(passwordResetRequestSchema, input, async (parsed) => {
    await resendVerificationEmail({ email: parsed.email });
    return undefined;
  });
}
