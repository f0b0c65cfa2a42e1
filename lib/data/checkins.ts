import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { emotionalCheckins, partnerCheckins } from "@/db/schema";
import type { PartnerCheckinFeeling, PersonalCheckinEmotion } from "@/lib/domain/emotions";
import type { PartnerCheckinRecord, PersonalCheckinRecord } from "@/lib/domain/types";
import { refreshDailyRollups } from "./daily-rollups";
import { sharedCheckinsVisibleTo, type PartnerAccess } from "./partner-access";
import { withinTransaction } from "./transaction";

const partnerCheckinColumns = {
  id: partnerCheckins.id,
  authorId: partnerCheckins.userId,
  subjectId: partnerCheckins.partnerUid,
  score: partnerCheckins.partnerConnectionScore,
  feeling: partnerCheckins.partnerEmotionTag,
  note: partnerCheckins.partnerGratitudeNote,
  shared: partnerCheckins.isSharedWithPartner,
  at: partnerCheckins.timestamp,
};

export interface NewPartnerCheckin {
  userId: string;
  partnerId: string;
  score: number;
  feeling: PartnerCheckinFeeling;
  note: string | null;
  shared: boolean;
  at: Date;
  idempotencyKey: string | null;
  idempotencyFingerprint?: string | null;
}

/**
 * Inserts once per (user, idempotency key); a replay returns the first row with created = false and the fingerprint
 * of the request that stored it. A new check-in's day is brought up to date in the author's daily rollups, and in the
 * rated partner's when it is shared (decision 067), in the same transaction.
 */
export async function insertPartnerCheckin(
  checkin: NewPartnerCheckin,
  executor: Executor,
): Promise<{ checkin: PartnerCheckinRecord; created: boolean; storedFingerprint?: string | null }> {
  return withinTransaction((tx) => writePartnerCheckin(tx, checkin), executor);
}

async function writePartnerCheckin(tx: Executor, checkin: NewPartnerCheckin) {
  const [inserted] = await tx
    .insert(partnerCheckins)
    .values({
      userId: checkin.userId,
      partnerUid: checkin.partnerId,
      partnerConnectionScore: checkin.score,
      partnerEmotionTag: checkin.feeling,
      partnerGratitudeNote: checkin.note,
      isSharedWithPartner: checkin.shared,
      timestamp: checkin.at,
      idempotencyKey: checkin.idempotencyKey,
      idempotencyFingerprint: checkin.idempotencyFingerprint ?? null,
    })
    .onConflictDoNothing({ target: [partnerCheckins.userId, partnerCheckins.idempotencyKey] })
    .returning(partnerCheckinColumns);
  if (inserted) {
    const { authorId, subjectId, shared, at } = inserted;
    await refreshDailyRollups(
      [{ userId: authorId, at: [at] }, ...(shared && subjectId ? [{ ratedId: subjectId, authorId, at: [at] }] : [])],
      tx,
    );
    return { checkin: inserted, created: true };
  }
  const [existing] = await tx
    .select({ ...partnerCheckinColumns, fingerprint: partnerCheckins.idempotencyFingerprint })
    .from(partnerCheckins)
    .where(
      and(eq(partnerCheckins.userId, checkin.userId), eq(partnerCheckins.idempotencyKey, checkin.idempotencyKey!)),
    );
  const { fingerprint, ...stored } = existing!;
  return { checkin: stored, created: false, storedFingerprint: fingerprint };
}

/**
 * Shares the author's own private partner check-in with the partner it was written about, when that is still their
 * partner (decision 080: the answer "Share it" to a note held back by the screen). Null when there is no such private
 * row; the rated partner's rollup for its day is brought up to date, as for a check-in shared when written.
 */
export async function shareOwnPartnerCheckin(
  access: PartnerAccess,
  checkinId: string,
  executor: Executor,
): Promise<PartnerCheckinRecord | null> {
  return withinTransaction(async (tx) => {
    const [shared] = await tx
      .update(partnerCheckins)
      .set({ isSharedWithPartner: true })
      .where(
        and(
          eq(partnerCheckins.id, checkinId),
          eq(partnerCheckins.userId, access.viewerId),
          eq(partnerCheckins.partnerUid, access.partnerId),
          eq(partnerCheckins.isSharedWithPartner, false),
        ),
      )
      .returning(partnerCheckinColumns);
    if (!shared) return null;
    await refreshDailyRollups([{ ratedId: access.partnerId, authorId: access.viewerId, at: [shared.at] }], tx);
    return shared;
  }, executor);
}

