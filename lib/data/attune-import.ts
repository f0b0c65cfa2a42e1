import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db, type Executor } from "@/db/client";
import { emotionalCheckins, partnerCheckins, ritualCompletions, rituals, sharedGoals } from "@/db/schema";
import type { AttunePlan } from "@/lib/domain/import/attune";
import type { AttuneKind } from "@/lib/domain/import/view";
import { findImportedKeys } from "./imports";

/*
 * The rows of an Attune export other than moods, written into the importing person's account (issue #40, decision
 * 082). Each carries its stable key where a second import finds it: check-ins in idempotency_key (as moods do, with
 * the (user, key) unique index they already had), goals and rituals in import_key (migration 0020), completions by
 * their ritual and day (the log's own unique key). Every insert is `on conflict do nothing`: the same file twice adds
 * nothing. Imported rows are the person's alone: no partner named, nothing shared.
 */

/** Rows per INSERT: bounds the statement's parameters (a goal or a check-in has fewer than ten columns). */
const INSERT_BATCH = 1_000;
const LOOKUP_BATCH = 10_000;

async function keysIn(
  column: AnyPgColumn,
  owner: AnyPgColumn,
  userId: string,
  keys: readonly string[],
  executor: Executor,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += LOOKUP_BATCH) {
    const rows = (await executor
      .select({ key: column })
      .from(column.table)
      .where(and(eq(owner, userId), inArray(column, keys.slice(i, i + LOOKUP_BATCH))))) as { key: string }[];
    for (const { key } of rows) found.add(key);
  }
  return found;
}

/** Which of the plan's rows the person already has, by kind (an earlier import of the same export). */
export async function findAttuneImportedKeys(
  userId: string,
  plan: AttunePlan,
  executor: Executor = db(),
): Promise<Record<Exclude<AttuneKind, "ritual_completions">, Set<string>>> {
  const keys = <T extends { key: string }>(rows: readonly T[]) => rows.map((r) => r.key);
  return {
    moods: await findImportedKeys(userId, keys(plan.moods), executor),
    personal_checkins: await keysIn(
      emotionalCheckins.idempotencyKey,
      emotionalCheckins.userId,
      userId,
      keys(plan.personalCheckins),
      executor,
    ),
    partner_checkins: await keysIn(
      partnerCheckins.idempotencyKey,
      partnerCheckins.userId,
      userId,
      keys(plan.partnerCheckins),
      executor,
    ),
    goals: await keysIn(sharedGoals.importKey, sharedGoals.createdBy, userId, keys(plan.goals), executor),
    rituals: await keysIn(rituals.importKey, rituals.userId, userId, keys(plan.rituals), executor),
  };
}

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<number>): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) added += await write(rows.slice(i, i + INSERT_BATCH));
  return added;
}

export interface AttuneRowsWritten {
  added: Record<Exclude<AttuneKind, "moods">, number>;
  /** The instants of the check-ins added: their local days' rollups are recomputed (decision 067). */
  checkinInstants: Date[];
  /** The keys of the goals added (the import's summary counts the ones it kept private among them). */
  goalKeys: Set<string>;
}

