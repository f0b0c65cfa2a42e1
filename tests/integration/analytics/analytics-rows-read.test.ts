import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { HEALTH_HISTORY_DAYS } from "@/lib/data/health-scores";
import { ANALYTICS_RANGES, type AnalyticsRange } from "@/lib/domain/analytics/range";
import { STREAK_LOOKBACK_DAYS } from "@/lib/domain/analytics/growth";
import { loadGrowthAnalytics } from "@/lib/services/analytics/load-growth-analytics";
import { loadMoodAnalytics } from "@/lib/services/analytics/load-mood-analytics";
import { loadRelationshipAnalytics } from "@/lib/services/analytics/load-relationship-analytics";
import { seedCouple, type SeededCouple } from "../../../scripts/bench/couple-seed";
import { logQueries, tablesOf } from "../../helpers/query-log";

/**
 * Issue #34: "No request reads more rows than the days it shows". With two years of a couple's history (several
 * moods, health records and check-ins a day), each analytics page reads its figures from the daily rollups
 * (decision 067): no statement returns more records than the local days the page covers (Personal Growth's streaks
 * cover a year whatever the range), and none goes back to the rows themselves. One fixed read does not shrink with
 * the range: Relationship Insights first checks that each person's stored scores are today's, as the health card
 * does, with the 30 stored days of its trend graph (readOwnHealthScores).
 */

const RAW = ["moods", "biometric_data", "partner_checkins", "emotional_checkins"];
type Load = (options: { userId: string; range: AnalyticsRange }) => Promise<unknown>;
const PAGES: Record<string, { load: Load; covers: (range: number) => number }> = {
  relationship: { load: loadRelationshipAnalytics, covers: (range) => Math.max(range, HEALTH_HISTORY_DAYS) },
  mood: { load: loadMoodAnalytics, covers: (range) => range },
  growth: { load: loadGrowthAnalytics, covers: (range) => Math.max(range, STREAK_LOOKBACK_DAYS) },
};
let couple: SeededCouple;

beforeAll(async () => {
  couple = await seedCouple(db(), { runId: randomUUID(), now: new Date(), years: 2, timeZone: "America/New_York" });
}, 120_000);

describe.each(Object.entries(PAGES))("%s", (_, page) => {
  test.each(ANALYTICS_RANGES)(
    "range %i: at most one row per day covered, none from the rows themselves",
    async (range) => {
      for (const person of [couple.viewer, couple.partner]) {
        // A first visit may bring the health scores up to date; what a page costs is what it reads afterwards.
        await page.load({ userId: person.id, range });
        const { queries } = await logQueries(() => page.load({ userId: person.id, range }));
        for (const query of queries) {
          const tables = [...tablesOf(query.sql)];
          expect(
            tables.filter((t) => RAW.includes(t)),
            query.sql,
          ).toEqual([]);
          expect(query.records, query.sql).toBeLessThanOrEqual(page.covers(range));
        }
        // The history really is there: the year's pages read most of a year of days.
        if (range === 365) expect(Math.max(...queries.map((q) => q.records))).toBeGreaterThan(300);
      }
    },
  );
});
