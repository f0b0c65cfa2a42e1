import { timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/*
 * Column builders shared by the schema files. Each returns a fresh builder, so a call site may chain more
 * (.notNull(), .unique(), .primaryKey(), .defaultNow()). Not exported from ./index: drizzle-kit reads only tables
 * and enums there.
 *
 * Function declarations on purpose: auth.ts (which defines users) uses these too, and hoisted functions are safe
 * in that import cycle whichever module loads first; users is only read lazily, inside .references().
 */

/** What a user's deletion does to a row that references them. */
export type OnUserDelete = "cascade" | "set null";

/** Primary key: a random UUID. */
export function id() {
  return uuid("id").primaryKey().defaultRandom();
}

/** user_id of the row's owner: required, and the row goes with the account. */
export function ownerId() {
  return uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
}

/** A reference to users under its own name; nullable unless the caller adds .notNull() (or .primaryKey()). */
export function userRef(name: string, onDelete: OnUserDelete) {
  return uuid(name).references(() => users.id, { onDelete });
}

/** A point in time (timestamptz); nullable unless the caller chains more. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** created_at: set by the database on insert. */
export function createdAt() {
  return instant("created_at").notNull().defaultNow();
}

/** updated_at: starts at insert time; writers set it on every update. */
export function updatedAt() {
  return instant("updated_at").notNull().defaultNow();
}
