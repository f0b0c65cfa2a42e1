import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { weeklyRecaps } from "@/db/schema";
import type { RecapFacts } from "@/lib/domain/weekly-recap/facts";
import type { DayKey } from "@/lib/domain/time";
import type { PartnerAccess } from "./partner-access";
import { holdLock } from "./transaction";

/**
 * The weekly recaps (issue #37, decision 073): one row per circle and week, read and written only for the viewer's
 * CURRENT circle — the viewer alone, or the viewer and the partner of their PartnerAccess — so a former partner's
 * recaps are not shown (they come back only if the same two link again), and no payload names a circle.
 */

/** The circle of the viewer now: their id, and their current partner's; sorted, as the rows are keyed. */
function circleOf(viewerId: string, access: PartnerAccess | null): { key: string; members: string[] } {
  const members = (access ? [viewerId, access.partnerId] : [viewerId]).sort();
  return { key: members.join(":"), members };
}

/** Holds the circle's lock for the caller's transaction, so the two partners' first reads write one recap. */
export async function lockRecapCircle(viewerId: string, access: PartnerAccess | null, executor: Executor) {
  const { key } = circleOf(viewerId, access);
  await holdLock(`weekly-recap:${key}`, executor);
}

export interface StoredRecap {
  weekStart: DayKey;
  dueAt: Date;
  facts: RecapFacts;
}

const columns = { weekStart: weeklyRecaps.weekStart, dueAt: weeklyRecaps.dueAt, facts: weeklyRecaps.facts };

/** The circle's recap of the week starting `weekStart`, or null when it has not been written. */
export async function findWeeklyRecap(
  viewerId: string,
  access: PartnerAccess | null,
  weekStart: DayKey,
  executor: Executor,
): Promise<StoredRecap | null> {
  const { key } = circleOf(viewerId, access);
  const [row] = await executor
    .select(columns)
    .from(weeklyRecaps)
    .where(and(eq(weeklyRecaps.circleKey, key), eq(weeklyRecaps.weekStart, weekStart)))
    .limit(1);
  return row ?? null;
}

/** The circle's recaps, newest first, at most `limit`. */
export async function listWeeklyRecaps(
  viewerId: string,
  access: PartnerAccess | null,
  limit: number,
  executor: Executor,
): Promise<StoredRecap[]> {
  const { key } = circleOf(viewerId, access);
  return executor
    .select(columns)
    .from(weeklyRecaps)
    .where(eq(weeklyRecaps.circleKey, key))
    .orderBy(desc(weeklyRecaps.weekStart))
    .limit(limit);
}

/** Writes the circle's recap of a week once: a second write of the same week is a no-op. True when written. */
export async function insertWeeklyRecap(
  viewerId: string,
  access: PartnerAccess | null,
  recap: StoredRecap,
  executor: Executor,
): Promise<boolean> {
  const { key, members } = circleOf(viewerId, access);
  const rows = await executor
    .insert(weeklyRecaps)
    .values({ circleKey: key, userId: members[0]!, partnerId: members[1] ?? null, ...recap })
    .onConflictDoNothing({ target: [weeklyRecaps.circleKey, weeklyRecaps.weekStart] })
    .returning({ id: weeklyRecaps.id });
  return rows.length > 0;
}
