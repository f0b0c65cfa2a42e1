import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  INVITE_TOKEN_MAX,
  acceptInvitePath,
  inviteTokenSchema,
  parseInviteToken,
  safeAuthRedirect,
} from "./invite-token";

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

describe("parseInviteToken (no zod) answers as inviteTokenSchema", () => {
  const agree = (value: unknown) => {
    const parsed = inviteTokenSchema.safeParse(value);
    expect(parseInviteToken(value)).toBe(parsed.success ? parsed.data : null);
  };

  test.each([
    ["abc"],
    [" abc "],
    ["\tabc\n"],
    ["a\u0000b"],
    ["\u0085abc"],
    ["abc\ud800"],
    ["x".repeat(INVITE_TOKEN_MAX)],
    [` ${"x".repeat(INVITE_TOKEN_MAX)} `],
    ["x".repeat(INVITE_TOKEN_MAX + 1)],
    [" ".repeat(INVITE_TOKEN_MAX * 4 - 3) + "abc"],
    [" ".repeat(INVITE_TOKEN_MAX * 4 - 2) + "abc"],
    ["\u00a0abc\u3000"],
    ["é"],
    [""],
    [null],
    [7],
  ])("%j", (value) => agree(value));

  test("for any string", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 40 }),
          fc.stringMatching(/^\s{0,3}[A-Za-z0-9._~-]{0,300}\s{0,3}$/),
        ),
        (value) => agree(value),
      ),
    );
  });
});
