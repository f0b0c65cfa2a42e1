/**
 * The one table of help lines (issue #35, decision 065): per country, its emergency number, its national suicide and
 * emotional-crisis lines and, where we hold one, its domestic-violence line, with the time zones that name it. Only
 * well-known national services are listed (each is the line the country's own health service points to); add one only
 * after checking its number on the service's own site, and add it to the allow-list in crisis-resources.test.ts.
 * Anywhere else gets the international fallback: 112, which a mobile phone can dial for emergency services across
 * Europe and in many other countries, and Find A Helpline, plus a one-tap choice of country (components/safety).
 */

export interface CrisisResource {
  name: string;
  action: "call" | "text" | "web";
  /** What the link dials, texts or opens: the digits for "call", the short code for "text", an https URL for "web". */
  value: string;
  /** One line for the person, e.g. "Call or text 988, 24/7"; for a text line it names the keyword to send. */
  detail: string;
}

export interface CountryLines {
  /** The country's name, as the chooser and /coach-safety show it. */
  name: string;
  emergency: CrisisResource;
  /** Suicide and emotional crisis lines, best first; the first is always free and open 24/7. */
  crisis: readonly CrisisResource[];
  /** Domestic-violence lines; empty where we hold no verified one. */
  abuse: readonly CrisisResource[];
  /** IANA zones that place a device in this country (a phone number's country is read first). */
  zones: readonly string[];
}

const IN_DANGER = "if you or someone else is in immediate danger";
const emergency = (value: string, spoken = value): CrisisResource => ({
  name: "Emergency services",
  action: "call",
  value,
  detail: `Call ${spoken} ${IN_DANGER}`,
});
const call = (name: string, value: string, detail: string): CrisisResource => ({ name, action: "call", value, detail });

export const FIND_A_HELPLINE: CrisisResource = {
  name: "Find A Helpline",
  action: "web",
  value: "https://findahelpline.com",
  detail: "Find a free, confidential helpline in your country",
};
const SAMARITANS = call("Samaritans", "116123", "Call 116 123, free, 24/7");

