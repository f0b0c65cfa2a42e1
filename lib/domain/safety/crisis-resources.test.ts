import { describe, expect, test } from "vitest";
import { countryOfPhone } from "@/lib/validation/phone";
import {
  CRISIS_COUNTRIES,
  CRISIS_TEXT,
  type CrisisCountry,
  countryFromTimeZone,
  crisisCountry,
  crisisResources,
  isCrisisCountry,
} from "./crisis-resources";
import { SAFETY_CATEGORIES, type SafetyCategory } from "./screen";

const COUNTRIES = CRISIS_COUNTRIES;

// Every value the crisis card may dial, text or open: well-known national lines, each checked against the service's
// own site. A new line must be verified the same way before it is added here (and to helplines.ts).
const VERIFIED: Readonly<Record<CrisisCountry, readonly string[]>> = {
  US: ["988", "741741", "18007997233", "88788", "911"],
  CA: ["988", "911", "https://findahelpline.com"],
  GB: ["116123", "08082000247", "999"],
  IE: ["116123", "112", "https://findahelpline.com"],
  AU: ["131114", "1800737732", "000"],
  NZ: ["1737", "111", "https://findahelpline.com"],
  DE: ["08001110111", "112", "https://findahelpline.com"],
  AT: ["142", "112", "https://findahelpline.com"],
  CH: ["143", "112", "https://findahelpline.com"],
  FR: ["3114", "112", "https://findahelpline.com"],
  BE: ["1813", "080032123", "112", "https://findahelpline.com"],
  NL: ["113", "112", "https://findahelpline.com"],
  ES: ["024", "112", "https://findahelpline.com"],
  SE: ["90101", "112", "https://findahelpline.com"],
  NO: ["116123", "112", "https://findahelpline.com"],
  FI: ["0925250111", "112", "https://findahelpline.com"],
  IN: ["14416", "112", "https://findahelpline.com"],
  ZA: ["0800567567", "10111", "https://findahelpline.com"],
  BR: ["188", "192", "https://findahelpline.com"],
  MX: ["8009112000", "911", "https://findahelpline.com"],
  JP: ["0120279338", "119", "https://findahelpline.com"],
  KR: ["109", "119", "https://findahelpline.com"],
  SG: ["1767", "995", "https://findahelpline.com"],
  INTL: ["https://findahelpline.com", "112"],
};
const EMERGENCY: Readonly<Record<CrisisCountry, string>> = {
  US: "911",
  CA: "911",
  GB: "999",
  IE: "112",
  AU: "000",
  NZ: "111",
  DE: "112",
  AT: "112",
  CH: "112",
  FR: "112",
  BE: "112",
  NL: "112",
  ES: "112",
  SE: "112",
  NO: "112",
  FI: "112",
  IN: "112",
  ZA: "10111",
  BR: "192",
  MX: "911",
  JP: "119",
  KR: "119",
  SG: "995",
  INTL: "112",
};

/** Every combination of categories, including none. */
const COMBINATIONS: SafetyCategory[][] = SAFETY_CATEGORIES.reduce<SafetyCategory[][]>(
  (sets, category) => [...sets, ...sets.map((set) => [...set, category])],
  [[]],
);

const values = (country: CrisisCountry, categories: SafetyCategory[]) =>
  crisisResources(country, categories).map((resource) => resource.value);

