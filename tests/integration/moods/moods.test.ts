import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { POST } from "@/app/api/v1/moods/route";
import { db } from "@/db/client";
import { biometricData, moodTagSummary, moods } from "@/db/schema";
import { isAppError } from "@/lib/errors";
import { entryMessages, moodLogSchema, type MoodLogInput } from "@/lib/validation/entries";
import { LOGGED_AT_RANGE_MESSAGE, logMood } from "@/lib/services/moods/log-mood";
import { person, sessionCookieFor } from "../../helpers/couples";

/**
 * Mood logging (spec 2 §2.1, §4.1, §5): every validation bound through the JSON API (the same schema the form's
 * action uses), the biometric-saving rule, the weekly tag summary and idempotency through the service.
 */

const BASE = "http://attune.test";

interface ApiReply {
  status: number;
  body: {
    moodId?: string;
    created?: boolean;
    healthMetrics?: unknown;
    error?: { code: string; message: string; fieldErrors?: Record<string, string[]> };
  };
}

async function postMood(cookie: string, body: unknown, key?: string): Promise<ApiReply> {
  const headers: Record<string, string> = { cookie, "content-type": "application/json" };
  if (key !== undefined) headers["idempotency-key"] = key;
  const response = await POST(
    new Request(`${BASE}/api/v1/moods`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: await response.json() };
}

async function storedMood(id: string) {
  const [row] = await db().select().from(moods).where(eq(moods.id, id));
  return row!;
}

async function biometricsOf(userId: string) {
  return db()
    .select({
      sleepHours: biometricData.sleepHours,
      stressLevel: biometricData.stressLevel,
      at: biometricData.recordedAt,
    })
    .from(biometricData)
    .where(eq(biometricData.userId, userId));
}

async function moodCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(moods)
    .where(eq(moods.userId, userId));
  return row!.n;
}

/** Rows of the table no code writes any more (decision 063); kept until a migration drops it. */
async function tagSummaryRows(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(moodTagSummary)
    .where(eq(moodTagSummary.userId, userId));
  return row!.n;
}

/** The service, with input parsed as every caller parses it. */
function log(userId: string, raw: Record<string, unknown>, options: { key?: string; now?: Date } = {}) {
  return logMood({ userId, input: moodLogSchema.parse(raw), idempotencyKey: options.key ?? null, now: options.now });
}

let userId: string;
let cookie: string;

beforeAll(async () => {
  userId = await person();
  cookie = await sessionCookieFor(userId);
});

