import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db, type Executor } from "@/db/client";
import { emotionalCheckins, moods, partnerCheckins, ritualCompletions } from "@/db/schema";
import type { PartnerAccess } from "./partner-access";

/**
 * Whether the partner did anything in Attune in [from, to): logged a mood, a personal or partner check-in, or
 * completed a ritual. Null unless the partner is "Visible to your partner" (decision 061). Only the yes/no leaves the
 * database: one `exists` per table on its (user, time) index, nothing of the rows themselves.
 */
export async function wasPartnerActiveBetween(
  access: PartnerAccess,
  { from, to }: { from: Date; to: Date },
  executor: Executor = db(),
): Promise<boolean | null> {
  if (!access.canSeeActivity) return null;
  const within = (column: AnyPgColumn) => and(gte(column, from), lt(column, to));
  const [row] = await executor
    .select({
      active: sql<boolean>`(
        exists (${executor
          .select({ one: sql`1` })
          .from(moods)
          .where(and(eq(moods.userId, access.partnerId), within(moods.timestamp)))})
        or exists (${executor
          .select({ one: sql`1` })
          .from(emotionalCheckins)
          .where(and(eq(emotionalCheckins.userId, access.partnerId), within(emotionalCheckins.createdAt)))})
        or exists (${executor
          .select({ one: sql`1` })
          .from(partnerCheckins)
          .where(and(eq(partnerCheckins.userId, access.partnerId), within(partnerCheckins.timestamp)))})
        or exists (${executor
          .select({ one: sql`1` })
          .from(ritualCompletions)
          .where(and(eq(ritualCompletions.userId, access.partnerId), within(ritualCompletions.completedAt)))})
      )`,
    })
    .from(sql`(select 1) as one_row`);
  return row?.active === true;
}
