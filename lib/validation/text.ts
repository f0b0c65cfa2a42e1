import { z } from "zod";

/**
 * The one string type of lib/validation (security issue #11). Every field a person or a client fills in is built
 * here, so that no schema can let through characters the database or the next reader cannot handle: PostgreSQL
 * refuses NUL in text and jsonb (error 22021, which used to surface as a 500), UTF-8 cannot carry a lone UTF-16
 * surrogate (the driver silently turns it into U+FFFD), and other control characters are invisible in the UI, the
 * dev mailbox and the logs.
 *
 * - `text()` is for text stored or shown as text. It refuses C0 controls (tab, line feed and carriage return are
 *   allowed in multi-line fields), DEL, C1 controls (U+0080–U+009F) and lone surrogates with one clear field message,
 *   or strips them where losing the character is better than losing the input (`controls: "strip"`).
 * - `anyText()` is for values the database never sees as text: fields stored encrypted (`encryptedText` columns)
 *   and secrets that are only hashed or compared. People may write anything there, control characters included;
 *   only lone surrogates become U+FFFD, which is what UTF-8 would store anyway, so the value a service gets is the
 *   value it will read back.
 *
 * Lengths are counted in characters (code points) after trimming, as the `[...value].length` rules always were, with
 * a cheap UTF-16 bound first so a huge string is refused before it is trimmed or copied.
 */

export const textMessages = {
  unsupported: "Please remove unsupported characters (such as control characters).",
} as const;

/**
 * What each failure says. Without a message of its own a failure gets a plain default ("This field is required",
 * "Must be at most N characters", `textMessages.unsupported`); a value that is not a string gets `required` if given.
 */
export interface TextMessages {
  /** Not a string, or empty after trimming when `min` ≥ 1. */
  required?: string;
  /** Fewer than `min` characters (when `min` > 1); defaults to `required`. */
  tooShort?: string;
  /** More than `max` characters. */
  tooLong?: string;
  /** A control character or a lone surrogate (`text()` with the reject policy). */
  unsupported?: string;
}

export interface TextOptions {
  /** The most characters (code points) allowed, after trimming. Every field is bounded. */
  max: number;
  /** The fewest characters; 1 or more makes the field required (empty and blank fail with `required`). */
  min?: number;
  /** Trim surrounding whitespace (default). Secrets and exact tokens pass `false`: every character counts. */
  trim?: boolean;
  /** Allow tab, line feed and carriage return inside the value (notes, stack traces). */
  multiline?: boolean;
  /** "reject" (default): a field error. "strip": the characters are removed and the rest is kept. */
  controls?: "reject" | "strip";
  /** One message for every failure (tokens, confirmation phrases), or one per failure. */
  error?: string | TextMessages;
}

export type AnyTextOptions = Omit<TextOptions, "controls" | "multiline">;

// `u` mode so a well-formed surrogate pair is one astral code point and only a lone half matches \p{Cs}. \p{Cc} is
// exactly C0, DEL and C1. No lookbehind: these schemas also run in the browser, including older Safari.
const SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
const MULTI_LINE = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cs}]/u;
const SINGLE_LINE_ALL = new RegExp(SINGLE_LINE.source, "gu");
const MULTI_LINE_ALL = new RegExp(MULTI_LINE.source, "gu");
const LONE_SURROGATES = /\p{Cs}/gu;

/** True when `value` holds a character `text()` refuses: a control character or a lone surrogate. */
export function hasUnsupportedCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

/** `value` without the characters `text()` refuses. */
export function stripUnsupportedCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  return value.replace(multiline ? MULTI_LINE_ALL : SINGLE_LINE_ALL, "");
}

/** Lone surrogates replaced by U+FFFD, as UTF-8 encoding would replace them. */
export function toWellFormed(value: string): string {
  return value.replace(LONE_SURROGATES, "\uFFFD");
}

/** Code points, not UTF-16 units: an emoji is one character to the person typing it. */
export function characterCount(value: string): number {
  return [...value].length;
}

type Policy = "reject" | "strip" | "any";

function build(options: TextOptions, policy: Policy): z.ZodString {
  const { max, min = 0, trim = true, multiline = false } = options;
  const messages: TextMessages =
    typeof options.error === "string"
      ? { required: options.error, tooShort: options.error, tooLong: options.error, unsupported: options.error }
      : (options.error ?? {});
  const required = messages.required;
  const tooLong = messages.tooLong ?? `Must be at most ${max} characters`;
  const tooShort =
    messages.tooShort ?? required ?? (min <= 1 ? "This field is required" : `Must be at least ${min} characters`);
  const unsupported = messages.unsupported ?? textMessages.unsupported;

  // A value within `max` code points is at most 2·max UTF-16 units; the rest is room for surrounding whitespace.
  let schema = z
    .string(required ? { error: required } : undefined)
    .max(trim ? max * 4 : max * 2, { error: tooLong, abort: true });

  // Stripping comes before trimming so that a control character between spaces leaves no stray space at the edge;
  // rejecting comes after, so a pasted trailing newline in a single-line field is forgiven as whitespace.
  if (policy === "strip") schema = schema.overwrite((value) => stripUnsupportedCharacters(value, { multiline }));
  if (policy === "any") schema = schema.overwrite(toWellFormed);
  if (trim) schema = schema.trim();
  if (policy === "reject") {
    schema = schema.refine((value) => !hasUnsupportedCharacters(value, { multiline }), {
      error: unsupported,
      abort: true,
    });
  }

  if (min >= 1) schema = schema.min(1, { error: required ?? tooShort, abort: true });
  if (min > 1) schema = schema.refine((value) => characterCount(value) >= min, { error: tooShort, abort: true });
  return schema.refine((value) => value.length <= max || characterCount(value) <= max, { error: tooLong });
}

/** Text stored or shown as text: control characters and lone surrogates are refused (or stripped, if asked). */
export function text(options: TextOptions): z.ZodString {
  return build(options, options.controls ?? "reject");
}

/**
 * Any text, for values the database never holds as text: `encryptedText` columns (notes) and secrets that are only
 * hashed or compared (passwords). Still bounded and, unless `trim: false`, trimmed.
 */
export function anyText(options: AnyTextOptions): z.ZodString {
  return build(options, "any");
}

/** An optional text field: missing, null, empty and blank all become null (spec 2 §5 "null if empty"). */
export function orNull(schema: z.ZodString) {
  return schema.nullish().transform((value) => (value ? value : null));
}
