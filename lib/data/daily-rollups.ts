import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { db, type Executor } from "@/db/client";
import { dailyPartnerRatings, dailyRollupZones, dailyRollups } from "@/db/schema";
import { rollUpDays, rollUpRatings, type DailyRollup, type DayRatings } from "@/lib/domain/analytics/daily-rollup";
import { addDays, localDayKey, startOfLocalDay, zoneOrUtc, type DayKey } from "@/lib/domain/time";
import { readRatings, readSources } from "./daily-rollup-sources";
import { partnerDayTouchesPause, type PartnerAccess } from "./partner-access";

/*
 * The daily rollups (issue #34, decision 067): per person and local day, the figures of the analytics pages
 * (lib/domain/analytics/daily-rollup.ts), and per person rated, the connection ratings their partner shared with them.
 *
 * Kept in the transaction of every write that changes them: the writers of moods, health figures and check-ins in
 * lib/data call refreshDailyRollups with the instants they touched, which recomputes those local days from the rows
 * (never adds or subtracts), and the demo's import and removal rebuild the person. daily_rollup_zones names the zone a
 * person's rollups are complete in; a writer locks that row first, so a rebuild and a write of one person take turns.
 * A person with no such row, or whose profile now names another zone, is rebuilt whole before their rollups are read
 * (currentRollupZone) or at start-up (rebuildStaleDailyRollups); until then writes leave their days alone.
 */

const INSERT_BATCH = 500;

// ---------------------------------------------------------------------------------------------------------------
// Reading

/**
 * The person's zone (their profile's, UTC when unknown), with their rollups complete in it: rebuilt first when they
 * are not (never built yet, or built in another zone). The one read before listDailyRollups.
 */
export async function currentRollupZone(userId: string, executor: Executor = db()): Promise<string> {
  const result = await executor.execute(sql`
    select (select p.timezone from profiles p where p.id = ${userId}) as "profileZone",
      (select z.time_zone from ${dailyRollupZones} z where z.user_id = ${userId}) as "builtZone"`);
  const [state] = (result as unknown as { rows: { profileZone: string | null; builtZone: string | null }[] }).rows;
  const profileZone = state?.profileZone ?? "";
  if (state?.builtZone === profileZone) return zoneOrUtc(profileZone);
  return executor.transaction((tx) => rebuildDailyRollups(userId, tx));
}

/**
 * The person's rollups of the local days firstDay..lastDay, oldest first (days with nothing logged have none). With
 * `tags: false` the days' tags are not read (left empty), for the pages that show none.
 *
 * The days come as one JSON array in one row: decoding a year of rows column by column in the driver cost more CPU
 * than the page's arithmetic over them (3.3 ms against 1.2 ms a year, decision 067).
 */
export async function listDailyRollups(
  userId: string,
  firstDay: DayKey,
  lastDay: DayKey,
  { tags = true }: { tags?: boolean } = {},
  executor: Executor = db(),
): Promise<DailyRollup[]> {
  const cells = DAY_CELLS.map((key) => (key === "moodTags" && !tags ? sql`null` : sql`${dailyRollups[key]}`));
  const result = await executor.execute(sql`
    select coalesce(json_agg(json_build_array(${sql.join(cells, sql`, `)}) order by ${dailyRollups.day}), '[]')::text
      as days
    from ${dailyRollups}
    where ${dailyRollups.userId} = ${userId} and ${dailyRollups.day} between ${firstDay} and ${lastDay}`);
  const [row] = (result as unknown as { rows: { days: string }[] }).rows;
  return (JSON.parse(row?.days ?? "[]") as DayCells[]).map(fromCells);
}

/**
 * The partner's connection ratings of the viewer per local day of the viewer, as the dashboard's connection line
 * shows them (listPartnerConnectionScores' rules): null unless the partner's moods may be seen; none while the
 * partner's sharing is off; else the check-ins the current partner wrote about the viewer and shared.
 */
