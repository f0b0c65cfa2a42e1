import { and, desc, eq, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { imports, moods } from "@/db/schema";
import type { EmotionSelection } from "@/lib/domain/types";
import { refreshDailyRollups } from "./daily-rollups";
import { holdLock } from "./transaction";

/*
 * Imports of a person's history from another app (issue #40, decision 076). Imported moods are the person's own
 * rows, written as the mood form would write them (notes through the encrypted column type), with three marks: the
 * import they came in (import_id), private until that import is shared (is_private), and the row's stable key in
 * idempotency_key, whose (user, key) unique index makes a second import of the same row add nothing.
 */

/** Rows per INSERT (six array parameters whatever the size): bounds the statement's memory, not its parameters. */
const INSERT_BATCH = 5_000;
/** Keys per existence query. */
const LOOKUP_BATCH = 10_000;

export interface NewImportedMood {
  key: string;
  at: Date;
  value: number;
  keywords: readonly string[];
  emotionMetadata: readonly EmotionSelection[];
  notes: string | null;
  /** An Attune export's own (decision 082); a mood from another app has none and is created now. */
  reflectionPrompt?: string | null;
  reflection?: string | null;
  createdAt?: Date;
}

/**
 * One import of one person at a time (two tabs confirming the same file), until the transaction ends: the second
 * then finds every row already there. Advisory, like the demo lock: it holds up nothing else the person does.
 */
export async function lockImports(userId: string, tx: Executor): Promise<void> {
  await holdLock(`imports:${userId}`, tx);
}

/** Which of these stable keys the person already has a mood for (an earlier import of the same rows). */
export async function findImportedKeys(
  userId: string,
  keys: readonly string[],
  executor: Executor = db(),
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += LOOKUP_BATCH) {
    const result = await executor.execute(sql`
      select idempotency_key as key from ${moods}
      where user_id = ${userId} and idempotency_key = any(${sql.param(keys.slice(i, i + LOOKUP_BATCH))}::text[])`);
    for (const { key } of (result as unknown as { rows: { key: string }[] }).rows) found.add(key);
  }
  return found;
}

export interface ImportRecord {
  source: string;
  skipped: number;
}

/** Sets an import's final counts once rows other than moods were written too (an Attune export, decision 082). */
export async function settleImportCounts(
  importId: string,
  counts: { added: number; skipped: number },
  tx: Executor,
): Promise<void> {
  await tx.update(imports).set(counts).where(eq(imports.id, importId));
}

/**
 * Writes an import: its record, then every mood whose key the person does not hold yet (private, naming the import),
 * then the local days they fall on in the daily rollups (decision 067), all in the caller's transaction. Returns the
 * import's id and how many moods were added; the record's counts are the final ones (rows already imported count as
 * skipped).
 */
export async function insertImport(
  userId: string,
  record: ImportRecord,
  entries: readonly NewImportedMood[],
  tx: Executor,
): Promise<{
  importId: string;
  added: number;
  alreadyImported: number;
  firstAt: Date | null;
  lastAt: Date | null;
  /** The stable keys of the moods added (the import's screen reads only those, decision 080's update). */
  addedKeys: Set<string>;
}> {
  const [row] = await tx
    .insert(imports)
    .values({ userId, source: record.source, added: 0, skipped: record.skipped })
    .returning({ id: imports.id });
  const importId = row!.id;
  const added: Date[] = [];
  const addedKeys = new Set<string>();
  for (let i = 0; i < entries.length; i += INSERT_BATCH) {
    for (const row of await insertMoodBatch(userId, importId, entries.slice(i, i + INSERT_BATCH), tx)) {
      added.push(row.at);
      addedKeys.add(row.key);
    }
  }
  let firstAt: Date | null = null;
  let lastAt: Date | null = null;
  for (const at of added) {
    if (!firstAt || at < firstAt) firstAt = at;
    if (!lastAt || at > lastAt) lastAt = at;
  }
  const alreadyImported = entries.length - added.length;
  await tx
    .update(imports)
    .set({ added: added.length, skipped: record.skipped + alreadyImported, firstAt, lastAt })
    .where(eq(imports.id, importId));
  // Once, over the span the import touched, never per row (decision 067's rule: recomputed from the rows).
  if (added.length > 0) await refreshDailyRollups([{ userId, at: [firstAt!, lastAt!] }], tx);
  return { importId, added: added.length, alreadyImported, firstAt, lastAt, addedKeys };
}

/**
 * One batch as ONE statement over column arrays (unnest), not a VALUES list: building a 2,000-row VALUES statement
 * cost more CPU in the query builder than the database spent on it (decision 076's bench). Notes are encrypted as the
 * column type would encrypt them (raw SQL bypasses the column's mapping, as in writeMood); a row's tags travel as the
 * text of an array literal and its feelings as JSON text, since each is a list of its own.
 */
