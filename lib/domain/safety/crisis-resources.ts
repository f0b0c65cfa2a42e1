import { FIND_A_HELPLINE, HELPLINES, type CrisisCountry, type CrisisResource } from "./helplines";
import type { SafetyCategory } from "./screen";

export { CRISIS_COUNTRIES, HELPLINES, isCrisisCountry, type CrisisCountry, type CrisisResource } from "./helplines";

/**
 * The fixed crisis response shown instead of any model reply when the safety screen (screen.ts) flags a message:
 * which country's lines to show (from the one table, helplines.ts), in what order, and the words around them.
 */

const ABUSE_LINE_NAMES: ReadonlySet<string> = new Set(
  Object.values(HELPLINES).flatMap((lines) => lines.abuse.map((resource) => resource.name)),
);

// --- Country ---------------------------------------------------------------------------------------------------------

let zoneIndex: { exact: Map<string, CrisisCountry>; prefixes: [string, CrisisCountry][] } | undefined;

/** The country a device's time zone names, or null ("UTC", a zone of a country we hold no lines for). */
export function countryFromTimeZone(timeZone: string): CrisisCountry | null {
  if (!zoneIndex) {
    zoneIndex = { exact: new Map(), prefixes: [] };
    for (const [country, lines] of Object.entries(HELPLINES) as [CrisisCountry, { zones: readonly string[] }][]) {
      for (const zone of lines.zones) {
        if (zone.endsWith("/*")) zoneIndex.prefixes.push([zone.slice(0, -1), country]);
        else zoneIndex.exact.set(zone, country);
      }
    }
  }
  return (
    zoneIndex.exact.get(timeZone) ?? zoneIndex.prefixes.find(([prefix]) => timeZone.startsWith(prefix))?.[1] ?? null
  );
}

/** Places whose numbers libphonenumber names apart but whose people the listed country's lines serve. */
const SERVED_BY: Readonly<Record<string, CrisisCountry>> = {
  GG: "GB", // Guernsey, Jersey and the Isle of Man: UK numbers; Samaritans' 116 123 and 999 work there
  JE: "GB",
  IM: "GB",
  PR: "US", // Puerto Rico and the US Virgin Islands: 988 and 911 work there
  VI: "US",
};

export interface CrisisCountrySignals {
  /** The country of the phone number on the account (libphonenumber's reading of it), or null. */
  phoneCountry: string | null;
  timeZone: string;
}

/**
 * Which country's lines to show, from every signal the server has: the phone number's country when we hold lines for
 * it (it says where the person is reachable; libphonenumber tells Canada from the US by area code), else the time
 * zone, else "INTL", where the card offers the international fallback and a one-tap choice of country. (There is no
 * country on the profile: the schema has none.) A country the person tapped is kept in their browser and wins there.
 */
export function crisisCountry({ phoneCountry, timeZone }: CrisisCountrySignals): CrisisCountry {
  const country = phoneCountry ? (SERVED_BY[phoneCountry] ?? phoneCountry) : null;
  if (country && country !== "INTL" && Object.hasOwn(HELPLINES, country)) return country as CrisisCountry;
  return countryFromTimeZone(timeZone) ?? "INTL";
}

// --- Resources -------------------------------------------------------------------------------------------------------

/**
 * The lines for a flagged message, best first:
 * - the emergency number leads when someone may be physically hurt right now (medical emergency, harm to others);
 * - for abuse, the domestic-violence lines come next (or first), since a general crisis line is the second-best call;
 *   where we hold no verified domestic-violence line, Find A Helpline stands in for one;
 * - otherwise the suicide/crisis line leads.
 * The country's emergency number and at least one free 24/7 line are always in the list.
 */
export function crisisResources(country: CrisisCountry, categories: readonly SafetyCategory[]): CrisisResource[] {
  const lines = HELPLINES[country];
  const emergencyFirst = categories.includes("medical_emergency") || categories.includes("harm_to_others");
  const abuse: readonly CrisisResource[] = lines.abuse;
  const abuseLines = categories.includes("abuse") ? (abuse.length > 0 ? abuse : [FIND_A_HELPLINE]) : [];
  const ordered: CrisisResource[] = [
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
