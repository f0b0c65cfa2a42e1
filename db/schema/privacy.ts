import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PARTNER_VIEW_KINDS } from "@/lib/domain/safety/partner-views";
import { createdAt, id, instant, ownerId, updatedAt, userRef } from "./_columns";

export const exportRequestStatus = pgEnum("export_request_status", ["pending", "ready", "expired", "failed"]);

/**
 * A data-export request (spec 3: "an email is promised within 24 hours"). A job builds the archive and emails a
 * one-time link; only the SHA-256 of its token is stored, like every other emailed token.
 */
export const exportRequests = pgTable(
  "export_requests",
  {
    id: id(),
    userId: ownerId(),
    status: exportRequestStatus("status").notNull().default("pending"),
    downloadTokenHash: text("download_token_hash").unique(),
    expiresAt: instant("expires_at"),
    createdAt: createdAt(),
    completedAt: instant("completed_at"),
  },
  (t) => [
    index("export_requests_user_idx").on(t.userId, t.createdAt),
    index("export_requests_status_idx").on(t.status, t.createdAt),
    check(
      "export_requests_ready_has_link",
      sql`${t.status} <> 'ready' or (${t.downloadTokenHash} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);

/**
 * What this user lets their partner see beyond the basics (spec 1 §6: mood summaries, detailed entries, goals and
 * achievements are separate grants; the check-up is a fifth, decision 081). Each is revocable and off until granted; a missing row means nothing is shared.
 * Read fresh on every request by lib/data/partner-access.ts, so a revocation applies to the very next read.
 */
export const sharingGrants = pgTable("sharing_grants", {
  userId: ownerId().primaryKey(),
  shareMoodSummaries: boolean("share_mood_summaries").notNull().default(false),
  shareDetailedEntries: boolean("share_detailed_entries").notNull().default(false),
  shareGoals: boolean("share_goals").notNull().default(false),
  shareAchievements: boolean("share_achievements").notNull().default(false),
  /**
   * The monthly check-up's CSI-4 history (issue #39, decision 081). Mutual: a partner's check-ups show only while BOTH
   * share theirs. Never covers the personal PHQ-4, which no grant shares.
   */
  shareCheckUps: boolean("share_check_ups").notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Quiet pauses (issue #38, decision 079): while a row's ended_at is null its owner shares nothing new with their
 * partner, and the partner is not told. The rows are kept after a resume, because what was written during a pause
 * stays unshared for good: every partner read leaves out the owner's rows written inside any of these intervals.
 * At most one open pause per person (the partial unique index).
 */
export const sharingPauses = pgTable(
  "sharing_pauses",
  {
    id: id(),
    userId: ownerId(),
    startedAt: instant("started_at").notNull().defaultNow(),
    endedAt: instant("ended_at"),
    /**
     * The owner's stored health scores as they stood when the pause began, which the partner is shown instead of the
     * live ones while it runs (a score that kept moving would tell of new entries). Cleared on resume.
     */
    frozenScores: jsonb("frozen_scores"),
  },
  (t) => [
    index("sharing_pauses_user_idx").on(t.userId, t.startedAt),
    uniqueIndex("sharing_pauses_one_open")
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    check("sharing_pauses_ordered", sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

export const partnerViewKind = pgEnum("partner_view_kind", PARTNER_VIEW_KINDS);

/**
 * Who looked (issue #38 item 3, decision 079): one row per viewer, owner, kind of data and the owner's local day on
 * which the viewer read the owner's shared data of that kind. Upserted by the partner reads; kept 90 days.
 */
export const partnerViews = pgTable(
  "partner_views",
  {
    ownerId: userRef("owner_id", "cascade").notNull(),
    viewerId: userRef("viewer_id", "cascade").notNull(),
    kind: partnerViewKind("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    lastViewedAt: instant("last_viewed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.day, t.viewerId, t.kind] }),
    index("partner_views_viewer_idx").on(t.viewerId),
    index("partner_views_day_idx").on(t.day),
  ],
);
