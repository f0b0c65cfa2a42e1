import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "@/db/client";
import {
  achievements,
  biometricData,
  demoRows,
  emotionalCheckins,
  moods,
  partnerCheckins,
  ritualCompletions,
  rituals,
  sharedGoals,
} from "@/db/schema";
import { demoCounts, DEMO_TABLES, type DemoCounts, type DemoTable } from "@/lib/domain/demo/kinds";
import type { DemoHistory } from "@/lib/domain/demo/plan";
import { biometricRow, moodRow, partnerCheckinRow, personalCheckinRow } from "./history-rows";
import { insertAchievements, listEarnedAchievementKeys, lockAchievementAwards } from "./achievements";
import { rebuildDailyRollups } from "./daily-rollups";
import { holdLock } from "./transaction";

/**
 * Demo data (/demo-setup, decision 043): a generated history written as ONE person's own rows, every row registered
 * in demo_rows, so the demo is labelled as such and removed in one click without touching anything the person wrote.
 *
 * - Every row written here is owned by `userId` (user_id, or created_by for the goal). Nothing of the partner's is
 *   ever written: no partner copies of rituals, nothing with the partner's user_id. The partner appears only where
 *   the person's own rows name them as a real entry would (partner_uid of a check-in, user2_id of the shared goal),
 *   and then reaches the partner only through the usual filters (sharedCheckinsVisibleTo, goalsVisibleTo).
 * - Table names are the whitelist of lib/domain/demo/kinds.ts, mapped to tables here; removal walks this map, never
 *   a name read back from demo_rows, so nothing in that table can steer a statement.
 * - Notes and the goal's description go through the encrypted columns like everyone's (the column type encrypts).
 */

const BATCH_ROWS = 500;

/** Where each kind of demo row lives, whose row it is, and in what order removal deletes them. */
const TABLES: Record<DemoTable, { table: PgTable; id: PgColumn; owner: PgColumn }> = {
  moods: { table: moods, id: moods.id, owner: moods.userId },
  biometric_data: { table: biometricData, id: biometricData.id, owner: biometricData.userId },
  partner_checkins: { table: partnerCheckins, id: partnerCheckins.id, owner: partnerCheckins.userId },
  emotional_checkins: { table: emotionalCheckins, id: emotionalCheckins.id, owner: emotionalCheckins.userId },
  rituals: { table: rituals, id: rituals.id, owner: rituals.userId },
  ritual_completions: { table: ritualCompletions, id: ritualCompletions.id, owner: ritualCompletions.userId },
  shared_goals: { table: sharedGoals, id: sharedGoals.id, owner: sharedGoals.createdBy },
  achievements: { table: achievements, id: achievements.id, owner: achievements.userId },
};
// Completions before their rituals (they would cascade anyway; this way each deletion is counted where it belongs).
const REMOVAL_ORDER: readonly DemoTable[] = [
  "achievements",
  "shared_goals",
  "ritual_completions",
  "rituals",
  "emotional_checkins",
  "partner_checkins",
  "biometric_data",
  "moods",
];

/**
 * Serialises demo changes of one person until the transaction ends, so two clicks of 'Generate' cannot both find
 * no demo data and both write one. Advisory, like the award lock: it holds up nothing else the person does.
 */
export async function lockDemoData(userId: string, executor: Executor): Promise<void> {
  await holdLock(`demo-data:${userId}`, executor);
}

/** How many demo rows the person holds, per kind (all zero without a demo). */
export async function countDemoRows(userId: string, executor: Executor = db()): Promise<DemoCounts> {
  const rows = await executor
    .select({ tableName: demoRows.tableName, count: sql<number>`count(*)::int` })
    .from(demoRows)
    .where(eq(demoRows.userId, userId))
    .groupBy(demoRows.tableName);
  return demoCounts(rows);
}

export interface NewDemoHistory {
  userId: string;
  /** The accepted partner now, or null: named by the person's own check-ins and goal, never written to. */
  partnerId: string | null;
  history: DemoHistory;
}

