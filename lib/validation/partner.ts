import { z } from "zod";
import { isDisconnectPhrase } from "@/lib/domain/invitations";
import { CONFIRMATION_MAX_LENGTH } from "./account";
import { EMAIL_MAX } from "./credentials";
import { inviteTokenSchema } from "./invite-token";
import { checkMobileNumber, PHONE_INPUT_MAX } from "./phone";
import { text } from "./text";
import { DEFAULT_INVITATION_METHOD, DISCONNECT_PHRASE, INVITATION_METHODS } from "./partner-values";

/**
 * Partner invitation, acceptance and disconnect inputs (spec 3 §5 "Invitation", "Danger Zone"). The spec words the
 * "required" messages differently on the form and on the server, so the schema is built for one or the other; the
 * rest is shared. Unknown keys (userId, partnerId, status…) are stripped: nothing in a payload picks whose row is
 * written.
 */

export { DEFAULT_INVITATION_METHOD, DISCONNECT_PHRASE, INVITATION_METHODS } from "./partner-values";

export type Wording = "form" | "server";

const FOR_YOURSELF = " for yourself";

export const invitationMessages = {
  method: "Please select a valid invitation method",
  emailRequired: {
    form: "Partner's email is required for email invitation",
    server: "Email address is required for email invitations",
  },
  emailInvalid: "Please enter a valid email address",
  phoneRequired: {
    form: "Partner's mobile number is required for SMS invitation",
    server: "Phone number is required for SMS invitations",
  },
  phoneInvalid: "Please enter a valid mobile number with country code",
  ownPhoneRequired: {
    form: `Your mobile number is required for SMS invitation${FOR_YOURSELF}`,
    server: `Phone number is required for SMS invitations${FOR_YOURSELF}`,
  },
  ownPhoneInvalid: `Please enter a valid mobile number with country code${FOR_YOURSELF}`,
  disconnect: `Please type ${DISCONNECT_PHRASE} to confirm`,
} as const;

const emailFormat = z.email();

/**
 * The typed contact fields, read below only when the method uses them (the form sends "" for hidden ones). Control
 * characters are refused with a field error: an address or number never contains one, and the message says why.
 */
const contactField = (max: number, tooLong: string) => text({ max, error: { tooLong } }).nullish();

export interface InvitationInput {
  method: (typeof INVITATION_METHODS)[number];
  /** Lower-cased; null unless the method includes email. */
  partnerEmail: string | null;
  /** E.164; null unless the method includes SMS. */
  partnerPhone: string | null;
  /** The inviter's own mobile (E.164) when given with an SMS method, else null. */
  ownPhone: string | null;
}

/**
 * `requireOwnPhone`: the inviter has no phone on file, so an SMS invitation needs theirs too (spec 3 §5). The form
 * knows this from the profile; the server schema leaves it to the service, which reads the profile.
 */
export function invitationSchema({
  wording,
  requireOwnPhone = false,
}: {
  wording: Wording;
  requireOwnPhone?: boolean;
}) {
  return z
    .object({
      method: z.enum(INVITATION_METHODS, { error: invitationMessages.method }).default(DEFAULT_INVITATION_METHOD),
      partnerEmail: contactField(EMAIL_MAX, invitationMessages.emailInvalid),
      partnerPhone: contactField(PHONE_INPUT_MAX, invitationMessages.phoneInvalid),
      ownPhone: contactField(PHONE_INPUT_MAX, invitationMessages.ownPhoneInvalid),
    })
    .transform((value, ctx): InvitationInput => {
      const byEmail = value.method !== "sms";
      const bySms = value.method !== "email";
      let partnerEmail: string | null = null;
      let partnerPhone: string | null = null;
      let ownPhone: string | null = null;

      if (byEmail) {
        const email = (value.partnerEmail ?? "").trim().toLowerCase();
        if (!email) {
          ctx.addIssue({ code: "custom", path: ["partnerEmail"], message: invitationMessages.emailRequired[wording] });
        } else if (email.length > EMAIL_MAX || !emailFormat.safeParse(email).success) {
          ctx.addIssue({ code: "custom", path: ["partnerEmail"], message: invitationMessages.emailInvalid });
        } else partnerEmail = email;
      }

      if (bySms) {
        const phone = (value.partnerPhone ?? "").trim();
        const checked = phone ? checkMobileNumber(phone) : null;
        if (!phone) {
          ctx.addIssue({ code: "custom", path: ["partnerPhone"], message: invitationMessages.phoneRequired[wording] });
        } else if (!checked?.ok) {
          ctx.addIssue({ code: "custom", path: ["partnerPhone"], message: invitationMessages.phoneInvalid });
        } else partnerPhone = checked.e164;

        const own = (value.ownPhone ?? "").trim();
        const ownChecked = own ? checkMobileNumber(own) : null;
        if (!own) {
          if (requireOwnPhone) {
            ctx.addIssue({ code: "custom", path: ["ownPhone"], message: invitationMessages.ownPhoneRequired[wording] });
          }
        } else if (!ownChecked?.ok) {
          ctx.addIssue({ code: "custom", path: ["ownPhone"], message: invitationMessages.ownPhoneInvalid });
        } else ownPhone = ownChecked.e164;
      }

      return { method: value.method, partnerEmail, partnerPhone, ownPhone };
    });
}

/** What sendPartnerInvitationAction accepts. */
export const sendInvitationSchema = invitationSchema({ wording: "server" });

/** Accept and decline carry only the token from the link. */
export const inviteTokenInputSchema = z.object({ token: inviteTokenSchema });
export type InviteTokenInput = z.output<typeof inviteTokenInputSchema>;

/** Actions without input still parse one, so a payload cannot smuggle anything in. */
export const noInputSchema = z.unknown().transform(() => ({}));

export const disconnectConfirmationSchema = z.object({
  confirmation: text({ max: CONFIRMATION_MAX_LENGTH, error: invitationMessages.disconnect }).refine(
    (value) => isDisconnectPhrase(value, DISCONNECT_PHRASE),
    { message: invitationMessages.disconnect },
  ),
});
export type DisconnectConfirmation = z.output<typeof disconnectConfirmationSchema>;
