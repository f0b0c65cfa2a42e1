import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id, instant, ownerId } from "./_columns";

/**
 * One import of a person's history from another app (issue #40, decision 076): what it added and skipped, for the
 * summary and Settings' list, and when (if ever) its entries were shared with the partner. Each imported mood names
 * its import (moods.import_id) and is private (moods.is_private) until the person shares that import.
 */
export const imports = pgTable(
  "imports",
  {
    id: id(),
    userId: ownerId(),
    /** "daylio", "attune" or "csv" (lib/domain/import). */
    source: text("source").notNull(),
    /** Rows of the file that became entries, and those skipped (bad rows, duplicates, rows imported before). */
    added: integer("added").notNull(),
    skipped: integer("skipped").notNull(),
    firstAt: instant("first_at"),
    lastAt: instant("last_at"),
    sharedAt: instant("shared_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("imports_user_time_idx").on(t.userId, t.createdAt),
    check("imports_counts", sql`${t.added} >= 0 and ${t.skipped} >= 0`),
  ],
);
