import { describe, expect, test } from "vitest";
import { INVITE_TOKEN_MAX, acceptInvitePath, parseInviteToken, safeAuthRedirect } from "./invite-token";

describe("parseInviteToken", () => {
  test.each([
    ["abc", "abc"],
    ["  abc-DEF_1.2~ ", "abc-DEF_1.2~"],
    [["first", "second"], "first"],
  ])("%j → %j", (input, expected) => {
    expect(parseInviteToken(input)).toBe(expected);
  });
  test.each([[undefined], [""], ["   "], ["a b"], ["a/b"], ["https://evil.example"], ["a?b=c"], [42]])(
    "%j is refused",
    (input) => {
      expect(parseInviteToken(input)).toBeNull();
    },
  );
  test(`${INVITE_TOKEN_MAX} characters is the limit`, () => {
    expect(parseInviteToken("x".repeat(INVITE_TOKEN_MAX))).toBe("x".repeat(INVITE_TOKEN_MAX));
    expect(parseInviteToken("x".repeat(INVITE_TOKEN_MAX + 1))).toBeNull();
  });
});

describe("safeAuthRedirect", () => {
  test("round-trips the path built by acceptInvitePath", () => {
    expect(safeAuthRedirect(acceptInvitePath("abc"))).toBe("/accept-invite?token=abc");
  });
  test.each([
    [null],
    [""],
    ["/dashboard"],
    ["https://evil.example/accept-invite?token=abc"],
    ["//evil.example/accept-invite?token=abc"],
    ["/accept-invite?token="],
    ["/accept-invite?token=abc&next=https://evil.example"],
    ["/accept-invite?token=%E0%A4%A"],
  ])("%j is not followed", (stored) => {
    expect(safeAuthRedirect(stored)).toBeNull();
  });
});
