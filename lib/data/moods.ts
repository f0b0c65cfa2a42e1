import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { biometricData, moods } from "@/db/schema";
import type { HealthMetrics } from "@/lib/domain/mood-entry";
import type { BiometricRecord, EmotionSelection, MoodRecord } from "@/lib/domain/types";
import { refreshDailyRollups } from "./daily-rollups";
import { outsidePartnerPauses, type PartnerAccess } from "./partner-access";
import { withinTransaction } from "./transaction";

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
  /** The request's fingerprint (lib/domain/idempotency), stored with the key. */
  idempotencyFingerprint?: string | null;
  /** Health metrics moved off their defaults (recorded at the mood's time), or null for none. */
  metrics: Partial<HealthMetrics> | null;
  /** The mood's local day [from, to): when given, the result says whether a mood was already stored on it. */
  day?: { from: Date; to: Date };
}

/**
 * Writes a mood with its changed health metrics in ONE statement of data-modifying CTEs: atomic as a transaction is,
 * but one round trip instead of four (BEGIN, two inserts, COMMIT). The weekly mood_tag_summary counts are no longer
 * written: nothing read them (decision 063). The metrics select from `new_mood`, so nothing is added when the mood already exists: a replay of the same
 * (user, idempotency key) writes nothing, reports created = false, the id stored the first time and the fingerprint
 * of the request that stored it. A new mood's local day is brought up to date in the person's daily rollups in the
 * same transaction (decision 067).
 */
export async function writeMood(
  mood: NewMood,
  executor: Executor = db(),
): Promise<{ id: string; created: boolean; dayAlreadyCounted?: boolean; storedFingerprint?: string | null }> {
  return withinTransaction((tx) => insertMood(mood, tx), executor);
}

async function insertMood(
  mood: NewMood,
  executor: Executor,
): Promise<{ id: string; created: boolean; dayAlreadyCounted?: boolean; storedFingerprint?: string | null }> {
  const at = sql`${mood.at.toISOString()}::timestamptz`;
  // Encrypted as the column type would encrypt it (raw SQL bypasses the column's mapping).
  const notes = mood.notes === null ? null : moods.contextNotes.mapToDriverValue(mood.notes);
  const metadata = mood.emotionMetadata.length > 0 ? JSON.stringify(mood.emotionMetadata) : null;
  const steps = [
    sql`new_mood as (
      insert into ${moods} (user_id, mood_value, mood_keywords, emotion_metadata, context_notes, timestamp, idempotency_key,
        idempotency_fingerprint)
      values (${mood.userId}, ${mood.value}, ${sql.param([...mood.keywords])}::text[], ${metadata}::jsonb, ${notes},
        ${at}, ${mood.idempotencyKey}, ${mood.idempotencyFingerprint ?? null})
      on conflict (user_id, idempotency_key) do nothing
      returning id)`,
  ];
  if (mood.metrics) {
    steps.push(sql`health_metrics as (
      insert into ${biometricData} (user_id, recorded_at, sleep_hours, stress_level)
      select ${mood.userId}, ${at}, ${mood.metrics.sleepHours ?? null}::numeric,
        ${mood.metrics.stressLevel ?? null}::smallint
      from new_mood)`);
  }
  // For the achievement award, in the same round trip: was a mood already stored on this local day? The statement's
  // snapshot does not include its own insert, so this sees only earlier moods; a second mood on a day then skips the
  // day rules' reads (lib/domain/achievements/award.ts).
  const dayCheck = mood.day
    ? sql`exists (select 1 from ${moods} m where m.user_id = ${mood.userId}
        and m.timestamp >= ${mood.day.from.toISOString()}::timestamptz
        and m.timestamp < ${mood.day.to.toISOString()}::timestamptz)`
    : sql`null`;
  const result = await executor.execute(
    sql`with ${sql.join(steps, sql`, `)} select id, ${dayCheck} as day_already_counted from new_mood`,
  );
  const [inserted] = (result as unknown as { rows: { id: string; day_already_counted: boolean | null }[] }).rows;
  if (inserted) {
    await refreshDailyRollups([{ userId: mood.userId, at: [mood.at] }], executor);
    const dayAlreadyCounted = inserted.day_already_counted ?? undefined;
    return { id: inserted.id, created: true, ...(dayAlreadyCounted === undefined ? {} : { dayAlreadyCounted }) };
  }
  const [existing] = await executor
    .select({ id: moods.id, fingerprint: moods.idempotencyFingerprint })
    .from(moods)
    .where(and(eq(moods.userId, mood.userId), eq(moods.idempotencyKey, mood.idempotencyKey!)));
  return { id: existing!.id, created: false, storedFingerprint: existing!.fingerprint };
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

/**
 * The owner's moods in [from, to) for the analytics pages and the coach's context: value, keywords and time, oldest
 * first. A year is read at once, so notes (decrypted per row) and feelings are left in the database: nothing on those
 * pages shows them, and the coach is never given them.
 */
export async function listMoodValuesBetween(
  userId: string,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<MoodRecord[]> {
  const rows = await executor
    .select({ value: moods.moodValue, keywords: moods.moodKeywords, at: moods.timestamp })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.timestamp, from), lt(moods.timestamp, to)))
    .orderBy(asc(moods.timestamp), asc(moods.id));
  return rows.map((row) => ({ ...row, notes: null, emotionMetadata: null }));
}

