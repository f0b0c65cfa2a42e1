import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { ritualCompletions, ritualFeedback, ritualReflections, rituals } from "@/db/schema";
import type { RitualKind, RitualRecord } from "@/lib/domain/types";
import { outsidePartnerPauses, type PartnerAccess } from "./partner-access";

/**
 * Rituals (spec 3, issue #16, decision 037). Every reader and writer is keyed by the person's own id; the partner's
 * copy of a shared ritual is reached only through the pair id, and its completions only while they are the
 * person's partner (resolvePartnerAccess).
 */

/**
 * The person's live rituals, oldest first, for the health score over a window starting at `from`, each with the
 * person's own completions in the window (the completion log).
 */
export async function listRitualsForScore(
  userId: string,
  from: Date,
  executor: Executor = db(),
): Promise<RitualRecord[]> {
  const rows = await executor
    .select({
      id: rituals.id,
      title: rituals.title,
      type: rituals.type,
      createdAt: rituals.createdAt,
      deletedAt: rituals.deletedAt,
      streakCount: rituals.streakCount,
      lastCompletedAt: rituals.lastCompletedAt,
      createdForPartnerId: rituals.createdForPartnerId,
      generatedByAi: rituals.generatedByAi,
      generatedAt: rituals.generatedAt,
    })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), isNull(rituals.deletedAt)))
    .orderBy(asc(rituals.createdAt));
  if (rows.length === 0) return [];
  const log = await executor
    .select({ ritualId: ritualCompletions.ritualId, at: ritualCompletions.completedAt })
    .from(ritualCompletions)
    .where(and(eq(ritualCompletions.userId, userId), gte(ritualCompletions.completedAt, from)));
  return rows.map(({ createdForPartnerId, generatedByAi, generatedAt, ...r }) => ({
    ...r,
    completions: log.filter((c) => c.ritualId === r.id).map((c) => c.at),
    origin: { createdForPartnerId, generatedByAi, generatedAt },
  }));
}

export interface RitualRow {
  id: string;
  title: string;
  description: string;
  type: RitualKind;
  pairId: string | null;
  createdForPartnerId: string | null;
  streakCount: number;
  lastCompletedAt: Date | null;
  moodBased: boolean;
  generatedByAi: boolean;
  generatedAt: Date | null;
  sharedWithPartner: boolean;
  createdAt: Date;
  /** Off the person's active list since then (decision 050); null while active. */
  archivedAt: Date | null;
}

const ritualColumns = {
  id: rituals.id,
  title: rituals.title,
  description: rituals.description,
  type: rituals.type,
  pairId: rituals.pairId,
  createdForPartnerId: rituals.createdForPartnerId,
  streakCount: rituals.streakCount,
  lastCompletedAt: rituals.lastCompletedAt,
  moodBased: rituals.moodBased,
  generatedByAi: rituals.generatedByAi,
  generatedAt: rituals.generatedAt,
  sharedWithPartner: rituals.sharedWithPartner,
  createdAt: rituals.createdAt,
  archivedAt: rituals.archivedAt,
};

/** The person's live rituals, active and archived, newest first (spec 3 §7). */
export async function listOwnRituals(userId: string, executor: Executor = db()): Promise<RitualRow[]> {
  return executor
    .select(ritualColumns)
    .from(rituals)
    .where(and(eq(rituals.userId, userId), isNull(rituals.deletedAt)))
    .orderBy(desc(rituals.createdAt), desc(rituals.id));
}

export async function findOwnRitual(
  userId: string,
  ritualId: string,
  executor: Executor = db(),
): Promise<RitualRow | null> {
  const [row] = await executor
    .select(ritualColumns)
    .from(rituals)
    .where(and(eq(rituals.id, ritualId), eq(rituals.userId, userId), isNull(rituals.deletedAt)));
  return row ?? null;
}

export interface CompletionRow {
  ritualId: string;
  pairId: string | null;
  userId: string;
  completedAt: Date;
}

/** The pair ids of the person's live ritual copies: the only way a partner's ritual rows become theirs to read. */
function livePairsOf(executor: Executor, userId: string) {
  return executor
    .select({ pairId: rituals.pairId })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), isNull(rituals.deletedAt)));
}

/**
 * Completions since `since` of the person's rituals and, for shared ones, of the partner's copy by the partner, only
 * while `access` says they are partners now (a former partner's completions are nobody's business).
 */
