import type { CountryCode } from "@/lib/validation/phone-values";
import type { INVITATION_METHODS } from "@/lib/validation/partner-values";

/*
 * What the invitation form sends, without the checks (invitation-rules.ts, fetched after hydration): a value imported
 * from the rules module would bring its libphonenumber metadata and zod into Settings' first load (decision 066).
 */

export type Method = (typeof INVITATION_METHODS)[number];

export interface InvitationPayload {
  method: Method;
  partnerEmail: string;
  partnerPhone: string;
  ownPhone: string;
}

export interface InvitationValues {
  method: Method;
  email: string;
  phone: string;
  country: CountryCode;
  ownPhone: string;
  ownCountry: CountryCode;
  /** The inviter's own mobile is asked for (an SMS method and none on the profile). */
  askOwnPhone: boolean;
  /** Inviting yourself is refused here already, and again by the server. */
  ownEmail: string;
}

export const SELF_INVITE = "You cannot send an invitation to yourself.";

/** What is sent before the checks have arrived (or when they cannot be fetched): the server's parse answers. */
export function rawPayload(values: InvitationValues): InvitationPayload {
  const bySms = values.method !== "email";
  return {
    method: values.method,
    partnerEmail: values.method !== "sms" ? values.email : "",
    partnerPhone: bySms ? values.phone.trim() : "",
    ownPhone: values.askOwnPhone ? values.ownPhone.trim() : "",
  };
}
