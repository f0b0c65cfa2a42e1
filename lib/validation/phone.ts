import {
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/max";
import mobileExamples from "libphonenumber-js/mobile/examples";
import { z } from "zod";
import { DEFAULT_PHONE_COUNTRY, type MobileCheck, type PhoneCountry } from "./phone-values";
import { text } from "./text";

/**
 * Mobile-number rules shared by registration and partner invitations (spec 1 §3 "Phone country list", §4, §5 Phone).
 * Patterns come from libphonenumber's full metadata rather than a hand-kept table, so landlines are told apart from
 * mobiles per country, and E.164 drops a national trunk zero exactly where the country requires it.
 */

export { DEFAULT_PHONE_COUNTRY, type CountryCode, type MobileCheck, type PhoneCountry } from "./phone-values";

export const phoneMessages = {
  required: "Mobile number is required",
  landline: "Landline numbers cannot receive SMS. Please enter a mobile number.",
  invalidFor: (country: string) => `Please enter a valid ${country} mobile number.`,
  noCountry: "Please enter a valid phone number with country code (e.g., +1234567890)",
} as const;

/** Longer than any number with its country code and separators; a bound on what reaches libphonenumber. */
export const PHONE_INPUT_MAX = 64;

/** The inline error waits until this many characters are typed (spec 1 §5). */
export const PHONE_ERROR_MIN_CHARS = 3;

/** Types a text message can reach. US and Canadian numbers cannot be told apart, hence FIXED_LINE_OR_MOBILE. */
const SMS_TYPES = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

/**
 * About 110 countries (spec 1 §3), with the IANA time zones that guess each one (tzdata's zone.tab plus its
 * backward-compatible aliases, since browsers may report either). Anything else falls back to the US.
 */
const TIME_ZONES: Record<string, string> = {
  US: "America/Adak America/Anchorage America/Atka America/Boise America/Chicago America/Denver America/Detroit America/Fort_Wayne America/Indiana/Indianapolis America/Indiana/Knox America/Indiana/Marengo America/Indiana/Petersburg America/Indiana/Tell_City America/Indiana/Vevay America/Indiana/Vincennes America/Indiana/Winamac America/Indianapolis America/Juneau America/Kentucky/Louisville America/Kentucky/Monticello America/Knox_IN America/Los_Angeles America/Louisville America/Menominee America/Metlakatla America/New_York America/Nome America/North_Dakota/Beulah America/North_Dakota/Center America/North_Dakota/New_Salem America/Phoenix America/Shiprock America/Sitka America/Yakutat Pacific/Honolulu Pacific/Johnston US/Alaska US/Aleutian US/Arizona US/Central US/East-Indiana US/Eastern US/Hawaii US/Indiana-Starke US/Michigan US/Mountain US/Pacific",
  CA: "America/Atikokan America/Blanc-Sablon America/Cambridge_Bay America/Creston America/Dawson America/Dawson_Creek America/Edmonton America/Fort_Nelson America/Glace_Bay America/Goose_Bay America/Halifax America/Inuvik America/Iqaluit America/Moncton America/Montreal America/Nipigon America/Pangnirtung America/Rainy_River America/Rankin_Inlet America/Regina America/Resolute America/St_Johns America/Swift_Current America/Thunder_Bay America/Toronto America/Vancouver America/Whitehorse America/Winnipeg America/Yellowknife Canada/Atlantic Canada/Central Canada/Eastern Canada/Mountain Canada/Newfoundland Canada/Pacific Canada/Saskatchewan Canada/Yukon",
  GB: "Europe/Belfast Europe/London",
  IE: "Europe/Dublin",
  AU: "Antarctica/Macquarie Australia/ACT Australia/Adelaide Australia/Brisbane Australia/Broken_Hill Australia/Canberra Australia/Currie Australia/Darwin Australia/Eucla Australia/Hobart Australia/LHI Australia/Lindeman Australia/Lord_Howe Australia/Melbourne Australia/NSW Australia/North Australia/Perth Australia/Queensland Australia/South Australia/Sydney Australia/Tasmania Australia/Victoria Australia/West Australia/Yancowinna",
  NZ: "Antarctica/South_Pole Pacific/Auckland Pacific/Chatham",
  ZA: "Africa/Johannesburg",
  IN: "Asia/Calcutta Asia/Kolkata",
  PK: "Asia/Karachi",
  BD: "Asia/Dacca Asia/Dhaka",
  LK: "Asia/Colombo",
  NP: "Asia/Kathmandu Asia/Katmandu",
  SG: "Asia/Singapore",
  MY: "Asia/Kuala_Lumpur Asia/Kuching",
  ID: "Asia/Jakarta Asia/Jayapura Asia/Makassar Asia/Pontianak Asia/Ujung_Pandang",
  PH: "Asia/Manila",
  TH: "Asia/Bangkok",
  VN: "Asia/Ho_Chi_Minh Asia/Saigon",
  KH: "Asia/Phnom_Penh",
  HK: "Asia/Hong_Kong",
  TW: "Asia/Taipei",
  CN: "Asia/Chongqing Asia/Chungking Asia/Harbin Asia/Kashgar Asia/Shanghai Asia/Urumqi",
  JP: "Asia/Tokyo",
  KR: "Asia/Seoul",
  MN: "Asia/Choibalsan Asia/Hovd Asia/Ulaanbaatar Asia/Ulan_Bator",
  DE: "Arctic/Longyearbyen Atlantic/Jan_Mayen Europe/Berlin Europe/Busingen",
  FR: "Europe/Paris",
  ES: "Africa/Ceuta Atlantic/Canary Europe/Madrid",
  PT: "Atlantic/Azores Atlantic/Madeira Europe/Lisbon",
  IT: "Europe/Rome Europe/San_Marino Europe/Vatican",
  NL: "Europe/Amsterdam",
  BE: "Europe/Brussels",
  LU: "Europe/Luxembourg",
  CH: "Europe/Zurich",
  AT: "Europe/Vienna",
  DK: "Europe/Copenhagen",
  SE: "Europe/Stockholm",
  NO: "Europe/Oslo",
  FI: "Europe/Helsinki Europe/Mariehamn",
  IS: "Atlantic/Reykjavik",
  PL: "Europe/Warsaw",
  CZ: "Europe/Prague",
  SK: "Europe/Bratislava",
  HU: "Europe/Budapest",
  RO: "Europe/Bucharest",
  BG: "Europe/Sofia",
  GR: "Europe/Athens",
  CY: "Asia/Famagusta Asia/Nicosia Europe/Nicosia",
  MT: "Europe/Malta",
  HR: "Europe/Zagreb",
  SI: "Europe/Ljubljana",
  RS: "Europe/Belgrade",
  BA: "Europe/Sarajevo",
  ME: "Europe/Podgorica",
  MK: "Europe/Skopje",
  AL: "Europe/Tirane",
  EE: "Europe/Tallinn",
  LV: "Europe/Riga",
  LT: "Europe/Vilnius",
  UA: "Europe/Kiev Europe/Kyiv Europe/Simferopol Europe/Uzhgorod Europe/Zaporozhye",
  MD: "Europe/Chisinau Europe/Tiraspol",
  KZ: "Asia/Almaty Asia/Aqtau Asia/Aqtobe Asia/Atyrau Asia/Oral Asia/Qostanay Asia/Qyzylorda",
  UZ: "Asia/Samarkand Asia/Tashkent",
  GE: "Asia/Tbilisi",
  AM: "Asia/Yerevan",
  AZ: "Asia/Baku",
  TR: "Asia/Istanbul Europe/Istanbul",
  IL: "Asia/Jerusalem Asia/Tel_Aviv",
  AE: "Asia/Dubai",
  SA: "Asia/Riyadh",
  QA: "Asia/Qatar",
  KW: "Asia/Kuwait",
  BH: "Asia/Bahrain",
  OM: "Asia/Muscat",
  JO: "Asia/Amman",
  LB: "Asia/Beirut",
  EG: "Africa/Cairo",
  MA: "Africa/Casablanca",
  DZ: "Africa/Algiers",
  TN: "Africa/Tunis",
  NG: "Africa/Lagos",
  GH: "Africa/Accra",
  KE: "Africa/Asmera Africa/Nairobi",
  UG: "Africa/Kampala",
  TZ: "Africa/Dar_es_Salaam",
  ET: "Africa/Addis_Ababa",
  RW: "Africa/Kigali",
  SN: "Africa/Dakar",
  CI: "Africa/Abidjan Africa/Timbuktu",
  CM: "Africa/Douala",
  ZW: "Africa/Harare",
  ZM: "Africa/Lusaka",
  MX: "America/Bahia_Banderas America/Cancun America/Chihuahua America/Ciudad_Juarez America/Ensenada America/Hermosillo America/Matamoros America/Mazatlan America/Merida America/Mexico_City America/Monterrey America/Ojinaga America/Santa_Isabel America/Tijuana Mexico/BajaNorte Mexico/BajaSur Mexico/General",
  GT: "America/Guatemala",
  CR: "America/Costa_Rica",
  PA: "America/Coral_Harbour America/Panama",
  CO: "America/Bogota",
  VE: "America/Caracas",
  EC: "America/Guayaquil Pacific/Galapagos",
  PE: "America/Lima",
  BO: "America/La_Paz",
  CL: "America/Coyhaique America/Punta_Arenas America/Santiago Chile/Continental Chile/EasterIsland Pacific/Easter",
  AR: "America/Argentina/Buenos_Aires America/Argentina/Catamarca America/Argentina/ComodRivadavia America/Argentina/Cordoba America/Argentina/Jujuy America/Argentina/La_Rioja America/Argentina/Mendoza America/Argentina/Rio_Gallegos America/Argentina/Salta America/Argentina/San_Juan America/Argentina/San_Luis America/Argentina/Tucuman America/Argentina/Ushuaia America/Buenos_Aires America/Catamarca America/Cordoba America/Jujuy America/Mendoza America/Rosario",
  UY: "America/Montevideo",
  PY: "America/Asuncion",
  BR: "America/Araguaina America/Bahia America/Belem America/Boa_Vista America/Campo_Grande America/Cuiaba America/Eirunepe America/Fortaleza America/Maceio America/Manaus America/Noronha America/Porto_Acre America/Porto_Velho America/Recife America/Rio_Branco America/Santarem America/Sao_Paulo Brazil/Acre Brazil/DeNoronha Brazil/East Brazil/West",
  DO: "America/Santo_Domingo",
  PR: "America/Kralendijk America/Lower_Princes America/Marigot America/Puerto_Rico America/St_Barthelemy America/Virgin",
  JM: "America/Jamaica",
  TT: "America/Port_of_Spain",
  HN: "America/Tegucigalpa",
  SV: "America/El_Salvador",
  NI: "America/Managua",
};

export const PHONE_COUNTRY_CODES = Object.keys(TIME_ZONES) as CountryCode[];

let zoneIndex: Map<string, CountryCode> | undefined;

/**
 * The country of a stored number in international form (libphonenumber's full metadata, so a +1 number is told apart
 * by area code: Toronto's 416 is Canada, Kingston's 876 Jamaica), or null for anything it cannot place.
 */
export function countryOfPhone(phone: string | null | undefined): CountryCode | null {
  if (!phone?.trim().startsWith("+")) return null;
  return parsePhoneNumberFromString(phone)?.country ?? null;
}

/** The browser's time zone → a country in the list, else the US (+1) (spec 1 §4). */
export function guessCountryFromTimeZone(timeZone: string | undefined): CountryCode {
  if (!timeZone) return DEFAULT_PHONE_COUNTRY;
  zoneIndex ??= new Map(
    Object.entries(TIME_ZONES).flatMap(([iso, zones]) => zones.split(" ").map((zone) => [zone, iso as CountryCode])),
  );
  return zoneIndex.get(timeZone) ?? DEFAULT_PHONE_COUNTRY;
}

export function countryName(iso: CountryCode, locale = "en"): string {
  return new Intl.DisplayNames([locale], { type: "region" }).of(iso) ?? iso;
}

export function phoneCountry(iso: CountryCode, locale = "en"): PhoneCountry {
  const sample = getExampleNumber(iso, mobileExamples);
  const example = sample?.formatInternational() ?? `+${getCountryCallingCode(iso)}`;
  return {
    iso,
    country: countryName(iso, locale),
    dialCode: `+${getCountryCallingCode(iso)}`,
    placeholder: sample?.formatNational() ?? "",
    example,
    maxLength: example.length + 4,
  };
}

/** The selector's options, sorted by display name. */
export function phoneCountries(locale = "en"): PhoneCountry[] {
  const collator = new Intl.Collator(locale);
  return PHONE_COUNTRY_CODES.map((iso) => phoneCountry(iso, locale)).sort((a, b) =>
    collator.compare(a.country, b.country),
  );
}

/**
 * Checks a number typed in a country's national format (a leading "+" overrides the country) and returns it as
 * E.164. The spec's fallback (a bare "+" and 7 to 15 digits) is not enough to promise SMS, so a number libphonenumber
 * cannot place in a country gets the spec's "with country code" message instead.
 */
export function checkMobileNumber(input: string, country?: CountryCode, locale = "en"): MobileCheck {
  const text = input.trim();
  if (!text) return { ok: false, reason: "required", message: phoneMessages.required };

  const parsed = parsePhoneNumberFromString(text, country);
  const iso = parsed?.country ?? (text.startsWith("+") ? undefined : country);
  // A "+" number whose calling code places it in no listed country cannot be checked for SMS: ask for one that can.
  if (!iso) return { ok: false, reason: "invalid", message: phoneMessages.noCountry };

  const { example, country: name } = phoneCountry(iso, locale);
  const withExample = (message: string) => `${message} Example: ${example}`;
  if (!parsed?.isValid()) {
    return { ok: false, reason: "invalid", message: withExample(phoneMessages.invalidFor(name)) };
  }
  const type = parsed.getType();
  if (type === "FIXED_LINE") return { ok: false, reason: "landline", message: withExample(phoneMessages.landline) };
  if (!type || !SMS_TYPES.has(type)) {
    return { ok: false, reason: "invalid", message: withExample(phoneMessages.invalidFor(name)) };
  }
  return { ok: true, e164: parsed.number, country: iso };
}

/** Whether the inline error may show yet (spec 1 §5: only after 3 characters are typed). */
export function shouldShowPhoneError(input: string): boolean {
  return input.trim().length >= PHONE_ERROR_MIN_CHARS;
}

/** A required mobile number in international form (what the forms send): E.164 out, the spec's messages on failure. */
export const mobilePhoneSchema = text({
  max: PHONE_INPUT_MAX,
  error: { required: phoneMessages.required, tooLong: phoneMessages.noCountry },
}).transform((value, ctx) => {
  const result = checkMobileNumber(value);
  if (result.ok) return result.e164;
  ctx.addIssue({ code: "custom", message: result.message });
  return z.NEVER;
});