export interface NewPersonalCheckin {
  userId: string;
  partnerId: string | null;
  score: number;
  emotion: PersonalCheckinEmotion;
  note: string | null;
  idempotencyKey: string | null;
  idempotencyFingerprint?: string | null;
}

const personalCheckinColumns = {
  id: emotionalCheckins.id,
  score: emotionalCheckins.moodScore,
  emotion: emotionalCheckins.emotionalState,
  note: emotionalCheckins.gratitudeNote,
  at: emotionalCheckins.createdAt,
};

/** As insertPartnerCheckin, for a personal check-in: the author's daily rollups only. */
export async function insertPersonalCheckin(
  checkin: NewPersonalCheckin,
  executor: Executor,
): Promise<{ checkin: PersonalCheckinRecord & { id: string }; created: boolean; storedFingerprint?: string | null }> {
  return withinTransaction((tx) => writePersonalCheckin(tx, checkin), executor);
}

async function writePersonalCheckin(tx: Executor, checkin: NewPersonalCheckin) {
  const [inserted] = await tx
    .insert(emotionalCheckins)
    .values({
      userId: checkin.userId,
      partnerUid: checkin.partnerId,
      moodScore: checkin.score,
      emotionalState: checkin.emotion,
      gratitudeNote: checkin.note,
      idempotencyKey: checkin.idempotencyKey,
      idempotencyFingerprint: checkin.idempotencyFingerprint ?? null,
    })
    .onConflictDoNothing({ target: [emotionalCheckins.userId, emotionalCheckins.idempotencyKey] })
    .returning(personalCheckinColumns);
  if (inserted) {
    await refreshDailyRollups([{ userId: checkin.userId, at: [inserted.at] }], tx);
    return { checkin: inserted, created: true };
  }
  const [existing] = await tx
    .select({ ...personalCheckinColumns, fingerprint: emotionalCheckins.idempotencyFingerprint })
    .from(emotionalCheckins)
    .where(
      and(eq(emotionalCheckins.userId, checkin.userId), eq(emotionalCheckins.idempotencyKey, checkin.idempotencyKey!)),
    );
  const { fingerprint, ...stored } = existing!;
  return { checkin: stored, created: false, storedFingerprint: fingerprint };
}

const writtenBetween = (from: Date, to: Date) =>
  and(gte(partnerCheckins.timestamp, from), lt(partnerCheckins.timestamp, to));

/** Partner check-ins the user wrote with `from <= timestamp < to`, oldest first (their own, shared or not). */
export async function listAuthoredCheckins(
  userId: string,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<PartnerCheckinRecord[]> {
  return executor
    .select(partnerCheckinColumns)
    .from(partnerCheckins)
    .where(and(eq(partnerCheckins.userId, userId), writtenBetween(from, to)))
    .orderBy(asc(partnerCheckins.timestamp));
}

/** Check-ins the current partner wrote about the viewer and shared (spec 2 §6), in the time range. */
export async function listSharedCheckinsFromPartner(
  access: PartnerAccess,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<PartnerCheckinRecord[]> {
  return executor
    .select(partnerCheckinColumns)
    .from(partnerCheckins)
    .where(and(sharedCheckinsVisibleTo(access), writtenBetween(from, to)))
    .orderBy(asc(partnerCheckins.timestamp));
}

/** Where each kind of check-in keeps its author and time (personal ones have no separate timestamp). */
const checkinTables = {
  personal: {
    table: emotionalCheckins,
    userId: emotionalCheckins.userId,
    at: emotionalCheckins.createdAt,
    id: emotionalCheckins.id,
  },
  partner: {
    table: partnerCheckins,
    userId: partnerCheckins.userId,
    at: partnerCheckins.timestamp,
    id: partnerCheckins.id,
  },
} as const;

/**
 * The achievement award's view of a person's check-ins of one kind (partner ones shared or not): how many they wrote
 * before `from`, and when they wrote each one at or after it, oldest first.
 */
export async function checkinActivity(
  kind: keyof typeof checkinTables,
  userId: string,
  from: Date,
  executor: Executor = db(),
): Promise<{ before: number; since: Date[] }> {
  const { table, userId: author, at, id } = checkinTables[kind];
  const [[count], rows] = await Promise.all([
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(author, userId), lt(at, from))),
    executor
      .select({ at })
      .from(table)
      .where(and(eq(author, userId), gte(at, from)))
      .orderBy(asc(at), asc(id)),
  ]);
  return { before: count?.n ?? 0, since: rows.map((r) => r.at) };
}

