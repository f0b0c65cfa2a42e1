import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
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
 * the partner's copy carrying created_for_partner_id = the generating user; completion and deletion are mirrored
 * onto the copy (matched by title) by the service.
 */
export const rituals = pgTable(
  "rituals",
  {
    id: id(),
    userId: ownerId(),
    createdForPartnerId: userRef("created_for_partner_id", "set null"),
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
  },
  (t) => [
    index("rituals_user_created_idx").on(t.userId, t.createdAt),
    index("rituals_user_completed_idx").on(t.userId, t.lastCompletedAt),
    index("rituals_created_for_partner_idx").on(t.createdForPartnerId),
    index("rituals_completed_by_idx").on(t.completedByUserId),
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
