import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "@/db/client";
import { biometricData, emotionalCheckins, moods, partnerCheckins } from "@/db/schema";
import type { RollupSources } from "@/lib/domain/analytics/daily-rollup";

/*
 * The rows the daily rollups count (lib/data/daily-rollups.ts, decision 067), read for a rebuild or for the days a
 * write touched: only values, tags, instants and whether a note was written. Notes are never read (nor decrypted).
 * Instants come as epoch milliseconds, as a JS Date holds them.
 */

export interface Window {
  from: Date;
  to: Date;
}

/** An instant as epoch milliseconds, truncated as a JS Date truncates a stored microsecond. */
const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const inWindow = (column: AnyPgColumn, window: Window | null) =>
  window ? sql`and ${column} >= ${iso(window.from)} and ${column} < ${iso(window.to)}` : sql``;

/** The person's own rows the rollups count (in the window, or all), in one round trip. */
export async function readSources(userId: string, window: Window | null, tx: Executor): Promise<RollupSources> {
  const result = await tx.execute(sql`
    select 'm' as kind, ${epochMs(moods.timestamp)} as at, ${moods.moodValue}::int as a, null::int as b,
      ${moods.moodKeywords} as tags, false as flag
    from ${moods} where ${moods.userId} = ${userId} ${inWindow(moods.timestamp, window)}
    union all
    select 'b', ${epochMs(biometricData.recordedAt)}, ${biometricData.stressLevel}::int,
      (${biometricData.sleepHours} * 100)::int, null, false
    from ${biometricData} where ${biometricData.userId} = ${userId} ${inWindow(biometricData.recordedAt, window)}
    union all
    select 'c', ${epochMs(partnerCheckins.timestamp)}, ${partnerCheckins.partnerConnectionScore}::int, null, null,
      ${partnerCheckins.partnerGratitudeNote} is not null
    from ${partnerCheckins} where ${partnerCheckins.userId} = ${userId} ${inWindow(partnerCheckins.timestamp, window)}
    union all
    select 'p', ${epochMs(emotionalCheckins.createdAt)}, null, null, null, false
    from ${emotionalCheckins}
    where ${emotionalCheckins.userId} = ${userId} ${inWindow(emotionalCheckins.createdAt, window)}`);
  type Row = { kind: string; at: number; a: number | null; b: number | null; tags: string[] | null; flag: boolean };
  const sources = { moods: [], biometrics: [], partnerCheckins: [], personalCheckins: [] } as {
    [K in keyof RollupSources]: RollupSources[K][number][];
  };
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    const at = new Date(row.at);
    if (row.kind === "m") sources.moods.push({ value: row.a!, keywords: row.tags ?? [], at });
    else if (row.kind === "b") {
      sources.biometrics.push({ stressLevel: row.a, sleepHours: row.b === null ? null : row.b / 100, at });
    }
    // The note is only counted, never read: the validation stores a blank one as null (lib/validation/text.ts).
    else if (row.kind === "c") sources.partnerCheckins.push({ score: row.a!, hasNote: row.flag, at });
    else sources.personalCheckins.push({ at });
  }
  return sources;
}

/**
 * Shared check-ins about `ratedId` (by `authorId` only, when given; in the window, when given): what the rated
 * person's partner may let them see, the grants applied when the rollups are read.
 */
export async function readRatings(
  ratedId: string,
  { authorId, window }: { authorId?: string; window: Window | null },
  tx: Executor,
): Promise<{ authorId: string; at: Date; value: number }[]> {
  const result = await tx.execute(sql`
    select ${partnerCheckins.userId} as "authorId", ${epochMs(partnerCheckins.timestamp)} as at,
      ${partnerCheckins.partnerConnectionScore}::int as value
    from ${partnerCheckins}
    where ${partnerCheckins.partnerUid} = ${ratedId} and ${partnerCheckins.isSharedWithPartner}
      ${authorId ? sql`and ${partnerCheckins.userId} = ${authorId}` : sql``}
      ${inWindow(partnerCheckins.timestamp, window)}`);
  return (result as unknown as { rows: { authorId: string; at: number; value: number }[] }).rows.map((r) => ({
    authorId: r.authorId,
    at: new Date(r.at),
    value: r.value,
  }));
}
