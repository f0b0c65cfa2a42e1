import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { ageConfirmed, emailSchema, messages, nameSchema, newPasswordSchema, planSchema } from "./credentials";
import { checkMobileNumber, PHONE_INPUT_MAX } from "./phone";
import { text } from "./text";

/**
 * Sign-up's schema, the one with a phone number (spec 1 §5), over the shared credential rules of credentials.ts. Only
 * the forms with a phone field import this module, so the phone rules' metadata is in no other page's first load.
 */
/**
 * Empty means "no phone"; anything else must be a valid international number and is stored as E.164. It must also be
 * able to receive SMS (the registration form promises "SMS-ready"), so a landline gets the spec's landline message.
 */
export const optionalPhoneSchema = text({ max: PHONE_INPUT_MAX, error: { tooLong: messages.phoneInvalid } })
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

export const signUpSchema = z.object({
  fullName: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phoneNumber: optionalPhoneSchema,
  plan: planSchema.optional(),
  ageConfirmed,
});
export type SignUpInput = z.infer<typeof signUpSchema>;
