import { FIND_A_HELPLINE, type CrisisCountry, type CrisisResource } from "./helplines";

/**
 * Domestic-abuse lines per country, beside the crisis lines of helplines.ts (issue #38 item 4, decision 071): what
 * the author alone is shown when what they wrote speaks of being harmed or controlled by a partner
 * (author-support.ts). Every figure below comes from a public page read through the project's research tools, cited
 * in `sources`; none has been checked on the service's own site today, so every entry is `verified: false`.
 * RE-CHECK EVERY NUMBER, TEXT CODE, ADDRESS AND HOURS ON THE SERVICE'S OWN SITE BEFORE SHIPPING, then set `verified`
 * and add the values to the allow-list in crisis-resources.test.ts, as helplines.ts requires.
 *
 * Countries without a national line of their own here get the international directory (Find A Helpline, the one the
 * research notes name: shared/research/second-half-notes.md, "AI coach safety").
 */

export interface AbuseHelpline {
  name: string;
  /** Who the line is for, when not everyone in the country: "Women", "Men", "Québec". */
  serves?: string;
  /** The digits to dial and the number as the service writes it. */
  phone?: { dial: string; display: string };
  /** The short code or number to text, and the word to send first if the service asks for one. */
  text?: { to: string; display: string; keyword?: string };
  /** An https address (chat, a form to ask for a safe time to be called, or a directory). */
  web?: string;
  /** As a source states them ("24/7", "9am–11pm every day"); null where no source we read states them. */
  hours: string | null;
  /** Where the figures came from: addresses of the pages read, or the research notes. */
  sources: readonly string[];
  /** Not checked on the service's own site yet: re-check before shipping (see the file's comment). */
  verified: false;
}

const RESEARCH_NOTES = "shared/research/second-half-notes.md (AI coach safety: US resources)";

/** The international directory, for every country without lines of its own here. */
export const ABUSE_DIRECTORY: AbuseHelpline = {
  name: FIND_A_HELPLINE.name,
  web: FIND_A_HELPLINE.value,
  hours: null,
  sources: [RESEARCH_NOTES, "lib/domain/safety/helplines.ts (FIND_A_HELPLINE)"],
  verified: false,
};

