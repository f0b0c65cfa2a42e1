import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { POST as postImport } from "@/app/api/v1/imports/route";
import { POST as postPreview } from "@/app/api/v1/imports/preview/route";
import { db } from "@/db/client";
import { moods } from "@/db/schema";
import { IMPORT_BODY_LIMIT_BYTES } from "@/lib/http/json-body";
import { importMessages } from "@/lib/validation/imports";
import { person, sessionCookieFor } from "../../helpers/couples";

/**
 * POST /api/v1/imports[/preview] (issue #40, decision 076): the session and same-origin checks of every API write,
 * the request's schema, the body's bound, and a preview that writes nothing.
 */

const BASE = "http://attune.test";
const FILE = "full_date,date,weekday,time,mood,activities,note_title,note\n2024-05-01,May 1,Wednesday,20:30,rad,,,hi\n";

async function send(path: "/api/v1/imports" | "/api/v1/imports/preview", cookie: string, body: string, headers = {}) {
  const route = path === "/api/v1/imports" ? postImport : postPreview;
  const response = await route(
    new Request(`${BASE}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...headers },
      body,
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

async function moodCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(moods)
    .where(eq(moods.userId, userId));
  return row!.n;
}

let userId: string;
let cookie: string;
beforeAll(async () => {
  userId = await person({ timezone: "Europe/Paris" });
  cookie = await sessionCookieFor(userId);
});

describe("POST /api/v1/imports", () => {
  test("401 without a session, 403 from another origin, and nothing written", async () => {
    const body = JSON.stringify({ source: "daylio", content: FILE });
    expect((await send("/api/v1/imports", "", body)).status).toBe(401);
    expect((await send("/api/v1/imports", cookie, body, { origin: "https://evil.example" })).status).toBe(403);
    expect(await moodCount(userId)).toBe(0);
  });

  test("400 with the field's message for an empty file or a value off the scale", async () => {
    const empty = await send("/api/v1/imports/preview", cookie, JSON.stringify({ source: "daylio", content: "" }));
    expect(empty.status).toBe(400);
    expect(empty.body.error.fieldErrors.content).toEqual([importMessages.empty]);
    const off = await send(
      "/api/v1/imports/preview",
      cookie,
      JSON.stringify({ source: "daylio", content: FILE, moodMapping: [{ mood: "rad", value: 4 }] }),
    );
    expect(off.status).toBe(400);
  });

  test("413 for a body over the bound, before it is parsed", async () => {
    const reply = await send("/api/v1/imports", cookie, " ".repeat(IMPORT_BODY_LIMIT_BYTES + 1));
    expect(reply.status).toBe(413);
  });

  test("the preview writes nothing; the import answers 201 with the summary, then adds nothing", async () => {
    const body = JSON.stringify({ source: "daylio", content: FILE });
    const preview = await send("/api/v1/imports/preview", cookie, body);
    expect(preview).toMatchObject({ status: 200, body: { rows: 1, toAdd: 1, range: { first: "2024-05-01" } } });
    expect(await moodCount(userId)).toBe(0);
    const first = await send("/api/v1/imports", cookie, body);
    expect(first).toMatchObject({ status: 201, body: { added: 1, alreadyImported: 0, skipped: 0 } });
    const again = await send("/api/v1/imports", cookie, body);
    expect(again).toMatchObject({ status: 201, body: { added: 0, alreadyImported: 1 } });
    expect(await moodCount(userId)).toBe(1);
  });
});
