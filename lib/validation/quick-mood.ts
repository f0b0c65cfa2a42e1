import { z } from "zod";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "@/lib/domain/labels";
import { entryMessages, idempotencyKeySchema, moodLogSchema, type MoodLogInput } from "./entries";

/**
 * The dashboard's quick mood row (issue #32): a plain form, posted before or without any script, that sends one face
 * (the mood value) and the idempotency key the server wrote into it. Nothing else is read: feelings, notes, sleep and
 * stress stay empty, exactly as a full-form mood with nothing but the slider moved (metrics left at their defaults
 * are not stored), and the label of the value is the server's to derive (house rule 4).
 *
 * The form cannot show what the action returns (no script reads it), so the action redirects to the dashboard with
 * the outcome in its address, and the row reads it back from there: a code, never a message, so nobody can make the
 * dashboard say their words through a link.
 */

export const QUICK_MOOD_FIELDS = { mood: "mood", key: "key" } as const;

/** The dashboard's address after a post: `mood-logged=1`, or `mood-error=<kind>` with the face that was chosen. */
export const QUICK_MOOD_PARAMS = { logged: "mood-logged", error: "mood-error", value: "mood-value" } as const;

/** The full form's address carries a chosen face too: /mood-log?mood=2 ('Add details'). */
export const MOOD_LOG_VALUE_PARAM = "mood";

const QUICK_MOOD_PAGE = "/dashboard";

export const quickMoodMessages = {
  // The check-in's words for the same thing: nothing chosen yet.
  moodRequired: entryMessages.emotionRequired,
} as const;

/** A form submitted before any script runs reaches the action as FormData; a test or script may pass an object. */
function formFields(value: unknown): unknown {
  return typeof FormData !== "undefined" && value instanceof FormData ? Object.fromEntries(value) : value;
}

/** A form field as a number; empty or missing is undefined, so "nothing chosen" gets its own message. */
function numberField(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

const moodValueSchema = z.preprocess(
  numberField,
  z
    .number({ error: quickMoodMessages.moodRequired })
    .int(quickMoodMessages.moodRequired)
    .min(MOOD_VALUE_MIN, quickMoodMessages.moodRequired)
    .max(MOOD_VALUE_MAX, quickMoodMessages.moodRequired),
);

/** The key is written by the server into the form; a post without one is still one mood, just not replay-safe. */
const optionalKeySchema = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  idempotencyKeySchema.optional(),
);

export interface QuickMoodInput {
  /** What logMood takes: the value, and the full form's defaults for everything else. */
  mood: MoodLogInput;
  idempotencyKey: string | null;
}

export const quickMoodSchema = z
  .preprocess(formFields, z.object({ mood: moodValueSchema, key: optionalKeySchema }))
  // Through the full form's own schema, so the quick row can never store a mood the full form could not.
  .transform(({ mood, key }): QuickMoodInput => ({
    mood: moodLogSchema.parse({ moodValue: mood }),
    idempotencyKey: key ?? null,
  }));

/** A face from an address or a posted field: a whole number from −3 to 3, else null. */
export function moodValueParam(value: unknown): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  const parsed = moodValueSchema.safeParse(first);
  return parsed.success ? parsed.data : null;
}

export const QUICK_MOOD_ERRORS = ["invalid", "unavailable", "failed"] as const;
export type QuickMoodError = (typeof QUICK_MOOD_ERRORS)[number];

export type QuickMoodOutcome =
  { status: "idle" } | { status: "logged" } | { status: "error"; error: QuickMoodError; value: number | null };

/** What an action's result needs to say for the redirect: whether it worked, and the failure's code. */
export type QuickMoodResult = { ok: true } | { ok: false; error: { code: string } };

function errorKind(code: string): QuickMoodError {
  if (code === "VALIDATION") return "invalid";
  // The database away (decision 026): the spec's 'Unable to connect to server' rather than a generic failure.
  if (code === "UNAVAILABLE") return "unavailable";
  return "failed";
}

/** Where the form's post lands. A failure keeps the chosen face in the address, so it is still chosen there. */
export function quickMoodOutcomeHref(result: QuickMoodResult, postedMood: unknown): string {
  const params = new URLSearchParams();
  if (result.ok) {
    params.set(QUICK_MOOD_PARAMS.logged, "1");
  } else {
    params.set(QUICK_MOOD_PARAMS.error, errorKind(result.error.code));
    const value = moodValueParam(postedMood);
    if (value !== null) params.set(QUICK_MOOD_PARAMS.value, String(value));
  }
  return `${QUICK_MOOD_PAGE}?${params.toString()}`;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The outcome the dashboard's address names; anything unknown reads as nothing having happened. */
export function readQuickMoodOutcome(params: SearchParams): QuickMoodOutcome {
  const error = first(params[QUICK_MOOD_PARAMS.error]);
  if (error !== undefined && (QUICK_MOOD_ERRORS as readonly string[]).includes(error)) {
    return { status: "error", error: error as QuickMoodError, value: moodValueParam(params[QUICK_MOOD_PARAMS.value]) };
  }
  if (first(params[QUICK_MOOD_PARAMS.logged]) === "1") return { status: "logged" };
  return { status: "idle" };
}
