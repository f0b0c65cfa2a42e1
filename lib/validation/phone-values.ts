import type { CountryCode } from "libphonenumber-js";

/*
 * The phone field's constants and types without libphonenumber's code and metadata (phone.ts re-exports them): the
 * forms that show a phone field import these in the browser, and fetch the checks themselves when needed (issue #34,
 * decision 066).
 */

export type { CountryCode };

export const DEFAULT_PHONE_COUNTRY: CountryCode = "US";

export interface PhoneCountry {
  iso: CountryCode;
  /** Display name in the given locale, e.g. "United Kingdom". */
  country: string;
  /** "+44" */
  dialCode: string;
  /** A national-format mobile number for the input's placeholder, e.g. "07400 123456". */
  placeholder: string;
  /** The same number in international format, quoted in error messages, e.g. "+44 7400 123456". */
  example: string;
  /** Room for the international form plus a few separators. */
  maxLength: number;
}

export type MobileCheck =
  | { ok: true; e164: string; country?: CountryCode }
  | { ok: false; reason: "required" | "landline" | "invalid"; message: string };
