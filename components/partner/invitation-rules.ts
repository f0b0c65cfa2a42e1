import { checkMobileNumber, type MobileCheck } from "@/lib/validation/phone";
import { invitationSchema } from "@/lib/validation/partner";
import { rawPayload, SELF_INVITE, type InvitationPayload, type InvitationValues } from "./invitation-payload";

/*
 * The invitation form's checks (the phone rules with libphonenumber's full metadata, and the schema with zod: about
 * 90 kB gzip), fetched by the form once Settings has hydrated, not with the page (issue #34, decision 066).
 */

/** A national number typed with a country becomes E.164; anything unparseable goes as typed for the schema to name. */
function international(check: MobileCheck | null, input: string): string {
  return check?.ok ? check.e164 : input.trim();
}

function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The payload to send, the first error of each field, and each typed number's check (for "SMS-ready"). */
export function checkInvitation(values: InvitationValues) {
  const partnerCheck = values.phone.trim() ? checkMobileNumber(values.phone, values.country) : null;
  const ownCheck = values.ownPhone.trim() ? checkMobileNumber(values.ownPhone, values.ownCountry) : null;
  const raw = rawPayload(values);
  const payload: InvitationPayload = {
    ...raw,
    partnerPhone: raw.partnerPhone ? international(partnerCheck, values.phone) : "",
    ownPhone: raw.ownPhone ? international(ownCheck, values.ownPhone) : "",
  };
  const parsed = invitationSchema({ wording: "form", requireOwnPhone: values.askOwnPhone }).safeParse(payload);
  const errors = parsed.success ? {} : firstErrors(parsed.error.issues);
  if (parsed.success && parsed.data.partnerEmail === values.ownEmail.toLowerCase()) errors.partnerEmail = SELF_INVITE;
  return { payload, errors, partnerCheck, ownCheck };
}
