import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * How the SMS test names the number it texted (spec 3 §5 "Developer tests"): Australian numbers in their national
 * form (0412 345 678), North American ten-digit numbers as (415) 555-2671, and anything else in international form
 * (+44 7400 123456), or as given when it cannot be parsed.
 */
export function formatTestPhone(e164: string): string {
  const number = e164.trim();
  const digits = number.replace(/\D/g, "");
  if (number.startsWith("+61") && digits.length === 11) {
    const national = digits.slice(2);
    return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  }
  if (number.startsWith("+1") && digits.length === 11) {
    const national = digits.slice(1);
    return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  }
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number;
}
