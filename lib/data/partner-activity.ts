import { and, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "@/db/client";
import { emotionalCheckins, moods, partnerCheckins, ritualCompletions } from "@/db/schema";
import { outsidePartnerPauses, type PartnerAccess } from "./partner-access";

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
  const partnerId = access.partnerId;
  // One `exists` per kind of activity, each on its table's (user, time) index.
  const activeIn = (table: PgTable, user: AnyPgColumn, at: AnyPgColumn, also?: SQL) =>
    sql`exists (${executor
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(user, partnerId), also, outsidePartnerPauses(access, at), gte(at, from), lt(at, to)))})`;
  const [row] = await executor
    .select({
      active: sql<boolean>`(${sql.join(
        [
          // An imported mood is not activity, and private until shared (decision 076).
          activeIn(moods, moods.userId, moods.timestamp, isNull(moods.importId)),
          activeIn(emotionalCheckins, emotionalCheckins.userId, emotionalCheckins.createdAt),
          activeIn(partnerCheckins, partnerCheckins.userId, partnerCheckins.timestamp),
          activeIn(ritualCompletions, ritualCompletions.userId, ritualCompletions.completedAt),
        ],
        sql` or `,
      )})`,
    })
    .from(sql`(select 1) as one_row`);
  return row?.active === true;
}
