import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/moods/export/route";
import { db } from "@/db/client";
import { moods } from "@/db/schema";
import { EXPORT_PAGE_SIZE, streamAllMoods } from "@/lib/data/moods";
import { CSV_COLUMNS, EXPORT_TEXT } from "@/lib/domain/mood-export";
import { isAppError } from "@/lib/errors";
import { downloadResponse } from "@/lib/http/download";
import { exportMoods } from "@/lib/services/moods/export-moods";
import { logMood } from "@/lib/services/moods/log-mood";
import { moodLogSchema } from "@/lib/validation/entries";
import { person, sessionCookieFor } from "../../helpers/couples";

/** mood-data.csv / mood-data.json (spec 2 §2.4, §7): content, escaping, completeness, and whose moods. */

const BASE = "http://attune.test";

function exportRequest(cookie: string, format: string) {
  return GET(new Request(`${BASE}/api/v1/moods/export?format=${format}`, { headers: { cookie } }));
}

/** The bytes as sent (Response#text() would drop the CSV's byte-order mark). */
async function exportText(userId: string, format: "csv" | "json"): Promise<string> {
  const bytes = await downloadResponse(await exportMoods({ userId, format })).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

interface JsonMood {
  id: string;
  timestamp: string;
  mood_value: number;
  mood_keywords: string[];
  context_notes: string | null;
  emotion_metadata: unknown[];
}

const exportJson = async (userId: string) => JSON.parse(await exportText(userId, "json")) as JsonMood[];

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const HOUR = 3_600_000;
/** Whole hours before the start of the file, so the gaps between logged moods are exact. */
const START = Date.now();

function log(userId: string, raw: Record<string, unknown>, hoursAgo: number) {
  const loggedAt = new Date(START - hoursAgo * HOUR).toISOString();
  return logMood({ userId, input: moodLogSchema.parse({ ...raw, loggedAt }) });
}

/** What the service stores for `{ emotionId: "thrilled" }` with a mood of ±2 (the intensity follows the mood). */
const selection = {
  emotionId: "thrilled",
  emotionName: "Thrilled",
  categoryId: "positive",
  categoryName: "Positive",
  mappedKeyword: "excited",
  intensity: 8,
};
const thrilled = [{ emotionId: "thrilled" }];

describe("content", () => {
  test("CSV: header, newest first, decrypted notes, keywords, metadata and ISO 8601 timestamps", async () => {
    const owner = await person();
    const oldest = await log(owner, { moodValue: -2, keywords: ["sad", "tired"], contextNotes: "rough day" }, 3);
    const middle = await log(owner, { moodValue: 0 }, 2);
    const newest = await log(
      owner,
      { moodValue: 3, keywords: ["excited"], emotionMetadata: thrilled, contextNotes: "great news" },
      1,
    );
    const text = await exportText(owner, "csv");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(CSV_COLUMNS);
    expect(rows.map((r) => r[0])).toEqual([newest.moodId, middle.moodId, oldest.moodId]);

    const stored = await db().select().from(moods).where(eq(moods.userId, owner));
    const byId = new Map(stored.map((m) => [m.id, m]));
    for (const [id, timestamp] of rows) {
      expect(timestamp).toMatch(ISO_8601);
      expect(timestamp).toBe(byId.get(id!)!.timestamp.toISOString());
    }
    expect(rows[0]!.slice(2, 5)).toEqual(["3", "excited", "great news"]);
    // jsonb keeps its own key order, so the metadata is compared as data.
    expect(JSON.parse(rows[0]![5]!)).toEqual([{ ...selection, intensity: 10 }]);
    expect(rows[1]!.slice(2)).toEqual(["0", "", "", ""]);
    expect(rows[2]!.slice(2)).toEqual(["-2", "sad; tired", "rough day", ""]);
  });

  test("JSON: the same moods, newest first, with the spec's field names", async () => {
    const owner = await person();
    const older = await log(owner, { moodValue: 1, keywords: ["calm"] }, 5);
    const newer = await log(
      owner,
      { moodValue: 2, keywords: ["excited", "grateful"], emotionMetadata: thrilled, contextNotes: "a note" },
      4,
    );
    const records = await exportJson(owner);
    expect(records).toEqual([
      {
        id: newer.moodId,
        timestamp: expect.stringMatching(ISO_8601),
        mood_value: 2,
        mood_keywords: ["excited", "grateful"],
        context_notes: "a note",
        emotion_metadata: [selection],
      },
      {
        id: older.moodId,
        timestamp: expect.stringMatching(ISO_8601),
        mood_value: 1,
        mood_keywords: ["calm"],
        context_notes: null,
        emotion_metadata: [],
      },
    ]);
    expect(Date.parse(records[0]!.timestamp) - Date.parse(records[1]!.timestamp)).toBe(HOUR);
  });

  test("only the requesting user's moods, in both formats", async () => {
    const owner = await person();
    const other = await person();
    await log(owner, { moodValue: 1, contextNotes: "mine" }, 1);
    await log(other, { moodValue: -1, contextNotes: "someone else's secret" }, 1);
    for (const format of ["csv", "json"] as const) {
      const text = await exportText(owner, format);
      expect(text).toContain("mine");
      expect(text).not.toContain("someone else's secret");
    }
    expect((await exportJson(other)).map((r) => r.context_notes)).toEqual(["someone else's secret"]);
  });

  test("no moods: 'No data to export' (NOT_FOUND), as 404 over the API", async () => {
    const empty = await person();
    const error = await exportMoods({ userId: empty, format: "csv" }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("NOT_FOUND");
    expect(isAppError(error) && error.details.title).toBe(EXPORT_TEXT.empty);

    const response = await exportRequest(await sessionCookieFor(empty), "json");
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({ title: "No data to export" });
  });
});

describe("CSV escaping survives spreadsheets", () => {
  const plain = ["a, b and c", 'she said "hi"', "line one\nline two", "crlf\r\nhere", "ends with comma,"];
  const formulas = ["=SUM(A1:A9)", "+1 555 0100", "-2 and falling", "@HYPERLINK(x)", "=1,2", "\u22122 degrees"];

  test("commas, quotes and line breaks round-trip; formula prefixes are defused with an apostrophe", async () => {
    const owner = await person();
    const notes = [...plain, ...formulas];
    for (const [i, note] of notes.entries()) await log(owner, { moodValue: 0, contextNotes: note }, notes.length - i);
    const text = await exportText(owner, "csv");
    const rows = parseCsv(text.slice(1)).slice(1);
    // Newest first: the reverse of the logging order.
    const exported = rows.map((r) => r[4]).reverse();
    expect(rows.every((r) => r.length === CSV_COLUMNS.length)).toBe(true);
    expect(exported).toEqual([...plain, ...formulas.map((f) => `'${f}`)]);
    expect(text).toContain('"she said ""hi"""');
  });

  test("keywords and metadata are escaped too", async () => {
    const owner = await person();
    // Written directly: the service now stores only catalogue names, but rows from before (when the API stored the
    // names it was sent) may hold anything.
    await db()
      .insert(moods)
      .values({
        userId: owner,
        moodValue: 1,
        moodKeywords: ["=cmd()", "salt, pepper", 'the "best"'],
        emotionMetadata: [{ ...selection, emotionName: 'Thrilled, "really"' }],
      });
    const [row] = parseCsv((await exportText(owner, "csv")).slice(1)).slice(1);
    expect(row![3]).toBe(`'=cmd(); salt, pepper; the "best"`);
    expect(JSON.parse(row![5]!)).toEqual([{ ...selection, emotionName: 'Thrilled, "really"' }]);
  });

  test("JSON keeps the text exactly as written", async () => {
    const owner = await person();
    const note = '=SUM(A1) "quoted", with\nnewline';
    await log(owner, { moodValue: 0, contextNotes: note }, 1);
    expect((await exportJson(owner))[0]!.context_notes).toBe(note);
  });
});

describe("a history longer than one page", () => {
  const TOTAL = 1_200;

  /**
   * 1,200 moods in one statement: three per second (exact ties on the keyset's first column), and some moved by a
   * few microseconds, which a JavaScript Date cannot represent, so the keyset must compare in the database.
   */
  async function bulkHistory(userId: string): Promise<void> {
    const base = Date.parse("2026-01-31T12:00:00Z");
    await db()
      .insert(moods)
      .values(
        Array.from({ length: TOTAL }, (_, i) => ({
          userId,
          moodValue: (i % 7) - 3,
          moodKeywords: i % 2 ? ["calm"] : [],
          contextNotes: `note ${i}`,
          timestamp: new Date(base - Math.floor(i / 3) * 1000),
        })),
      );
    await db()
      .update(moods)
      .set({ timestamp: sql`${moods.timestamp} + (${moods.moodValue} + 3) * interval '1 microsecond'` })
      .where(and(eq(moods.userId, userId), sql`${moods.moodValue} > 0`));
  }

  async function storedOrder(userId: string): Promise<string[]> {
    const rows = await db()
      .select({ id: moods.id })
      .from(moods)
      .where(eq(moods.userId, userId))
      .orderBy(desc(moods.timestamp), desc(moods.id));
    return rows.map((r) => r.id);
  }

  test(`${TOTAL} moods (page size ${EXPORT_PAGE_SIZE}) are exported completely, once each, newest first`, async () => {
    expect(TOTAL).toBeGreaterThan(2 * EXPORT_PAGE_SIZE);
    const owner = await person();
    const other = await person();
    await bulkHistory(owner);
    await bulkHistory(other);
    const expected = await storedOrder(owner);
    expect(expected).toHaveLength(TOTAL);

    const json = await exportJson(owner);
    expect(json.map((r) => r.id)).toEqual(expected);
    for (let i = 1; i < json.length; i++) {
      expect(Date.parse(json[i - 1]!.timestamp)).toBeGreaterThanOrEqual(Date.parse(json[i]!.timestamp));
    }
    expect(new Set(json.map((r) => r.context_notes)).size).toBe(TOTAL);

    const csvRows = parseCsv((await exportText(owner, "csv")).slice(1)).slice(1);
    expect(csvRows.map((r) => r[0])).toEqual(expected);
  });

  test("small pages (boundaries inside ties and microsecond steps) give the same sequence", async () => {
    const owner = await person();
    await bulkHistory(owner);
    const expected = await storedOrder(owner);
    for (const pageSize of [1, 2, 3, 7, 499]) {
      const ids: string[] = [];
      for await (const mood of streamAllMoods(owner, { pageSize })) ids.push(mood.id);
      expect(ids, `page size ${pageSize}`).toEqual(expected);
    }
    // A page of one row over the whole history is hundreds of queries: on a loaded machine that outlasts the
    // default 30 s, which says nothing about the order under test.
  }, 120_000);

  test("moods logged while an export runs do not duplicate or drop the ones already there", async () => {
    const owner = await person();
    await bulkHistory(owner);
    const before = await storedOrder(owner);
    const ids: string[] = [];
    for await (const mood of streamAllMoods(owner, { pageSize: 100 })) {
      ids.push(mood.id);
      if (ids.length === 150) {
        // A new mood now, and a backdated one in the middle of the history.
        await logMood({ userId: owner, input: moodLogSchema.parse({ moodValue: 1 }) });
        await db()
          .insert(moods)
          .values({ userId: owner, moodValue: 0, timestamp: new Date("2026-01-31T11:55:00.000Z") });
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => before.includes(id))).toEqual(before);
  });
});

describe("GET /api/v1/moods/export", () => {
  test("streams mood-data.csv and mood-data.json as downloads", async () => {
    const owner = await person();
    await log(owner, { moodValue: 2, contextNotes: "over http" }, 1);
    const cookie = await sessionCookieFor(owner);

    const csv = await exportRequest(cookie, "csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="mood-data.csv"');
    expect(csv.headers.get("cache-control")).toBe("no-store");
    expect(await csv.text()).toContain("over http");

    const json = await exportRequest(cookie, "json");
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("content-disposition")).toBe('attachment; filename="mood-data.json"');
    expect((await json.json())[0].context_notes).toBe("over http");
  });

  test("401 without a session; 400 for an unknown format", async () => {
    const owner = await person();
    await log(owner, { moodValue: 2 }, 1);
    expect((await exportRequest("", "csv")).status).toBe(401);
    const cookie = await sessionCookieFor(owner);
    for (const format of ["xml", "", "CSV"]) {
      const response = await exportRequest(cookie, format);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("VALIDATION");
    }
    const none = await GET(new Request(`${BASE}/api/v1/moods/export`, { headers: { cookie } }));
    expect(none.status).toBe(400);
  });
});