export const ABUSE_HELPLINES: Readonly<Partial<Record<CrisisCountry, readonly AbuseHelpline[]>>> = {
  US: [
    {
      name: "National Domestic Violence Hotline",
      phone: { dial: "18007997233", display: "1-800-799-7233" },
      text: { to: "88788", display: "88788", keyword: "START" },
      web: "https://www.thehotline.org",
      hours: "24/7",
      sources: [
        RESEARCH_NOTES,
        "https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts",
        "https://en.wikipedia.org/wiki/National_Domestic_Violence_Hotline",
      ],
      verified: false,
    },
  ],
  GB: [
    {
      name: "National Domestic Abuse Helpline",
      serves: "Women",
      phone: { dial: "08082000247", display: "0808 2000 247" },
      web: "https://www.nationaldahelpline.org.uk",
      hours: "24/7",
      sources: [
        "https://refuge.org.uk/news/refuge-response-to-home-secretary-announcement-of-support-for-domestic-abuse-victims",
        "https://refuge.org.uk/news/refuge-responds-to-reports-of-potential-increase-in-domestic-abuse-during-covid-19",
      ],
      verified: false,
    },
    {
      name: "Men's Advice Line",
      serves: "Men",
      phone: { dial: "08088010327", display: "0808 801 0327" },
      web: "https://mensadviceline.org.uk",
      hours: null,
      sources: [
        "https://www.centre56.org.uk/domestic-abuse",
        "https://www.respect.uk.net/articles/56-men-s-advice-line-is-here-to-support-frontline-workers-during-covid-19",
      ],
      verified: false,
    },
  ],
  // Canada has no national domestic-violence line: ShelterSafe maps every shelter with its own 24-hour crisis line.
  // Ontario's Assaulted Women's Helpline is left out until its number is read from a source.
  CA: [
    {
      name: "ShelterSafe",
      web: "https://www.sheltersafe.ca",
      hours: "Shelters' crisis lines answer 24/7",
      sources: [
        "https://ihtoday.ca/sheltersafe-ca-a-lifeline-to-safety-for-abused-women-and-their-children/",
        "https://endvaw.ca/covid-19-public/",
      ],
      verified: false,
    },
    {
      name: "SOS violence conjugale",
      serves: "Québec",
      phone: { dial: "18003639010", display: "1-800-363-9010" },
      web: "https://sosviolenceconjugale.ca",
      hours: "24/7",
      sources: [
        "https://www.accueil-pourelle.org/documentation/sos-violence-conjugale/",
        "https://www.westislandnews.com/post/together-stop-the-virus-and-the-violence-24-7-help-hotlines",
      ],
      verified: false,
    },
    {
      name: "Domestic Violence Crisis Line",
      serves: "Manitoba",
      phone: { dial: "18779770007", display: "1-877-977-0007" },
      hours: "24/7",
      sources: [
        "https://maws.mb.ca/news/shelters-and-covid-19/",
        "https://mb.211.ca/november-domestic-violence-awareness-month/",
      ],
      verified: false,
    },
  ],
  AU: [
    {
      name: "1800RESPECT",
      phone: { dial: "1800737732", display: "1800 737 732" },
      text: { to: "0458737732", display: "0458 737 732" },
      // The address is the service's name; no page we read printed it.
      web: "https://www.1800respect.org.au",
      hours: "24/7",
      sources: [
        "https://thedailyaus.com.au/stories/1800-respect-text-messaging/",
        "https://www.perthnow.com.au/politics/domestic-violence-hotline-expands-to-text-services-c-12826362",
        "https://plan4womenssafety.dss.gov.au/initiatives/1800respect",
      ],
      verified: false,
    },
  ],
  IE: [
    {
      name: "Women's Aid National Freephone Helpline",
      serves: "Women",
      phone: { dial: "1800341900", display: "1800 341 900" },
      web: "https://www.womensaid.ie",
      hours: "24/7",
      sources: [
        "https://irishcentral.com/news/womens-aid-domestic-violence-helpline",
        "https://www.thejournal.ie/womens-aid-helpline-2-2964358-Sep2016/",
      ],
      verified: false,
    },
    {
      name: "Men's Aid",
      serves: "Men",
      phone: { dial: "015543811", display: "01 554 3811" },
      web: "https://www.mensaid.ie",
      hours: "Monday to Friday, 9am to 5pm",
      sources: ["https://www.rte.ie/news/2022/1114/1335943-men-violence-report"],
      verified: false,
    },
  ],
  NZ: [
    {
      name: "Women's Refuge crisis line",
      serves: "Women",
      phone: { dial: "0800733843", display: "0800 REFUGE (0800 733 843)" },
      web: "https://womensrefuge.org.nz",
      hours: "24/7",
      sources: [
        "https://womensrefuge.org.nz/get-help/",
        "https://www.govt.nz/browse/law-crime-and-justice/abuse-harassment-domestic-violence/domestic-and-family-violence/",
      ],
      verified: false,
    },
    {
      name: "Shine Helpline",
      phone: { dial: "0508744633", display: "0508 744 633" },
      hours: "9am to 11pm every day",
      sources: [
        "https://www.govt.nz/browse/law-crime-and-justice/abuse-harassment-domestic-violence/domestic-and-family-violence/",
      ],
      verified: false,
    },
    {
      name: "It's Not OK information line",
      phone: { dial: "0800456450", display: "0800 456 450" },
      hours: "9am to 11pm every day",
      sources: [
        "https://www.govt.nz/browse/law-crime-and-justice/abuse-harassment-domestic-violence/domestic-and-family-violence/",
      ],
      verified: false,
    },
  ],
};

/** A country's domestic-abuse lines, or the international directory where we hold none. */
export function abuseHelplines(country: CrisisCountry): readonly AbuseHelpline[] {
  return ABUSE_HELPLINES[country] ?? [ABUSE_DIRECTORY];
}

/**
 * One line as the crisis card's resources (call, text, web: each a link of its own), so the card that shows the
 * crisis lines (components/safety) can show these unchanged.
 */
export function abuseLineResources(line: AbuseHelpline): CrisisResource[] {
  const who = line.serves ? ` (${line.serves})` : "";
  const when = line.hours ? `, ${line.hours}` : "";
  const resources: CrisisResource[] = [];
  if (line.phone)
    resources.push({
      name: `${line.name}${who}`,
      action: "call",
      value: line.phone.dial,
      detail: `Call ${line.phone.display}${when}`,
    });
  if (line.text)
    resources.push({
      name: `${line.name}${who}`,
      action: "text",
      value: line.text.to,
      detail: line.text.keyword
        ? `Text ${line.text.keyword} to ${line.text.display}${when}`
        : `Text ${line.text.display}${when}`,
    });
  if (line.web)
    resources.push({
      name: `${line.name}${who}`,
      action: "web",
      value: line.web,
      detail: line.phone || line.text ? "Chat or read more online" : `Find help near you${when}`,
    });
  return resources;
}
