import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  anyText,
  characterCount,
  hasUnsupportedCharacters,
  orNull,
  stripUnsupportedCharacters,
  text,
  textMessages,
  toWellFormed,
} from "./text";

/**
 * An oracle written independently of text.ts's regular expressions: it walks code points (a lone surrogate is one
 * code point of its own when a string is iterated) and names the refused ones by number.
 */
const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;
function isRefused(codePoint: number, multiline: boolean): boolean {
  if (multiline && (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d)) return false;
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f) || isSurrogate(codePoint);
}
const codePoints = (value: string) => [...value].map((char) => char.codePointAt(0)!);
const oracleHasRefused = (value: string, multiline = false) => codePoints(value).some((c) => isRefused(c, multiline));
const oracleStrip = (value: string, multiline = false) =>
  [...value].filter((char) => !isRefused(char.codePointAt(0)!, multiline)).join("");
const oracleWellFormed = (value: string) =>
  [...value].map((char) => (isSurrogate(char.codePointAt(0)!) ? "\ufffd" : char)).join("");

/** One character text() refuses: C0 (minus the multi-line three when asked), DEL, C1, a lone high or low surrogate. */
const refusedChar = (multiline = false) =>
  fc
    .oneof(
      fc.integer({ min: 0x00, max: 0x1f }),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.integer({ min: 0xd800, max: 0xdbff }),
      fc.integer({ min: 0xdc00, max: 0xdfff }),
    )
    .filter((code) => isRefused(code, multiline))
    .map((code) => String.fromCharCode(code));

/** Text a person could type (whole graphemes, emoji and combining marks included) with nothing text() refuses. */
const typed = fc.string({ unit: "grapheme", maxLength: 30 }).filter((value) => !oracleHasRefused(value));

/** `value` with `char` put between two of its code points (never splitting a surrogate pair). */
const spliced = (value: string, char: string, at: number) => {
  const points = [...value];
  const index = at % (points.length + 1);
  return [...points.slice(0, index), char, ...points.slice(index)].join("");
};

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe("the refused characters", () => {
  test("C0 controls, DEL, C1 controls and lone surrogates, and nothing else, whatever the string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), fc.boolean(), (value, multiline) => {
        expect(hasUnsupportedCharacters(value, { multiline })).toBe(oracleHasRefused(value, multiline));
        expect(stripUnsupportedCharacters(value, { multiline })).toBe(oracleStrip(value, multiline));
        expect(toWellFormed(value)).toBe(oracleWellFormed(value));
      }),
    );
  });

  test("a surrogate pair is one character, not two lone halves", () => {
    expect(hasUnsupportedCharacters("🎂 ok")).toBe(false);
    expect(hasUnsupportedCharacters("\ud83c")).toBe(true); // high half alone
    expect(hasUnsupportedCharacters("\udf82🎂")).toBe(true); // low half before a pair
    expect(hasUnsupportedCharacters("🎂\ud83c")).toBe(true);
    expect(toWellFormed("a\udf82b🎂")).toBe("a\ufffdb🎂");
    expect(characterCount("🎂🎂")).toBe(2);
  });

  test("tab, line feed and carriage return only in multi-line text; the rest never", () => {
    for (const char of ["\t", "\n", "\r"]) {
      expect(hasUnsupportedCharacters(`a${char}b`)).toBe(true);
      expect(hasUnsupportedCharacters(`a${char}b`, { multiline: true })).toBe(false);
    }
    for (const char of ["\0", "\x0b", "\x0c", "\x1b", "\x7f", "\x85", "\x9f", "\ud800", "\udfff"]) {
      expect(hasUnsupportedCharacters(`a${char}b`, { multiline: true })).toBe(true);
    }
    // Neighbours of the refused ranges are fine.
    for (const char of [" ", "~", "\xa0", "é", "\ud7ff", "\ue000", "\u2028", "\ufeff"]) {
      expect(hasUnsupportedCharacters(`a${char}b`)).toBe(false);
    }
  });
});

describe("text() refusing (the default)", () => {
  const field = text({ max: 40 });
  const multiLine = text({ max: 40, multiline: true });

  test("typed text comes back trimmed and otherwise unchanged", () => {
    fc.assert(
      fc.property(typed, (value) => {
        expect(field.parse(value)).toBe(value.trim());
      }),
    );
  });

  test("one refused character anywhere inside is a field error with the one clear message", () => {
    fc.assert(
      fc.property(typed, refusedChar(), fc.nat(), (value, char, at) => {
        const input = spliced(value, char, at);
        // At either end, whitespace controls (tab, line feed…) are trimmed like spaces: that is forgiven.
        fc.pre(input.trim() === input || !/^\s$/.test(char));
        expect(messagesOf(field.safeParse(input))).toEqual([textMessages.unsupported]);
      }),
    );
  });

  test("any string: accepted exactly when, trimmed, it holds nothing refused", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), fc.boolean(), (value, multiline) => {
        const result = (multiline ? multiLine : field).safeParse(value);
        expect(result.success).toBe(!oracleHasRefused(value.trim(), multiline));
        if (result.success) expect(result.data).toBe(value.trim());
      }),
    );
  });

  test("multi-line text keeps its tabs and line breaks", () => {
    expect(multiLine.parse(" one\ttwo\r\nthree ")).toBe("one\ttwo\r\nthree");
    expect(messagesOf(field.safeParse("one\ntwo"))).toEqual([textMessages.unsupported]);
  });

  test("a pasted trailing newline in a single-line field is trimmed, not refused", () => {
    expect(field.parse("Sam Lee\n")).toBe("Sam Lee");
  });
});

