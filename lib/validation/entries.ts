import { z } from "zod";
import { PARTNER_CHECKIN_FEELINGS, PERSONAL_CHECKIN_EMOTIONS } from "@/lib/domain/emotions";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "@/lib/domain/labels";
import {
  CUSTOM_FEELING_MAX_LENGTH,
  EMOTION_METADATA_MAX,
  GRATITUDE_NOTE_MAX_LENGTH,
  isOnSleepStep,
  MOOD_KEYWORDS_MAX,
  MOOD_NOTES_MAX_LENGTH,
  SLEEP_HOURS_MAX,
  SLEEP_HOURS_MIN,
  STRESS_LEVEL_MAX,
  STRESS_LEVEL_MIN,
} from "@/lib/domain/mood-entry";

/**
 * Mood log and check-in input (spec 2 §5), shared by the forms, the server actions and POST /api/v1/moods|checkins.
 * The spec gives no wording for most of these; the messages are ours, in the spec's plain tone.
 */

export const entryMessages = {
  moodRange: "Mood must be a whole number from -3 to 3",
  feelingTooLong: `Feelings can be at most ${CUSTOM_FEELING_MAX_LENGTH} characters`,
  tooManyFeelings: `Choose at most ${MOOD_KEYWORDS_MAX} feelings`,
  notesTooLong: `Notes can be at most ${MOOD_NOTES_MAX_LENGTH} characters`,
  sleepRange: "Sleep must be between 3 and 12 hours, in quarter hours",
  stressRange: "Stress level must be a whole number from 1 to 10",
  loggedAtInvalid: "loggedAt must be an ISO 8601 date-time with a time zone",
  emotionRequired: "Please choose how you're feeling",
  feelingRequired: "Please choose how you feel about your partner",
  connectionRange: "Connection must be a whole number from -3 to 3",
  gratitudeTooLong: `Gratitude notes can be at most ${GRATITUDE_NOTE_MAX_LENGTH} characters`,
  idempotencyKey: "Idempotency-Key must be 1 to 100 characters",
} as const;

const scale = (message: string) =>
  z.number({ error: message }).int(message).min(MOOD_VALUE_MIN, message).max(MOOD_VALUE_MAX, message);

/** Trimmed; empty becomes null (spec 2 §5: "null if empty"). */
const optionalNote = (max: number, message: string) =>
  z
    .string()
    .max(max * 2, message) // cheap bound before trimming, so a huge string is not copied
    .trim()
    .max(max, message)
    .nullish()
    .transform((note) => (note ? note : null));

/** Feelings: trimmed, lower-cased, empty ones ignored, duplicates dropped, each at most 20 characters. */
export const moodKeywordsSchema = z
  .array(z.string().max(200, entryMessages.feelingTooLong), { error: "Feelings must be a list" })
  .max(MOOD_KEYWORDS_MAX * 2, entryMessages.tooManyFeelings)
  .transform((raw) => [...new Set(raw.map((k) => k.trim().toLowerCase()).filter((k) => k.length > 0))])
  .pipe(
    z
      .array(z.string().refine((k) => [...k].length <= CUSTOM_FEELING_MAX_LENGTH, entryMessages.feelingTooLong))
      .max(MOOD_KEYWORDS_MAX, entryMessages.tooManyFeelings),
  );

export const emotionSelectionSchema = z.object({
  emotionId: z.string().trim().min(1).max(60),
  emotionName: z.string().trim().min(1).max(60),
  categoryId: z.string().trim().min(1).max(60),
  categoryName: z.string().trim().min(1).max(60),
  mappedKeyword: z.string().trim().min(1).max(CUSTOM_FEELING_MAX_LENGTH),
  intensity: z.number().int().min(1).max(10),
});

export const moodLogSchema = z.object({
  moodValue: scale(entryMessages.moodRange),
  keywords: moodKeywordsSchema.default([]),
  emotionMetadata: z.array(emotionSelectionSchema).max(EMOTION_METADATA_MAX).default([]),
  contextNotes: optionalNote(MOOD_NOTES_MAX_LENGTH, entryMessages.notesTooLong),
  sleepHours: z
    .number({ error: entryMessages.sleepRange })
    .min(SLEEP_HOURS_MIN, entryMessages.sleepRange)
    .max(SLEEP_HOURS_MAX, entryMessages.sleepRange)
    .refine(isOnSleepStep, entryMessages.sleepRange)
    .optional(),
  stressLevel: z
    .number({ error: entryMessages.stressRange })
    .int(entryMessages.stressRange)
    .min(STRESS_LEVEL_MIN, entryMessages.stressRange)
    .max(STRESS_LEVEL_MAX, entryMessages.stressRange)
    .optional(),
  /** When the mood was felt, for entries queued offline; the service bounds it (MOOD_BACKDATE_MAX_DAYS). */
  loggedAt: z.iso.datetime({ offset: true, error: entryMessages.loggedAtInvalid }).optional(),
});
export type MoodLogInput = z.output<typeof moodLogSchema>;

export const partnerCheckinSchema = z.object({
  connectionScore: scale(entryMessages.connectionRange).default(0),
  feeling: z.enum(PARTNER_CHECKIN_FEELINGS, { error: entryMessages.feelingRequired }),
  gratitudeNote: optionalNote(GRATITUDE_NOTE_MAX_LENGTH, entryMessages.gratitudeTooLong),
});
export type PartnerCheckinInput = z.output<typeof partnerCheckinSchema>;

export const personalCheckinSchema = z.object({
  moodScore: scale(entryMessages.moodRange).default(0),
  emotion: z.enum(PERSONAL_CHECKIN_EMOTIONS, { error: entryMessages.emotionRequired }),
  gratitudeNote: optionalNote(GRATITUDE_NOTE_MAX_LENGTH, entryMessages.gratitudeTooLong),
});
export type PersonalCheckinInput = z.output<typeof personalCheckinSchema>;

/** POST /api/v1/checkins carries either kind, told apart by `kind`. */
export const checkinRequestSchema = z.discriminatedUnion("kind", [
  partnerCheckinSchema.extend({ kind: z.literal("partner") }),
  personalCheckinSchema.extend({ kind: z.literal("personal") }),
]);

/** One submission of a form (or one queued offline entry): a retry with the same key is applied once. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, entryMessages.idempotencyKey)
  .max(100, entryMessages.idempotencyKey);
