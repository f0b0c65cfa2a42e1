import { readFileSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { POST as postImport } from "@/app/api/v1/imports/route";
import { POST as postPreview } from "@/app/api/v1/imports/preview/route";
import { db } from "@/db/client";
import { moods } from "@/db/schema";
import { listMoodsBetween } from "@/lib/data/moods";
import type { ImportPreview, ImportSummary } from "@/lib/domain/import/view";
import { importMessages } from "@/lib/validation/imports";
import { person, sessionCookieFor } from "../../helpers/couples";

/**
 * The generic CSV with a column mapper (issue #40, decision 082), through POST /api/v1/imports[/preview] as the page
 * sends it: the first preview answers the file's columns; the columns travel back as positions with the day order;
 * the server derives every entry; the same file twice adds nothing.
 */

const BASE = "http://attune.test";
const NY = "America/New_York";
const awkward = readFileSync(new URL("../../fixtures/import/generic-awkward.csv", import.meta.url), "utf8");
const COLUMNS = { date: 0, dateFormat: "DD/MM/YYYY", time: 1, mood: 2, moodKind: "value", note: 3, tags: 4 };
const MAPPING = [
  { mood: "good", value: 1 },
  { mood: "meh-ish", value: 0 },
];
const EVER = [new Date("1970-01-01T00:00:00Z"), new Date("2100-01-01T00:00:00Z")] as const;

async function send<T>(path: "/api/v1/imports" | "/api/v1/imports/preview", body: unknown) {
  const route = path === "/api/v1/imports" ? postImport : postPreview;
  const response = await route(
    new Request(`${BASE}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as T & { error?: { message: string } } };
}

let userId: string;
let cookie: string;
beforeAll(async () => {
  userId = await person({ timezone: NY });
  cookie = await sessionCookieFor(userId);
});

describe("a generic CSV", () => {
  test("the first preview shows the file's columns and writes nothing; importing before choosing is refused", async () => {
    const first = await send<ImportPreview>("/api/v1/imports/preview", { source: "csv", content: awkward });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      rows: 0,
      toAdd: 0,
      csv: { columns: ["When", "Clock", "How I felt", "Journal", "Labels"], mapping: null },
    });
    const refused = await send("/api/v1/imports", { source: "csv", content: awkward });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe("Choose the columns that hold the date and the mood first.");
    expect(await listMoodsBetween(userId, ...EVER)).toEqual([]);
  });

  test("imports the rows through the chosen columns, skipping bad ones by line; the same file again adds nothing", async () => {
    const body = { source: "csv", content: awkward, columns: COLUMNS, moodMapping: MAPPING };
    const preview = await send<ImportPreview>("/api/v1/imports/preview", body);
    expect(preview.body).toMatchObject({ rows: 10, toAdd: 5, alreadyImported: 0, csv: { mapping: COLUMNS } });
    expect(preview.body.errors.map((e) => e.message)).toEqual([
      "Line 6: it repeats an earlier row of the file (line 5).",
      'Line 7: the date is not a real date (expected YYYY-MM-DD) ("31/02/2024").',
      'Line 8: the time is not a time of day ("25:00").',
      "Line 10: it holds control characters.",
      "Line 12: it has fewer columns than the header.",
    ]);
    expect(preview.body.shiftedTimes).toBe(1);

    const summary = await send<ImportSummary>("/api/v1/imports", body);
    expect(summary.status).toBe(201);
    expect(summary.body).toMatchObject({ added: 5, alreadyImported: 0, skipped: 5 });
    const stored = await db()
      .select({ at: moods.timestamp, value: moods.moodValue, keywords: moods.moodKeywords, isPrivate: moods.isPrivate })
      .from(moods)
      .where(eq(moods.userId, userId))
      .orderBy(asc(moods.timestamp));
    expect(stored.map((m) => [m.at.toISOString(), m.value, m.keywords, m.isPrivate])).toEqual([
      ["2024-03-10T07:30:00.000Z", 1, ["work", "coffee"], true],
      ["2024-11-03T05:30:00.000Z", -2, ["sleep"], true],
      ["2024-11-05T01:15:00.000Z", 3, ["family", "thankful"], true],
      ["2024-11-06T14:00:00.000Z", 0, [], true],
      ["2024-11-08T17:00:00.000Z", -1, [], true],
    ]);

    const again = await send<ImportSummary>("/api/v1/imports", {
      ...body,
      moodMapping: [{ mood: "good", value: -3 }, MAPPING[1]],
    });
    expect(again.body).toMatchObject({ added: 0, alreadyImported: 5 });
    expect(await listMoodsBetween(userId, ...EVER)).toHaveLength(5);
  });

  test("refuses a column the file does not have, and a column that is not a position", async () => {
    const bad = await send("/api/v1/imports/preview", {
      source: "csv",
      content: awkward,
      columns: { ...COLUMNS, tags: 9 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe("The columns chosen are not columns of this file: choose them again.");
    const named = await send("/api/v1/imports/preview", {
      source: "csv",
      content: awkward,
      columns: { ...COLUMNS, mood: "How I felt" },
    });
    expect(named.status).toBe(400);
    expect(JSON.stringify(named.body)).toContain(importMessages.column);
  });
});
