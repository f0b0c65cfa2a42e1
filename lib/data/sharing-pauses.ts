import { and, eq, isNull } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { sharingPauses } from "@/db/schema";
import type { HistoryPoint } from "@/lib/domain/health-score";
import type { StoredHealthScores } from "./health-scores";
import { pagedByTime, pick, type ExportSection } from "./export-paging";

/*
 * Quiet pauses (issue #38, decision 079). The partner's reads never come here: resolvePartnerAccess reads the
 * intervals with the rest of the access, and outsidePartnerPauses filters each read. This module is the owner's side
 * (start, end, whether one runs) and the frozen scores the partner is shown meanwhile.
 */

/** The person's open pause: when it began; null when they are sharing as usual. */
export async function findOpenPause(userId: string, executor: Executor = db()): Promise<{ startedAt: Date } | null> {
  const [row] = await executor
    .select({ startedAt: sharingPauses.startedAt })
    .from(sharingPauses)
    .where(and(eq(sharingPauses.userId, userId), isNull(sharingPauses.endedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Opens a pause at `now` with the scores to show the partner meanwhile; false when one is already open (a second tap,
 * or two devices at once: the partial unique index keeps one open pause per person).
 */
export async function openPause(
  userId: string,
  now: Date,
  frozenScores: StoredHealthScores | null,
  executor: Executor,
): Promise<boolean> {
  const rows = await executor
    .insert(sharingPauses)
    .values({ userId, startedAt: now, frozenScores })
    .onConflictDoNothing()
    .returning({ id: sharingPauses.id });
  return rows.length > 0;
}

/** Ends the open pause at `now`; false when none was open. The interval stays: what it covers stays unshared. */
export async function closePause(userId: string, now: Date, executor: Executor): Promise<boolean> {
  const rows = await executor
    .update(sharingPauses)
    .set({ endedAt: now, frozenScores: null })
    .where(and(eq(sharingPauses.userId, userId), isNull(sharingPauses.endedAt)))
    .returning({ id: sharingPauses.id });
  return rows.length > 0;
}

type FrozenJson = {
  latest: Record<
    string,
    (Omit<StoredHealthScores["latest"][7] & object, "calculatedAt"> & { calculatedAt: string }) | null
  >;
  history30: HistoryPoint[];
  timeZone: string;
};

/** The scores frozen when the person's open pause began (null without an open pause, or when none were stored). */
export async function findFrozenHealthScores(
  userId: string,
  executor: Executor = db(),
): Promise<StoredHealthScores | null> {
  const [row] = await executor
    .select({ frozen: sharingPauses.frozenScores })
    .from(sharingPauses)
    .where(and(eq(sharingPauses.userId, userId), isNull(sharingPauses.endedAt)))
    .limit(1);
  const frozen = row?.frozen as FrozenJson | null | undefined;
  if (!frozen) return null;
  const revive = (record: FrozenJson["latest"][string] | undefined) =>
    record ? { ...record, calculatedAt: new Date(record.calculatedAt) } : null;
  return {
    latest: { 7: revive(frozen.latest["7"]), 30: revive(frozen.latest["30"]) },
    history30: frozen.history30,
    timeZone: frozen.timeZone,
  };
}

/** The export's section of the person's quiet pauses: when each began and ended (the frozen scores copy their scores). */
export function sharingPausesExportSection(userId: string, pageSize: number, executor: Executor): ExportSection {
  return {
    name: "quietPauses",
    kind: "list",
    read: () =>
      pagedByTime({
        executor,
        pageSize,
        table: sharingPauses,
        columns: pick(sharingPauses, "startedAt endedAt"),
        where: eq(sharingPauses.userId, userId),
        time: sharingPauses.startedAt,
        id: sharingPauses.id,
      }),
  };
}
