import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { encryptedText } from "../columns";
import { createdAt, id, instant, ownerId, userRef } from "./_columns";

/**
 * Ritual kinds. The spec's ritual cards show self-care, intimacy and repair (spelled with a hyphen, as the generator
 * returns them); connection covers the recommendation card's "connection" rituals; anything else an AI model
 * returns is stored as 'other' by the service rather than rejected.
 */
export const ritualType = pgEnum("ritual_type", ["self-care", "intimacy", "repair", "connection", "other"]);

/**
 * A small relationship habit with a streak (spec 3). A shared, generated ritual exists as two rows, one per partner,
 * the partner's copy carrying created_for_partner_id = the generating user; both rows hold the same pair_id
 * (decision 037), by which completion and deletion are mirrored: never by title.
 */
export const rituals = pgTable(
  "rituals",
  {
    id: id(),
    userId: ownerId(),
    createdForPartnerId: userRef("created_for_partner_id", "set null"),
    /** The same for both copies of a shared ritual; null for a ritual of one person. */
    pairId: uuid("pair_id"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: ritualType("type").notNull().default("other"),
    streakCount: integer("streak_count").notNull().default(0),
    lastCompletedAt: instant("last_completed_at"),
    /** Set on the first completion only, so "You completed first!" survives the partner's completion. */
    completedByUserId: userRef("completed_by_user_id", "set null"),
    originalCompletionTime: instant("original_completion_time"),
    moodBased: boolean("mood_based").notNull().default(false),
    generatedByAi: boolean("generated_by_ai").notNull().default(false),
    generatedAt: instant("generated_at"),
    sharedWithPartner: boolean("shared_with_partner").notNull().default(false),
    createdAt: createdAt(),
    /** Soft delete (spec 3 §4): deletes are optimistic and mirrored, so a failed one is undone by clearing this. */
    deletedAt: instant("deleted_at"),
    /**
     * When the owner moved it off their active list (decision 050): a ritual is active until its owner archives it,
     * not by its age. Per copy, never mirrored: each partner decides for their own list. Cleared by Restore.
     */
    archivedAt: instant("archived_at"),
    /**
     * The stable key of the exported row this ritual was imported from (decision 082), null for one made here: with
     * the (owner, key) unique index, importing the same file twice adds the ritual once.
     */
    importKey: text("import_key"),
  },
  (t) => [
    index("rituals_user_created_idx").on(t.userId, t.createdAt),
    index("rituals_user_completed_idx").on(t.userId, t.lastCompletedAt),
    index("rituals_created_for_partner_idx").on(t.createdForPartnerId),
    index("rituals_pair_idx").on(t.pairId),
    index("rituals_completed_by_idx").on(t.completedByUserId),
    uniqueIndex("rituals_user_import_key_unique").on(t.userId, t.importKey),
    check("rituals_title_length", sql`char_length(${t.title}) between 1 and 200`),
    check("rituals_streak_non_negative", sql`${t.streakCount} >= 0`),
  ],
);

/** The ritual a reflection or vote is about; it goes with the ritual. */
function ritualId() {
  return uuid("ritual_id")
    .notNull()
    .references(() => rituals.id, { onDelete: "cascade" });
}

/** Answer to 'Was this helpful for your connection?' after a completion; the free text is private. */
export const ritualReflections = pgTable(
  "ritual_reflections",
  {
    id: id(),
    ritualId: ritualId(),
    userId: ownerId(),
    responseText: encryptedText("ritual_reflections", "response_text"),
    liked: boolean("liked").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ritual_reflections_ritual_idx").on(t.ritualId),
    index("ritual_reflections_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Thumbs up/down on an AI-generated ritual: one vote per user and ritual, changed by upsert. */
export const ritualFeedback = pgTable(
  "ritual_feedback",
  {
    ritualId: ritualId(),
    userId: ownerId(),
    liked: boolean("liked").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "ritual_feedback_pk", columns: [t.ritualId, t.userId] }),
    index("ritual_feedback_user_idx").on(t.userId),
  ],
);

/**
 * The completion log (decision 017 asked for it; issue #16): one row per person, ritual copy and local day of the
 * person who completed it. streak_count, last_completed_at, completed_by_user_id and original_completion_time on
 * rituals are derived from it when a completion is written; the health score and achievements read it.
 */
export const ritualCompletions = pgTable(
  "ritual_completions",
  {
    id: id(),
    ritualId: ritualId(),
    userId: ownerId(),
    completedAt: instant("completed_at").notNull(),
    /** The completer's local day: a second completion on the same day is the same completion. */
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [
    unique("ritual_completions_ritual_day_unique").on(t.ritualId, t.day),
    index("ritual_completions_user_idx").on(t.userId, t.completedAt),
  ],
);