export const HELPLINES = {
  US: {
    name: "United States",
    emergency: emergency("911"),
    crisis: [
      call("988 Suicide & Crisis Lifeline", "988", "Call or text 988, free and confidential, 24/7"),
      { name: "Crisis Text Line", action: "text", value: "741741", detail: "Text HOME to 741741, 24/7" },
    ],
    abuse: [
      call("National Domestic Violence Hotline", "18007997233", "Call 1-800-799-7233, confidential, 24/7"),
      { name: "National Domestic Violence Hotline", action: "text", value: "88788", detail: "Text START to 88788" },
    ],
    zones: [
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
      "America/Indiana/*",
      "America/Kentucky/*",
      "America/North_Dakota/*",
      "US/*",
    ],
  },
  CA: {
    name: "Canada",
    emergency: emergency("911"),
    crisis: [call("988 Suicide Crisis Helpline", "988", "Call or text 988, free and confidential, 24/7")],
    abuse: [],
    zones: [
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
      "Canada/*",
    ],
  },
  GB: {
    name: "United Kingdom",
    emergency: emergency("999"),
    crisis: [SAMARITANS],
    abuse: [call("National Domestic Abuse Helpline", "08082000247", "Call 0808 2000 247, free and confidential, 24/7")],
    zones: ["Europe/London", "Europe/Belfast", "GB"],
  },
  IE: {
    name: "Ireland",
    emergency: { ...emergency("112"), detail: `Call 112 or 999 ${IN_DANGER}` },
    crisis: [SAMARITANS],
    abuse: [],
    zones: ["Europe/Dublin", "Eire"],
  },
  AU: {
    name: "Australia",
    emergency: emergency("000"),
    crisis: [call("Lifeline", "131114", "Call 13 11 14, 24/7")],
    abuse: [call("1800RESPECT", "1800737732", "Call 1800 737 732, confidential, 24/7")],
    zones: ["Australia/*"],
  },
  NZ: {
    name: "New Zealand",
    emergency: emergency("111"),
    crisis: [call("Need to talk? 1737", "1737", "Call or text 1737, free, 24/7")],
    abuse: [],
    zones: ["Pacific/Auckland", "Pacific/Chatham", "NZ"],
  },
  DE: {
    name: "Germany",
    emergency: emergency("112"),
    crisis: [call("TelefonSeelsorge", "08001110111", "Call 0800 111 0 111, free, 24/7")],
    abuse: [],
    zones: ["Europe/Berlin", "Europe/Busingen"],
  },
  AT: {
    name: "Austria",
    emergency: emergency("112"),
    crisis: [call("TelefonSeelsorge", "142", "Call 142, free, 24/7")],
    abuse: [],
    zones: ["Europe/Vienna"],
  },
  CH: {
    name: "Switzerland",
    emergency: emergency("112"),
    crisis: [call("Die Dargebotene Hand / La Main Tendue", "143", "Call 143, 24/7")],
    abuse: [],
    zones: ["Europe/Zurich"],
  },
  FR: {
    name: "France",
    emergency: emergency("112"),
    crisis: [call("3114 Prévention du suicide", "3114", "Call 3114, free, 24/7")],
    abuse: [],
    zones: ["Europe/Paris"],
  },
  BE: {
    name: "Belgium",
    emergency: emergency("112"),
    crisis: [
      call("Zelfmoordlijn", "1813", "Call 1813, free, 24/7 (Dutch)"),
      call("Centre de Prévention du Suicide", "080032123", "Call 0800 32 123, free, 24/7 (French)"),
    ],
    abuse: [],
    zones: ["Europe/Brussels"],
  },
  NL: {
    name: "Netherlands",
    emergency: emergency("112"),
    crisis: [call("113 Zelfmoordpreventie", "113", "Call 113, or 0800 0113 free, 24/7")],
    abuse: [],
    zones: ["Europe/Amsterdam"],
  },
  ES: {
    name: "Spain",
    emergency: emergency("112"),
    crisis: [call("Línea 024", "024", "Call 024, free, 24/7")],
    abuse: [],
    zones: ["Europe/Madrid", "Africa/Ceuta", "Atlantic/Canary"],
  },
  SE: {
    name: "Sweden",
    emergency: emergency("112"),
    crisis: [call("Självmordslinjen", "90101", "Call 90101, 24/7")],
    abuse: [],
    zones: ["Europe/Stockholm"],
  },
  NO: {
    name: "Norway",
    emergency: emergency("112"),
    crisis: [call("Mental Helse Hjelpetelefonen", "116123", "Call 116 123, free, 24/7")],
    abuse: [],
    zones: ["Europe/Oslo"],
  },
  FI: {
    name: "Finland",
    emergency: emergency("112"),
    crisis: [call("MIELI Crisis Helpline", "0925250111", "Call 09 2525 0111, 24/7")],
    abuse: [],
    zones: ["Europe/Helsinki"],
  },
  IN: {
    name: "India",
    emergency: emergency("112"),
    crisis: [call("Tele-MANAS", "14416", "Call 14416, free, 24/7")],
    abuse: [],
    zones: ["Asia/Kolkata", "Asia/Calcutta"],
  },
  ZA: {
    name: "South Africa",
    emergency: { ...emergency("10111"), detail: `Call 10111, or 112 from a mobile phone, ${IN_DANGER}` },
    crisis: [call("SADAG Suicide Crisis Helpline", "0800567567", "Call 0800 567 567, free, 24/7")],
    abuse: [],
    zones: ["Africa/Johannesburg"],
  },
  BR: {
    name: "Brazil",
    emergency: emergency("192"),
    crisis: [call("CVV", "188", "Call 188, free, 24/7")],
    abuse: [],
    zones: [
      "America/Sao_Paulo",
      "America/Bahia",
      "America/Fortaleza",
      "America/Recife",
      "America/Maceio",
      "America/Belem",
      "America/Araguaina",
      "America/Santarem",
      "America/Manaus",
      "America/Cuiaba",
      "America/Campo_Grande",
      "America/Porto_Velho",
      "America/Boa_Vista",
      "America/Rio_Branco",
      "America/Eirunepe",
      "America/Noronha",
      "Brazil/*",
    ],
  },
  MX: {
    name: "Mexico",
    emergency: emergency("911"),
    crisis: [call("Línea de la Vida", "8009112000", "Call 800 911 2000, free, 24/7")],
    abuse: [],
    zones: [
      "America/Mexico_City",
      "America/Cancun",
      "America/Merida",
      "America/Monterrey",
      "America/Matamoros",
      "America/Chihuahua",
      "America/Ciudad_Juarez",
      "America/Ojinaga",
      "America/Hermosillo",
      "America/Mazatlan",
      "America/Bahia_Banderas",
      "America/Tijuana",
      "Mexico/*",
    ],
  },
  JP: {
    name: "Japan",
    emergency: emergency("119"),
    crisis: [call("Yorisoi Hotline", "0120279338", "Call 0120-279-338, free, 24/7")],
    abuse: [],
    zones: ["Asia/Tokyo", "Japan"],
  },
  KR: {
    name: "South Korea",
    emergency: emergency("119"),
    crisis: [call("Suicide prevention line 109", "109", "Call 109, free, 24/7")],
    abuse: [],
    zones: ["Asia/Seoul", "ROK"],
  },
  SG: {
    name: "Singapore",
    emergency: emergency("995"),
    crisis: [call("Samaritans of Singapore", "1767", "Call 1767, free, 24/7")],
    abuse: [],
    zones: ["Asia/Singapore", "Singapore"],
  },
  INTL: {
    name: "Everywhere else",
    emergency: {
      name: "Emergency services",
      action: "call",
      value: "112",
      detail: `Call your local emergency number ${IN_DANGER}; from a mobile phone, 112 works in many countries`,
    },
    crisis: [FIND_A_HELPLINE],
    abuse: [],
    zones: [],
  },
} as const satisfies Record<string, CountryLines>;

export type CrisisCountry = keyof typeof HELPLINES;

/**
 * The countries a person can choose, by name (the international entry last, it is not a country). The names are
 * plain English letters, so code-unit order is alphabetical: localeCompare would load the browser's collation data
 * as this module is evaluated, a long task on a phone for every page that has the offline queue (issue #34).
 */
export const CRISIS_COUNTRIES: readonly CrisisCountry[] = [
  ...(Object.keys(HELPLINES) as CrisisCountry[])
    .filter((c) => c !== "INTL")
    .sort((a, b) => (HELPLINES[a].name < HELPLINES[b].name ? -1 : 1)),
  "INTL",
];

export function isCrisisCountry(value: unknown): value is CrisisCountry {
  return typeof value === "string" && Object.hasOwn(HELPLINES, value);
}
