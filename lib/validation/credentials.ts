import { z } from "zod";
import { anyText, text } from "./text";

/**
 * Auth forms, actions and services share these schemas (spec 1 §5). Sign-up raises the spec's 6-character minimum
 * to 8 and rejects common passwords (decision 004, ASVS 6.2.1/6.2.4); sign-in asks only for a password, with no
 * minimum (decision 052). Nothing here knows phone numbers: the sign-in, reset and partner forms import this module,
 * so the phone rules' metadata (libphonenumber, about 55 kB gzip) stays out of their pages; sign-up's schema, which
 * has the phone field, is in auth.ts.
 */

export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const SIGN_UP_PASSWORD_MIN = 8;
export const NAME_MAX = 100;

export const messages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must be less than 254 characters",
  passwordRequired: "Password is required",
  passwordMin8: "Password must be at least 8 characters",
  passwordTooLong: "Password must be less than 128 characters",
  passwordCommon: "This password is too common. Please choose a less common password.",
  passwordsDiffer: "Passwords do not match",
  nameRequired: "Please enter your name",
  nameTooLong: "Name must be less than 100 characters",
  phoneInvalid: "If provided, please enter a valid phone number with country code",
} as const;

/** An email field: trimmed, lower-cased, at most 254 characters. Control characters get the field's own message. */
function emailField({ required, invalid }: { required: string; invalid: string }) {
  return text({ max: EMAIL_MAX, min: 1, error: { required, tooLong: messages.emailTooLong, unsupported: invalid } })
    .toLowerCase()
    .pipe(z.email({ error: invalid }));
}

/**
 * A person's name: required and at most 100 characters once trimmed, nothing more. Spec 1 §5 defines a letters-only
 * rule but marks it unused on the shown screens, and people's names carry dots, digits and more ("J. Smith",
 * "Mary-Kate O'Neil 2nd"), so the registration forms do not apply it (issue #12). Control characters are still
 * refused by text(), with its own message.
 */
function personName(required: string) {
  return text({ max: NAME_MAX, min: 1, error: { required, tooLong: messages.nameTooLong } });
}

export const emailSchema = emailField({ required: messages.emailRequired, invalid: messages.emailInvalid });

export const nameSchema = personName(messages.nameRequired);

export const planSchema = z.enum(["attune_monthly", "attune_annual"]);
export type Plan = z.infer<typeof planSchema>;

/** Plan selection on the funnel's plan page (startCheckoutAction). */
export const checkoutSchema = z.object({ plan: planSchema });

/**
 * Sign-in takes any characters: a password is only hashed and compared, never stored or shown, and refusing a
 * character now could lock out someone who chose it before. Nor is there a minimum (decision 052): whether an
 * existing password is right is the hash's to say, and a length rule only ever answered a wrong or emptied box with
 * "Password must be at least 6 characters" (sign-up asks for 8), which is not why the sign-in failed. The ceiling
 * stays: no password was ever set above it, and it bounds what argon2 is asked to hash.
 */
const signInPassword = anyText({
  max: PASSWORD_MAX,
  min: 1,
  trim: false,
  error: { required: messages.passwordRequired, tooLong: messages.passwordTooLong },
});

/**
 * Length rules only: safe to run in the browser while typing. The common-password check runs on the server.
 * A new password refuses control characters and lone surrogates: most keyboards cannot type them (a lock-out waiting
 * to happen), and a lone surrogate is hashed as U+FFFD, so two different passwords would match.
 */
function newPassword(required: string) {
  return text({
    max: PASSWORD_MAX,
    min: SIGN_UP_PASSWORD_MIN,
    trim: false,
    error: { required, tooShort: messages.passwordMin8, tooLong: messages.passwordTooLong },
  });
}

export const newPasswordSchema = newPassword(messages.passwordMin8);

export const signInSchema = z.object({ email: emailSchema, password: signInPassword });
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * Sign-up asks every person to confirm they are 18 or older (decision 035): the spec's 13–17 with a parent's consent
 * is not offered, since Attune has no way to collect or verify that consent and an AI coach owes minors duties we
 * do not build. The box must be ticked; the server refuses a sign-up without it.
 */
export const AGE_CONFIRMATION_MESSAGE = "Please confirm you are 18 or older";
export const AGE_CONFIRMATION_LABEL = "I am 18 or older";
export const ageConfirmed = z.literal(true, { error: AGE_CONFIRMATION_MESSAGE });

/** The invited partner's form (spec 1 §5 "Partner registration form"), with decision 004's 8-character minimum. */
export const partnerMessages = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  passwordRequired: messages.passwordRequired,
  passwordMin8: messages.passwordMin8,
} as const;

export const partnerSignUpSchema = z.object({
  fullName: personName(partnerMessages.fullNameRequired),
  email: emailField({ required: partnerMessages.emailRequired, invalid: partnerMessages.emailInvalid }),
  password: newPassword(partnerMessages.passwordRequired),
  ageConfirmed,
});
export type PartnerSignUpInput = z.infer<typeof partnerSignUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });

const INVALID_LINK = "This link is invalid or has already been used.";

/** An emailed one-time token: 32 random bytes, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Exact, so never trimmed. */
export const tokenSchema = text({ max: 43, trim: false, error: INVALID_LINK }).regex(TOKEN_PATTERN, INVALID_LINK);

/** Only compared with `password`, under the same rules: a value those refuse could never match it. */
const confirmPassword = text({
  max: PASSWORD_MAX,
  trim: false,
  error: { required: messages.passwordsDiffer, tooLong: messages.passwordsDiffer },
});

export const passwordResetSchema = z
  .object({ token: tokenSchema, password: newPasswordSchema, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: messages.passwordsDiffer });

export const verifyEmailSchema = z.object({ token: tokenSchema });