/**
 * Connection ratings only (time and score) for the analytics pages, which read a year at once: notes stay encrypted
 * in the database. The user's own partner check-ins with `from <= timestamp < to`, oldest first.
 */
export async function listAuthoredCheckinScores(
  userId: string,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<{ at: Date; value: number }[]> {
  return executor
    .select({ at: partnerCheckins.timestamp, value: partnerCheckins.partnerConnectionScore })
    .from(partnerCheckins)
    .where(and(eq(partnerCheckins.userId, userId), writtenBetween(from, to)))
    .orderBy(asc(partnerCheckins.timestamp));
}

/**
 * The partner's connection ratings of the viewer, as the dashboard's connection line shows them: shared check-ins
 * (sharedCheckinsVisibleTo) and only while the partner's moods may be seen (spec 2 §4.3/§6); null otherwise.
 */
export async function listPartnerConnectionScores(
  access: PartnerAccess,
  from: Date,
  to: Date,
  executor: Executor = db(),
): Promise<{ at: Date; value: number }[] | null> {
  if (!access.canSeeMoods) return null;
  return executor
    .select({ at: partnerCheckins.timestamp, value: partnerCheckins.partnerConnectionScore })
    .from(partnerCheckins)
    .where(and(sharedCheckinsVisibleTo(access), writtenBetween(from, to)))
    .orderBy(asc(partnerCheckins.timestamp));
}

/** Whether the person wrote any check-in (personal or partner) with `from <= time < to`: one indexed probe each. */
export async function hasCheckinBetween(userId: string, from: Date, to: Date, executor: Executor = db()) {
  const probes = Object.values(checkinTables).map(({ table, userId: author, at }) =>
    executor
      .select({ one: sql<number>`1` })
      .from(table)
      .where(and(eq(author, userId), gte(at, from), lt(at, to)))
      .limit(1),
  );
  return (await Promise.all(probes)).some((rows) => rows.length > 0);
}

/** Whether the person has ever written a personal check-in (the first-week guide, alone): one indexed probe. */
export async function hasPersonalCheckin(userId: string, executor: Executor = db()): Promise<boolean> {
  const rows = await executor
    .select({ one: sql<number>`1` })
    .from(emotionalCheckins)
    .where(eq(emotionalCheckins.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the viewer has written a partner check-in about their current partner, shared or not (the first-week
 * guide's "Check in with …"). The viewer's own rows only; taking the PartnerAccess keeps "current partner" the one
 * resolvePartnerAccess found, so a check-in about a former partner does not count.
 */
export async function hasCheckedInWith(access: PartnerAccess, executor: Executor = db()): Promise<boolean> {
  const rows = await executor
    .select({ one: sql<number>`1` })
    .from(partnerCheckins)
    .where(and(eq(partnerCheckins.userId, access.viewerId), eq(partnerCheckins.partnerUid, access.partnerId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * One check-in the partner shared with the viewer, by id, whichever day it was written (a notice links to it); null
 * when it is not theirs to see now.
 */
export async function findSharedCheckinFromPartner(
  access: PartnerAccess,
  checkinId: string,
  executor: Executor = db(),
): Promise<PartnerCheckinRecord | null> {
  const [row] = await executor
    .select(partnerCheckinColumns)
    .from(partnerCheckins)
    .where(and(sharedCheckinsVisibleTo(access), eq(partnerCheckins.id, checkinId)))
    .limit(1);
  return row ?? null;
}
