import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable } from "drizzle-orm/pg-core";
import { PARTNER_REACTION_KINDS } from "../../lib/domain/partner-reactions";
import { encryptedText } from "../columns";
import { createdAt, id, ownerId, userRef } from "./_columns";

/** Relative path: drizzle-kit loads the schema without the "@/" alias. */
export const partnerReactionKind = pgEnum("partner_reaction_kind", PARTNER_REACTION_KINDS);

/**
 * A one-tap response ("Sending a hug") and/or a short note from user_id to their partner (issue #33). recipient_id is
 * the partner at the time; a reaction stays readable by that recipient only while the two are linked (the read goes
 * through resolvePartnerAccess). The note is private text, encrypted like other notes.
 */
export const partnerReactions = pgTable(
  "partner_reactions",
  {
    id: id(),
    userId: ownerId(),
    recipientId: userRef("recipient_id", "cascade").notNull(),
    kind: partnerReactionKind("kind"),
    note: encryptedText("partner_reactions", "note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_reactions_recipient_time_idx").on(t.recipientId, t.createdAt),
    index("partner_reactions_sender_time_idx").on(t.userId, t.createdAt),
    // A reaction says something: a kind, a note, or both.
    check("partner_reactions_kind_or_note", sql`${t.kind} is not null or ${t.note} is not null`),
  ],
);
