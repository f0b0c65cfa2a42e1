import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { EmotionSelection } from "../../lib/domain/types";
import { encryptedText } from "../columns";
import { createdAt, id, instant, ownerId, updatedAt } from "./_columns";
import { imports } from "./imports";

/** One detailed-picker selection captured with a mood (spec 2 §3 emotion_metadata); the type lives with the vocabulary. */
export type EmotionMetadataEntry = EmotionSelection;

export const moods = pgTable(
  "moods",
  {
    id: id(),
    userId: ownerId(),
    moodValue: smallint("mood_value").notNull(),
    moodKeywords: text("mood_keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emotionMetadata: jsonb("emotion_metadata").$type<EmotionMetadataEntry[]>(),
    contextNotes: encryptedText("moods", "context_notes"),
    /**
     * The Mood reflection switch (decision 061): which prompt was offered after the mood was logged (an id from
     * lib/domain/mood-reflection.ts, not the person's words) and the answer, encrypted like the note. Both null when
     * none was written.
     */
    reflectionPrompt: text("reflection_prompt"),
    reflection: encryptedText("moods", "reflection"),
    /** Sent once per form submission so a retried request (15 s client time-out) cannot log the mood twice. */
    idempotencyKey: text("idempotency_key"),
    // A hash of the request the key came with: a replay must carry the same one (issue #30).
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /**
     * The import that brought the mood in from another app (decision 076), null for one logged here. An imported mood
     * is private until its owner shares that import: no read for the partner returns it.
     */
    importId: uuid("import_id").references(() => imports.id, { onDelete: "set null" }),
    isPrivate: boolean("is_private").notNull().default(false),
    /** When the mood was felt; every time-range query and chart uses this, not created_at. */
    timestamp: instant("timestamp").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // Ascending on purpose (here and in every per-user time index): a backward scan serves ORDER BY ... DESC, while
    // drizzle's .desc() would emit DESC NULLS LAST, which does not match PostgreSQL's default DESC NULLS FIRST.
    index("moods_user_time_idx").on(t.userId, t.timestamp),
    index("moods_import_idx").on(t.importId),
    uniqueIndex("moods_user_idempotency_unique").on(t.userId, t.idempotencyKey),
    check("moods_value_range", sql`${t.moodValue} between -3 and 3`),
    check("moods_idempotency_key_length", sql`char_length(${t.idempotencyKey}) between 1 and 100`),
  ],
);

export const moodTagTimeframe = pgEnum("mood_tag_timeframe", ["weekly"]);

/**
 * Per-week tag counts, no longer written (decision 063): the tag cards count from the moods. Kept, with the rows
 * written before (still in the data export), until a later migration drops it.
 */
export const moodTagSummary = pgTable(
  "mood_tag_summary",
  {
    userId: ownerId(),
    tag: text("tag").notNull(),
    count: integer("count").notNull().default(0),
    timeframe: moodTagTimeframe("timeframe").notNull().default("weekly"),
    /** First day of the period (the week's Sunday, spec 2 §4.9). */
    datePeriod: date("date_period").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "mood_tag_summary_pk", columns: [t.userId, t.tag, t.timeframe, t.datePeriod] }),
    index("mood_tag_summary_period_idx").on(t.userId, t.timeframe, t.datePeriod),
    check("mood_tag_summary_count_non_negative", sql`${t.count} >= 0`),
  ],
);

/**
 * Health metrics. The mood screen writes only sleep_hours and stress_level; the other measurements are kept for
 * later sources (data_source), with ranges wide enough for real people and narrow enough to catch unit mistakes.
 */
export const biometricData = pgTable(
  "biometric_data",
  {
    id: id(),
    userId: ownerId(),
    dataSource: text("data_source").notNull().default("manual"),
    recordedAt: instant("recorded_at").notNull().defaultNow(),
    heartRate: smallint("heart_rate"),
    sleepHours: numeric("sleep_hours", { precision: 4, scale: 2, mode: "number" }),
    steps: integer("steps"),
    stressLevel: smallint("stress_level"),
    /** Degrees Celsius. */
    bodyTemperature: numeric("body_temperature", { precision: 4, scale: 1, mode: "number" }),
    bloodPressureSystolic: smallint("blood_pressure_systolic"),
    bloodPressureDiastolic: smallint("blood_pressure_diastolic"),
    createdAt: createdAt(),
  },
  (t) => [
    index("biometric_data_user_time_idx").on(t.userId, t.recordedAt),
    check("biometric_data_sleep_range", sql`${t.sleepHours} between 3 and 12`),
    check("biometric_data_stress_range", sql`${t.stressLevel} between 1 and 10`),
    check("biometric_data_heart_rate_range", sql`${t.heartRate} between 20 and 250`),
    check("biometric_data_steps_range", sql`${t.steps} between 0 and 200000`),
    check("biometric_data_temperature_range", sql`${t.bodyTemperature} between 30 and 45`),
    check("biometric_data_systolic_range", sql`${t.bloodPressureSystolic} between 50 and 260`),
    check("biometric_data_diastolic_range", sql`${t.bloodPressureDiastolic} between 30 and 200`),
    check("biometric_data_data_source_length", sql`char_length(${t.dataSource}) between 1 and 50`),
  ],
);