describe("crisisCountry", () => {
  // The phone's country is libphonenumber's reading of the stored number (the services pass countryOfPhone).
  const from = (phone: string | null, timeZone: string) =>
    crisisCountry({ phoneCountry: countryOfPhone(phone), timeZone });

  test.each([
    ["+12025550123", "America/New_York", "US"],
    ["+1 416 555 0123", "America/Toronto", "CA"],
    ["+14165550123", "UTC", "CA"], // the area code alone tells Canada from the US
    ["+16045550123", "America/Vancouver", "CA"],
    ["+12025550123", "Europe/London", "US"], // a US phone travelling: the phone wins
    ["+447400123456", "America/New_York", "GB"],
    ["+447911123456", "UTC", "GB"], // Guernsey: UK numbers and lines,
    ["+353851234567", "Europe/London", "IE"],
    ["+61412345678", "UTC", "AU"],
    ["+33612345678", "UTC", "FR"],
    ["+4915123456789", "UTC", "DE"],
    ["+919812345678", "UTC", "IN"],
    ["+5511987654321", "UTC", "BR"],
    ["+18765550123", "America/New_York", "US"], // Jamaica (+1 876): no lines held, so the time zone decides
    [null, "America/Chicago", "US"],
    [null, "America/Indiana/Indianapolis", "US"],
    [null, "America/Winnipeg", "CA"],
    [null, "Europe/London", "GB"],
    [null, "Europe/Dublin", "IE"],
    [null, "Australia/Perth", "AU"],
    [null, "Europe/Paris", "FR"],
    [null, "Asia/Kolkata", "IN"],
    [null, "America/Sao_Paulo", "BR"],
    [null, "Pacific/Auckland", "NZ"],
  ] as const)("%s in %s → %s", (phone, timeZone, expected) => {
    expect(from(phone, timeZone)).toBe(expected);
  });

  test("with no signal (UTC, a zone we hold no lines for, no phone) it is the international fallback", () => {
    expect(from(null, "UTC")).toBe("INTL");
    expect(from(null, "Etc/UTC")).toBe("INTL");
    expect(from(null, "America/Jamaica")).toBe("INTL");
    expect(from("", "")).toBe("INTL");
    // Without a leading "+" the digits are a local number, not a country.
    expect(from("447700900123", "UTC")).toBe("INTL");
    expect(crisisCountry({ phoneCountry: "INTL", timeZone: "UTC" })).toBe("INTL");
  });

  test("every zone in the table names its own country", () => {
    expect(countryFromTimeZone("Canada/Eastern")).toBe("CA");
    expect(countryFromTimeZone("US/Pacific")).toBe("US");
    expect(countryFromTimeZone("UTC")).toBeNull();
  });

  test("the choosable countries are every country of the table, by name, with the fallback last", () => {
    expect(CRISIS_COUNTRIES.at(-1)).toBe("INTL");
    expect(new Set(CRISIS_COUNTRIES).size).toBe(Object.keys(VERIFIED).length);
    expect(isCrisisCountry("GB")).toBe(true);
    expect(isCrisisCountry("toString")).toBe(false);
    expect(isCrisisCountry("XX")).toBe(false);
  });
});

