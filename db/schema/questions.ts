import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { encryptedText } from "../columns";
import { createdAt, id, instant, ownerId, userRef } from "./_columns";

/**
 * The question for two (issue #37, decision 068): one row per person per calendar date, so everything in it is that
 * person's own and goes with their account alone. A couple's two rows of a date hold the same question (written
 * together, under the couple's lock); each partner reads the row of their own local date, so partners in zones a day
 * apart each get that date's question on their own day. The partner's answer is read through resolvePartnerAccess,
 * only by a linked partner who has answered their own.
 */
export const questionDays = pgTable(
  "question_days",
  {
    id: id(),
    userId: ownerId(),
    /** The partner the question was shared with when it was set; null for a private reflection (no partner). */
    partnerId: userRef("partner_id", "set null"),
    /** The calendar date the question belongs to (the couple's key), read on each person's own local date. */
    day: date("day").notNull(),
    /** An id of lib/domain/questions/bank.ts; the text is never stored, so history shows the bank's words. */
    questionId: text("question_id").notNull(),
    /** The question a skip replaced (one skip a day, for both copies); null when not skipped. */
    skippedQuestionId: text("skipped_question_id"),
    /** The answer, at most 1,000 characters (checked before it is encrypted), encrypted like mood notes. */
    answer: encryptedText("question_days", "answer"),
    answeredAt: instant("answered_at"),
    /** The answer's submission: a retry with the same key is answered from the row and writes nothing. */
    idempotencyKey: text("idempotency_key"),
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /** This person's favourite (per person, never shown to the partner). */
    favourite: boolean("favourite").notNull().default(false),
    /** This person's heart on the partner's answer of the same day. */
    heartAt: instant("heart_at"),
    /** This person's short reply to the partner's answer, encrypted. */
    reply: encryptedText("question_days", "reply"),
    repliedAt: instant("replied_at"),
    /** A follow-up question built from both answers (same words on both rows), encrypted; null until asked for. */
    followUp: encryptedText("question_days", "follow_up"),
    createdAt: createdAt(),
  },
  (t) => [
    // The question read: (user, day) for the viewer and their partner, one index lookup.
    uniqueIndex("question_days_user_day_unique").on(t.userId, t.day),
    // The rows a partner's deletion sets to null, and the partner's side of a history read.
    index("question_days_partner_idx").on(t.partnerId),
    check("question_days_answered_together", sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check("question_days_replied_together", sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check("question_days_idempotency_key_length", sql`char_length(${t.idempotencyKey}) between 1 and 100`),
  ],
);
