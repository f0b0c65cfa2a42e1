import { sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { emotionalCheckins, partnerCheckins, questionDays, ritualCompletions } from "@/db/schema";
import type { MonthActivity } from "@/lib/domain/check-up/beside-behaviour";

/**
 * What the person did each local month, for the check-up's "beside behaviour" (issue #39, decision 072): their ritual
 * completions, their check-ins (personal and partner check-ins they wrote) and the shared questions they answered.
 * Only the person's own rows and only counts: nothing of what was written is read. Months with none of the three are
 * absent; a month with a check-up and no activity counts as zero (the domain pairs months by the index's changes).
 */
export async function listMonthlyActivity(
  userId: string,
  timeZone: string,
  executor: Executor = db(),
): Promise<MonthActivity[]> {
  const month = (instant: unknown) => sql`to_char((${instant}) at time zone ${timeZone}, 'YYYY-MM')`;
  const result = await executor.execute(sql`
    with events as (
      select to_char(${ritualCompletions.day}, 'YYYY-MM') as month, 'rituals' as kind
        from ${ritualCompletions} where ${ritualCompletions.userId} = ${userId}
      union all
      select ${month(emotionalCheckins.createdAt)}, 'checkIns'
        from ${emotionalCheckins} where ${emotionalCheckins.userId} = ${userId}
      union all
      select ${month(partnerCheckins.timestamp)}, 'checkIns'
        from ${partnerCheckins} where ${partnerCheckins.userId} = ${userId}
      union all
      select to_char(${questionDays.day}, 'YYYY-MM'), 'sharedQuestions'
        from ${questionDays}
        where ${questionDays.userId} = ${userId} and ${questionDays.answeredAt} is not null
          and ${questionDays.partnerId} is not null
    )
    select month,
      count(*) filter (where kind = 'rituals')::int as "rituals",
      count(*) filter (where kind = 'checkIns')::int as "checkIns",
      count(*) filter (where kind = 'sharedQuestions')::int as "sharedQuestions"
    from events group by month order by month`);
  return (result as unknown as { rows: MonthActivity[] }).rows.map((row) => ({
    month: row.month,
    rituals: Number(row.rituals),
    checkIns: Number(row.checkIns),
    sharedQuestions: Number(row.sharedQuestions),
  }));
}
