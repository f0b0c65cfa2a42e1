import { describe, expect, test } from "vitest";
import { AUTHOR_SUPPORT_TEXT, authorSupport, screenConcerns } from "./author-support";
import { CRISIS_COUNTRIES, HELPLINES, type CrisisCountry } from "./helplines";
import { PARTNER_HARM_KINDS, SAFETY_CATEGORIES, type SafetyCategory, type ScreenResult, screenText } from "./screen";

const result = (categories: SafetyCategory[], partnerHarm: ScreenResult["partnerHarm"] = []): ScreenResult => ({
  categories,
  partnerHarm,
});
const values = (country: CrisisCountry, screen: ScreenResult) =>
  authorSupport(screen, country)?.resources.map((resource) => resource.value);

describe("screenConcerns", () => {
  test("crisis is any crisis category but abuse; partner harm is any kind, or the crisis screen's abuse", () => {
    expect(screenConcerns(result([]))).toEqual({ crisis: false, partnerHarm: false });
    expect(screenConcerns(result(["suicide"]))).toEqual({ crisis: true, partnerHarm: false });
    expect(screenConcerns(result(["abuse"]))).toEqual({ crisis: false, partnerHarm: true });
    expect(screenConcerns(result([], ["monitoring"]))).toEqual({ crisis: false, partnerHarm: true });
    expect(screenConcerns(result(["medical_emergency", "abuse"], ["physical"]))).toEqual({
      crisis: true,
      partnerHarm: true,
    });
  });
});

describe("authorSupport", () => {
  test("nothing found, nothing shown", () => {
    expect(authorSupport(result([]), "US")).toBeNull();
    expect(authorSupport(screenText("we had a lovely walk"), "GB")).toBeNull();
  });

  test("partner harm alone: the abuse lines, then the emergency number; no suicide line", () => {
    const support = authorSupport(screenText("she checks my phone every night"), "GB")!;
    expect(support.shows).toBe("partner_harm");
    expect(support.crisisLines).toEqual([]);
    expect(support.resources.map((r) => r.value)).toEqual([
      "08082000247",
      "https://www.nationaldahelpline.org.uk",
      "08088010327",
      "https://mensadviceline.org.uk",
      "999",
    ]);
    expect(support.heading).toBe(AUTHOR_SUPPORT_TEXT.partnerHarm.heading);
    expect(support.message).toContain("Your partner is never told about this.");
  });

  test("a crisis alone: the crisis lines, then the emergency number; no abuse line", () => {
    const support = authorSupport(screenText("I want to die"), "US")!;
    expect(support.shows).toBe("crisis");
    expect(support.abuseLines).toEqual([]);
    expect(support.resources.map((r) => r.value)).toEqual(["988", "741741", "911"]);
    expect(support.heading).toBe(AUTHOR_SUPPORT_TEXT.crisis.heading);
  });

  test("both, with suicide: the crisis lines lead, the abuse lines follow", () => {
    expect(values("AU", result(["suicide"], ["physical"]))).toEqual([
      "131114",
      "1800737732",
      "0458737732",
      "https://www.1800respect.org.au",
      "000",
    ]);
    expect(authorSupport(result(["suicide"], ["physical"]), "AU")!.shows).toBe("both");
  });

  test("both, with a medical emergency: the emergency number first, then the abuse lines, then the crisis line", () => {
    expect(values("NZ", result(["medical_emergency"], ["physical"]))).toEqual([
      "111",
      "0800733843",
      "https://womensrefuge.org.nz",
      "0508744633",
      "0800456450",
      "1737",
    ]);
  });

  test("the crisis screen's own abuse category (in any of its languages) brings the abuse lines", () => {
    const support = authorSupport(result(["abuse"]), "IE")!;
    expect(support.shows).toBe("partner_harm");
    expect(support.abuseLines.map((r) => r.value)).toContain("1800341900");
  });

  test("anywhere without lines of its own: the directory, listed once even where it is also the crisis line", () => {
    expect(values("DE", result([], ["fear"]))).toEqual(["https://findahelpline.com", "112"]);
    expect(values("INTL", result(["self_harm"], ["fear"]))).toEqual(["https://findahelpline.com", "112"]);
  });

  test("every country, for every mix: the emergency number is there, a line is there, nothing is listed twice", () => {
    const mixes: ScreenResult[] = [
      ...SAFETY_CATEGORIES.map((category) => result([category])),
      ...PARTNER_HARM_KINDS.map((kind) => result([], [kind])),
      result(["suicide", "medical_emergency"], ["physical", "threats"]),
    ];
    for (const country of CRISIS_COUNTRIES)
      for (const mix of mixes) {
        const support = authorSupport(mix, country)!;
        const keys = support.resources.map((r) => `${r.action}:${r.value}`);
        expect(keys).toContain(`call:${HELPLINES[country].emergency.value}`);
        expect(support.resources.length).toBeGreaterThan(1);
        expect(new Set(keys).size).toBe(keys.length);
      }
  });

  test("the fixed words never name what was matched", () => {
    const words = Object.values(AUTHOR_SUPPORT_TEXT)
      .flatMap((text) => [text.heading, text.message])
      .join(" ")
      .toLowerCase();
    for (const word of ["flag", "detect", "screen", "matched", "keyword", ...PARTNER_HARM_KINDS])
      expect(words).not.toContain(word);
  });
});
