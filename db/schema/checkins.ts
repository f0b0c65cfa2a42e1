import { sql } from "drizzle-orm";
import { boolean, check, index, pgEnum, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { PARTNER_CHECKIN_FEELINGS, PERSONAL_CHECKIN_EMOTIONS } from "../../lib/domain/emotions";
import { encryptedText } from "../columns";
import { createdAt, id, instant, ownerId, userRef } from "./_columns";

// The vocabularies have one source, lib/domain/emotions.ts (pure constants, no imports), so an enum cannot drift
// from the lists the forms and engines use. Relative path: drizzle-kit loads the schema without the "@/" alias.
/** Spec 2 §3: the 8 primary emotions of the personal check-in. */
export const personalCheckinEmotion = pgEnum("personal_checkin_emotion", PERSONAL_CHECKIN_EMOTIONS);

/** Spec 2 §3: the 11 feelings of the partner check-in. */
export const partnerCheckinFeeling = pgEnum("partner_checkin_feeling", PARTNER_CHECKIN_FEELINGS);

/** Personal check-in: private to its author and outside the Relationship Health Score. */
export const emotionalCheckins = pgTable(
  "emotional_checkins",
  {
    id: id(),
    userId: ownerId(),
    /** The partner at the time, for context only; set null when that account is deleted. */
    partnerUid: userRef("partner_uid", "set null"),
    moodScore: smallint("mood_score").notNull(),
    emotionalState: personalCheckinEmotion("emotional_state").notNull(),
    gratitudeNote: encryptedText("emotional_checkins", "gratitude_note"),
    idempotencyKey: text("idempotency_key"),
    // A hash of the request the key came with: a replay must carry the same one (issue #30).
    idempotencyFingerprint: text("idempotency_fingerprint"),
    createdAt: createdAt(),
  },
  (t) => [
    index("emotional_checkins_user_time_idx").on(t.userId, t.createdAt),
    uniqueIndex("emotional_checkins_user_idempotency_unique").on(t.userId, t.idempotencyKey),
    check("emotional_checkins_score_range", sql`${t.moodScore} between -3 and 3`),
    check("emotional_checkins_idempotency_key_length", sql`char_length(${t.idempotencyKey}) between 1 and 100`),
  ],
);

/**
 * Partner check-in: counts toward the health score. The partner named in partner_uid may read it only while
 * is_shared_with_partner is true and the two are still linked (see sharedCheckinsVisibleTo in lib/data/partner-access).
 */
export const partnerCheckins = pgTable(
  "partner_checkins",
  {
    id: id(),
    userId: ownerId(),
    partnerUid: userRef("partner_uid", "set null"),
    partnerConnectionScore: smallint("partner_connection_score").notNull(),
    partnerEmotionTag: partnerCheckinFeeling("partner_emotion_tag").notNull(),
    partnerGratitudeNote: encryptedText("partner_checkins", "partner_gratitude_note"),
    /** Private unless the author chose to share: a missing choice must not leak a message. */
    isSharedWithPartner: boolean("is_shared_with_partner").notNull().default(false),
    idempotencyKey: text("idempotency_key"),
    // A hash of the request the key came with: a replay must carry the same one (issue #30).
    idempotencyFingerprint: text("idempotency_fingerprint"),
    timestamp: instant("timestamp").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_checkins_user_time_idx").on(t.userId, t.timestamp),
    // The messages card and the wellbeing engine read check-ins where the current user is the subject.
    index("partner_checkins_partner_time_idx").on(t.partnerUid, t.timestamp),
    uniqueIndex("partner_checkins_user_idempotency_unique").on(t.userId, t.idempotencyKey),
    check("partner_checkins_score_range", sql`${t.partnerConnectionScore} between -3 and 3`),
    check("partner_checkins_not_self", sql`${t.partnerUid} is null or ${t.partnerUid} <> ${t.userId}`),
    check("partner_checkins_idempotency_key_length", sql`char_length(${t.idempotencyKey}) between 1 and 100`),
  ],
);
