import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { checkMobileNumber } from "./phone";

/**
 * Auth forms, actions and services share these schemas (spec 1 §5). Sign-up raises the spec's 6-character minimum
 * to 8 and rejects common passwords (decision 004, ASVS 6.2.1/6.2.4); sign-in keeps 6..128 so older short passwords
 * still get the spec's messages rather than a confusing "too short" on a correct password.
 */

export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const SIGN_IN_PASSWORD_MIN = 6;
export const SIGN_UP_PASSWORD_MIN = 8;
export const NAME_MAX = 100;

export const messages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must be less than 254 characters",
  passwordMin6: "Password must be at least 6 characters",
  passwordMin8: "Password must be at least 8 characters",
  passwordTooLong: "Password must be less than 128 characters",
  passwordCommon: "This password is too common. Please choose a less common password.",
  passwordsDiffer: "Passwords do not match",
  nameRequired: "Please enter your name",
  nameTooLong: "Name must be less than 100 characters",
  nameCharacters: "Name can only contain letters, spaces, hyphens and apostrophes",
  phoneInvalid: "If provided, please enter a valid phone number with country code",
} as const;

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX, messages.emailTooLong)
  .pipe(z.email({ error: messages.emailInvalid }));

export const nameSchema = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(NAME_MAX, messages.nameTooLong)
  .regex(/^[\p{L}\p{M}' -]*$/u, messages.nameCharacters);

/**
 * Empty means "no phone"; anything else must be a valid international number and is stored as E.164. It must also be
 * able to receive SMS (the registration form promises "SMS-ready"), so a landline gets the spec's landline message.
 */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!isValidPhoneNumber(value)) {
      ctx.addIssue({ code: "custom", message: messages.phoneInvalid });
      return z.NEVER;
    }
    const mobile = checkMobileNumber(value);
    if (!mobile.ok) {
      ctx.addIssue({ code: "custom", message: mobile.message });
      return z.NEVER;
    }
    return parsePhoneNumberFromString(value)!.number;
  });

export const planSchema = z.enum(["attune_monthly", "attune_annual"]);
export type Plan = z.infer<typeof planSchema>;

/** Plan selection on the funnel's plan page (startCheckoutAction). */
export const checkoutSchema = z.object({ plan: planSchema });

const signInPassword = z
  .string({ error: messages.passwordMin6 })
  .min(SIGN_IN_PASSWORD_MIN, messages.passwordMin6)
  .max(PASSWORD_MAX, messages.passwordTooLong);

/** Length rules only: safe to run in the browser while typing. The common-password check runs on the server. */
export const newPasswordSchema = z
  .string({ error: messages.passwordMin8 })
  .min(SIGN_UP_PASSWORD_MIN, messages.passwordMin8)
  .max(PASSWORD_MAX, messages.passwordTooLong);

export const signInSchema = z.object({ email: emailSchema, password: signInPassword });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phoneNumber: optionalPhoneSchema,
  plan: planSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The invited partner's form (spec 1 §5 "Partner registration form"), with decision 004's 8-character minimum. */
export const partnerMessages = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  passwordRequired: "Password is required",
  passwordMin8: messages.passwordMin8,
} as const;

export const partnerSignUpSchema = z.object({
  fullName: z
    .string({ error: partnerMessages.fullNameRequired })
    .trim()
    .min(1, partnerMessages.fullNameRequired)
    .max(NAME_MAX, messages.nameTooLong)
    .regex(/^[\p{L}\p{M}' -]*$/u, messages.nameCharacters),
  email: z
    .string({ error: partnerMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, partnerMessages.emailRequired)
    .max(EMAIL_MAX, messages.emailTooLong)
    .pipe(z.email({ error: partnerMessages.emailInvalid })),
  password: z
    .string({ error: partnerMessages.passwordRequired })
    .min(1, partnerMessages.passwordRequired)
    .min(SIGN_UP_PASSWORD_MIN, partnerMessages.passwordMin8)
    .max(PASSWORD_MAX, messages.passwordTooLong),
});
export type PartnerSignUpInput = z.infer<typeof partnerSignUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const tokenSchema = z
  .string({ error: "This link is invalid or has already been used." })
  .regex(/^[A-Za-z0-9_-]{43}$/, "This link is invalid or has already been used.");

export const passwordResetSchema = z
  .object({ token: tokenSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: messages.passwordsDiffer });

export const verifyEmailSchema = z.object({ token: tokenSchema });
