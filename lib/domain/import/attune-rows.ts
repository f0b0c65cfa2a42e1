import { z } from "zod";
import { PARTNER_CHECKIN_FEELINGS, PERSONAL_CHECKIN_EMOTIONS } from "../feelings";
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH } from "../goals";
import { MOOD_VALUE_MAX, MOOD_VALUE_MIN } from "../labels";
import {
  CUSTOM_FEELING_MAX_LENGTH,
  GRATITUDE_NOTE_MAX_LENGTH,
  MOOD_KEYWORDS_MAX,
  MOOD_NOTES_MAX_LENGTH,
} from "../mood-entry";
import { findReflectionPrompt, MOOD_REFLECTION_MAX_LENGTH } from "../mood-reflection";

/**
 * The rows of Attune's JSON export an import reads back (decision 082), as the export writes them (snake_case, the
 * stored values, notes decrypted), each held to the rules the app's own forms and columns hold them to: a row that
 * breaks one is skipped and listed (attune.ts), never written half-right.
 */

// Tab, LF and CR are a note's own; any other control character means the file was damaged (plan.ts's rule).
const CONTROL = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/;

const chars = (value: string) => [...value].length;
const clean = (max: number) =>
  z
    .string()
    .refine((v) => !CONTROL.test(v), "it holds control characters")
    .refine((v) => chars(v) <= max, `it is longer than ${max.toLocaleString("en-US")} characters`);
const note = (max: number) => clean(max).nullable().optional();
const instant = z.iso.datetime({ offset: true });
const optionalInstant = instant.nullable().optional();
const score = z.number().int().min(MOOD_VALUE_MIN).max(MOOD_VALUE_MAX);
const id = z.string().min(1).max(100);

export const emotionSelection = z.object({
  emotionId: z.string().max(100),
  emotionName: z.string().max(100),
  categoryId: z.string().max(100),
  categoryName: z.string().max(100),
  mappedKeyword: z.string().max(100),
  intensity: z.number().min(0).max(10),
});

export const moodRow = z.object({
  id,
  timestamp: instant,
  mood_value: score,
  mood_keywords: z.array(clean(CUSTOM_FEELING_MAX_LENGTH)).max(MOOD_KEYWORDS_MAX).default([]),
  emotion_metadata: z.array(emotionSelection).max(MOOD_KEYWORDS_MAX).nullable().optional(),
  context_notes: note(MOOD_NOTES_MAX_LENGTH),
  reflection_prompt: z
    .string()
    .nullable()
    .optional()
    .refine((v) => v == null || findReflectionPrompt(v) !== null, "its reflection prompt is not one of Attune's"),
  reflection: note(MOOD_REFLECTION_MAX_LENGTH),
  created_at: instant,
});

export const personalCheckinRow = z.object({
  id,
  created_at: instant,
  mood_score: score,
  emotional_state: z.enum(PERSONAL_CHECKIN_EMOTIONS),
  gratitude_note: note(GRATITUDE_NOTE_MAX_LENGTH),
});

export const partnerCheckinRow = z.object({
  id,
  timestamp: instant,
  partner_connection_score: score,
  partner_emotion_tag: z.enum(PARTNER_CHECKIN_FEELINGS),
  partner_gratitude_note: note(GRATITUDE_NOTE_MAX_LENGTH),
  created_at: instant,
});

export const goalRow = z.object({
  id,
  title: clean(GOAL_TITLE_MAX_LENGTH).refine((v) => v.trim().length > 0, "it has no title"),
  description: note(GOAL_DESCRIPTION_MAX_LENGTH),
  target_date: z.iso.date().nullable().optional(),
  visibility: z.enum(["shared", "private"]),
  progress: z.number().int().min(0).max(100),
  completed_at: optionalInstant,
  user2_id: z.string().nullable().optional(),
  created_at: instant,
  updated_at: instant,
});

const RITUAL_TITLE_MAX_LENGTH = 200;
const RITUAL_DESCRIPTION_MAX_LENGTH = 2_000;
export const ritualRow = z.object({
  id,
  title: clean(RITUAL_TITLE_MAX_LENGTH).refine((v) => v.trim().length > 0, "it has no title"),
  description: clean(RITUAL_DESCRIPTION_MAX_LENGTH).default(""),
  type: z.enum(["self-care", "intimacy", "repair", "connection", "other"]),
  streak_count: z.number().int().min(0),
  last_completed_at: optionalInstant,
  completed_by_user_id: z.string().nullable().optional(),
  original_completion_time: optionalInstant,
  mood_based: z.boolean(),
  generated_by_ai: z.boolean(),
  generated_at: optionalInstant,
  shared_with_partner: z.boolean(),
  created_for_partner_id: z.string().nullable().optional(),
  created_at: instant,
  archived_at: optionalInstant,
  deleted_at: optionalInstant,
});

export const completionRow = z.object({ id, ritual_id: id, day: z.iso.date(), completed_at: instant });
