import { describe, expect, test } from "vitest";
import { ABUSE_DIRECTORY, ABUSE_HELPLINES, abuseHelplines, abuseLineResources } from "./abuse-helplines";
import { CRISIS_COUNTRIES, HELPLINES, type CrisisCountry } from "./helplines";

// Every value the lines may dial, text or open, pinned so a change is deliberate. None is verified on the service's
// own site yet (see abuse-helplines.ts): re-check each before shipping.
const SOURCED: Readonly<Partial<Record<CrisisCountry, readonly string[]>>> = {
  US: ["18007997233", "88788", "https://www.thehotline.org"],
  GB: ["08082000247", "https://www.nationaldahelpline.org.uk", "08088010327", "https://mensadviceline.org.uk"],
  CA: ["https://www.sheltersafe.ca", "18003639010", "https://sosviolenceconjugale.ca", "18779770007"],
  AU: ["1800737732", "0458737732", "https://www.1800respect.org.au"],
  IE: ["1800341900", "https://www.womensaid.ie", "015543811", "https://www.mensaid.ie"],
  NZ: ["0800733843", "https://womensrefuge.org.nz", "0508744633", "0800456450"],
};

const values = (country: CrisisCountry) =>
  abuseHelplines(country)
    .flatMap(abuseLineResources)
    .map((resource) => resource.value);

describe("the domestic-abuse lines", () => {
  test("the six countries the issue names have lines of their own, and every value is the one pinned here", () => {
    for (const country of ["US", "GB", "CA", "AU", "IE", "NZ"] as const) {
      expect(ABUSE_HELPLINES[country]?.length ?? 0).toBeGreaterThan(0);
      expect(values(country)).toEqual(SOURCED[country]);
    }
    expect(Object.keys(ABUSE_HELPLINES).sort()).toEqual(Object.keys(SOURCED).sort());
  });

  test("every other country, and anywhere unplaced, gets the international directory", () => {
    for (const country of CRISIS_COUNTRIES.filter((c) => !(c in ABUSE_HELPLINES)))
      expect(abuseHelplines(country)).toEqual([ABUSE_DIRECTORY]);
    expect(ABUSE_DIRECTORY.web).toBe("https://findahelpline.com");
  });

  test("each entry can be reached, cites where its figures came from, and is marked unverified", () => {
    for (const line of [ABUSE_DIRECTORY, ...Object.values(ABUSE_HELPLINES).flat()]) {
      expect(line.phone ?? line.text ?? line.web, line.name).toBeTruthy();
      if (line.phone) expect(line.phone.dial).toMatch(/^\d{6,12}$/);
      if (line.text) expect(line.text.to).toMatch(/^\d{5,12}$/);
      if (line.web) expect(line.web).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
      expect(line.sources.length, line.name).toBeGreaterThan(0);
      for (const source of line.sources) expect(source).toMatch(/^(https:\/\/|shared\/research\/|lib\/)/);
      expect(line.verified).toBe(false);
    }
  });

  test("the lines the coach's card already shows (helplines.ts) are in this table with the same values", () => {
    for (const country of CRISIS_COUNTRIES) {
      const shown: readonly { value: string }[] = HELPLINES[country].abuse;
      for (const { value } of shown) expect(values(country)).toContain(value);
    }
  });
});

describe("abuseLineResources", () => {
  test("a line becomes one resource per way to reach it, in the card's words", () => {
    expect(abuseLineResources(ABUSE_HELPLINES.US![0]!)).toEqual([
      {
        name: "National Domestic Violence Hotline",
        action: "call",
        value: "18007997233",
        detail: "Call 1-800-799-7233, 24/7",
      },
      {
        name: "National Domestic Violence Hotline",
        action: "text",
        value: "88788",
        detail: "Text START to 88788, 24/7",
      },
      {
        name: "National Domestic Violence Hotline",
        action: "web",
        value: "https://www.thehotline.org",
        detail: "Chat or read more online",
      },
    ]);
  });

  test("who a line serves is in its name, and unknown hours are not invented", () => {
    const [mens] = abuseLineResources(ABUSE_HELPLINES.GB![1]!);
    expect(mens).toEqual({
      name: "Men's Advice Line (Men)",
      action: "call",
      value: "08088010327",
      detail: "Call 0808 801 0327",
    });
    expect(abuseLineResources(ABUSE_DIRECTORY)).toEqual([
      { name: "Find A Helpline", action: "web", value: "https://findahelpline.com", detail: "Find help near you" },
    ]);
  });
});