export async function listPartnerRatingDays(
  access: PartnerAccess,
  firstDay: DayKey,
  lastDay: DayKey,
  executor: Executor = db(),
): Promise<DayRatings[] | null> {
  if (!access.canSeeMoods) return null;
  if (!access.canSeeSharedCheckins) return [];
  const days = await executor
    .select({ day: dailyPartnerRatings.day, count: dailyPartnerRatings.ratings, sum: dailyPartnerRatings.ratingSum })
    .from(dailyPartnerRatings)
    .where(
      and(
        eq(dailyPartnerRatings.userId, access.viewerId),
        eq(dailyPartnerRatings.authorId, access.partnerId),
        gte(dailyPartnerRatings.day, firstDay),
        lte(dailyPartnerRatings.day, lastDay),
      ),
    )
    .orderBy(asc(dailyPartnerRatings.day));
  // A day's sums may hold ratings written during a quiet pause of the partner's: such days are left out (decision 079).
  return days.filter(({ day }) => !partnerDayTouchesPause(access, day));
}

// ---------------------------------------------------------------------------------------------------------------
// Keeping them

/** What a write changed: a person's own rows at these instants, or the ratings one person shared about another. */
export type RollupChange =
  { userId: string; at: readonly Date[] } | { ratedId: string; authorId: string; at: readonly Date[] };

/**
 * Brings the local days the changes touched up to date, in the writer's transaction, after its rows are written:
 * each day from the first touched to the last is recomputed from the rows (an edit or a deletion passes the old
 * instant too). People whose rollups are not built in their current zone are left to their rebuild.
 */
export async function refreshDailyRollups(changes: readonly RollupChange[], tx: Executor): Promise<void> {
  const people = [...new Set(changes.map((c) => ("userId" in c ? c.userId : c.ratedId)))];
  const zones = await lockRollups(tx, people);
  for (const change of changes) {
    const person = "userId" in change ? change.userId : change.ratedId;
    const zone = zones.get(person);
    if (zone === undefined || change.at.length === 0) continue;
    const days = change.at.map((at) => localDayKey(at, zone)).sort();
    const span = { first: days[0]!, last: days.at(-1)! };
    const window = { from: startOfLocalDay(span.first, zone), to: startOfLocalDay(addDays(span.last, 1), zone) };
    if ("userId" in change) {
      const rows = rollUpDays(await readSources(change.userId, window, tx), zone);
      await replaceDays(tx, change.userId, span, rows);
    } else {
      const ratings = rollUpRatings(await readRatings(change.ratedId, { authorId: change.authorId, window }, tx), zone);
      await replaceRatingDays(tx, { ratedId: change.ratedId, authorId: change.authorId }, span, ratings);
    }
  }
}

/**
 * Rebuilds all of the person's rollups (their own days and the ratings shared with them) in their profile's zone,
 * and records that zone; returns it. For a new zone, the demo's import and removal, and anyone never built.
 */
export async function rebuildDailyRollups(userId: string, tx: Executor): Promise<string> {
  const [state] = await lockStates(tx, [userId]);
  const profileZone = state?.profileZone ?? "";
  const zone = zoneOrUtc(profileZone);
  const [sources, ratings] = await Promise.all([
    readSources(userId, null, tx),
    readRatings(userId, { window: null }, tx),
  ]);
  await tx.delete(dailyRollups).where(eq(dailyRollups.userId, userId));
  await tx.delete(dailyPartnerRatings).where(eq(dailyPartnerRatings.userId, userId));
  await insertDays(tx, userId, rollUpDays(sources, zone));
  const byAuthor = new Map<string, { at: Date; value: number }[]>();
  for (const { authorId, ...rating } of ratings) {
    const list = byAuthor.get(authorId) ?? byAuthor.set(authorId, []).get(authorId)!;
    list.push(rating);
  }
  for (const [authorId, list] of byAuthor) {
    await insertRatingDays(tx, { ratedId: userId, authorId }, rollUpRatings(list, zone));
  }
  await tx
    .update(dailyRollupZones)
    .set({ timeZone: profileZone, builtAt: new Date() })
    .where(eq(dailyRollupZones.userId, userId));
  return zone;
}

/**
 * The start-up backfill: rebuilds everyone whose rollups are not built in their profile's zone (all people once,
 * after the migration that added them), one transaction each, a batch at a time. Idempotent: a second run, or another
 * instance running it at the same time, finds nobody left (the rebuild re-reads the state under its lock).
 */
