import type { SafetyCategory } from "./screen";

/**
 * The fixed crisis response shown instead of any model reply when the safety screen (screen.ts) flags a message:
 * which country's lines to show, in what order, and the words around them. Every number here was checked against the
 * service's own site; add one only after doing the same, and add it to the allow-list in crisis-resources.test.ts.
 */
export type CrisisCountry = "US" | "CA" | "GB" | "IE" | "AU" | "INTL";

export interface CrisisResource {
  name: string;
  action: "call" | "text" | "web";
  /**
   * What the link dials, texts or opens: the digits for "call" ("988", "18007997233"), the short code for "text"
   * ("741741"), an https URL for "web". Empty only for the international emergency entry, whose number we cannot
   * know: the UI shows its detail without a link.
   */
  value: string;
  /** One line for the person, e.g. "Call or text 988, 24/7"; for a text line it names the keyword to send. */
  detail: string;
}

// --- The verified resources ------------------------------------------------------------------------------------------

const US_988: CrisisResource = {
  name: "988 Suicide & Crisis Lifeline",
  action: "call",
  value: "988",
  detail: "Call or text 988, free and confidential, 24/7",
};
const US_CRISIS_TEXT_LINE: CrisisResource = {
  name: "Crisis Text Line",
  action: "text",
  value: "741741",
  detail: "Text HOME to 741741, 24/7",
};
const US_DV_CALL: CrisisResource = {
  name: "National Domestic Violence Hotline",
  action: "call",
  value: "18007997233",
  detail: "Call 1-800-799-7233, confidential, 24/7",
};
const US_DV_TEXT: CrisisResource = {
  name: "National Domestic Violence Hotline",
  action: "text",
  value: "88788",
  detail: "Text START to 88788",
};
const CA_988: CrisisResource = {
  name: "988 Suicide Crisis Helpline",
  action: "call",
  value: "988",
  detail: "Call or text 988, free and confidential, 24/7",
};
const SAMARITANS: CrisisResource = {
  name: "Samaritans",
  action: "call",
  value: "116123",
  detail: "Call 116 123, free, 24/7",
};
const GB_DV: CrisisResource = {
  name: "National Domestic Abuse Helpline",
  action: "call",
  value: "08082000247",
  detail: "Call 0808 2000 247, free and confidential, 24/7",
};
const AU_LIFELINE: CrisisResource = {
  name: "Lifeline",
  action: "call",
  value: "131114",
  detail: "Call 13 11 14, 24/7",
};
const AU_DV: CrisisResource = {
  name: "1800RESPECT",
  action: "call",
  value: "1800737732",
  detail: "Call 1800 737 732, confidential, 24/7",
};
const FIND_A_HELPLINE: CrisisResource = {
  name: "Find A Helpline",
  action: "web",
  value: "https://findahelpline.com",
  detail: "Find a free, confidential helpline in your country",
};

const emergency = (value: string, detail: string): CrisisResource => ({
  name: "Emergency services",
  action: "call",
  value,
  detail,
});
const IN_DANGER = "if you or someone else is in immediate danger";

interface CountryLines {
  emergency: CrisisResource;
  /** Suicide and emotional crisis lines, best first; the first is always free and open 24/7. */
  crisis: readonly CrisisResource[];
  /** Domestic-violence lines; empty where we hold no verified one. */
  abuse: readonly CrisisResource[];
}

const LINES: Readonly<Record<CrisisCountry, CountryLines>> = {
  US: {
    emergency: emergency("911", `Call 911 ${IN_DANGER}`),
    crisis: [US_988, US_CRISIS_TEXT_LINE],
    abuse: [US_DV_CALL, US_DV_TEXT],
  },
  CA: { emergency: emergency("911", `Call 911 ${IN_DANGER}`), crisis: [CA_988], abuse: [] },
  GB: { emergency: emergency("999", `Call 999 ${IN_DANGER}`), crisis: [SAMARITANS], abuse: [GB_DV] },
  IE: { emergency: emergency("112", `Call 112 or 999 ${IN_DANGER}`), crisis: [SAMARITANS], abuse: [] },
  AU: { emergency: emergency("000", `Call 000 ${IN_DANGER}`), crisis: [AU_LIFELINE], abuse: [AU_DV] },
  INTL: {
    emergency: emergency("", `Call your local emergency number ${IN_DANGER}`),
    crisis: [FIND_A_HELPLINE],
    abuse: [],
  },
};

const ABUSE_LINE_NAMES: ReadonlySet<string> = new Set(
  Object.values(LINES).flatMap((lines) => lines.abuse.map((resource) => resource.name)),
);

// --- Country ---------------------------------------------------------------------------------------------------------