describe("crisisResources", () => {
  test("every value shown is on the verified allow-list for its country, for every category combination", () => {
    for (const country of COUNTRIES) {
      for (const categories of COMBINATIONS) {
        for (const value of values(country, categories)) expect(VERIFIED[country]).toContain(value);
      }
    }
  });

  test("calls are digits only, texts are short codes, web links are https", () => {
    for (const country of COUNTRIES) {
      for (const resource of crisisResources(country, [...SAFETY_CATEGORIES])) {
        if (resource.action === "web") expect(resource.value).toMatch(/^https:\/\//);
        else expect(resource.value).toMatch(/^\d+$/);
        expect(resource.detail.length).toBeGreaterThan(0);
      }
    }
  });

  test("the emergency number and a 24/7 line are always there, with no duplicates", () => {
    for (const country of COUNTRIES) {
      for (const categories of COMBINATIONS) {
        const list = crisisResources(country, categories);
        expect(list.map((r) => r.value)).toContain(EMERGENCY[country]);
        expect(list.some((r) => /24\/7|helpline in your country/.test(r.detail))).toBe(true);
        expect(new Set(list).size).toBe(list.length);
      }
    }
  });

  test("suicide or self-harm alone: the crisis line first, emergency last", () => {
    expect(values("US", ["suicide"])).toEqual(["988", "741741", "911"]);
    expect(values("CA", ["self_harm"])).toEqual(["988", "911"]);
    expect(values("GB", ["suicide", "self_harm"])).toEqual(["116123", "999"]);
    expect(values("IE", ["suicide"])).toEqual(["116123", "112"]);
    expect(values("AU", ["suicide"])).toEqual(["131114", "000"]);
    expect(values("INTL", ["suicide"])).toEqual(["https://findahelpline.com", "112"]);
  });

  test("medical emergency or harm to others: the emergency number first", () => {
    expect(values("US", ["medical_emergency"])).toEqual(["911", "988", "741741"]);
    expect(values("GB", ["harm_to_others"])).toEqual(["999", "116123"]);
    expect(values("AU", ["suicide", "medical_emergency"])).toEqual(["000", "131114"]);
  });

  test("abuse: the domestic-violence lines right after any emergency number, before the crisis line", () => {
    expect(values("US", ["abuse"])).toEqual(["18007997233", "88788", "988", "741741", "911"]);
    expect(values("GB", ["abuse"])).toEqual(["08082000247", "116123", "999"]);
    expect(values("AU", ["abuse"])).toEqual(["1800737732", "131114", "000"]);
    expect(values("US", ["harm_to_others", "abuse"])).toEqual(["911", "18007997233", "88788", "988", "741741"]);
    expect(values("GB", ["abuse", "medical_emergency"])).toEqual(["999", "08082000247", "116123"]);
  });

  test("abuse where no domestic-violence line is verified: Find A Helpline stands in", () => {
    expect(values("CA", ["abuse"])).toEqual(["https://findahelpline.com", "988", "911"]);
    expect(values("IE", ["abuse"])).toEqual(["https://findahelpline.com", "116123", "112"]);
    expect(values("INTL", ["abuse"])).toEqual(["https://findahelpline.com", "112"]);
  });

  test("with no country known there is still a number to call: 112, beside Find A Helpline (issue #35)", () => {
    for (const categories of COMBINATIONS) {
      const list = crisisResources("INTL", categories);
      expect(list.some((r) => r.action === "call" && /^\d+$/.test(r.value))).toBe(true);
      expect(list.map((r) => r.value)).toEqual(expect.arrayContaining(["112", "https://findahelpline.com"]));
    }
  });

  test("every country has a number to call besides its emergency number", () => {
    for (const country of COUNTRIES.filter((c) => c !== "INTL")) {
      const calls = crisisResources(country, ["suicide"]).filter((r) => r.action === "call");
      expect(calls.length).toBeGreaterThanOrEqual(2);
    }
  });

  test("the text lines name their keyword", () => {
    const texts = crisisResources("US", ["abuse", "suicide"]).filter((r) => r.action === "text");
    expect(texts.map((r) => r.detail)).toEqual(["Text START to 88788", "Text HOME to 741741, 24/7"]);
  });
});

describe("CRISIS_TEXT", () => {
  test("the heading and message are fixed, short and say the person is not alone", () => {
    expect(CRISIS_TEXT.heading).toBe("You deserve support right now");
    expect(CRISIS_TEXT.message.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(3);
    expect(CRISIS_TEXT.message).toMatch(/not alone/);
    expect(CRISIS_TEXT.message).toMatch(/emergency services/);
  });

  test("the abuse note names the domestic-violence line when one is listed, and says the partner is never told", () => {
    const us = CRISIS_TEXT.abuse(crisisResources("US", ["abuse"]));
    expect(us).toContain("National Domestic Violence Hotline");
    expect(us).toMatch(/partner is never told/);
    expect(CRISIS_TEXT.abuse(crisisResources("GB", ["abuse"]))).toContain("National Domestic Abuse Helpline");
    expect(CRISIS_TEXT.abuse(crisisResources("AU", ["abuse"]))).toContain("1800RESPECT");
    const ca = CRISIS_TEXT.abuse(crisisResources("CA", ["abuse"]));
    expect(ca).toContain("the people below");
    expect(ca).toMatch(/partner is never told/);
  });
});
