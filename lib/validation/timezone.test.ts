import { describe, expect, test } from "vitest";
import { canonicalTimeZone, timezoneSchema } from "./timezone";

describe("timezoneSchema (the browser's zone at sign-up)", () => {
  test("a real IANA zone comes back in its canonical spelling", () => {
    expect(timezoneSchema.parse("Europe/Paris")).toBe("Europe/Paris");
    expect(timezoneSchema.parse("america/new_york")).toBe("America/New_York");
    expect(timezoneSchema.parse("UTC")).toBe("UTC");
    expect(timezoneSchema.parse("Etc/GMT+5")).toBe("Etc/GMT+5");
  });

  test.each([
    undefined,
    null,
    42,
    "",
    "Europe/Paris\u0000",
    "Europe/\ud800Paris",
    "Europe/Paris\n",
    " Europe/Paris",
    "+05:00",
    "-0800",
    "Mars/Olympus",
    "../etc/passwd",
    `Europe/${"x".repeat(64)}`,
  ])("%j falls back to undefined, never throwing", (value) => {
    expect(timezoneSchema.parse(value)).toBeUndefined();
  });

  test("canonicalTimeZone refuses what is not shaped like an IANA name even if Intl knew it", () => {
    // Which alias ICU calls canonical (Asia/Kolkata or Asia/Calcutta) depends on its version; either is a zone.
    expect(canonicalTimeZone("Asia/Kolkata")).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    expect(canonicalTimeZone("+05:30")).toBeNull();
  });
});