export async function rebuildStaleDailyRollups({ batch = 200 }: { batch?: number } = {}): Promise<number> {
  let rebuilt = 0;
  // One pass in id order: each person is looked at once, whatever happens to their zone meanwhile.
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const stale = await db().execute(sql`
      select p.id as "userId" from profiles p
      left join ${dailyRollupZones} z on z.user_id = p.id
      where p.id > ${after}::uuid and z.time_zone is distinct from p.timezone
      order by p.id limit ${batch}`);
    const ids = (stale as unknown as { rows: { userId: string }[] }).rows.map((r) => r.userId);
    for (const userId of ids) await db().transaction((tx) => rebuildDailyRollups(userId, tx));
    rebuilt += ids.length;
    if (ids.length < batch) return rebuilt;
    after = ids.at(-1)!;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Internals

/** The figures of a day row: all its columns but the key, replaced whole by an upsert. */
const FIGURE_COLUMNS = [
  "moodCount",
  "moodSum",
  "moodSquares",
  "morningCount",
  "morningSum",
  "afternoonCount",
  "afternoonSum",
  "eveningCount",
  "eveningSum",
  "moodTags",
  "sleepCount",
  "sleepHundredths",
  "stressCount",
  "stressSum",
  "checkinCount",
  "checkinScoreSum",
  "checkinNotes",
  "personalCheckinCount",
] as const satisfies readonly (keyof typeof dailyRollups.$inferInsert)[];

/** What a read returns of each day, in this order (fromCells reads them back by position). */
const DAY_CELLS = ["day", ...FIGURE_COLUMNS] as const;
type DayCells = [
  day: DayKey,
  moodCount: number,
  moodSum: number,
  moodSquares: number,
  morningCount: number,
  morningSum: number,
  afternoonCount: number,
  afternoonSum: number,
  eveningCount: number,
  eveningSum: number,
  tags: Record<string, [number, number]> | null,
  sleepCount: number,
  sleepHundredths: number,
  stressCount: number,
  stressSum: number,
  checkinCount: number,
  checkinScoreSum: number,
  checkinNotes: number,
  personalCheckins: number,
];

const REPLACE_FIGURES = Object.fromEntries(
  FIGURE_COLUMNS.map((key) => [key, sql.raw(`excluded.${dailyRollups[key].name}`)]),
);

/**
 * Locks the people's state rows, in id order so two writers never wait on each other in a circle, creating an empty
 * one (not built) where there is none; waits for a rebuild under way. Returns each person's built zone and profile's.
 */
async function lockStates(tx: Executor, userIds: readonly string[]) {
  const sorted = [...userIds].sort();
  if (sorted.length === 0) return [];
  const result = await tx.execute(sql`
    insert into ${dailyRollupZones} (user_id, time_zone)
    values ${sql.join(
      sorted.map((id) => sql`(${id}::uuid, null)`),
      sql`, `,
    )}
    on conflict (user_id) do update set time_zone = ${dailyRollupZones}.time_zone
    returning user_id as "userId", time_zone as "builtZone",
      (select p.timezone from profiles p where p.id = ${dailyRollupZones}.user_id) as "profileZone"`);
  return (result as unknown as { rows: { userId: string; builtZone: string | null; profileZone: string | null }[] })
    .rows;
}

/**
 * Locks the people's rollups; returns the zone of each whose rollups are complete in their profile's zone. A person
 * built in another zone (their zone changed since) is left for the next read to rebuild, and marked unbuilt here:
 * this write is not in their rollups, so were their zone changed back, the old zone must not look complete again.
 */
async function lockRollups(tx: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  const current = new Map<string, string>();
  const missed: string[] = [];
  for (const { userId, builtZone, profileZone } of await lockStates(tx, userIds)) {
    if (builtZone === null) continue;
    if (builtZone === (profileZone ?? "")) current.set(userId, zoneOrUtc(builtZone));
    else missed.push(userId);
  }
  if (missed.length > 0) {
    await tx.update(dailyRollupZones).set({ timeZone: null }).where(inArray(dailyRollupZones.userId, missed));
  }
  return current;
}

type Span = { first: DayKey; last: DayKey };

/** Stores the recomputed days of the span and removes the span's days that have nothing left. */
async function replaceDays(tx: Executor, userId: string, { first, last }: Span, rows: readonly DailyRollup[]) {
  const kept = rows.filter((r) => r.day >= first && r.day <= last);
  const emptied = daysOf({ first, last }).filter((day) => !kept.some((r) => r.day === day));
  if (emptied.length > 0) {
    await tx.delete(dailyRollups).where(and(eq(dailyRollups.userId, userId), inArray(dailyRollups.day, emptied)));
  }
  await insertDays(tx, userId, kept);
}

async function replaceRatingDays(
  tx: Executor,
  who: { ratedId: string; authorId: string },
  { first, last }: Span,
  rows: readonly DayRatings[],
) {
  const kept = rows.filter((r) => r.day >= first && r.day <= last);
  const emptied = daysOf({ first, last }).filter((day) => !kept.some((r) => r.day === day));
  if (emptied.length > 0) {
    await tx
      .delete(dailyPartnerRatings)
      .where(
        and(
          eq(dailyPartnerRatings.userId, who.ratedId),
          eq(dailyPartnerRatings.authorId, who.authorId),
          inArray(dailyPartnerRatings.day, emptied),
        ),
      );
  }
  await insertRatingDays(tx, who, kept);
}

function daysOf({ first, last }: Span): DayKey[] {
  const days: DayKey[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Upserts day rows (replacing every figure of a day already stored). */
async function insertDays(tx: Executor, userId: string, rows: readonly DailyRollup[]) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx
      .insert(dailyRollups)
      .values(rows.slice(i, i + INSERT_BATCH).map((r) => toRow(userId, r)))
      .onConflictDoUpdate({ target: [dailyRollups.userId, dailyRollups.day], set: REPLACE_FIGURES });
  }
}

async function insertRatingDays(tx: Executor, who: { ratedId: string; authorId: string }, rows: readonly DayRatings[]) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx
      .insert(dailyPartnerRatings)
      .values(
        rows.slice(i, i + INSERT_BATCH).map((r) => ({
          userId: who.ratedId,
          authorId: who.authorId,
          day: r.day,
          ratings: r.count,
          ratingSum: r.sum,
        })),
      )
      .onConflictDoUpdate({
        target: [dailyPartnerRatings.userId, dailyPartnerRatings.authorId, dailyPartnerRatings.day],
        set: { ratings: sql`excluded.ratings`, ratingSum: sql`excluded.rating_sum` },
      });
  }
}

