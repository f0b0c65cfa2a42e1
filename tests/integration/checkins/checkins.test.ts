import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { POST } from "@/app/api/v1/checkins/route";
import { db } from "@/db/client";
import { emotionalCheckins, partnerCheckins } from "@/db/schema";
import { PARTNER_CHECKIN_FEELINGS, PERSONAL_CHECKIN_EMOTIONS } from "@/lib/domain/emotions";
import { isAppError } from "@/lib/errors";
import { logPartnerCheckin, NO_PARTNER_MESSAGE } from "@/lib/services/checkins/log-partner-checkin";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { entryMessages, partnerCheckinSchema, personalCheckinSchema } from "@/lib/validation/entries";
import { couple, person, sessionCookieFor, setPartnerSharing } from "../../helpers/couples";

/**
 * Partner and personal check-ins (spec 2 §2.2, §2.3, §4.1, §5): validation bounds through POST /api/v1/checkins,
 * the sharing flag, the no-partner refusal and idempotency through the services.
 */

const BASE = "http://attune.test";

interface ApiReply {
  status: number;
  body: {
    checkinId?: string;
    created?: boolean;
    shared?: boolean;
    error?: { code: string; message: string; fieldErrors?: Record<string, string[]> };
  };
}

async function postCheckin(cookie: string, body: unknown, key?: string): Promise<ApiReply> {
  const headers: Record<string, string> = { cookie, "content-type": "application/json" };
  if (key !== undefined) headers["idempotency-key"] = key;
  const response = await POST(
    new Request(`${BASE}/api/v1/checkins`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: await response.json() };
}

async function partnerRow(id: string) {
  const [row] = await db().select().from(partnerCheckins).where(eq(partnerCheckins.id, id));
  return row!;
}

async function personalRow(id: string) {
  const [row] = await db().select().from(emotionalCheckins).where(eq(emotionalCheckins.id, id));
  return row!;
}

async function count(table: typeof partnerCheckins | typeof emotionalCheckins, userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return row!.n;
}

let author: string;
let partner: string;
let cookie: string;

beforeAll(async () => {
  ({ viewer: author, partner } = await couple());
  cookie = await sessionCookieFor(author);
});

const expectRejected = async (body: Record<string, unknown>, field: string, message?: string): Promise<void> => {
  const before = [await count(partnerCheckins, author), await count(emotionalCheckins, author)];
  const reply = await postCheckin(cookie, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.error?.code).toBe("VALIDATION");
  expect(reply.body.error?.fieldErrors?.[field], JSON.stringify(reply.body)).toBeDefined();
  if (message) expect(reply.body.error?.fieldErrors?.[field]).toContain(message);
  expect([await count(partnerCheckins, author), await count(emotionalCheckins, author)]).toEqual(before);
};

describe("partner check-in validation, through POST /api/v1/checkins", () => {
  const accepted = async (body: Record<string, unknown>) => {
    const reply = await postCheckin(cookie, { kind: "partner", ...body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return partnerRow(reply.body.checkinId!);
  };
  const rejected = (body: Record<string, unknown>, field: string, message?: string) =>
    expectRejected({ kind: "partner", ...body }, field, message);

  test.each([-3, 0, 3])("connection %d is accepted", async (connectionScore) => {
    const row = await accepted({ connectionScore, feeling: "loved" });
    expect(row.partnerConnectionScore).toBe(connectionScore);
  });

  test("connection defaults to 0 (the slider's start) when not sent", async () => {
    expect((await accepted({ feeling: "supported" })).partnerConnectionScore).toBe(0);
  });

  test.each([-4, 4, 1.5, "2", null])("connection %j is rejected", async (connectionScore) => {
    await rejected({ connectionScore, feeling: "loved" }, "connectionScore", entryMessages.connectionRange);
  });

  test("every one of the 11 feelings is accepted; anything else, or none, is rejected", async () => {
    for (const feeling of PARTNER_CHECKIN_FEELINGS) {
      expect((await accepted({ connectionScore: 1, feeling })).partnerEmotionTag).toBe(feeling);
    }
    await rejected({ connectionScore: 1, feeling: "happy" }, "feeling", entryMessages.feelingRequired);
    await rejected({ connectionScore: 1, feeling: "Loved" }, "feeling", entryMessages.feelingRequired);
    await rejected({ connectionScore: 1 }, "feeling", entryMessages.feelingRequired);
    await rejected({ connectionScore: 1, feeling: "" }, "feeling", entryMessages.feelingRequired);
  });

  test("gratitude note: blank becomes null, trimmed otherwise, at most 1,000 characters", async () => {
    expect((await accepted({ feeling: "grateful", gratitudeNote: "" })).partnerGratitudeNote).toBeNull();
    expect((await accepted({ feeling: "grateful", gratitudeNote: "   " })).partnerGratitudeNote).toBeNull();
    expect((await accepted({ feeling: "grateful", gratitudeNote: " thank you " })).partnerGratitudeNote).toBe(
      "thank you",
    );
    expect(
      (await accepted({ feeling: "grateful", gratitudeNote: "g".repeat(1000) })).partnerGratitudeNote,
    ).toHaveLength(1000);
    await rejected(
      { feeling: "grateful", gratitudeNote: "g".repeat(1001) },
      "gratitudeNote",
      entryMessages.gratitudeTooLong,
    );
  });

  test("the check-in is about the current partner", async () => {
    expect((await accepted({ feeling: "appreciated" })).partnerUid).toBe(partner);
  });
});

describe("personal check-in validation, through POST /api/v1/checkins", () => {
  const accepted = async (body: Record<string, unknown>) => {
    const reply = await postCheckin(cookie, { kind: "personal", ...body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return personalRow(reply.body.checkinId!);
  };
  const rejected = (body: Record<string, unknown>, field: string, message?: string) =>
    expectRejected({ kind: "personal", ...body }, field, message);

  test.each([-3, 0, 3])("mood %d is accepted", async (moodScore) => {
    expect((await accepted({ moodScore, emotion: "calm" })).moodScore).toBe(moodScore);
  });

  test("mood defaults to 0 when not sent", async () => {
    expect((await accepted({ emotion: "calm" })).moodScore).toBe(0);
  });

  test.each([-4, 4, 1.5, "1"])("mood %j is rejected", async (moodScore) => {
    await rejected({ moodScore, emotion: "calm" }, "moodScore", entryMessages.moodRange);
  });

  test("the 8 primary emotions are accepted; others, or none, are rejected", async () => {
    for (const emotion of PERSONAL_CHECKIN_EMOTIONS) {
      expect((await accepted({ moodScore: 1, emotion })).emotionalState).toBe(emotion);
    }
    await rejected({ moodScore: 1, emotion: "loved" }, "emotion", entryMessages.emotionRequired);
    await rejected({ moodScore: 1 }, "emotion", entryMessages.emotionRequired);
  });

  test("gratitude note: blank becomes null, at most 1,000 characters", async () => {
    expect((await accepted({ emotion: "grateful", gratitudeNote: " \n " })).gratitudeNote).toBeNull();
    expect((await accepted({ emotion: "grateful", gratitudeNote: "g".repeat(1000) })).gratitudeNote).toHaveLength(1000);
    await rejected(
      { emotion: "grateful", gratitudeNote: "g".repeat(1001) },
      "gratitudeNote",
      entryMessages.gratitudeTooLong,
    );
  });

  test("a personal check-in keeps the partner at the time, or none", async () => {
    expect((await accepted({ emotion: "happy" })).partnerUid).toBe(partner);
    const solo = await person();
    const { checkinId } = await logPersonalCheckin({
      userId: solo,
      input: personalCheckinSchema.parse({ emotion: "sad" }),
    });
    expect((await personalRow(checkinId)).partnerUid).toBeNull();
  });
});

test("a check-in without a known kind is rejected", async () => {
  for (const body of [{ feeling: "loved" }, { kind: "other", feeling: "loved" }, { kind: null }]) {
    const reply = await postCheckin(cookie, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error?.fieldErrors?.kind).toBeDefined();
  }
});

describe("sharing and the partner requirement (spec 2 §2.3, §4.1)", () => {
  const logAs = (userId: string, key?: string) =>
    logPartnerCheckin({ userId, input: partnerCheckinSchema.parse({ feeling: "loved" }), idempotencyKey: key });

  test("is_shared_with_partner follows the author's partner_sharing_enabled, not the partner's", async () => {
    const c = await couple();
    await setPartnerSharing(c.viewer, true);
    await setPartnerSharing(c.partner, false);
    const on = await logAs(c.viewer);
    expect(on.shared).toBe(true);
    expect((await partnerRow(on.checkinId)).isSharedWithPartner).toBe(true);

    await setPartnerSharing(c.viewer, false);
    await setPartnerSharing(c.partner, true);
    const off = await logAs(c.viewer);
    expect(off.shared).toBe(false);
    expect((await partnerRow(off.checkinId)).isSharedWithPartner).toBe(false);

    // No settings row: the spec's default (on).
    await setPartnerSharing(c.viewer, "missing");
    expect((await logAs(c.viewer)).shared).toBe(true);
  });

  test("the API answers with the sharing outcome the toast shows", async () => {
    const c = await couple();
    const authorCookie = await sessionCookieFor(c.viewer);
    await setPartnerSharing(c.viewer, false);
    const reply = await postCheckin(authorCookie, { kind: "partner", feeling: "supported" });
    expect(reply).toMatchObject({ status: 201, body: { created: true, shared: false } });
  });

  test("without a partner the check-in is refused (FORBIDDEN, 403) and nothing is written", async () => {
    const solo = await person();
    const error = await logAs(solo).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("FORBIDDEN");
    expect(isAppError(error) && error.message).toBe(NO_PARTNER_MESSAGE);

    const reply = await postCheckin(await sessionCookieFor(solo), { kind: "partner", feeling: "loved" });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatchObject({ code: "FORBIDDEN", message: NO_PARTNER_MESSAGE });
    expect(await count(partnerCheckins, solo)).toBe(0);
  });

  test("the gratitude note is encrypted at rest", async () => {
    const c = await couple();
    const note = `thanks-${randomUUID()}`;
    const { checkinId } = await logPartnerCheckin({
      userId: c.viewer,
      input: partnerCheckinSchema.parse({ feeling: "grateful", gratitudeNote: note }),
    });
    expect((await partnerRow(checkinId)).partnerGratitudeNote).toBe(note);
    const raw = await db().execute(
      sql`select partner_gratitude_note as note from partner_checkins where id = ${checkinId}`,
    );
    expect((raw as { rows: { note: string }[] }).rows[0]!.note).not.toContain(note);
  });
});

describe("idempotency of check-ins", () => {
  test("partner: the same key twice gives one row, created=false and the first id", async () => {
    const c = await couple();
    const key = randomUUID();
    const first = await logPartnerCheckin({
      userId: c.viewer,
      input: partnerCheckinSchema.parse({ feeling: "loved", connectionScore: 3 }),
      idempotencyKey: key,
    });
    const second = await logPartnerCheckin({
      userId: c.viewer,
      input: partnerCheckinSchema.parse({ feeling: "loved", connectionScore: 3 }),
      idempotencyKey: key,
    });
    expect(first.created).toBe(true);
    expect(second).toEqual({
      checkinId: first.checkinId,
      created: false,
      shared: first.shared,
      // Decision 080: the note was screened and nothing was found.
      support: null,
      confirmShare: false,
    });
    // A changed body under the same key is refused (issue #30), not answered with the first check-in.
    await expect(
      logPartnerCheckin({
        userId: c.viewer,
        input: partnerCheckinSchema.parse({ feeling: "distant", connectionScore: -3 }),
        idempotencyKey: key,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await count(partnerCheckins, c.viewer)).toBe(1);
    expect((await partnerRow(first.checkinId)).partnerEmotionTag).toBe("loved");
  });

  test("partner: a replay reports the sharing stored the first time, even if the switch changed since", async () => {
    const c = await couple();
    const key = randomUUID();
    const input = partnerCheckinSchema.parse({ feeling: "loved" });
    await setPartnerSharing(c.viewer, true);
    await logPartnerCheckin({ userId: c.viewer, input, idempotencyKey: key });
    await setPartnerSharing(c.viewer, false);
    expect(await logPartnerCheckin({ userId: c.viewer, input, idempotencyKey: key })).toMatchObject({
      created: false,
      shared: true,
    });
  });

  test("personal: the same key twice gives one row", async () => {
    const owner = await person();
    const key = randomUUID();
    const input = personalCheckinSchema.parse({ emotion: "calm", moodScore: 2 });
    const first = await logPersonalCheckin({ userId: owner, input, idempotencyKey: key });
    const second = await logPersonalCheckin({ userId: owner, input, idempotencyKey: key });
    expect(second).toEqual({ checkinId: first.checkinId, created: false, support: null });
    expect(await count(emotionalCheckins, owner)).toBe(1);
  });

  test("different users may reuse a key", async () => {
    const [c1, c2] = [await couple(), await couple()];
    const key = "same-key";
    const input = partnerCheckinSchema.parse({ feeling: "supported" });
    const a = await logPartnerCheckin({ userId: c1.viewer, input, idempotencyKey: key });
    const b = await logPartnerCheckin({ userId: c2.viewer, input, idempotencyKey: key });
    expect(a.created && b.created).toBe(true);
    expect(a.checkinId).not.toBe(b.checkinId);
    const p = await logPersonalCheckin({
      userId: c1.partner,
      input: personalCheckinSchema.parse({ emotion: "happy" }),
      idempotencyKey: key,
    });
    expect(p.created).toBe(true);
  });

  test("concurrent duplicates of both kinds: one row each", async () => {
    const c = await couple();
    const key = randomUUID();
    const partnerInput = partnerCheckinSchema.parse({ feeling: "cherished" });
    const personalInput = personalCheckinSchema.parse({ emotion: "excited" });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        logPartnerCheckin({ userId: c.viewer, input: partnerInput, idempotencyKey: key }),
      ),
      ...Array.from({ length: 5 }, () =>
        logPersonalCheckin({ userId: c.viewer, input: personalInput, idempotencyKey: key }),
      ),
    ]);
    const partnerResults = results.slice(0, 5);
    const personalResults = results.slice(5);
    for (const group of [partnerResults, personalResults]) {
      expect(group.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(group.map((r) => r.checkinId)).size).toBe(1);
    }
    expect(await count(partnerCheckins, c.viewer)).toBe(1);
    expect(await count(emotionalCheckins, c.viewer)).toBe(1);
  });

  test("over the API: 201, then 200 with the same id", async () => {
    const c = await couple();
    const authorCookie = await sessionCookieFor(c.viewer);
    const key = randomUUID();
    const first = await postCheckin(authorCookie, { kind: "personal", emotion: "happy" }, key);
    const again = await postCheckin(authorCookie, { kind: "personal", emotion: "happy" }, key);
    expect(first).toMatchObject({ status: 201, body: { created: true } });
    expect(again).toMatchObject({ status: 200, body: { created: false, checkinId: first.body.checkinId } });
  });
});
