import { readFileSync } from "node:fs";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { imports, moods, scheduledJobs } from "@/db/schema";
import { currentRollupZone, listDailyRollups, rebuildDailyRollups } from "@/lib/data/daily-rollups";
import { insertImport } from "@/lib/data/imports";
import { listMoodsBetween, listPartnerMoodsBetween } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE } from "@/lib/domain/import/limits";
import { HEALTH_RECALCULATION_JOB } from "@/lib/services/health-score/schedule-health-recalculation";
import { importHistory } from "@/lib/services/import/import-history";
import { previewImport } from "@/lib/services/import/preview-import";
import { shareImportedEntries } from "@/lib/services/import/share-imported-entries";
import { moodMappingPairs } from "@/lib/domain/import/limits";
import { importRequestSchema } from "@/lib/validation/imports";
import { ALL_GRANTS_ON, couple, person, setGrants, setMoodConsent } from "../../helpers/couples";

/**
 * Issue #40 (decision 076): an import writes every good row once, privately, in one transaction with its record and
 * the daily rollups; the same file again adds nothing; bad rows are skipped and listed without costing the good ones.
 */

const NY = "America/New_York";
const awkward = readFileSync(new URL("../../fixtures/import/daylio-awkward.csv", import.meta.url), "utf8");
const request = (content: string, moodMapping: Record<string, number> = {}) =>
  importRequestSchema.parse({ source: "daylio", content, moodMapping: moodMappingPairs(moodMapping) });
const MAPPING = { sleepy: -1, "super happy 😄": 3 };
const EVER = [new Date("1970-01-01T00:00:00Z"), new Date("2100-01-01T00:00:00Z")] as const;

async function moodRows(userId: string) {
  return db()
    .select({ at: moods.timestamp, value: moods.moodValue, isPrivate: moods.isPrivate, importId: moods.importId })
    .from(moods)
    .where(eq(moods.userId, userId))
    .orderBy(asc(moods.timestamp));
}

