import { and, countDistinct, gte, lte, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { coachUsage } from "@/db/schema";

/**
 * The coach's usage across everyone, for the Backend tab's AI figures (issue #19): totals only, never whose. Kept
 * apart from lib/data/coach.ts, whose readers are all keyed by one person's own id.
 */

export interface CoachUsageTotals {
  /** Messages counted on `day`. */
  onDay: number;
  /** Messages counted from `from` to `to`, both included. */
  inRange: number;
  /** People who sent at least one message in that range. */
  peopleInRange: number;
}

/**
 * Days are each person's local days (YYYY-MM-DD), as the daily limit counts them; the caller picks which day keys
 * stand for "today" and "the last 7 days".
 */
export async function coachUsageTotals(
  { day, from, to }: { day: string; from: string; to: string },
  executor: Executor = db(),
): Promise<CoachUsageTotals> {
  const [row] = await executor
    .select({
      onDay: sql<number>`coalesce(sum(${coachUsage.messages}) filter (where ${coachUsage.day} = ${day}), 0)`.mapWith(
        Number,
      ),
      inRange: sql<number>`coalesce(sum(${coachUsage.messages}), 0)`.mapWith(Number),
      peopleInRange: countDistinct(coachUsage.userId),
    })
    .from(coachUsage)
    .where(and(gte(coachUsage.day, from), lte(coachUsage.day, to)));
  return row ?? { onDay: 0, inRange: 0, peopleInRange: 0 };
}