describe("text() stripping", () => {
  const field = text({ max: 40, controls: "strip" });
  const multiLine = text({ max: 40, controls: "strip", multiline: true, trim: false });

  test("any string comes back without the refused characters, then trimmed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (value) => {
        expect(field.parse(value)).toBe(oracleStrip(value).trim());
        expect(multiLine.parse(value)).toBe(oracleStrip(value, true));
      }),
    );
  });

  test("a refused character between spaces leaves no stray space at the edge", () => {
    expect(field.parse(" \u0000 Sam")).toBe("Sam");
  });
});

describe("anyText() (encrypted or hashed values)", () => {
  const field = anyText({ max: 40 });
  const exact = anyText({ max: 40, trim: false });

  test("every character is kept; only lone surrogates become U+FFFD, as UTF-8 would store them", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (value) => {
        expect(exact.parse(value)).toBe(oracleWellFormed(value));
        expect(field.parse(value)).toBe(oracleWellFormed(value).trim());
      }),
    );
  });

  test("NUL and other controls survive", () => {
    expect(field.parse("a\u0000b\u0085c\u001bd")).toBe("a\u0000b\u0085c\u001bd");
  });
});

describe("lengths and messages", () => {
  test("max counts characters (code points) after trimming", () => {
    const field = text({ max: 3, error: { tooLong: "too long" } });
    expect(field.parse("🎂🎂🎂")).toBe("🎂🎂🎂");
    expect(field.parse("  abc  ")).toBe("abc");
    expect(messagesOf(field.safeParse("abcd"))).toEqual(["too long"]);
    expect(messagesOf(field.safeParse("🎂🎂🎂🎂"))).toEqual(["too long"]);
  });

  test("a huge string is refused by the cheap bound before anything else runs", () => {
    const field = text({ max: 3, error: { tooLong: "too long" } });
    expect(messagesOf(field.safeParse(`${"\u0000".repeat(13)}`))).toEqual(["too long"]);
    expect(messagesOf(field.safeParse(`${" ".repeat(20)}abc`))).toEqual(["too long"]);
    expect(field.parse(`${" ".repeat(9)}abc`)).toBe("abc");
  });

  test("min ≥ 1 makes the field required: missing, empty and blank say `required`", () => {
    const field = text({ max: 10, min: 1, error: { required: "needed" } });
    for (const value of [undefined, null, 3, "", "   "]) expect(messagesOf(field.safeParse(value))).toEqual(["needed"]);
  });

  test("min > 1 says `tooShort` in characters, and `required` when empty", () => {
    const field = text({ max: 10, min: 3, trim: false, error: { required: "needed", tooShort: "short" } });
    expect(messagesOf(field.safeParse(""))).toEqual(["needed"]);
    expect(messagesOf(field.safeParse("ab"))).toEqual(["short"]);
    expect(messagesOf(field.safeParse("🎂🎂"))).toEqual(["short"]);
    expect(field.parse("🎂🎂🎂")).toBe("🎂🎂🎂");
  });

  test("a single message answers every failure", () => {
    const field = text({ max: 5, min: 1, error: "not a token" });
    for (const value of [undefined, "", "toolong", "a\u0000b"]) {
      expect(messagesOf(field.safeParse(value))).toEqual(["not a token"]);
    }
  });

  test("without messages, the defaults are plain", () => {
    const field = text({ max: 2, min: 1 });
    expect(messagesOf(field.safeParse(""))).toEqual(["This field is required"]);
    expect(messagesOf(field.safeParse("abc"))).toEqual(["Must be at most 2 characters"]);
    expect(messagesOf(field.safeParse("\u0000"))).toEqual([textMessages.unsupported]);
  });

  test("the result is a zod string, so format rules chain after it", () => {
    const lowerWord = text({ max: 10 })
      .toLowerCase()
      .regex(/^[a-z]+$/, "letters");
    expect(lowerWord.parse(" ABC ")).toBe("abc");
    expect(messagesOf(lowerWord.safeParse("a1"))).toEqual(["letters"]);
  });
});

test("orNull: missing, null, empty and blank all become null", () => {
  const note = orNull(anyText({ max: 10 }));
  for (const value of [undefined, null, "", "   "]) expect(note.parse(value)).toBeNull();
  expect(note.parse(" hi ")).toBe("hi");
});