describe("validation of a mood (spec 2 §5), through POST /api/v1/moods", () => {
  const accepted = (body: Record<string, unknown>) => async () => {
    const reply = await postMood(cookie, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return storedMood(reply.body.moodId!);
  };
  const rejected = async (body: Record<string, unknown>, field: string, message?: string) => {
    const before = await moodCount(userId);
    const reply = await postMood(cookie, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error?.code).toBe("VALIDATION");
    expect(reply.body.error?.fieldErrors?.[field], JSON.stringify(reply.body)).toBeDefined();
    if (message) expect(reply.body.error?.fieldErrors?.[field]).toContain(message);
    expect(await moodCount(userId)).toBe(before);
  };

  test.each([-3, 0, 3])("mood %d is accepted and stored", async (moodValue) => {
    const row = await accepted({ moodValue })();
    expect(row.moodValue).toBe(moodValue);
  });

  test.each([-4, 4, 1.5, "3", null, true])("mood %j is rejected", async (moodValue) => {
    await rejected({ moodValue }, "moodValue", entryMessages.moodRange);
  });

  test("a missing mood is rejected", async () => {
    await rejected({ keywords: ["happy"] }, "moodValue");
  });

  test.each([3, 12, 7.25, 3.25, 11.75])("sleep %d h is accepted (and saved, being off the default)", async (h) => {
    const row = await accepted({ moodValue: 1, sleepHours: h })();
    const saved = await db()
      .select()
      .from(biometricData)
      .where(and(eq(biometricData.userId, userId), eq(biometricData.recordedAt, row.timestamp)));
    expect(saved.map((b) => b.sleepHours)).toEqual([h]);
  });

  test.each([2.75, 12.25, 7.3, 0, -8, "8"])("sleep %j is rejected", async (sleepHours) => {
    await rejected({ moodValue: 1, sleepHours }, "sleepHours", entryMessages.sleepRange);
  });

  test.each([1, 10])("stress %d is accepted", async (stressLevel) => {
    await accepted({ moodValue: 1, stressLevel })();
  });

  test.each([0, 11, 5.5, "5"])("stress %j is rejected", async (stressLevel) => {
    await rejected({ moodValue: 1, stressLevel }, "stressLevel", entryMessages.stressRange);
  });

  test("a custom feeling of 20 characters is accepted; 21 is rejected", async () => {
    const twenty = "a".repeat(20);
    expect((await accepted({ moodValue: 0, keywords: [twenty] })()).moodKeywords).toEqual([twenty]);
    await rejected({ moodValue: 0, keywords: ["b".repeat(21)] }, "keywords", entryMessages.feelingTooLong);
  });

  test("the 20-character limit applies after trimming, and counts characters (an emoji is one)", async () => {
    const padded = `  ${"c".repeat(20)}  `;
    const emoji = "😀".repeat(20);
    const row = await accepted({ moodValue: 0, keywords: [padded, emoji] })();
    expect(row.moodKeywords).toEqual(["c".repeat(20), emoji]);
    await rejected({ moodValue: 0, keywords: ["😀".repeat(21)] }, "keywords", entryMessages.feelingTooLong);
  });

  test("feelings are trimmed, lower-cased and deduplicated; empty ones are dropped", async () => {
    const row = await accepted({
      moodValue: 2,
      keywords: [" Happy ", "happy", "HAPPY", "", "   ", "Calm", "calm ", "Road Trip"],
    })();
    expect(row.moodKeywords).toEqual(["happy", "calm", "road trip"]);
  });

  test("at most 30 distinct feelings", async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `feeling${i}`);
    expect((await accepted({ moodValue: 0, keywords: many(30) })()).moodKeywords).toHaveLength(30);
    await rejected({ moodValue: 0, keywords: many(31) }, "keywords", entryMessages.tooManyFeelings);
    await rejected({ moodValue: 0, keywords: "happy" }, "keywords");
    await rejected({ moodValue: 0, keywords: [1, 2] }, "keywords");
  });

  test("notes: empty or blank become null, others are trimmed; 5,000 characters at most", async () => {
    expect((await accepted({ moodValue: 0, contextNotes: "" })()).contextNotes).toBeNull();
    expect((await accepted({ moodValue: 0, contextNotes: "  \n\t " })()).contextNotes).toBeNull();
    expect((await accepted({ moodValue: 0, contextNotes: null })()).contextNotes).toBeNull();
    expect((await accepted({ moodValue: 0 })()).contextNotes).toBeNull();
    expect((await accepted({ moodValue: 0, contextNotes: "  a good day \n" })()).contextNotes).toBe("a good day");
    expect((await accepted({ moodValue: 0, contextNotes: "n".repeat(5000) })()).contextNotes).toHaveLength(5000);
    await rejected({ moodValue: 0, contextNotes: "n".repeat(5001) }, "contextNotes", entryMessages.notesTooLong);
    await rejected({ moodValue: 0, contextNotes: 42 }, "contextNotes");
  });

  test("notes are encrypted at rest and read back decrypted", async () => {
    const note = `secret-${randomUUID()}`;
    const row = await accepted({ moodValue: 1, contextNotes: note })();
    expect(row.contextNotes).toBe(note);
    const raw = await db().execute(sql`select context_notes from moods where id = ${row.id}`);
    const cipher = (raw as { rows: { context_notes: string }[] }).rows[0]!.context_notes;
    expect(cipher).not.toContain(note);
  });

  const thrilled = {
    emotionId: "thrilled",
    emotionName: "Thrilled",
    categoryId: "positive",
    categoryName: "Positive",
    mappedKeyword: "excited",
  };

  test("emotions are sent by id; what is stored about them comes from the catalogue and the mood", async () => {
    const row = await accepted({
      moodValue: -3,
      keywords: ["excited", "sad"],
      emotionMetadata: [{ emotionId: "thrilled" }, { emotionId: "heartbroken" }, { emotionId: "thrilled" }],
    })();
    expect(row.emotionMetadata).toEqual([
      { ...thrilled, intensity: 10 },
      {
        emotionId: "heartbroken",
        emotionName: "Heartbroken",
        categoryId: "difficult",
        categoryName: "Difficult",
        mappedKeyword: "sad",
        intensity: 10,
      },
    ]);
    expect((await accepted({ moodValue: 2 })()).emotionMetadata).toBeNull();
    expect((await accepted({ moodValue: 2, emotionMetadata: [] })()).emotionMetadata).toBeNull();
  });

  test("forged labels, category, keyword and intensity are ignored: the stored entry is the catalogue's", async () => {
    const forged = {
      emotionId: "thrilled",
      emotionName: "<b>Ecstatic</b>",
      categoryId: "difficult",
      categoryName: "Made up",
      mappedKeyword: "lonely",
      intensity: 1,
    };
    const row = await accepted({ moodValue: 1, keywords: ["excited"], emotionMetadata: [forged] })();
    expect(row.emotionMetadata).toEqual([{ ...thrilled, intensity: 6 }]);
  });

  test("an unknown emotion id, a missing one or too many emotions are a field error on emotionMetadata", async () => {
    await rejected(
      { moodValue: 2, emotionMetadata: [{ emotionId: "ecstatic" }] },
      "emotionMetadata",
      entryMessages.unknownEmotion,
    );
    await rejected(
      { moodValue: 2, emotionMetadata: [{ emotionId: "Thrilled" }] },
      "emotionMetadata",
      entryMessages.unknownEmotion,
    );
    await rejected({ moodValue: 2, emotionMetadata: [{ emotionName: "Thrilled" }] }, "emotionMetadata");
    await rejected({ moodValue: 2, emotionMetadata: ["thrilled"] }, "emotionMetadata");
    await rejected(
      { moodValue: 2, emotionMetadata: Array(41).fill({ emotionId: "thrilled" }) },
      "emotionMetadata",
      entryMessages.tooManyEmotions,
    );
  });

  test("loggedAt: within the last 30 days and up to 5 minutes ahead is accepted; outside is rejected", async () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const day = 86_400_000;
    const back = await accepted({ moodValue: 1, loggedAt: ago(29 * day) })();
    expect(Math.abs(back.timestamp.getTime() - (Date.now() - 29 * day))).toBeLessThan(60_000);
    await accepted({ moodValue: 1, loggedAt: ago(-4 * 60_000) })();
    // The range rule lives in the service, so it answers with the same 400 and field error as the schema's rules.
    await rejected({ moodValue: 1, loggedAt: ago(-10 * 60_000) }, "loggedAt", LOGGED_AT_RANGE_MESSAGE);
    await rejected({ moodValue: 1, loggedAt: ago(31 * day) }, "loggedAt", LOGGED_AT_RANGE_MESSAGE);
    await rejected({ moodValue: 1, loggedAt: "2026-01-01T00:00:00" }, "loggedAt", entryMessages.loggedAtInvalid);
    await rejected({ moodValue: 1, loggedAt: "yesterday" }, "loggedAt", entryMessages.loggedAtInvalid);
    await rejected({ moodValue: 1, loggedAt: 1_700_000_000_000 }, "loggedAt");
  });
});