/** Writes the history as the person's rows and registers each one; returns what was written, per kind. */
export async function insertDemoHistory(
  { userId, partnerId, history }: NewDemoHistory,
  tx: Executor,
): Promise<DemoCounts> {
  const written: { tableName: DemoTable; rowId: string }[] = [];
  const register = (tableName: DemoTable, rows: readonly { id: string }[]) => {
    for (const { id } of rows) written.push({ tableName, rowId: id });
  };

  await inBatches(history.moods, async (batch) =>
    register(
      "moods",
      await tx
        .insert(moods)
        .values(batch.map((m) => moodRow(userId, m)))
        .returning({ id: moods.id }),
    ),
  );
  await inBatches(history.biometrics, async (batch) =>
    register(
      "biometric_data",
      await tx
        .insert(biometricData)
        .values(
          // "demo" labels the rows in the person's data export too.
          batch.map((b) => biometricRow(userId, b, "demo")),
        )
        .returning({ id: biometricData.id }),
    ),
  );
  await inBatches(history.partnerCheckins, async (batch) =>
    register(
      "partner_checkins",
      await tx
        .insert(partnerCheckins)
        .values(
          // Never shared: a partner must not read invented messages as their partner's words (decision 043).
          batch.map((c) => partnerCheckinRow(userId, partnerId, c, false)),
        )
        .returning({ id: partnerCheckins.id }),
    ),
  );
  await inBatches(history.personalCheckins, async (batch) =>
    register(
      "emotional_checkins",
      await tx
        .insert(emotionalCheckins)
        .values(batch.map((c) => personalCheckinRow(userId, partnerId, c)))
        .returning({ id: emotionalCheckins.id }),
    ),
  );

  for (const ritual of history.rituals) {
    // A ritual of one person (no pair id): a shared one would need a copy owned by the partner.
    const [row] = await tx
      .insert(rituals)
      .values({
        userId,
        title: ritual.title,
        description: ritual.description,
        type: ritual.type,
        streakCount: ritual.streakCount,
        lastCompletedAt: ritual.lastCompletedAt,
        completedByUserId: ritual.completions.length > 0 ? userId : null,
        originalCompletionTime: ritual.completions[0]?.at ?? null,
        createdAt: ritual.createdAt,
      })
      .returning({ id: rituals.id });
    register("rituals", [row!]);
    await inBatches(ritual.completions, async (batch) =>
      register(
        "ritual_completions",
        await tx
          .insert(ritualCompletions)
          .values(batch.map((c) => ({ ritualId: row!.id, userId, completedAt: c.at, day: c.day })))
          .returning({ id: ritualCompletions.id }),
      ),
    );
  }

  const { goal } = history;
  register(
    "shared_goals",
    await tx
      .insert(sharedGoals)
      .values({
        user1Id: userId,
        user2Id: partnerId,
        createdBy: userId,
        title: goal.title,
        description: goal.description,
        targetDate: goal.targetDate,
        // Private when there is a partner: like the check-ins, invented data never reaches them (decision 043).
        visibility: partnerId ? "private" : "shared",
        progress: goal.progress,
        createdAt: goal.createdAt,
        updatedAt: goal.createdAt,
      })
      .returning({ id: sharedGoals.id }),
  );

  // Only achievements the person does not hold yet, under the award lock, as the award service inserts them.
  await lockAchievementAwards(userId, tx);
  const held = new Set(await listEarnedAchievementKeys(userId, tx));
  register(
    "achievements",
    await insertAchievements(
      userId,
      history.achievements.filter((a) => !held.has(a.key)),
      tx,
    ),
  );

  await inBatches(written, (batch) => tx.insert(demoRows).values(batch.map((row) => ({ userId, ...row }))));
  // Weeks of days at once: the person's rollups are rebuilt whole (decision 067). The demo's check-ins are never
  // shared, so the partner's ratings do not change.
  await rebuildDailyRollups(userId, tx);
  return demoCounts(DEMO_TABLES.map((tableName) => ({ tableName, count: countOf(written, tableName) })));
}

/**
 * Deletes exactly the person's registered demo rows (and only rows they own), then their registrations; returns
 * what was deleted, per kind. Rows the person added to a demo entry go with it as foreign keys say (a reflection on
 * a demo ritual); nothing else is touched.
 */
export async function deleteDemoRows(userId: string, tx: Executor): Promise<DemoCounts> {
  const deleted: { tableName: DemoTable; count: number }[] = [];
  for (const tableName of REMOVAL_ORDER) {
    const { table, id, owner } = TABLES[tableName];
    const registered = tx
      .select({ id: demoRows.rowId })
      .from(demoRows)
      .where(and(eq(demoRows.userId, userId), eq(demoRows.tableName, tableName)));
    const rows = await tx
      .delete(table)
      .where(and(eq(owner, userId), inArray(id, registered)))
      .returning({ id });
    deleted.push({ tableName, count: rows.length });
  }
  await tx.delete(demoRows).where(eq(demoRows.userId, userId));
  await rebuildDailyRollups(userId, tx);
  return demoCounts(deleted);
}

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}

function countOf(rows: readonly { tableName: DemoTable }[], tableName: DemoTable): number {
  return rows.filter((row) => row.tableName === tableName).length;
}