export async function listCompletions(
  userId: string,
  access: PartnerAccess | null,
  since: Date,
  executor: Executor = db(),
): Promise<CompletionRow[]> {
  const whose = access
    ? or(
        eq(ritualCompletions.userId, userId),
        and(
          eq(ritualCompletions.userId, access.partnerId),
          outsidePartnerPauses(access, ritualCompletions.completedAt),
        ),
      )
    : eq(ritualCompletions.userId, userId);
  // The partner's rows count only through a pair the person holds a live copy of.
  const mine = livePairsOf(executor, userId);
  return executor
    .select({
      ritualId: ritualCompletions.ritualId,
      pairId: rituals.pairId,
      userId: ritualCompletions.userId,
      completedAt: ritualCompletions.completedAt,
    })
    .from(ritualCompletions)
    .innerJoin(rituals, eq(rituals.id, ritualCompletions.ritualId))
    .where(
      and(
        whose,
        gte(ritualCompletions.completedAt, since),
        or(eq(rituals.userId, userId), inArray(rituals.pairId, mine)),
      ),
    )
    .orderBy(asc(ritualCompletions.completedAt));
}

/** Titles of the person's live rituals (the generator never repeats one). */
export async function listRitualTitles(userId: string, executor: Executor = db()): Promise<string[]> {
  const rows = await executor
    .select({ title: rituals.title })
    .from(rituals)
    .where(and(eq(rituals.userId, userId), isNull(rituals.deletedAt)));
  return rows.map((r) => r.title);
}

/**
 * Spec 3 §4: one active mood-based ritual at a time; it stays open until completed, deleted or archived (decision
 * 050: the block names a ritual to complete, which an archived one no longer shows).
 */
