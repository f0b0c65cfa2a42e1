import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { encryptedText } from "../columns";
import { createdAt, id, instant, ownerId, updatedAt, userRef } from "./_columns";

export const partnerLinkStatus = pgEnum("partner_link_status", ["pending", "accepted", "declined"]);
export const invitationMethod = pgEnum("invitation_method", ["email", "sms", "both"]);
/** Twilio's message states, in the order a message moves through them (status callbacks, POST /api/webhooks/twilio). */
export const smsDeliveryStatus = pgEnum("sms_delivery_status", [
  "queued",
  "sending",
  "sent",
  "delivered",
  "undelivered",
  "failed",
]);

/**
 * An invitation from user_id (the sender) to someone reached by email and/or SMS; partner_id is the user who accepted.
 * Cancelling a pending link or disconnecting an accepted one deletes the row (spec 3 §4), so a declined row is the
 * only kind of history kept.
 *
 * One accepted link per user is guaranteed in two layers:
 *  - the partial unique indexes below stop a user from being the sender of two accepted links, or the partner of two;
 *  - partner_memberships (below) stops the cross-column case (A sender of one accepted link and partner of another),
 *    which no index on this table can express.
 */
export const partnerLinks = pgTable(
  "partner_links",
  {
    id: id(),
    userId: ownerId(),
    partnerId: userRef("partner_id", "cascade"),
    partnerEmail: text("partner_email"),
    /** E.164, normalised with libphonenumber-js. */
    partnerPhone: text("partner_phone"),
    status: partnerLinkStatus("status").notNull().default("pending"),
    invitationMethod: invitationMethod("invitation_method").notNull().default("sms"),
    /**
     * SHA-256 of the invite token: a database leak must not hand out live invitations. Nullable so a service can
     * burn the token once the link is accepted or declined.
     */
    tokenHash: text("token_hash").unique(),
    expiresAt: instant("expires_at").notNull(),
    emailSent: boolean("email_sent").notNull().default(false),
    smsSent: boolean("sms_sent").notNull().default(false),
    /** The invitation SMS's latest state from Twilio's status callbacks; null until Twilio reports one. */
    smsStatus: smsDeliveryStatus("sms_status"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Lookups are "newest link where I am the sender", then "... where I am the partner" (spec 1 §4).
    index("partner_links_user_idx").on(t.userId, t.createdAt),
    index("partner_links_partner_idx").on(t.partnerId, t.createdAt),
    uniqueIndex("partner_links_one_accepted_as_sender")
      .on(t.userId)
      .where(sql`${t.status} = 'accepted'`),
    uniqueIndex("partner_links_one_accepted_as_partner")
      .on(t.partnerId)
      .where(sql`${t.status} = 'accepted'`),
    // Spec 3 §5: a phone already used by a pending or accepted link is rejected; this closes the check-then-insert race.
    uniqueIndex("partner_links_live_phone")
      .on(t.partnerPhone)
      .where(sql`${t.status} in ('pending', 'accepted') and ${t.partnerPhone} is not null`),
    // Target of partner_memberships' composite foreign key.
    unique("partner_links_id_status_unique").on(t.id, t.status),
    check("partner_links_not_self", sql`${t.partnerId} is null or ${t.partnerId} <> ${t.userId}`),
    check("partner_links_accepted_has_partner", sql`${t.status} <> 'accepted' or ${t.partnerId} is not null`),
    check(
      "partner_links_contact_for_method",
      sql`(${t.invitationMethod} = 'sms' or ${t.partnerEmail} is not null)
        and (${t.invitationMethod} = 'email' or ${t.partnerPhone} is not null)`,
    ),
  ],
);

/**
 * One row per user who currently has an accepted partner, written for BOTH users in the acceptance transaction and
 * removed with the link (cascade). The primary key on user_id is what makes "at most one accepted link per user" hold
 * across both columns of partner_links; the unique partner_id makes the pairing exclusive from the other side too.
 *
 * The composite foreign key (link_id, link_status) -> partner_links(id, status) with link_status pinned to
 * 'accepted' means a membership can only point at an accepted link, and a link cannot leave 'accepted' while
 * memberships reference it (ON UPDATE NO ACTION): disconnecting deletes the link, which deletes the memberships.
 * The service that accepts a link must insert both memberships in the same transaction; resolvePartnerAccess
 * (lib/data/partner-access.ts) reads only memberships, so a link accepted without them grants nothing.
 */
export const partnerMemberships = pgTable(
  "partner_memberships",
  {
    userId: ownerId().primaryKey(),
    partnerId: userRef("partner_id", "cascade").notNull(),
    linkId: uuid("link_id").notNull(),
    linkStatus: partnerLinkStatus("link_status").notNull().default("accepted"),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "partner_memberships_link_fk",
      columns: [t.linkId, t.linkStatus],
      foreignColumns: [partnerLinks.id, partnerLinks.status],
    }).onDelete("cascade"),
    uniqueIndex("partner_memberships_partner_unique").on(t.partnerId),
    index("partner_memberships_link_idx").on(t.linkId),
    check("partner_memberships_accepted_only", sql`${t.linkStatus} = 'accepted'`),
    check("partner_memberships_not_self", sql`${t.partnerId} <> ${t.userId}`),
  ],
);

export const specialDateType = pgEnum("special_date_type", ["birthday", "anniversary", "custom"]);

/** Birthdays, anniversaries and custom dates with reminders (spec 3 §2 Settings). */
export const partnerSpecialDates = pgTable(
  "partner_special_dates",
  {
    id: id(),
    userId: ownerId(),
    /** The partner at creation time; set null on their deletion so the owner keeps their date. */
    partnerId: userRef("partner_id", "set null"),
    dateType: specialDateType("date_type").notNull(),
    title: text("title").notNull(),
    /** Calendar date only (YYYY-MM-DD): a birthday has no time zone. */
    dateValue: date("date_value").notNull(),
    recurringAnnually: boolean("recurring_annually").notNull().default(true),
    reminderDaysBefore: integer("reminder_days_before").notNull().default(7),
    notes: encryptedText("partner_special_dates", "notes"),
    sharedWithPartner: boolean("shared_with_partner").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Spec 3 §7: owner's dates, or the partner's shared ones, ordered by date_value.
    index("partner_special_dates_user_idx").on(t.userId, t.dateValue),
    index("partner_special_dates_partner_idx").on(t.partnerId, t.dateValue),
    check("partner_special_dates_reminder_days", sql`${t.reminderDaysBefore} in (1, 3, 7, 14, 30)`),
    check("partner_special_dates_title_length", sql`char_length(${t.title}) between 1 and 200`),
  ],
);