describe("loggedAt bounds, exactly (service with a fixed clock)", () => {
  const now = new Date("2026-03-02T12:00:00.000Z");
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  const refused = async (loggedAt: string) => {
    const error = await log(userId, { moodValue: 0, loggedAt }, { now }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("VALIDATION");
    expect(isAppError(error) && error.details.fieldErrors?.loggedAt).toEqual([LOGGED_AT_RANGE_MESSAGE]);
  };

  test("5 minutes ahead is the limit", async () => {
    await expect(log(userId, { moodValue: 0, loggedAt: at(5 * 60_000) }, { now })).resolves.toMatchObject({
      created: true,
    });
    await refused(at(5 * 60_000 + 1));
  });

  test("30 days back is the limit", async () => {
    await expect(log(userId, { moodValue: 0, loggedAt: at(-30 * 86_400_000) }, { now })).resolves.toMatchObject({
      created: true,
    });
    await refused(at(-30 * 86_400_000 - 1));
  });

  test("an offset other than Z is read as the instant it names", async () => {
    const { moodId } = await log(userId, { moodValue: 0, loggedAt: "2026-03-01T23:30:00-05:00" }, { now });
    expect((await storedMood(moodId)).timestamp.toISOString()).toBe("2026-03-02T04:30:00.000Z");
  });
});

describe("health metrics are saved only when moved off their defaults (spec 2 §4.1)", () => {
  const cases: {
    name: string;
    input: Partial<MoodLogInput>;
    saved: { sleepHours: number | null; stressLevel: number | null } | null;
  }[] = [
    { name: "nothing sent", input: {}, saved: null },
    { name: "both at their defaults (8 h, 5)", input: { sleepHours: 8, stressLevel: 5 }, saved: null },
    {
      name: "only sleep changed",
      input: { sleepHours: 6.5, stressLevel: 5 },
      saved: { sleepHours: 6.5, stressLevel: null },
    },
    { name: "only sleep sent", input: { sleepHours: 9 }, saved: { sleepHours: 9, stressLevel: null } },
    {
      name: "only stress changed",
      input: { sleepHours: 8, stressLevel: 7 },
      saved: { sleepHours: null, stressLevel: 7 },
    },
    {
      name: "both changed",
      input: { sleepHours: 11.75, stressLevel: 2 },
      saved: { sleepHours: 11.75, stressLevel: 2 },
    },
  ];
  for (const { name, input, saved } of cases) {
    test(name, async () => {
      const owner = await person();
      const result = await log(owner, { moodValue: 1, ...input });
      const rows = await biometricsOf(owner);
      if (saved === null) {
        expect(rows).toEqual([]);
        expect(result.healthMetrics).toBeNull();
      } else {
        const mood = await storedMood(result.moodId);
        expect(rows).toEqual([{ ...saved, at: mood.timestamp }]);
        expect(result.healthMetrics).toEqual(Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== null)));
      }
    });
  }
});

