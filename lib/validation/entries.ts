import { z } from "zod";
import { findEmotion, PARTNER_CHECKIN_FEELINGS, PERSONAL_CHECKIN_EMOTIONS } from "@/lib/domain/emotions";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "@/lib/domain/labels";
import { MOOD_REFLECTION_MAX_LENGTH, MOOD_REFLECTION_TEXT } from "@/lib/domain/mood-reflection";
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
import { anyText, orNull, text } from "./text";

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
  unknownEmotion: "Please choose emotions from the list",
  tooManyEmotions: `Choose at most ${EMOTION_METADATA_MAX} emotions`,
} as const;

const scale = (message: string) =>
  z.number({ error: message }).int(message).min(MOOD_VALUE_MIN, message).max(MOOD_VALUE_MAX, message);

/**
 * Trimmed; empty becomes null (spec 2 §5: "null if empty"). Notes are stored encrypted (encryptedText columns), so the
 * database never sees their characters: people may write anything there, control characters included.
 */
const optionalNote = (max: number, message: string) => orNull(anyText({ max, error: { tooLong: message } }));

/**
 * One feeling: trimmed and lower-cased; at most 20 characters as typed. Feelings are stored as plain text (moods
 * .mood_keywords) and shown back as tags, so control characters are refused rather than silently changed.
 */
const feeling = text({
  max: CUSTOM_FEELING_MAX_LENGTH,
  error: { tooLong: entryMessages.feelingTooLong },
}).toLowerCase();

/** Feelings: empty ones ignored and duplicates dropped before the count is checked. */
export const moodKeywordsSchema = z
  .array(feeling, { error: "Feelings must be a list" })
  .max(MOOD_KEYWORDS_MAX * 2, entryMessages.tooManyFeelings)
  .transform((keywords) => [...new Set(keywords.filter((k) => k.length > 0))])
  .refine((keywords) => keywords.length <= MOOD_KEYWORDS_MAX, entryMessages.tooManyFeelings);

/**
 * A chosen emotion of the wheel: only its catalogue id, the one thing the person chose. Names, category, mapped
 * keyword and intensity are facts the server derives from lib/domain/emotions.ts (house rule 4); any such fields a
 * client still sends (the shape before issue #12) are dropped here, never stored. An id outside the catalogue is a
 * field error rather than a silently lost feeling.
 */
export const emotionSelectionSchema = z.object({
  emotionId: text({
    max: 60,
    min: 1,
    error: { required: entryMessages.unknownEmotion, tooLong: entryMessages.unknownEmotion },
  }).refine((id) => findEmotion(id) !== null, {
    error: entryMessages.unknownEmotion,
    // Once the text itself is refused (too long, control characters) that one message says it all.
    when: (payload) => payload.issues.length === 0,
  }),
});

export const moodLogSchema = z.object({
  moodValue: scale(entryMessages.moodRange),
  keywords: moodKeywordsSchema.default([]),
  emotionMetadata: z
    .array(emotionSelectionSchema, { error: "Emotions must be a list" })
    .max(EMOTION_METADATA_MAX, entryMessages.tooManyEmotions)
    .default([]),
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

/**
 * The answer to a mood's reflection prompt (decision 061): which mood, and the words. The question is not sent: the
 * server derives it from the stored mood (lib/domain/mood-reflection.ts). Encrypted like the note, so any text.
 */
export const moodReflectionSchema = z.object({
  moodId: z.uuid({ error: "Mood not found" }),
  reflection: anyText({
    min: 1,
    max: MOOD_REFLECTION_MAX_LENGTH,
    error: { required: MOOD_REFLECTION_TEXT.required, tooLong: MOOD_REFLECTION_TEXT.tooLong },
  }),
});
export type MoodReflectionInput = z.output<typeof moodReflectionSchema>;

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

/** "Share it" on a partner check-in held back by the screen (decision 080): which one. */
export const heldCheckinSchema = z.object({ checkinId: z.uuid({ error: "Check-in not found" }) });

/** POST /api/v1/checkins carries either kind, told apart by `kind`. */
export const checkinRequestSchema = z.discriminatedUnion("kind", [
  partnerCheckinSchema.extend({ kind: z.literal("partner") }),
  personalCheckinSchema.extend({ kind: z.literal("personal") }),
]);

/**
 * One submission of a form (or one queued offline entry): a retry with the same key is applied once. Control
 * characters are refused, not stripped: stripping would make two different keys ("a\u0001b" and "ab") one, and a
 * second, different submission would be taken for a retry and dropped.
 */
export const idempotencyKeySchema = text({
  max: 100,
  min: 1,
  error: { required: entryMessages.idempotencyKey, tooLong: entryMessages.idempotencyKey },
});
