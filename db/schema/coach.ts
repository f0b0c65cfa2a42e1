import { sql } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { COACH_REPLY_KINDS } from "@/lib/domain/coach/limits";
import { encryptedText } from "../columns";
import { createdAt, id, instant, ownerId } from "./_columns";

/** Who wrote a turn of a coach conversation. */
export const coachRole = pgEnum("coach_role", ["user", "assistant"]);
/** How an assistant turn was made: the model, the offline coach, the fixed crisis response or the fallback text. */
export const coachReplyKind = pgEnum("coach_reply_kind", COACH_REPLY_KINDS);

/**
 * The assistant's conversations (issue #15, decision 035): private to their person (nobody else reads them, not the
 * partner, not an admin screen), encrypted like mood notes, in the account export, and gone with the account. A
 * conversation is one opening of the panel: closing it starts a new one.
 */
export const coachMessages = pgTable(
  "coach_messages",
  {
    id: id(),
    userId: ownerId(),
    conversationId: uuid("conversation_id").notNull(),
    role: coachRole("role").notNull(),
    /** Null on the person's own turns. */
    replyKind: coachReplyKind("reply_kind"),
    content: encryptedText("coach_messages", "content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coach_messages_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Messages sent to the coach per local day of the person: the daily limit is taken with one conditional upsert, so
 * two tabs sending at once can never pass it together. Crisis replies are counted apart (issue #30): they are never
 * refused, but only so many a day are stored, so they cannot be used to fill the database.
 */
export const coachUsage = pgTable(
  "coach_usage",
  {
    userId: ownerId(),
    day: date("day", { mode: "string" }).notNull(),
    messages: integer("messages").notNull().default(0),
    crisisReplies: integer("crisis_replies").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** When the person last used the coach and was last told it is a computer program (the disclosure rules). */
export const coachState = pgTable("coach_state", {
  userId: ownerId().primaryKey(),
  sessionStartedAt: instant("session_started_at").notNull(),
  lastActiveAt: instant("last_active_at").notNull(),
  lastDisclosedAt: instant("last_disclosed_at"),
});

/**
 * Steps of the Coaching tab's programs a person has marked done (issue #15): one row per step, so marking is an
 * insert that cannot race and undoing is a delete. Program and step ids are the catalogue's stable ids
 * (lib/domain/coaching-programs); a step later removed from the catalogue simply stops counting.
 */
export const coachingProgress = pgTable(
  "coaching_progress",
  {
    userId: ownerId(),
    programId: text("program_id").notNull(),
    stepId: text("step_id").notNull(),
    completedAt: instant("completed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.programId, t.stepId] }),
    check("coaching_progress_ids_length", sql`char_length(${t.programId}) <= 64 and char_length(${t.stepId}) <= 64`),
  ],
);

/** What the model wrote for a person: the 30-day analysis and the dashboard's insights. */
export const aiOutputKind = pgEnum("ai_output_kind", ["analysis", "insights"]);

/**
 * The model's written output, cached per person per local day (issue #15): a page shows today's without paying for
 * a model call, and a person's Refresh replaces it. Encrypted like notes: it is written from their moods.
 */
export const aiOutputs = pgTable(
  "ai_outputs",
  {
    id: id(),
    userId: ownerId(),
    kind: aiOutputKind("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    content: encryptedText("ai_outputs", "content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("ai_outputs_user_kind_day_unique").on(t.userId, t.kind, t.day)],
);
