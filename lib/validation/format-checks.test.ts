import fc from "fast-check";
import { isValidPhoneNumber } from "libphonenumber-js/max";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { isValidCalendarDate } from "@/lib/domain/special-dates";
import { optionalPhoneSchema } from "./auth";
import { emailSchema, messages, nameSchema, TOKEN_PATTERN } from "./credentials";
import { ERROR_ID_PATTERN } from "./client-error";
import { INVITE_TOKEN_PATTERN } from "./invite-token";
import { checkMobileNumber, mobilePhoneSchema } from "./phone";
import { textMessages } from "./text";

/**
 * Emails, names, phone numbers, tokens, ids and dates already had format checks before issue #11. These tests prove
 * which of them refuse control characters and lone surrogates on their own (defence in depth behind text()), rather
 * than assuming it — and show the one that does not (libphonenumber), which is why text() runs first.
 */

const refusedChar = fc
  .oneof(
    fc.integer({ min: 0x00, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code));

/** `value` with `char` put anywhere, ends included (between code points, never inside a surrogate pair). */
const splicedInto = (value: string) =>
  fc.tuple(refusedChar, fc.nat()).map(([char, at]) => {
    const points = [...value];
    const index = at % (points.length + 1);
    return [...points.slice(0, index), char, ...points.slice(index)].join("");
  });

const formats: [name: string, valid: string, accepts: (value: string) => boolean][] = [
  ["z.email()", "ann@example.com", (value) => z.email().safeParse(value).success],
  ["the emailed-token pattern", "Ab-_0123456789abcdefghijklmnopqrstuvwxyzABC", (value) => TOKEN_PATTERN.test(value)],
  ["the invite-token pattern", "abc.DEF_1~2", (value) => INVITE_TOKEN_PATTERN.test(value)],
  ["the Error ID pattern", "abc123", (value) => ERROR_ID_PATTERN.test(value)],
  ["z.uuid()", "5b1f6c1e-8a43-4a55-9a3e-0d8f2f6f9c11", (value) => z.uuid().safeParse(value).success],
  ["z.iso.datetime()", "2026-01-01T10:00:00Z", (value) => z.iso.datetime({ offset: true }).safeParse(value).success],
  ["isValidCalendarDate", "1990-08-15", isValidCalendarDate],
  ["isValidPhoneNumber", "+44 7400 123456", (value) => isValidPhoneNumber(value)],
];

describe.each(formats)("%s refuses control characters and lone surrogates by itself", (_name, valid, accepts) => {
  test("the valid example passes", () => {
    expect(accepts(valid)).toBe(true);
  });

  test("with one refused character anywhere, it fails", () => {
    fc.assert(
      fc.property(splicedInto(valid), (value) => {
        expect(accepts(value)).toBe(false);
      }),
    );
  });
});

describe("libphonenumber extracts a number from surrounding text", () => {
  const MOBILE = "+44 7400 123456";

  test("so checkMobileNumber alone would accept a control character at either end", () => {
    expect(checkMobileNumber(`\u0000${MOBILE}`)).toMatchObject({ ok: true, e164: "+447400123456" });
    expect(checkMobileNumber(`${MOBILE}\ud800`)).toMatchObject({ ok: true, e164: "+447400123456" });
  });

  test("and text() in front of it refuses them in both phone schemas", () => {
    fc.assert(
      fc.property(splicedInto(MOBILE), (value) => {
        fc.pre(value.trim() !== MOBILE); // a tab or line break at either end is trimmed like a space
        for (const schema of [mobilePhoneSchema, optionalPhoneSchema]) {
          const result = schema.safeParse(value);
          expect(result.success).toBe(false);
        }
      }),
      { examples: [[`\u0000${MOBILE}`], [`${MOBILE}\ud800`]] },
    );
    expect(mobilePhoneSchema.safeParse(`\u0000${MOBILE}`).error?.issues[0]?.message).toBe(textMessages.unsupported);
  });
});

test("the email schema answers a control character with its own message, the name schema with text()'s", () => {
  const messagesOf = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((i) => i.message);
  expect(messagesOf(emailSchema.safeParse("ann\u0000@example.com"))).toEqual([messages.emailInvalid]);
  expect(messagesOf(nameSchema.safeParse("Ann\u0000Lee"))).toEqual([textMessages.unsupported]);
});
