import { describe, expect, test } from "vitest";
import {
  PARTNER_IN_SENTENCE,
  PARTNER_NAME_FALLBACK,
  firstName,
  partnerFirstName,
  partnerInSentence,
  partnerNameOr,
} from "./names";

describe("firstName", () => {
  test("the first word of a full name", () => {
    expect(firstName("Alex Morgan")).toBe("Alex");
    expect(firstName("Taylor Anne Reyes")).toBe("Taylor");
  });

  test("a single name is the name", () => {
    expect(firstName("Alex")).toBe("Alex");
  });

  test("surrounding and inner whitespace of any kind is ignored", () => {
    expect(firstName("  Sam \t Rivera  ")).toBe("Sam");
    expect(firstName("\nRobin\u00a0Lee")).toBe("Robin");
  });

  test("hyphens and apostrophes stay part of the name", () => {
    expect(firstName("Mary-Jane Watson")).toBe("Mary-Jane");
    expect(firstName("D'Arcy Fox")).toBe("D'Arcy");
  });

  test("no name: empty, whitespace, null or undefined", () => {
    expect(firstName("")).toBeNull();
    expect(firstName("   ")).toBeNull();
    expect(firstName(null)).toBeNull();
    expect(firstName(undefined)).toBeNull();
  });
});

describe("partnerNameOr", () => {
  test("the name, else the email, else the one fallback", () => {
    expect(partnerNameOr("  Sam Rivera ")).toBe("Sam Rivera");
    expect(partnerNameOr("  ", " sam@example.com ")).toBe("sam@example.com");
    expect(partnerNameOr(null, "")).toBe("Your Partner");
    expect(partnerNameOr(undefined)).toBe(PARTNER_NAME_FALLBACK);
  });
});

describe("partnerFirstName", () => {
  test("the first name, or 'Your Partner' without a name", () => {
    expect(partnerFirstName("Sam Rivera")).toBe("Sam");
    expect(partnerFirstName("Sam")).toBe("Sam");
    expect(partnerFirstName(" ")).toBe(PARTNER_NAME_FALLBACK);
    expect(partnerFirstName(null)).toBe(PARTNER_NAME_FALLBACK);
  });
});

describe("partnerInSentence", () => {
  test("the first name, or 'your partner' in lower case", () => {
    expect(partnerInSentence("Sam Rivera")).toBe("Sam");
    expect(partnerInSentence("")).toBe(PARTNER_IN_SENTENCE);
    expect(partnerInSentence(undefined)).toBe("your partner");
  });
});
