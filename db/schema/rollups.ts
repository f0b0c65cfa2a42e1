import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant, ownerId, userRef } from "./_columns";

/*
 * Per-person daily rollups (issue #34, decision 067): what the analytics pages read instead of a year of rows.
 * Derived data only, rebuilt from moods, biometric_data, partner_checkins and emotional_checkins at any time
 * (lib/data/daily-rollups.ts), so none of it is exported or encrypted: counts and sums, and the moods' own tags.
 */

const count = (name: string) => integer(name).notNull().default(0);

/**
 * One row per person and local day (in the zone daily_rollup_zones names) with anything logged: the figures of
 * lib/domain/analytics/daily-rollup.ts. Sums are exact integers: moods and scores are −3..3, stress 1..10, sleep in
 * hundredths of an hour.
 */
export const dailyRollups = pgTable(
  "daily_rollups",
  {
    userId: ownerId(),
    day: date("day", { mode: "string" }).notNull(),
    moodCount: count("mood_count"),
    moodSum: count("mood_sum"),
    moodSquares: count("mood_squares"),
    morningCount: count("morning_count"),
    morningSum: count("morning_sum"),
    afternoonCount: count("afternoon_count"),
    afternoonSum: count("afternoon_sum"),
    eveningCount: count("evening_count"),
    eveningSum: count("evening_sum"),
    /** Each tag of the day's moods (trimmed, lower-cased): [moods carrying it, sum of their values]. */
    moodTags: jsonb("mood_tags")
      .$type<Record<string, [number, number]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sleepCount: count("sleep_count"),
    sleepHundredths: count("sleep_hundredths"),
    stressCount: count("stress_count"),
    stressSum: count("stress_sum"),
    /** Partner check-ins the person wrote, their connection scores, and how many carry a gratitude note. */
    checkinCount: count("checkin_count"),
    checkinScoreSum: count("checkin_score_sum"),
    checkinNotes: count("checkin_notes"),
    personalCheckinCount: count("personal_checkin_count"),
  },
  (t) => [
    primaryKey({ name: "daily_rollups_pk", columns: [t.userId, t.day] }),
    check(
      "daily_rollups_counts_non_negative",
      sql`least(${t.moodCount}, ${t.sleepCount}, ${t.stressCount}, ${t.checkinCount}, ${t.checkinNotes}, ${t.personalCheckinCount}) >= 0`,
    ),
    check(
      "daily_rollups_parts_of_day",
      sql`${t.moodCount} = ${t.morningCount} + ${t.afternoonCount} + ${t.eveningCount}`,
    ),
  ],
);

/**
 * The connection ratings a person received from one partner, per local day of the person rated: the partner check-ins
 * `author_id` wrote about `user_id` and marked shared. Read only through resolvePartnerAccess, with the grants the
 * raw check-ins need (lib/data/daily-rollups.ts listPartnerRatingDays).
 */
export const dailyPartnerRatings = pgTable(
  "daily_partner_ratings",
  {
    userId: ownerId(),
    authorId: userRef("author_id", "cascade").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    ratings: integer("ratings").notNull(),
    ratingSum: integer("rating_sum").notNull(),
  },
  (t) => [
    primaryKey({ name: "daily_partner_ratings_pk", columns: [t.userId, t.authorId, t.day] }),
    // An author's deletion cascades here: found through this index, not a scan.
    index("daily_partner_ratings_author_idx").on(t.authorId),
    check("daily_partner_ratings_count_positive", sql`${t.ratings} > 0`),
  ],
);

/**
 * Which zone a person's rollups (both tables above) are complete in: the profile's time zone as it was when they
 * were built. No row, a null zone (locked by a write before any build) or another zone than the profile's now means
 * they must be rebuilt before they are read. Writers and rebuilds lock this row first, so one person's take turns.
 */
export const dailyRollupZones = pgTable("daily_rollup_zones", {
  userId: ownerId().primaryKey(),
  timeZone: text("time_zone"),
  builtAt: instant("built_at"),
});