// Canada shares +1 (and 911, 988) with the US, so only the time zone tells them apart. Legacy "Canada/*" names and
// the smaller Canadian zones are listed too, since a browser reports whatever the device is set to.
const CANADIAN_ZONES: ReadonlySet<string> = new Set([
  "America/Toronto",
  "America/Montreal",
  "America/Vancouver",
  "America/Edmonton",
  "America/Winnipeg",
  "America/Halifax",
  "America/St_Johns",
  "America/Regina",
  "America/Moncton",
  "America/Glace_Bay",
  "America/Goose_Bay",
  "America/Swift_Current",
  "America/Whitehorse",
  "America/Dawson",
  "America/Dawson_Creek",
  "America/Fort_Nelson",
  "America/Yellowknife",
  "America/Inuvik",
  "America/Iqaluit",
  "America/Rankin_Inlet",
  "America/Resolute",
  "America/Cambridge_Bay",
  "America/Atikokan",
  "America/Creston",
  "America/Blanc-Sablon",
  "America/Nipigon",
  "America/Thunder_Bay",
  "America/Rainy_River",
  "America/Pangnirtung",
]);

// The zones of the fifty states. Other +1 places in the Americas (the Caribbean) have their own services, so an
// America/* zone outside this list falls back to INTL rather than to US numbers that may not connect.
const US_ZONES: ReadonlySet<string> = new Set([
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Phoenix",
  "America/Anchorage",
  "America/Juneau",
  "America/Sitka",
  "America/Nome",
  "America/Yakutat",
  "America/Metlakatla",
  "America/Adak",
  "America/Boise",
  "America/Detroit",
  "America/Menominee",
  "Pacific/Honolulu",
]);

function countryFromTimeZone(timeZone: string): CrisisCountry | null {
  if (CANADIAN_ZONES.has(timeZone) || timeZone.startsWith("Canada/")) return "CA";
  if (
    US_ZONES.has(timeZone) ||
    /^America\/(?:Indiana|Kentucky|North_Dakota)\//.test(timeZone) ||
    timeZone.startsWith("US/")
  ) {
    return "US";
  }
  if (timeZone === "Europe/London" || timeZone === "Europe/Belfast" || timeZone === "GB") return "GB";
  if (timeZone === "Europe/Dublin" || timeZone === "Eire") return "IE";
  if (timeZone.startsWith("Australia/")) return "AU";
  return null;
}

// No code here is a prefix of another, so the first match is the only one.
const CALLING_CODES: readonly (readonly [string, CrisisCountry])[] = [
  ["353", "IE"],
  ["44", "GB"],
  ["61", "AU"],
  ["1", "US"],
];

/**
 * Which country's lines to show: the phone's calling code when it is one we hold lines for (it says where the person
 * is reachable, the time zone only where the device is set), else the time zone, else the international fallback.
 */
export function crisisCountry(input: { phone: string | null; timeZone: string }): CrisisCountry {
  const digits = input.phone?.trim().startsWith("+") ? input.phone.replace(/\D/g, "") : "";
  const fromPhone = CALLING_CODES.find(([code]) => digits.startsWith(code))?.[1];
  if (fromPhone === "US") return countryFromTimeZone(input.timeZone) === "CA" ? "CA" : "US";
  if (fromPhone) return fromPhone;
  return countryFromTimeZone(input.timeZone) ?? "INTL";
}

// --- Resources -------------------------------------------------------------------------------------------------------

/**
 * The lines for a flagged message, best first:
 * - the emergency number leads when someone may be physically hurt right now (medical emergency, harm to others);
 * - for abuse, the domestic-violence lines come next (or first), since a general crisis line is the second-best call;
 *   where we hold no verified domestic-violence line (CA, IE, INTL), Find A Helpline stands in for one;
 * - otherwise the suicide/crisis line leads.
 * The country's emergency number and at least one free 24/7 line are always in the list.
 */
export function crisisResources(country: CrisisCountry, categories: readonly SafetyCategory[]): CrisisResource[] {
  const lines = LINES[country];
  const emergencyFirst = categories.includes("medical_emergency") || categories.includes("harm_to_others");
  const abuseLines = categories.includes("abuse") ? (lines.abuse.length > 0 ? lines.abuse : [FIND_A_HELPLINE]) : [];
  const ordered = [
    ...(emergencyFirst ? [lines.emergency] : []),
    ...abuseLines,
    ...lines.crisis,
    ...(emergencyFirst ? [] : [lines.emergency]),
  ];
  return ordered.filter((resource, index) => ordered.indexOf(resource) === index);
}

// --- Words -----------------------------------------------------------------------------------------------------------

/** Fixed text, never generated: a person in crisis gets the same careful words every time. */
export const CRISIS_TEXT: {
  heading: string;
  message: string;
  abuse: (resources: CrisisResource[]) => string;
} = {
  heading: "You deserve support right now",
  message:
    "It sounds like you're carrying something really heavy, and this is more than your coach can help with safely. " +
    "Please reach out to one of the people below, or call emergency services if you're in immediate danger. " +
    "You are not alone.",
  abuse: (resources) => {
    const line = resources.find((resource) => ABUSE_LINE_NAMES.has(resource.name));
    const pointer = line
      ? `If someone at home is hurting, threatening or controlling you, ${line.name} can talk it through with you in confidence.`
      : "If someone at home is hurting, threatening or controlling you, the people below can talk it through with you in confidence.";
    // Shown on the mood log too, so nothing here speaks of the coach's panel.
    return `${pointer} Your partner is never told about this.`;
  },
};