/** Writes the export's check-ins, goals, rituals and completions in the caller's transaction. */
export async function insertAttuneRows(
  userId: string,
  plan: Pick<AttunePlan, "personalCheckins" | "partnerCheckins" | "goals" | "rituals" | "completions">,
  tx: Executor,
): Promise<AttuneRowsWritten> {
  const checkinInstants: Date[] = [];
  const personal = await inBatches(plan.personalCheckins, async (batch) => {
    const rows = await tx
      .insert(emotionalCheckins)
      .values(
        batch.map((c) => ({
          userId,
          moodScore: c.moodScore,
          emotionalState: c.emotionalState,
          gratitudeNote: c.gratitudeNote,
          idempotencyKey: c.key,
          createdAt: c.createdAt,
        })),
      )
      .onConflictDoNothing({ target: [emotionalCheckins.userId, emotionalCheckins.idempotencyKey] })
      .returning({ at: emotionalCheckins.createdAt });
    checkinInstants.push(...rows.map((r) => r.at));
    return rows.length;
  });
  const partner = await inBatches(plan.partnerCheckins, async (batch) => {
    const rows = await tx
      .insert(partnerCheckins)
      .values(
        batch.map((c) => ({
          userId,
          // The partner it was about is another account's person: the check-in stays the writer's, shared with no one.
          partnerUid: null,
          partnerConnectionScore: c.score,
          partnerEmotionTag: c.feeling,
          partnerGratitudeNote: c.gratitudeNote,
          isSharedWithPartner: false,
          idempotencyKey: c.key,
          timestamp: c.at,
          createdAt: c.createdAt,
        })),
      )
      .onConflictDoNothing({ target: [partnerCheckins.userId, partnerCheckins.idempotencyKey] })
      .returning({ at: partnerCheckins.timestamp });
    checkinInstants.push(...rows.map((r) => r.at));
    return rows.length;
  });
  const goalKeys = new Set<string>();
  const goals = await inBatches(plan.goals, async (batch) => {
    const rows = await tx
      .insert(sharedGoals)
      .values(
        batch.map((g) => ({
          user1Id: userId,
          user2Id: null,
          createdBy: userId,
          title: g.title,
          description: g.description,
          targetDate: g.targetDate,
          visibility: g.visibility,
          progress: g.progress,
          completedAt: g.completedAt,
          importKey: g.key,
          createdAt: g.createdAt,
          updatedAt: g.updatedAt,
        })),
      )
      .onConflictDoNothing({ target: [sharedGoals.createdBy, sharedGoals.importKey] })
      .returning({ key: sharedGoals.importKey });
    for (const { key } of rows) if (key) goalKeys.add(key);
    return rows.length;
  });
  const ritualsAdded = await inBatches(plan.rituals, async (batch) => {
    const rows = await tx
      .insert(rituals)
      .values(
        batch.map((r) => ({
          userId,
          title: r.title,
          description: r.description,
          type: r.type,
          streakCount: r.streakCount,
          lastCompletedAt: r.lastCompletedAt,
          completedByUserId: r.completedBySelf ? userId : null,
          originalCompletionTime: r.originalCompletionTime,
          moodBased: r.moodBased,
          generatedByAi: r.generatedByAi,
          generatedAt: r.generatedAt,
          sharedWithPartner: false,
          createdAt: r.createdAt,
          archivedAt: r.archivedAt,
          importKey: r.key,
        })),
      )
      .onConflictDoNothing({ target: [rituals.userId, rituals.importKey] })
      .returning({ id: rituals.id });
    return rows.length;
  });
  // The completions name their ritual by its key: the ritual's id here is this import's or an earlier one's.
  const ritualIds = new Map<string, string>();
  const ritualKeys = [...new Set(plan.completions.map((c) => c.ritualKey))];
  for (let i = 0; i < ritualKeys.length; i += LOOKUP_BATCH) {
    const rows = await tx
      .select({ id: rituals.id, key: rituals.importKey })
      .from(rituals)
      .where(and(eq(rituals.userId, userId), inArray(rituals.importKey, ritualKeys.slice(i, i + LOOKUP_BATCH))));
    for (const { id, key } of rows) if (key) ritualIds.set(key, id);
  }
  const completions = await inBatches(plan.completions, async (batch) => {
    const values = batch.flatMap((c) => {
      const ritualId = ritualIds.get(c.ritualKey);
      return ritualId ? [{ ritualId, userId, completedAt: c.completedAt, day: c.day }] : [];
    });
    if (values.length === 0) return 0;
    const rows = await tx
      .insert(ritualCompletions)
      .values(values)
      .onConflictDoNothing({ target: [ritualCompletions.ritualId, ritualCompletions.day] })
      .returning({ id: ritualCompletions.id });
    return rows.length;
  });
  return {
    added: {
      personal_checkins: personal,
      partner_checkins: partner,
      goals,
      rituals: ritualsAdded,
      ritual_completions: completions,
    },
    checkinInstants,
    goalKeys,
  };
}
