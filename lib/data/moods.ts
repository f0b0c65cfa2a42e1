import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { biometricData, moodTagSummary, moods } from "@/db/schema";
import type { TagSummaryIncrement } from "@/lib/domain/mood-tags";
import type { HealthMetrics } from "@/lib/domain/mood-entry";
import type { BiometricRecord, EmotionSelection, MoodRecord } from "@/lib/domain/types";

/** A stored mood as the owner sees it (notes decrypted by the column type). */
export interface StoredMood extends MoodRecord {
  id: string;
  createdAt: Date;
}

const moodColumns = {
  id: moods.id,
  value: moods.moodValue,
  keywords: moods.moodKeywords,
  notes: moods.contextNotes,
  emotionMetadata: moods.emotionMetadata,
  at: moods.timestamp,
  createdAt: moods.createdAt,
};

export interface NewMood {
  userId: string;
  value: number;
  keywords: readonly string[];
  emotionMetadata: readonly EmotionSelection[];
  notes: string | null;
  at: Date;
  idempotencyKey: string | null;
}

/**
 * Inserts a mood unless one with the same (user, idempotency key) exists. `created` is false for a replay, and the
 * row returned is the one stored the first time, so a retried submission answers exactly as the first did.
 */
export async function insertMood(tx: Executor, mood: NewMood): Promise<{ mood: StoredMood; created: boolean }> {
  const [inserted] = await tx
    .insert(moods)
    .values({
      userId: mood.userId,
      moodValue: mood.value,
      moodKeywords: [...mood.keywords],
      emotionMetadata: mood.emotionMetadata.length > 0 ? [...mood.emotionMetadata] : null,
      contextNotes: mood.notes,
      timestamp: mood.at,
      idempotencyKey: mood.idempotencyKey,
    })
    .onConflictDoNothing({ target: [moods.userId, moods.idempotencyKey] })
    .returning(moodColumns);
  if (inserted) return { mood: inserted, created: true };
  const [existing] = await tx
    .select(moodColumns)
    .from(moods)
    .where(and(eq(moods.userId, mood.userId), eq(moods.idempotencyKey, mood.idempotencyKey!)));
  return { mood: existing!, created: false };
}

/** Adds one mood's tags to the weekly counts (spec 2 §3 mood_tag_summary), in the mood's transaction. */
export async function addToTagSummary(
  tx: Executor,
  userId: string,
  deltas: readonly TagSummaryIncrement[],
): Promise<void> {
  if (deltas.length === 0) return;
  await tx
    .insert(moodTagSummary)
    .values(
      deltas.map((d) => ({
        userId,
        tag: d.tag,
        timeframe: "weekly" as const,
        datePeriod: d.datePeriod,
        count: d.increment,
      })),
    )
    .onConflictDoUpdate({
      target: [moodTagSummary.userId, moodTagSummary.tag, moodTagSummary.timeframe, moodTagSummary.datePeriod],
      set: { count: sql`${moodTagSummary.count} + excluded.count`, updatedAt: sql`now()` },
    });
}

/** Weekly tag counts from `fromPeriod` (a Sunday, YYYY-MM-DD) on, most used first. */
export async function listTagSummary(
  userId: string,
  fromPeriod: string,
  executor: Executor = db(),
): Promise<{ tag: string; count: number; datePeriod: string }[]> {
  return executor
    .select({ tag: moodTagSummary.tag, count: moodTagSummary.count, datePeriod: moodTagSummary.datePeriod })
    .from(moodTagSummary)
    .where(
      and(
        eq(moodTagSummary.userId, userId),
        eq(moodTagSummary.timeframe, "weekly"),
        gte(moodTagSummary.datePeriod, fromPeriod),
      ),
    )
    .orderBy(desc(moodTagSummary.count), asc(moodTagSummary.tag));
}

export async function insertHealthMetrics(
  tx: Executor,
  metrics: { userId: string; at: Date } & Partial<HealthMetrics>,
): Promise<void> {
  await tx.insert(biometricData).values({
    userId: metrics.userId,
    recordedAt: metrics.at,
    sleepHours: metrics.sleepHours ?? null,
    stressLevel: metrics.stressLevel ?? null,
  });
}

/** The owner's moods with `from <= timestamp < to`, oldest first. */
export async function listMoodsBetween(
  userId: string,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<StoredMood[]> {
  return executor
    .select(moodColumns)
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.timestamp, from), lt(moods.timestamp, to)))
    .orderBy(asc(moods.timestamp), asc(moods.id));
}

export async function listBiometricsBetween(
  userId: string,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<BiometricRecord[]> {
  return executor
    .select({
      sleepHours: biometricData.sleepHours,
      stressLevel: biometricData.stressLevel,
      at: biometricData.recordedAt,
    })
    .from(biometricData)
    .where(and(eq(biometricData.userId, userId), gte(biometricData.recordedAt, from), lt(biometricData.recordedAt, to)))
    .orderBy(asc(biometricData.recordedAt));
}

export const EXPORT_PAGE_SIZE = 500;

/**
 * Every mood of the owner, newest first, read in pages by keyset (timestamp, id): memory holds one page whatever
 * the history, and rows written during the export cannot shift a page boundary.
 */
export async function* streamAllMoods(
  userId: string,
  { pageSize = EXPORT_PAGE_SIZE, executor = db() }: { pageSize?: number; executor?: Executor } = {},
): AsyncGenerator<StoredMood> {
  let afterId: string | null = null;
  for (;;) {
    const page: StoredMood[] = await executor
      .select(moodColumns)
      .from(moods)
      .where(
        afterId
          ? and(
              eq(moods.userId, userId),
              // Compared with the stored row itself: timestamps keep microseconds a JS Date would round away.
              sql`(${moods.timestamp}, ${moods.id}) < (select m.timestamp, m.id from moods m where m.id = ${afterId})`,
            )
          : eq(moods.userId, userId),
      )
      .orderBy(desc(moods.timestamp), desc(moods.id))
      .limit(pageSize);
    yield* page;
    if (page.length < pageSize) return;
    afterId = page[page.length - 1]!.id;
  }
}

export async function countMoods(userId: string, executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(moods)
    .where(eq(moods.userId, userId));
  return row?.n ?? 0;
}
