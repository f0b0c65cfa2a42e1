import { sql } from "drizzle-orm";
import { check, date, index, pgEnum, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { encryptedText } from "../columns";
import { createdAt, id, instant, updatedAt, userRef } from "./_columns";

export const goalVisibility = pgEnum("goal_visibility", ["shared", "private"]);

/**
 * A shared intention between two partners (spec 3). user1_id is the creator's side, user2_id the partner at creation
 * time. Both sides cascade: a goal is joint, so deleting either account removes it rather than leaving half of it.
 * The description is always encrypted, whatever the visibility: one rule is simpler to keep than two.
 */
export const sharedGoals = pgTable(
  "shared_goals",
  {
    id: id(),
    user1Id: userRef("user1_id", "cascade").notNull(),
    user2Id: userRef("user2_id", "cascade"),
    createdBy: userRef("created_by", "cascade").notNull(),
    title: text("title").notNull(),
    description: encryptedText("shared_goals", "description"),
    /** Calendar date only, sent as YYYY-MM-DD. */
    targetDate: date("target_date"),
    visibility: goalVisibility("visibility").notNull().default("shared"),
    progress: smallint("progress").notNull().default(0),
    completedAt: instant("completed_at"),
    /**
     * The stable key of the exported row this goal was imported from (decision 082), null for a goal made here: with
     * the (creator, key) unique index, importing the same file twice adds the goal once.
     */
    importKey: text("import_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shared_goals_user1_idx").on(t.user1Id, t.createdAt),
    index("shared_goals_user2_idx").on(t.user2Id, t.createdAt),
    index("shared_goals_created_by_idx").on(t.createdBy),
    uniqueIndex("shared_goals_creator_import_key_unique").on(t.createdBy, t.importKey),
    check("shared_goals_title_length", sql`char_length(${t.title}) between 1 and 200`),
    check("shared_goals_progress_range", sql`${t.progress} between 0 and 100`),
    check("shared_goals_creator_is_member", sql`${t.createdBy} = ${t.user1Id} or ${t.createdBy} = ${t.user2Id}`),
    check("shared_goals_distinct_users", sql`${t.user2Id} is null or ${t.user2Id} <> ${t.user1Id}`),
  ],
);