async function insertMoodBatch(
  userId: string,
  importId: string,
  batch: readonly NewImportedMood[],
  tx: Executor,
): Promise<{ at: Date; key: string }[]> {
  const column = <T>(pick: (m: NewImportedMood) => T) => sql.param(batch.map(pick));
  const result = await tx.execute(sql`
    insert into ${moods} (user_id, mood_value, mood_keywords, emotion_metadata, context_notes, timestamp,
      idempotency_key, import_id, is_private, reflection_prompt, reflection, created_at)
    select ${userId}::uuid, r.value, r.keywords::text[], r.feelings::jsonb,
      r.notes, r.at, r.key, ${importId}::uuid, true, r.prompt, r.reflection, coalesce(r.created, now())
    from unnest(
      ${column((m) => m.value)}::smallint[],
      ${column((m) => arrayLiteral(m.keywords))}::text[],
      ${column((m) => (m.emotionMetadata.length > 0 ? JSON.stringify(m.emotionMetadata) : null))}::text[],
      ${column((m) => (m.notes === null ? null : moods.contextNotes.mapToDriverValue(m.notes)))}::text[],
      ${column((m) => m.at.toISOString())}::timestamptz[],
      ${column((m) => m.key)}::text[],
      ${column((m) => m.reflectionPrompt ?? null)}::text[],
      ${column((m) => (m.reflection ? moods.reflection.mapToDriverValue(m.reflection) : null))}::text[],
      ${column((m) => m.createdAt?.toISOString() ?? null)}::timestamptz[]
    ) as r(value, keywords, feelings, notes, at, key, prompt, reflection, created)
    on conflict (user_id, idempotency_key) do nothing
    returning timestamp as at, idempotency_key as key`);
  return (result as unknown as { rows: { at: string | Date; key: string }[] }).rows.map(({ at, key }) => ({
    at: new Date(at),
    key,
  }));
}

/** `{"a","b \"c\""}`: PostgreSQL's text[] input syntax, every element quoted (so commas, braces and spaces are kept). */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;
}

export interface StoredImport {
  id: string;
  source: string;
  added: number;
  skipped: number;
  firstAt: Date | null;
  lastAt: Date | null;
  sharedAt: Date | null;
  createdAt: Date;
}

/** Whether the person has imported a file at all (the first-week guide's optional step, decision 082). */
export async function hasImported(userId: string, executor: Executor = db()): Promise<boolean> {
  const [row] = await executor.select({ id: imports.id }).from(imports).where(eq(imports.userId, userId)).limit(1);
  return row !== undefined;
}

/** The person's imports, newest first. */
export async function listImports(userId: string, executor: Executor = db()): Promise<StoredImport[]> {
  return executor
    .select({
      id: imports.id,
      source: imports.source,
      added: imports.added,
      skipped: imports.skipped,
      firstAt: imports.firstAt,
      lastAt: imports.lastAt,
      sharedAt: imports.sharedAt,
      createdAt: imports.createdAt,
    })
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id));
}

/**
 * Shares one of the person's imports with their partner, as the person decided after importing: its moods stop being
 * private. Only the owner's own import; returns how many moods became visible, or null for an import not theirs.
 */
export async function shareImport(
  userId: string,
  importId: string,
  now: Date,
  /** Moods of the import that stay private: their text speaks of harm by a partner (decision 080's update). */
  keepPrivate: readonly string[],
  tx: Executor,
): Promise<number | null> {
  const [owned] = await tx
    .update(imports)
    .set({ sharedAt: now })
    .where(and(eq(imports.id, importId), eq(imports.userId, userId), isNull(imports.sharedAt)))
    .returning({ id: imports.id });
  if (!owned) return null;
  const shared = await tx
    .update(moods)
    .set({ isPrivate: false })
    .where(
      and(
        eq(moods.userId, userId),
        eq(moods.importId, importId),
        keepPrivate.length > 0 ? notInArray(moods.id, [...keepPrivate]) : undefined,
      ),
    )
    .returning({ id: moods.id });
  return shared.length;
}

/** The free texts of one of the person's imports (notes and reflections, decrypted), for the screen before sharing. */
export async function listImportTexts(
  userId: string,
  importId: string,
  executor: Executor = db(),
): Promise<{ id: string; notes: string | null; reflection: string | null }[]> {
  return executor
    .select({ id: moods.id, notes: moods.contextNotes, reflection: moods.reflection })
    .from(moods)
    .where(
      and(
        eq(moods.userId, userId),
        eq(moods.importId, importId),
        or(isNotNull(moods.contextNotes), isNotNull(moods.reflection)),
      ),
    );
}