describe("importHistory", () => {
  test("imports every good row, privately, with notes encrypted at rest; the same file again adds nothing", async () => {
    const userId = await person({ timezone: NY });
    const preview = await previewImport({ userId, request: request(awkward, MAPPING) });
    expect(preview).toMatchObject({ rows: 12, toAdd: 7, alreadyImported: 0 });
    expect(preview.skipped).toEqual([
      { problem: "duplicate", rows: 1 },
      { problem: "bad_date", rows: 1 },
      { problem: "bad_time", rows: 1 },
      { problem: "control_characters", rows: 1 },
      { problem: "missing_fields", rows: 1 },
    ]);
    expect(preview.range).toEqual({ first: "2024-03-03", last: "2024-11-03" });
    expect(preview.sample[0]).toMatchObject({ line: 2, day: "2024-11-03", time: "01:30", value: 1, label: "Good" });

    const summary = await importHistory({ userId, request: request(awkward, MAPPING) });
    expect(summary).toMatchObject({ added: 7, alreadyImported: 0, skipped: 5 });
    const rows = await moodRows(userId);
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.isPrivate && r.importId === summary.importId)).toBe(true);

    const stored = await listMoodsBetween(userId, ...EVER);
    const dinner = stored.find((m) => m.at.getTime() === Date.parse("2024-03-10T02:05:00Z"));
    expect(dinner).toMatchObject({
      value: 3,
      keywords: ["family", "thankful", "grateful"],
      notes: 'Dinner 🎉\n\nWe laughed, a lot.\r\nThen "cake" 🍰',
    });
    expect(dinner?.emotionMetadata?.map((e) => [e.emotionId, e.intensity])).toEqual([["thankful", 10]]);
    const raw = await db().execute(
      sql`select context_notes from moods where user_id = ${userId} and context_notes is not null`,
    );
    for (const { context_notes } of (raw as unknown as { rows: { context_notes: string }[] }).rows) {
      expect(context_notes).not.toMatch(/laughed|Rough|Spring|Custom|clock/);
    }

    expect(await previewImport({ userId, request: request(awkward, MAPPING) })).toMatchObject({
      toAdd: 0,
      alreadyImported: 7,
    });
    const again = await importHistory({ userId, request: request(awkward, { ...MAPPING, good: -3 }) });
    expect(again).toMatchObject({ added: 0, alreadyImported: 7, range: null });
    expect(await moodRows(userId)).toEqual(rows);
    const records = await db().select().from(imports).where(eq(imports.userId, userId)).orderBy(asc(imports.createdAt));
    expect(records.map((r) => [r.added, r.skipped])).toEqual([
      [7, 5],
      [0, 12],
    ]);
  });

  test("adds only the new rows of a later, longer export of the same history", async () => {
    const userId = await person({ timezone: NY });
    const head = "full_date,date,weekday,time,mood,activities,note_title,note\n";
    const older = "2024-01-01,Jan 1,Monday,09:00,good,,,first\n";
    await importHistory({ userId, request: request(head + older) });
    const summary = await importHistory({
      userId,
      request: request(`${head}2024-01-02,Jan 2,Tuesday,09:00,rad,,,second\n${older}`),
    });
    expect(summary).toMatchObject({ added: 1, alreadyImported: 1 });
    expect((await moodRows(userId)).map((r) => r.value)).toEqual([1, 3]);
  });

  test("stores tags with quotes, commas, braces and backslashes exactly", async () => {
    const userId = await person({ timezone: NY });
    const head = "full_date,time,mood,activities\n";
    await importHistory({
      userId,
      request: request(`${head}2024-01-01,09:00,good,"say ""hi"" | a,b | {x} | back\\slash | NULL"\n`),
    });
    const [mood] = await listMoodsBetween(userId, ...EVER);
    expect(mood?.keywords).toEqual(['say "hi"', "a,b", "{x}", "back\\slash", "null"]);
  });

  test("keeps the daily rollups exact and asks for one health recalculation", async () => {
    const userId = await person({ timezone: NY });
    await currentRollupZone(userId);
    await importHistory({ userId, request: request(awkward, MAPPING) });
    const refreshed = await listDailyRollups(userId, "2024-01-01", "2024-12-31");
    expect(refreshed.map((d) => [d.day, d.moods.count])).toEqual([
      ["2024-03-03", 1],
      ["2024-03-04", 1],
      ["2024-03-07", 1],
      ["2024-03-08", 1],
      ["2024-03-09", 1],
      ["2024-03-10", 1],
      ["2024-11-03", 1],
    ]);
    await db().transaction((tx) => rebuildDailyRollups(userId, tx));
    expect(await listDailyRollups(userId, "2024-01-01", "2024-12-31")).toEqual(refreshed);
    const jobs = await db()
      .select({ kind: scheduledJobs.kind })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.userId, userId), eq(scheduledJobs.kind, HEALTH_RECALCULATION_JOB)));
    expect(jobs).toHaveLength(1);
  });

  test("leaves nothing behind when any part of the import fails", async () => {
    const userId = await person({ timezone: NY });
    const entry = (i: number, value: number) => ({
      key: `import:daylio:test-${i}`,
      at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000),
      value,
      keywords: [],
      emotionMetadata: [],
      notes: null,
    });
    // The last row breaks the moods' value check in the second batch of inserts, after 5,000 rows went in.
    const entries = Array.from({ length: 5_001 }, (_, i) => entry(i, i === 5_000 ? 9 : 0));
    await expect(
      db().transaction((tx) => insertImport(userId, { source: "daylio", skipped: 0 }, entries, tx)),
    ).rejects.toThrow();
    expect(await moodRows(userId)).toEqual([]);
    expect(await db().select().from(imports).where(eq(imports.userId, userId))).toEqual([]);
  });

  test("refuses a file over the cap, and a file it cannot read, with clear messages", async () => {
    const userId = await person({ timezone: NY });
    // Fewer characters than the cap (so the request's schema takes it) but more bytes: the service's exact check.
    const line = `2024-01-01,10:00,good,${"é".repeat(10)}\n`;
    const big = `full_date,time,mood,note\n${line.repeat(Math.ceil(IMPORT_MAX_BYTES / 43) + 1)}`;
    await expect(importHistory({ userId, request: request(big) })).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: IMPORT_TOO_LARGE_MESSAGE,
    });
    await expect(
      previewImport({ userId, request: request('full_date,time,mood,note\n2024-01-01,10:00,good,"x\n') }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      message: "Line 2: a quoted value never ends, so the rest of the file cannot be read.",
    });
    expect(await moodRows(userId)).toEqual([]);
  });
});

describe("imported entries and the partner", () => {
  test("stay private until the person shares the import, and only they can share it", async () => {
    const { viewer, partner } = await couple({ viewer: { timezone: NY } });
    await setMoodConsent(viewer, true);
    await setGrants(viewer, ALL_GRANTS_ON);
    const summary = await importHistory({ userId: viewer, request: request(awkward, MAPPING) });
    const partnerReads = async () => {
      const access = await resolvePartnerAccess(partner, db());
      return listPartnerMoodsBetween(access!, ...EVER);
    };
    expect(await partnerReads()).toEqual([]);

    await expect(shareImportedEntries({ userId: partner, importId: summary.importId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await shareImportedEntries({ userId: viewer, importId: summary.importId })).toEqual({
      shared: 7,
      keptPrivate: 0,
    });
    expect(await partnerReads()).toHaveLength(7);
    await expect(shareImportedEntries({ userId: viewer, importId: summary.importId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
