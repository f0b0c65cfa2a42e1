import { sql } from "drizzle-orm";
import { boolean, check, index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant, ownerId, updatedAt } from "./_columns";

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