export async function hasOpenMoodRitual(userId: string, executor: Executor = db()): Promise<boolean> {
  const [row] = await executor
    .select({ id: rituals.id })
    .from(rituals)
    .where(
      and(
        eq(rituals.userId, userId),
        eq(rituals.moodBased, true),
        isNull(rituals.deletedAt),
        isNull(rituals.archivedAt),
        isNull(rituals.lastCompletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface NewRitual {
  title: string;
  description: string;
  type: RitualKind;
  moodBased: boolean;
  generatedByAi: boolean;
  generatedAt: Date;
}

/** The person's ritual and, with a partner, the partner's shared copy: one pair id for both (decision 037). */
export async function insertRitualPair(
  { userId, partnerId, ritual }: { userId: string; partnerId: string | null; ritual: NewRitual },
  executor: Executor,
): Promise<{ id: string; pairId: string | null }> {
  const pairId = partnerId ? crypto.randomUUID() : null;
  const shared = partnerId !== null;
  const [mine] = await executor
    .insert(rituals)
    .values({ ...ritual, userId, pairId, sharedWithPartner: shared })
    .returning({ id: rituals.id });
  if (partnerId) {
    await executor
      .insert(rituals)
      .values({ ...ritual, userId: partnerId, pairId, createdForPartnerId: userId, sharedWithPartner: true });
  }
  return { id: mine!.id, pairId };
}

/** One completion per person, ritual and local day: false when that day was already logged. */
export async function insertCompletion(
  completion: { ritualId: string; userId: string; completedAt: Date; day: string },
  executor: Executor,
): Promise<boolean> {
  const rows = await executor
    .insert(ritualCompletions)
    .values(completion)
    .onConflictDoNothing()
    .returning({ id: ritualCompletions.id });
  return rows.length > 0;
}

/** When the given ritual copies were completed, every time (the streak is derived from these). */
export async function listCompletionTimes(ritualIds: readonly string[], executor: Executor): Promise<Date[]> {
  if (ritualIds.length === 0) return [];
  const rows = await executor
    .select({ at: ritualCompletions.completedAt })
    .from(ritualCompletions)
    .where(inArray(ritualCompletions.ritualId, [...ritualIds]));
  return rows.map((r) => r.at);
}

/** The live copies of a pair (the person's and the partner's), or the one ritual when it has no pair. */
export async function pairCopies(ritual: { id: string; pairId: string | null }, executor: Executor) {
  return executor
    .select({ id: rituals.id, userId: rituals.userId, archivedAt: rituals.archivedAt })
    .from(rituals)
    .where(
      and(ritual.pairId ? eq(rituals.pairId, ritual.pairId) : eq(rituals.id, ritual.id), isNull(rituals.deletedAt)),
    );
}

/**
 * The fields spec 3 keeps on each copy, derived from the log: the streak and last completion on every copy;
 * completed_by_user_id and original_completion_time only once, on the first completion ever.
 */
export async function recordCompletionOnCopies(
  ids: readonly string[],
  { streak, at, by }: { streak: number; at: Date; by: string },
  executor: Executor,
): Promise<void> {
  await executor
    .update(rituals)
    .set({
      streakCount: streak,
      lastCompletedAt: sql`greatest(${rituals.lastCompletedAt}, ${at})`,
      completedByUserId: sql`coalesce(${rituals.completedByUserId}, ${by}::uuid)`,
      originalCompletionTime: sql`coalesce(${rituals.originalCompletionTime}, ${at})`,
    })
    .where(inArray(rituals.id, [...ids]));
}

/** Soft delete (spec 3 §4), of the ritual and, through the pair, the partner's copy. */
export async function softDeleteRitualCopies(ids: readonly string[], at: Date, executor: Executor): Promise<void> {
  await executor
    .update(rituals)
    .set({ deletedAt: at })
    .where(and(inArray(rituals.id, [...ids]), isNull(rituals.deletedAt)));
}

/**
 * Archive (a time) or restore (null) the person's own copy, live ones only (decision 050). Per copy: the partner's
 * copy of a shared ritual is theirs to archive. False when the person has no such live ritual.
 */
export async function setRitualArchived(
  { userId, ritualId, archivedAt }: { userId: string; ritualId: string; archivedAt: Date | null },
  executor: Executor,
): Promise<boolean> {
  const rows = await executor
    .update(rituals)
    // Archiving twice keeps the first time: the moment it left the list.
    .set({ archivedAt: archivedAt ? sql`coalesce(${rituals.archivedAt}, ${archivedAt})` : null })
    .where(and(eq(rituals.id, ritualId), eq(rituals.userId, userId), isNull(rituals.deletedAt)))
    .returning({ id: rituals.id });
  return rows.length > 0;
}

export async function insertReflection(
  reflection: { ritualId: string; userId: string; liked: boolean; responseText: string | null },
  executor: Executor,
): Promise<void> {
  await executor.insert(ritualReflections).values(reflection);
}

/** One vote per person and ritual, changed by voting again. */
export async function saveFeedback(
  feedback: { ritualId: string; userId: string; liked: boolean },
  executor: Executor,
): Promise<void> {
  await executor
    .insert(ritualFeedback)
    .values(feedback)
    .onConflictDoUpdate({
      target: [ritualFeedback.ritualId, ritualFeedback.userId],
      set: { liked: feedback.liked, createdAt: new Date() },
    });
}

/** Achievements: the person's completions before `from` (a count) and the instants since. */
export async function ritualCompletionActivity(
  userId: string,
  from: Date,
  executor: Executor = db(),
): Promise<{ before: number; since: Date[] }> {
  const [counted, since] = await Promise.all([
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(ritualCompletions)
      .where(and(eq(ritualCompletions.userId, userId), sql`${ritualCompletions.completedAt} < ${from}`)),
    executor
      .select({ at: ritualCompletions.completedAt })
      .from(ritualCompletions)
      .where(and(eq(ritualCompletions.userId, userId), gte(ritualCompletions.completedAt, from)))
      .orderBy(asc(ritualCompletions.completedAt)),
  ]);
  return { before: counted[0]?.n ?? 0, since: since.map((r) => r.at) };
}

/**
 * Whether the person has ever completed a ritual themselves (the first-week guide's "first ritual"): the completion
 * log, so a shared ritual the partner created or completed does not count for them. One indexed probe.
 */
export async function hasCompletedRitual(userId: string, executor: Executor = db()): Promise<boolean> {
  const rows = await executor
    .select({ one: sql<number>`1` })
    .from(ritualCompletions)
    .where(eq(ritualCompletions.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/**
 * The partner's completions in [from, to) of rituals the two share (a pair the viewer holds a live copy of), newest
 * first, for the partner screen: what they did, never a ritual of theirs alone.
 */
export async function listPartnerCompletionsBetween(
  access: PartnerAccess,
  { from, to }: { from: Date; to: Date },
  executor: Executor = db(),
): Promise<{ title: string; at: Date }[]> {
  const mine = livePairsOf(executor, access.viewerId);
  return executor
    .select({ title: rituals.title, at: ritualCompletions.completedAt })
    .from(ritualCompletions)
    .innerJoin(rituals, eq(rituals.id, ritualCompletions.ritualId))
    .where(
      and(
        eq(ritualCompletions.userId, access.partnerId),
        eq(rituals.userId, access.partnerId),
        inArray(rituals.pairId, mine),
        outsidePartnerPauses(access, ritualCompletions.completedAt),
        gte(ritualCompletions.completedAt, from),
        lt(ritualCompletions.completedAt, to),
      ),
    )
    .orderBy(desc(ritualCompletions.completedAt));
}
