import { describe, expect, test } from "vitest";
import {
  PHONE_COUNTRY_CODES,
  checkMobileNumber,
  guessCountryFromTimeZone,
  mobilePhoneSchema,
  phoneCountries,
  phoneCountry,
  phoneMessages,
  shouldShowPhoneError,
} from "./phone";

describe("country list", () => {
  test("about 110 countries, each with a dial code, placeholder and example", () => {
    expect(PHONE_COUNTRY_CODES.length).toBeGreaterThanOrEqual(100);
    expect(PHONE_COUNTRY_CODES.length).toBeLessThanOrEqual(120);
    for (const country of phoneCountries()) {
      expect(country.dialCode, country.iso).toMatch(/^\+\d{1,3}$/);
      expect(country.placeholder, country.iso).not.toBe("");
      expect(country.example.startsWith(country.dialCode), country.iso).toBe(true);
      expect(checkMobileNumber(country.placeholder, country.iso).ok, country.iso).toBe(true);
    }
  });
  test("names come from Intl and the list is sorted by them", () => {
    const names = phoneCountries().map((c) => c.country);
    expect(names).toContain("United Kingdom");
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    expect(phoneCountry("GB")).toMatchObject({
      dialCode: "+44",
      placeholder: "07400 123456",
      example: "+44 7400 123456",
    });
  });
});

describe("guessCountryFromTimeZone", () => {
  test.each([
    ["Europe/London", "GB"],
    ["America/New_York", "US"],
    ["America/Toronto", "CA"],
    ["Asia/Kolkata", "IN"],
    ["Asia/Calcutta", "IN"], // the backward alias some browsers still report
    ["Europe/Kiev", "UA"],
    ["Australia/Sydney", "AU"],
    ["Europe/Berlin", "DE"],
  ])("%s → %s", (zone, iso) => {
    expect(guessCountryFromTimeZone(zone)).toBe(iso);
  });
  test.each([[undefined], [""], ["UTC"], ["Etc/GMT+3"], ["Antarctica/Troll"]])("%j falls back to the US", (zone) => {
    expect(guessCountryFromTimeZone(zone)).toBe("US");
  });
});

describe("checkMobileNumber", () => {
  test("a national mobile becomes E.164, the trunk zero dropped where the country requires", () => {
    expect(checkMobileNumber("07400 123456", "GB")).toEqual({ ok: true, e164: "+447400123456", country: "GB" });
    expect(checkMobileNumber("06 12 34 56 78", "FR")).toEqual({ ok: true, e164: "+33612345678", country: "FR" });
    expect(checkMobileNumber("(415) 555-2671", "US")).toEqual({ ok: true, e164: "+14155552671", country: "US" });
    // Italy keeps its leading zero on landlines but mobiles start with 3; both come out as the national digits.
    expect(checkMobileNumber("312 345 6789", "IT")).toMatchObject({ ok: true, e164: "+393123456789" });
  });
  test("a leading + overrides the selected country", () => {
    expect(checkMobileNumber("+44 7400 123456", "US")).toMatchObject({ ok: true, e164: "+447400123456" });
  });
  test("landlines cannot receive SMS", () => {
    expect(checkMobileNumber("020 7946 0018", "GB")).toEqual({
      ok: false,
      reason: "landline",
      message: `${phoneMessages.landline} Example: +44 7400 123456`,
    });
    expect(checkMobileNumber("030 123456", "DE")).toMatchObject({ reason: "landline" });
  });
  test("anything else invalid names the country and its example", () => {
    expect(checkMobileNumber("074", "GB")).toEqual({
      ok: false,
      reason: "invalid",
      message: "Please enter a valid United Kingdom mobile number. Example: +44 7400 123456",
    });
    expect(checkMobileNumber("call me", "US")).toMatchObject({
      message: "Please enter a valid United States mobile number. Example: +1 201 555 0123",
    });
  });
  test("without a known country code", () => {
    expect(checkMobileNumber("+99912345678")).toEqual({
      ok: false,
      reason: "invalid",
      message: phoneMessages.noCountry,
    });
    expect(checkMobileNumber("4155552671")).toMatchObject({ message: phoneMessages.noCountry });
    expect(checkMobileNumber("+1234567890")).toMatchObject({ message: phoneMessages.noCountry });
  });
  test("empty is required", () => {
    expect(checkMobileNumber("  ", "GB")).toEqual({
      ok: false,
      reason: "required",
      message: "Mobile number is required",
    });
  });
});

test("the inline error waits for 3 characters", () => {
  expect(shouldShowPhoneError("07")).toBe(false);
  expect(shouldShowPhoneError(" 07 ")).toBe(false);
  expect(shouldShowPhoneError("074")).toBe(true);
  expect(shouldShowPhoneError("0740")).toBe(true);
});

test("mobilePhoneSchema", () => {
  expect(mobilePhoneSchema.parse("+44 7400 123456")).toBe("+447400123456");
  expect(mobilePhoneSchema.safeParse("").error?.issues[0]?.message).toBe(phoneMessages.required);
  expect(mobilePhoneSchema.safeParse("+44 20 7946 0018").error?.issues[0]?.message).toMatch(/^Landline numbers/);
});
