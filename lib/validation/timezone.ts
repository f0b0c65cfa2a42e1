import { z } from "zod";
import { text } from "./text";

/**
 * The browser's IANA time zone, sent with sign-up and stored in profiles.timezone. It is a hint, not a field the
 * person typed: anything that is not a real zone (a control character, an offset, a typo) falls back to undefined
 * and sign-up carries on with the default (UTC), as it always has.
 */

/** The longest IANA name is 32 characters ("America/Argentina/ComodRivadavia"); 64 leaves room for new ones. */
export const TIME_ZONE_MAX = 64;

// IANA names are letters, digits and "/_-+" and start with a letter, so offsets ("+05:00") and paths are not zones
// even where a newer Intl would accept them.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9/_+-]*$/;

/**
 * The zone's canonical name ("america/new_york" → "America/New_York"), or null when Intl does not know it. Stored
 * names are canonical, so readers see one spelling per zone; a fresh formatter is used on purpose rather than the
 * domain's cached one, so arbitrary input cannot grow a cache.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!IANA_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** `timezoneSchema.parse(anything)` is a canonical IANA zone or undefined; it never throws. */
export const timezoneSchema = text({ max: TIME_ZONE_MAX, trim: false })
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: "custom", message: "Unknown time zone" });
    return z.NEVER;
  })
  .optional()
  .catch(undefined);
