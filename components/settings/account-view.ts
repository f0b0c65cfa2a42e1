import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { DEFAULT_PHONE_COUNTRY, type CountryCode } from "@/lib/validation/phone";

export interface AccountView {
  email: string;
  displayName: string;
  phone: string | null;
}

/** A stored account as Settings → Account shows it, worked out where libphonenumber is already loaded. */
export interface SavedAccount extends AccountView {
  /** The number in international form ("+1 415 555 2671"), or null without one. */
  phoneDisplay: string | null;
  /** The stored number split back into the country picker and the national digits the person typed. */
  phoneCountry: CountryCode;
  phoneNational: string;
}

/**
 * On the server for the first render (account-card.tsx) and in the edit form's chunk after a save
 * (account-editor.tsx): never in the Settings page's first-load JavaScript (issue #34, decision 059).
 */
export function accountView(account: AccountView): SavedAccount {
  const parsed = account.phone ? parsePhoneNumberFromString(account.phone) : undefined;
  return {
    ...account,
    phoneDisplay: account.phone ? (parsed?.formatInternational() ?? account.phone) : null,
    phoneCountry: parsed?.country ?? DEFAULT_PHONE_COUNTRY,
    phoneNational: parsed?.country ? parsed.formatNational() : "",
  };
}