describe("a mood is one statement: the mood and its health metrics, or neither", () => {
  test("mood_tag_summary is no longer written (decision 063): the dashboard counts tags from the moods", async () => {
    const owner = await person({ timezone: "America/New_York" });
    await log(owner, { moodValue: 1, keywords: ["happy", "calm"] });
    expect(await tagSummaryRows(owner)).toBe(0);
  });

  test("a failing health-metrics insert leaves no mood", async () => {
    const owner = await person();
    await log(owner, { moodValue: 1, keywords: ["content"] });
    // Input the schema would refuse, passed straight to the service, so the biometric insert fails on its check
    // constraint.
    const input = { ...moodLogSchema.parse({ moodValue: 1, keywords: ["content", "grateful"] }), sleepHours: 13 };
    await expect(logMood({ userId: owner, input })).rejects.toThrow();
    expect(await moodCount(owner)).toBe(1);
  });

  test("a failing mood insert leaves no health metrics", async () => {
    const owner = await person();
    // A trigger on this file's own database refuses one mood.
    await db().execute(sql`
      create or replace function refuse_boom_mood() returns trigger language plpgsql as $$
      begin
        if 'boom' = any(new.mood_keywords) then raise exception 'mood refused for the test'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_boom_mood before insert on moods
      for each row execute function refuse_boom_mood()`);
    try {
      await expect(log(owner, { moodValue: 1, keywords: ["boom"], sleepHours: 6 })).rejects.toThrow();
      expect(await moodCount(owner)).toBe(0);
      expect(await biometricsOf(owner)).toEqual([]);
    } finally {
      await db().execute(sql`drop trigger refuse_boom_mood on moods`);
    }
  });
});

describe("idempotency (one row per user and key)", () => {
  test("the same key twice: one row; the replay says created=false and returns the first id", async () => {
    const owner = await person();
    const key = randomUUID();
    const first = await log(owner, { moodValue: 2, keywords: ["happy"], sleepHours: 6 }, { key });
    // A retry of the same submission is answered with the first result.
    const second = await log(owner, { moodValue: 2, keywords: ["happy"], sleepHours: 6 }, { key });
    expect(first).toMatchObject({ created: true, healthMetrics: { sleepHours: 6 } });
    // The replay is offered the same reflection question (decision 061): it follows the mood and its id.
    expect(first.reflectionPrompt).not.toBeNull();
    expect(second).toEqual({
      moodId: first.moodId,
      created: false,
      healthMetrics: null,
      support: null,
      reflectionPrompt: first.reflectionPrompt,
    });
    // The offline queue may resend it with its time worked out afresh: still the same entry.
    const resent = await log(
      owner,
      { moodValue: 2, keywords: ["happy"], sleepHours: 6, loggedAt: new Date(Date.now() - 60_000).toISOString() },
      { key },
    );
    expect(resent).toMatchObject({ moodId: first.moodId, created: false });
    // The same key with a changed body is not a retry (issue #30): refused, and the first mood stands.
    await expect(log(owner, { moodValue: -2, keywords: ["sad"], sleepHours: 4 }, { key })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await moodCount(owner)).toBe(1);
    expect((await storedMood(first.moodId)).moodValue).toBe(2);
    expect(await biometricsOf(owner)).toHaveLength(1);
  });

  test("without a key every call is a new mood", async () => {
    const owner = await person();
    await log(owner, { moodValue: 1 });
    await log(owner, { moodValue: 1 });
    expect(await moodCount(owner)).toBe(2);
  });

  test("different users may use the same key", async () => {
    const [a, b] = [await person(), await person()];
    const key = "shared-key-1";
    const ra = await log(a, { moodValue: 1 }, { key });
    const rb = await log(b, { moodValue: -1 }, { key });
    expect(ra.created && rb.created).toBe(true);
    expect(ra.moodId).not.toBe(rb.moodId);
    expect([await moodCount(a), await moodCount(b)]).toEqual([1, 1]);
  });

  test("concurrent duplicates: exactly one row, one creation, every caller gets its id", async () => {
    const owner = await person();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => log(owner, { moodValue: 1, keywords: ["calm"], stressLevel: 8 }, { key })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.moodId)).size).toBe(1);
    expect(await moodCount(owner)).toBe(1);
    expect(await biometricsOf(owner)).toHaveLength(1);
  });
});