/**
 * An imported mood stays its owner's alone until they share its import (decision 076): every read of a partner's
 * moods carries this.
 */
const partnerMayRead = eq(moods.isPrivate, false);

/**
 * The partner's moods in the window, as the viewer may see them: null unless the partner's moods may be seen at all
 * (the viewer's partner_sharing_enabled and the partner's consent_mood_sharing, spec 2 §4.3). Mood value, keywords,
 * feelings and time are the mood itself; the note is a detailed entry (spec 1 §6), so it is read — and decrypted —
 * only with the partner's detailed-entries grant, and is null otherwise (spec 2 §7 gives the wellbeing engine mood
 * value, keywords and timestamp only).
 */
export async function listPartnerMoodsBetween(
  access: PartnerAccess,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<MoodRecord[] | null> {
  if (!access.canSeeMoods) return null;
  const { notes, ...withoutNotes } = moodColumns;
  const columns = access.canSeeDetailedEntries ? { ...withoutNotes, notes } : withoutNotes;
  const rows = await executor
    .select(columns)
    .from(moods)
    .where(
      and(
        eq(moods.userId, access.partnerId),
        partnerMayRead,
        outsidePartnerPauses(access, moods.createdAt),
        gte(moods.timestamp, from),
        lt(moods.timestamp, to),
      ),
    )
    .orderBy(asc(moods.timestamp), asc(moods.id));
  return rows.map((row) => ({ notes: null, ...row }));
}

/**
 * The partner's mood values and times in the window, for a summary of them (the counsellor report's weekly averages):
 * null unless their moods may be seen and they grant mood summaries. Keywords and notes are not read.
 */
export async function listPartnerMoodValuesBetween(
  access: PartnerAccess,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<{ at: Date; value: number }[] | null> {
  if (!access.canSeeMoods || !access.canSeeMoodSummaries) return null;
  return executor
    .select({ at: moods.timestamp, value: moods.moodValue })
    .from(moods)
    .where(
      and(
        eq(moods.userId, access.partnerId),
        partnerMayRead,
        outsidePartnerPauses(access, moods.createdAt),
        gte(moods.timestamp, from),
        lt(moods.timestamp, to),
      ),
    )
    .orderBy(asc(moods.timestamp), asc(moods.id));
}

/**
 * The suggestion engine's read (spec 2 §7: "mood_value, emotion_metadata, timestamp for 30 days, newest first, limit
 * 50"). Notes and keywords are not read: the result goes to the browser, which needs neither, so no decrypted note
 * leaves the server for this.
 */
export async function listRecentMoodsForSuggestions(
  userId: string,
  { from, to, limit }: { from: Date; to: Date; limit: number },
  executor: Executor = db(),
): Promise<MoodRecord[]> {
  const rows = await executor
    .select({ value: moods.moodValue, emotionMetadata: moods.emotionMetadata, at: moods.timestamp })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.timestamp, from), lt(moods.timestamp, to)))
    .orderBy(desc(moods.timestamp), desc(moods.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, keywords: [], notes: null }));
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

