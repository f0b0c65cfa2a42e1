import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, ownerId, userRef } from "./_columns";

/**
 * The audit trail (decision 043): every admin action, and every demo-data change, with who, what, when and on whom.
 * `detail` holds identifiers and outcomes only (a masked phone, a template name, a count), never anyone's notes or
 * messages. Kept when the actor or target account goes (their ids become null), so the trail outlives them.
 */
export const adminAuditEvents = pgTable(
  "admin_audit_events",
  {
    id: id(),
    actorId: userRef("actor_id", "set null"),
    /** e.g. "test_sms_sent", "manual_reminder", "demo_data_generated" (lib/domain/admin-audit.ts). */
    action: text("action").notNull(),
    targetUserId: userRef("target_user_id", "set null"),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_events_created_idx").on(t.createdAt),
    check("admin_audit_events_action_length", sql`char_length(${t.action}) between 1 and 64`),
  ],
);

/**
 * Rows /demo-setup generated for a person (decision 043), so the demo is labelled as such and removed in one click
 * without touching anything the person wrote themselves. `table_name` is one of the tables the generator writes.
 */
export const demoRows = pgTable(
  "demo_rows",
  {
    userId: ownerId(),
    tableName: text("table_name").notNull(),
    rowId: uuid("row_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "demo_rows_pk", columns: [t.tableName, t.rowId] }),
    index("demo_rows_user_idx").on(t.userId),
    check("demo_rows_table_length", sql`char_length(${t.tableName}) between 1 and 64`),
  ],
);