function toRow(userId: string, r: DailyRollup): typeof dailyRollups.$inferInsert {
  return {
    userId,
    day: r.day,
    moodCount: r.moods.count,
    moodSum: r.moods.sum,
    moodSquares: r.moods.squares,
    morningCount: r.timesOfDay.morning.count,
    morningSum: r.timesOfDay.morning.sum,
    afternoonCount: r.timesOfDay.afternoon.count,
    afternoonSum: r.timesOfDay.afternoon.sum,
    eveningCount: r.timesOfDay.evening.count,
    eveningSum: r.timesOfDay.evening.sum,
    moodTags: Object.fromEntries([...r.tags].map(([tag, f]) => [tag, [f.count, f.sum] as [number, number]])),
    sleepCount: r.sleep.count,
    sleepHundredths: r.sleep.sum,
    stressCount: r.stress.count,
    stressSum: r.stress.sum,
    checkinCount: r.checkins.count,
    checkinScoreSum: r.checkins.sum,
    checkinNotes: r.checkins.notes,
    personalCheckinCount: r.personalCheckins,
  };
}

function fromCells(cells: DayCells): DailyRollup {
  const [day, moodCount, moodSum, moodSquares, morningCount, morningSum, afternoonCount, afternoonSum] = cells;
  const [, , , , , , , , eveningCount, eveningSum, tags, sleepCount, sleepHundredths, stressCount, stressSum] = cells;
  const [, , , , , , , , , , , , , , , checkinCount, checkinScoreSum, checkinNotes, personalCheckins] = cells;
  return {
    day,
    moods: { count: moodCount, sum: moodSum, squares: moodSquares },
    timesOfDay: {
      morning: { count: morningCount, sum: morningSum },
      afternoon: { count: afternoonCount, sum: afternoonSum },
      evening: { count: eveningCount, sum: eveningSum },
    },
    tags: new Map(Object.entries(tags ?? {}).map(([tag, [count, sum]]) => [tag, { count, sum }])),
    sleep: { count: sleepCount, sum: sleepHundredths },
    stress: { count: stressCount, sum: stressSum },
    checkins: { count: checkinCount, sum: checkinScoreSum, notes: checkinNotes },
    personalCheckins,
  };
}