/**
 * The owner's moods before `before`, summarised for the achievement award (lib/domain/achievements/award.ts): how
 * many, how many with notes (never decrypted) and, when `dayTimeZone` is given, on how many distinct local days. Only
 * counts cross the wire, so the award reads an O(1) summary however long the history.
 */
export async function countMoodActivityBefore(
  userId: string,
  before: Date,
  { dayTimeZone }: { dayTimeZone: string | null },
  executor: Executor = db(),
): Promise<{ moods: number; moodsWithNotes: number; moodDays?: number }> {
  const [row] = await executor
    .select({
      moods: sql<number>`count(*)::int`,
      moodsWithNotes: sql<number>`count(${moods.contextNotes})::int`,
      // PostgreSQL's local date for the zone; the award only asks while fewer than 100 days are counted.
      moodDays: dayTimeZone
        ? sql<number>`count(distinct (${moods.timestamp} at time zone ${dayTimeZone}::text)::date)::int`
        : sql<null>`null`,
    })
    .from(moods)
    .where(and(eq(moods.userId, userId), lt(moods.timestamp, before)));
  const counts = { moods: row?.moods ?? 0, moodsWithNotes: row?.moodsWithNotes ?? 0 };
  return dayTimeZone ? { ...counts, moodDays: row?.moodDays ?? 0 } : counts;
}

/**
 * The owner's moods at or after `from`, oldest first: only the instant and whether notes were written, which is all
 * the achievement rules read. The award's window starts at most 30 days before a mood that is itself at most 30 days
 * old, so this is bounded by about two months of moods.
 */
export async function listMoodActivitySince(
  userId: string,
  from: Date,
  executor: Executor = db(),
): Promise<{ at: Date; hasNotes: boolean }[]> {
  return executor
    .select({ at: moods.timestamp, hasNotes: sql<boolean>`${moods.contextNotes} is not null` })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.timestamp, from)))
    .orderBy(asc(moods.timestamp), asc(moods.id));
}

/** Whether the person logged a mood with `from <= timestamp < to` (the daily reminder's "anything today?"). */
export async function hasMoodBetween(userId: string, from: Date, to: Date, executor: Executor = db()) {
  const rows = await executor
    .select({ one: sql<number>`1` })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.timestamp, from), lt(moods.timestamp, to)))
    .limit(1);
  return rows.length > 0;
}

/**
 * When the person's earliest mood was felt, or null if they never logged one (the first-week guide's "first mood",
 * and how long they have been using the app): one probe of the (user, time) index.
 */
export async function findFirstMoodAt(userId: string, executor: Executor = db()): Promise<Date | null> {
  const [row] = await executor
    .select({ at: moods.timestamp })
    .from(moods)
    .where(eq(moods.userId, userId))
    .orderBy(asc(moods.timestamp))
    .limit(1);
  return row?.at ?? null;
}

/** The value of one of the owner's moods (the reflection's question follows it), or null if it is not theirs. */
export async function findOwnMoodValue(
  userId: string,
  moodId: string,
  executor: Executor = db(),
): Promise<number | null> {
  const [row] = await executor
    .select({ value: moods.moodValue })
    .from(moods)
    .where(and(eq(moods.id, moodId), eq(moods.userId, userId)))
    .limit(1);
  return row?.value ?? null;
}

/**
 * Keeps the answer to a mood's reflection prompt with the mood (decision 061), encrypted by its column type like the
 * note; a second answer replaces the first. False when the mood is not the owner's.
 */
export async function saveMoodReflection(
  userId: string,
  moodId: string,
  reflection: { promptId: string; text: string },
  executor: Executor = db(),
): Promise<boolean> {
  const rows = await executor
    .update(moods)
    .set({ reflectionPrompt: reflection.promptId, reflection: reflection.text })
    .where(and(eq(moods.id, moodId), eq(moods.userId, userId)))
    .returning({ id: moods.id });
  return rows.length > 0;
}
