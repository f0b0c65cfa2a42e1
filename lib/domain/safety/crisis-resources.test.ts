import { describe, expect, test } from "vitest";
import { CRISIS_TEXT, type CrisisCountry, crisisCountry, crisisResources } from "./crisis-resources";
import { SAFETY_CATEGORIES, type SafetyCategory } from "./screen";

const COUNTRIES: readonly CrisisCountry[] = ["US", "CA", "GB", "IE", "AU", "INTL"];

// Every value the crisis card may dial, text or open, each checked by hand against the service's own site. A new
// line must be verified the same way before it is added here.
const VERIFIED: Readonly<Record<CrisisCountry, readonly string[]>> = {
  US: ["988", "741741", "18007997233", "88788", "911"],
  CA: ["988", "911", "https://findahelpline.com"],
  GB: ["116123", "08082000247", "999"],
  IE: ["116123", "112", "https://findahelpline.com"],
  AU: ["131114", "1800737732", "000"],
  INTL: ["https://findahelpline.com", ""],
};
const EMERGENCY: Readonly<Record<CrisisCountry, string>> = {
  US: "911",
  CA: "911",
  GB: "999",
  IE: "112",
  AU: "000",
  INTL: "",
};

/** Every combination of categories, including none. */
const COMBINATIONS: SafetyCategory[][] = SAFETY_CATEGORIES.reduce<SafetyCategory[][]>(
  (sets, category) => [...sets, ...sets.map((set) => [...set, category])],
  [[]],
);

const values = (country: CrisisCountry, categories: SafetyCategory[]) =>
  crisisResources(country, categories).map((resource) => resource.value);

describe("crisisCountry", () => {
  test.each([
    [{ phone: "+12025550123", timeZone: "America/New_York" }, "US"],
    [{ phone: "+1 416 555 0123", timeZone: "America/Toronto" }, "CA"],
    [{ phone: "+16045550123", timeZone: "America/Vancouver" }, "CA"],
    [{ phone: "+14035550123", timeZone: "America/Edmonton" }, "CA"],
    [{ phone: "+17095550123", timeZone: "America/St_Johns" }, "CA"],
    [{ phone: "+13065550123", timeZone: "America/Regina" }, "CA"],
    [{ phone: "+12025550123", timeZone: "Europe/London" }, "US"], // a US phone travelling: the phone wins
    [{ phone: "+447700900123", timeZone: "America/New_York" }, "GB"],
    [{ phone: "+353851234567", timeZone: "Europe/London" }, "IE"],
    [{ phone: "+61412345678", timeZone: "UTC" }, "AU"],
    [{ phone: null, timeZone: "America/Chicago" }, "US"],
    [{ phone: null, timeZone: "America/Denver" }, "US"],
    [{ phone: null, timeZone: "America/Los_Angeles" }, "US"],
    [{ phone: null, timeZone: "America/Phoenix" }, "US"],
    [{ phone: null, timeZone: "America/Anchorage" }, "US"],
    [{ phone: null, timeZone: "Pacific/Honolulu" }, "US"],
    [{ phone: null, timeZone: "America/Indiana/Indianapolis" }, "US"],
    [{ phone: null, timeZone: "America/Winnipeg" }, "CA"],
    [{ phone: null, timeZone: "America/Halifax" }, "CA"],
    [{ phone: null, timeZone: "Europe/London" }, "GB"],
    [{ phone: null, timeZone: "Europe/Dublin" }, "IE"],
    [{ phone: null, timeZone: "Australia/Sydney" }, "AU"],
    [{ phone: null, timeZone: "Australia/Perth" }, "AU"],
    [{ phone: "+33612345678", timeZone: "Europe/London" }, "GB"], // a calling code we hold no lines for: time zone
  ] as const)("%o → %s", (input, expected) => {
    expect(crisisCountry(input)).toBe(expected);
  });

  test("anything else falls back to the international lines", () => {
    expect(crisisCountry({ phone: null, timeZone: "Europe/Paris" })).toBe("INTL");
    expect(crisisCountry({ phone: "+33612345678", timeZone: "Europe/Paris" })).toBe("INTL");
    expect(crisisCountry({ phone: null, timeZone: "America/Jamaica" })).toBe("INTL");
    expect(crisisCountry({ phone: null, timeZone: "UTC" })).toBe("INTL");
    expect(crisisCountry({ phone: "", timeZone: "" })).toBe("INTL");
    // Without a leading "+" the digits are a local number, not a calling code.
    expect(crisisCountry({ phone: "447700900123", timeZone: "Asia/Tokyo" })).toBe("INTL");
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
        else expect(resource.value).toMatch(country === "INTL" ? /^\d*$/ : /^\d+$/);
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
    expect(values("INTL", ["suicide"])).toEqual(["https://findahelpline.com", ""]);
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
    expect(values("INTL", ["abuse"])).toEqual(["https://findahelpline.com", ""]);
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
