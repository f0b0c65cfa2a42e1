import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, instant, ownerId } from "./_columns";

/** Named milestones are awarded once per user; 'other' covers one-off achievements that may repeat. */
export const milestoneType = pgEnum("milestone_type", [
  "mood_streak_7",
  "ritual_master",
  "connection_champion",
  "other",
]);

/** Spec 2 §2.5: 'therapy' is shown as Coaching Progress. */
export const achievementType = pgEnum("achievement_type", ["therapy", "relationship", "wellness", "special", "other"]);

/** Achievements and milestones are one entity: a milestone is an achievement with a named milestone_type. */
export const achievements = pgTable(
  "achievements",
  {
    id: id(),
    userId: ownerId(),
    milestoneType: milestoneType("milestone_type").notNull().default("other"),
    type: achievementType("type").notNull(),
    category: text("category").notNull(),
    icon: text("icon").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    earnedAt: instant("earned_at").notNull().defaultNow(),
  },
  (t) => [
    index("achievements_user_earned_idx").on(t.userId, t.earnedAt),
    // Award jobs insert ... on conflict do nothing, so a re-run or a race cannot award a milestone twice.
    uniqueIndex("achievements_user_milestone_unique")
      .on(t.userId, t.milestoneType)
      .where(sql`${t.milestoneType} <> 'other'`),
  ],
);
