import { and, asc, desc, eq, gte, isNotNull, lte, lt, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { checkUps, notificationPreferences, profiles } from "@/db/schema";
import { pagedByTime, pick, type ExportSection } from "./export-paging";
import { outsidePartnerPauses, type PartnerAccess } from "./partner-access";

/**
 * The monthly check-ups (issue #39, decision 081): one row per instrument a person answered at one sitting. Two kinds
 * of reader, kept apart on purpose:
 * - the person's own (`listOwnCheckUps`, `findOwnCheckUpAnswers`), which may read both instruments;
 * - the partner's (`listPartnerCsi4`), which takes a PartnerAccess, reads nothing unless `canSeeCheckUps` (both share)
 *   and filters to the CSI-4 in SQL, so no partner path can ever return a PHQ-4 row, whatever its caller asks.
 */

export type CheckUpInstrument = (typeof checkUps.$inferSelect)["instrument"];

export interface CheckUpRow {
  takenAt: Date;
  score: number;
}

export interface NewCheckUp {
  takenAt: Date;
  instrument: CheckUpInstrument;
  /** The item scores by item id, as the domain checked them; stored encrypted as JSON. */
  items: Readonly<Record<string, number>>;
  score: number;
}

export async function insertCheckUps(userId: string, rows: readonly NewCheckUp[], executor: Executor): Promise<void> {
  if (rows.length === 0) return;
  await executor.insert(checkUps).values(
    rows.map((row) => ({
      userId,
      takenAt: row.takenAt,
      instrument: row.instrument,
      answers: JSON.stringify(row.items),
      score: row.score,
    })),
  );
}

/** The person's own scores of one instrument, oldest first, optionally within [from, to). */
export async function listOwnCheckUps(
  userId: string,
  instrument: CheckUpInstrument,
  { from, to }: { from?: Date; to?: Date } = {},
  executor: Executor = db(),
): Promise<CheckUpRow[]> {
  return executor
    .select({ takenAt: checkUps.takenAt, score: checkUps.score })
    .from(checkUps)
    .where(
      and(
        eq(checkUps.userId, userId),
        eq(checkUps.instrument, instrument),
        from ? gte(checkUps.takenAt, from) : undefined,
        to ? lt(checkUps.takenAt, to) : undefined,
      ),
    )
    .orderBy(asc(checkUps.takenAt));
}

/** When the person last took the check-up (its CSI-4), or null before the first one. */
export async function findLastCheckUpAt(userId: string, executor: Executor = db()): Promise<Date | null> {
  const [row] = await executor
    .select({ takenAt: checkUps.takenAt })
    .from(checkUps)
    .where(and(eq(checkUps.userId, userId), eq(checkUps.instrument, "csi4")))
    .orderBy(desc(checkUps.takenAt))
    .limit(1);
  return row?.takenAt ?? null;
}

/**
 * The partner's CSI-4 scores the viewer may see, oldest first: nothing unless both share their check-up trend. The
 * instrument is fixed to the CSI-4 here, not by the caller: the PHQ-4 has no partner reader at all.
 */
export async function listPartnerCsi4(
  access: PartnerAccess,
  { from, to }: { from?: Date; to?: Date } = {},
  executor: Executor = db(),
): Promise<CheckUpRow[]> {
  if (!access.canSeeCheckUps) return [];
  return executor
    .select({ takenAt: checkUps.takenAt, score: checkUps.score })
    .from(checkUps)
    .where(
      and(
        eq(checkUps.userId, access.partnerId),
        eq(checkUps.instrument, "csi4"),
        // A check-up taken during a quiet pause stays the taker's (decision 079), like every partner read.
        outsidePartnerPauses(access, checkUps.createdAt),
        from ? gte(checkUps.takenAt, from) : undefined,
        to ? lt(checkUps.takenAt, to) : undefined,
      ),
    )
    .orderBy(asc(checkUps.takenAt));
}

/**
 * The data export's section of the check-ups (lib/data/user-export.ts): the person's own rows of both instruments,
 * oldest first, with the item scores decrypted and parsed. Never the partner's: their check-ups are in their export.
 */
export function checkUpsExportSection(userId: string, pageSize: number, executor: Executor): ExportSection {
  return {
    name: "checkUps",
    kind: "list",
    read: async function* () {
      const rows = pagedByTime({
        executor,
        pageSize,
        table: checkUps,
        columns: pick(checkUps, "id takenAt instrument score answers createdAt"),
        where: eq(checkUps.userId, userId),
        time: checkUps.takenAt,
        id: checkUps.id,
      });
      for await (const { answers, ...row } of rows) yield { ...row, answers: JSON.parse(String(answers)) as unknown };
    },
  };
}

/** Sets (or clears) when the person's next check-up reminder is due; writes the preferences row if missing. */
export async function setNextCheckUpReminderAt(userId: string, at: Date | null, executor: Executor): Promise<void> {
  await executor
    .insert(notificationPreferences)
    .values({ userId, nextCheckUpReminderAt: at })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { nextCheckUpReminderAt: at } });
}

export interface DueCheckUpReminder {
  userId: string;
  nextCheckUpReminderAt: Date;
  timeZone: string;
}

/**
 * Locks up to `limit` rows whose check-up reminder moment has come, for the caller's transaction (SKIP LOCKED: other
 * workers take other rows). Rows with the switch off are not claimed; their moment waits until it is turned on.
 */
export async function claimDueCheckUpReminders(
  now: Date,
  limit: number,
  executor: Executor,
): Promise<DueCheckUpReminder[]> {
  const rows = await executor
    .select({
      userId: notificationPreferences.userId,
      nextCheckUpReminderAt: notificationPreferences.nextCheckUpReminderAt,
      timeZone: sql<string>`coalesce(${profiles.timezone}, 'UTC')`,
    })
    .from(notificationPreferences)
    .leftJoin(profiles, eq(profiles.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.checkUpReminders, true),
        isNotNull(notificationPreferences.nextCheckUpReminderAt),
        lte(notificationPreferences.nextCheckUpReminderAt, now),
      ),
    )
    .orderBy(asc(notificationPreferences.nextCheckUpReminderAt))
    .limit(limit)
    .for("update", { of: notificationPreferences, skipLocked: true });
  return rows.map((row) => ({ ...row, nextCheckUpReminderAt: row.nextCheckUpReminderAt! }));
}
