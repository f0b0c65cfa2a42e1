import { z } from "zod";
import {
  TEST_EMAIL_TEMPLATES,
  TEST_SMS_MAX,
  TEST_SMS_TYPES,
  type TestEmailTemplate,
} from "@/lib/domain/dev-tools-utilities";
import { EMAIL_MAX } from "./credentials";
import { checkMobileNumber, PHONE_INPUT_MAX } from "./phone";
import { text } from "./text";

/**
 * The Utilities tab's test payloads (spec 3 §3 "test payloads", §5 "Developer tests"): an SMS to a number with its
 * country code, and the email suite to one address. The form parses the same schemas before it sends, so its
 * messages and the server's are the spec's, word for word.
 */

export const devTestMessages = {
  phoneRequired: "Phone number is required",
  countryCode: "Phone number must include country code",
  /** The toast beside the field error when the number has no country code. */
  countryCodeToast: "Please select a country and enter a valid phone number.",
  customRequired: "Please enter a custom message to send.",
  customTooLong: `Custom message must be at most ${TEST_SMS_MAX} characters`,
  messageType: "Please choose a message type",
  emailRequired: "Please enter a test email address",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email must be less than 254 characters",
  templates: "Please choose an email to test",
} as const;

/**
 * A number in international form: a leading "+" first (the spec's own check), then libphonenumber's, which also
 * refuses a landline (it cannot receive the text). E.164 out.
 */
const testPhoneSchema = text({
  max: PHONE_INPUT_MAX,
  min: 1,
  error: { required: devTestMessages.phoneRequired, tooLong: devTestMessages.countryCode },
}).transform((value, ctx) => {
  if (!value.startsWith("+")) {
    ctx.addIssue({ code: "custom", message: devTestMessages.countryCode });
    return z.NEVER;
  }
  const checked = checkMobileNumber(value);
  if (checked.ok) return checked.e164;
  ctx.addIssue({ code: "custom", message: checked.message });
  return z.NEVER;
});

export type TestSmsInput =
  { phone: string; messageType: "invitation" } | { phone: string; messageType: "custom"; customMessage: string };

export const testSmsSchema = z
  .object({
    phone: testPhoneSchema,
    messageType: z.enum(TEST_SMS_TYPES, { error: devTestMessages.messageType }).default("invitation"),
    // One SMS segment; line breaks are fine in a text message.
    customMessage: text({
      max: TEST_SMS_MAX,
      multiline: true,
      error: { tooLong: devTestMessages.customTooLong },
    }).optional(),
  })
  .transform((value, ctx): TestSmsInput => {
    if (value.messageType === "invitation") return { phone: value.phone, messageType: "invitation" };
    if (!value.customMessage) {
      ctx.addIssue({ code: "custom", path: ["customMessage"], message: devTestMessages.customRequired });
      return z.NEVER;
    }
    return { phone: value.phone, messageType: "custom", customMessage: value.customMessage };
  });

export interface TestEmailsInput {
  /** Lower-cased. */
  to: string;
  /** Each at most once, in the suite's order. */
  templates: TestEmailTemplate[];
}

export const testEmailsSchema = z
  .object({
    to: text({
      max: EMAIL_MAX,
      min: 1,
      error: {
        required: devTestMessages.emailRequired,
        tooLong: devTestMessages.emailTooLong,
        unsupported: devTestMessages.emailInvalid,
      },
    })
      .toLowerCase()
      .pipe(z.email({ error: devTestMessages.emailInvalid })),
    templates: z
      .array(z.enum(TEST_EMAIL_TEMPLATES, { error: devTestMessages.templates }), { error: devTestMessages.templates })
      .min(1, { error: devTestMessages.templates })
      .max(TEST_EMAIL_TEMPLATES.length, { error: devTestMessages.templates }),
  })
  .transform(({ to, templates }): TestEmailsInput => ({
    to,
    templates: TEST_EMAIL_TEMPLATES.filter((template) => templates.includes(template)),
  }));
