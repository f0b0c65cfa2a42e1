import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, test, vi } from "vitest";
import MailboxPage from "@/app/dev/mailbox/page";
import { POST as postClientError } from "@/app/api/client-errors/route";
import { POST as postCheckin } from "@/app/api/v1/checkins/route";
import { POST as postMood } from "@/app/api/v1/moods/route";
import { db } from "@/db/client";
import { emotionalCheckins, moods, partnerSpecialDates, profiles, users } from "@/db/schema";
import { signUpAction } from "@/lib/actions/auth";
import { logMoodAction } from "@/lib/actions/entries";
import { sendPartnerInvitationAction } from "@/lib/actions/partner";
import { updateAccountAction } from "@/lib/actions/settings";
import { addSpecialDateAction, updateSpecialDateAction } from "@/lib/actions/special-dates";
import { listDevMailbox } from "@/lib/services/dev-tools/list-dev-mailbox";
import { signUpUser } from "@/lib/services/account/sign-up-user";
import { signUpSchema } from "@/lib/validation/auth";
import { textMessages } from "@/lib/validation/text";
import { timezoneSchema } from "@/lib/validation/timezone";
import { PASSWORD, uniqueEmail } from "../../helpers/auth";
import { person, sessionCookieFor } from "../../helpers/couples";
import { actAs, ON_THIS_MACHINE } from "../../helpers/request-context";
import { EMOTION_EXAMPLE as EMOTION } from "@/lib/validation/testing/examples";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * Security issue #11, fault 4: NUL and lone UTF-16 surrogates in plain-text fields used to reach PostgreSQL (error
 * 22021, answered as 500 INTERNAL). Through the real actions, route handlers and services: such input is a 400
 * VALIDATION with a field error and writes nothing, while the encrypted note fields keep any text, NUL included.
 */

const BASE = "http://attune.test";
/** NUL, a lone high surrogate, a lone low surrogate: what the probe sent. */
const BAD = ["\u0000", "\ud800", "\udc00"] as const;

interface Reply {
  status: number;
  body: { created?: boolean; moodId?: string; checkinId?: string; error?: { code: string; fieldErrors?: object } };
}

async function post(route: (request: Request) => Promise<Response>, path: string, body: unknown, headers = {}) {
  const response = await route(
    new Request(`${BASE}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...headers },
      // JSON.stringify writes a lone surrogate as a \ud800 escape, which JSON.parse on the server turns back into one.
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() } as Reply;
}

const count = async (table: typeof moods | typeof partnerSpecialDates | typeof emotionalCheckins) => {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return row!.n;
};

let userId: string;
let cookie: string;

beforeAll(async () => {
  userId = await person({ displayName: "Ann Lee" });
  cookie = await sessionCookieFor(userId);
});

describe.each(BAD)("%j in a plain-text field is a 400 VALIDATION that writes nothing", (bad) => {
  test("mood feelings (POST /api/v1/moods)", async () => {
    const reply = await post(postMood, "/api/v1/moods", { moodValue: 1, keywords: [`ca${bad}lm`] });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      code: "VALIDATION",
      fieldErrors: { keywords: [textMessages.unsupported] },
    });
    expect(await count(moods)).toBe(0);
  });

  test("emotion ids (POST /api/v1/moods emotionMetadata)", async () => {
    const emotion = { ...EMOTION, emotionId: `joy${bad}ful` };
    const reply = await post(postMood, "/api/v1/moods", { moodValue: 1, emotionMetadata: [emotion] });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: "VALIDATION", fieldErrors: { emotionMetadata: expect.any(Array) } });
    expect(await count(moods)).toBe(0);
  });

  test("the idempotency key of the mood form (logMoodAction)", async () => {
    await actAs(userId);
    const result = await logMoodAction({ moodValue: 1 }, `form-${bad}-1`);
    expect(result).toMatchObject({ ok: false, error: { code: "VALIDATION", message: textMessages.unsupported } });
    expect(await count(moods)).toBe(0);
  });

  test("special-date title (add and edit actions)", async () => {
    await actAs(userId);
    const date = {
      dateType: "birthday",
      title: "Sam's Birthday",
      dateValue: "1990-06-20",
      recurringAnnually: true,
      reminderDaysBefore: 7,
      notes: null,
      sharedWithPartner: true,
    };
    const added = await addSpecialDateAction({ ...date, title: `Sam${bad}s Birthday` });
    expect(added).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { title: [textMessages.unsupported] } },
    });
    expect(await count(partnerSpecialDates)).toBe(0);

    const created = await addSpecialDateAction(date);
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id : "";
    const edited = await updateSpecialDateAction({ ...date, id, title: `${bad}` });
    expect(edited).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { title: expect.any(Array) } },
    });
    const [row] = await db().select().from(partnerSpecialDates).where(eq(partnerSpecialDates.id, id));
    expect(row!.title).toBe("Sam's Birthday");
    await db().delete(partnerSpecialDates).where(eq(partnerSpecialDates.id, id));
  });

  test("sign-up name and email (signUpAction)", async () => {
    const email = uniqueEmail("control");
    const name = await signUpAction({ fullName: `Ann${bad}Lee`, email, password: PASSWORD, ageConfirmed: true });
    expect(name).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { fullName: expect.any(Array) } },
    });
    const address = await signUpAction({
      fullName: "Ann Lee",
      email: `${email}${bad}`,
      password: PASSWORD,
      ageConfirmed: true,
    });
    expect(address).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { email: expect.any(Array) } },
    });
    expect(await db().select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
  });

  test("display name in Settings (updateAccountAction)", async () => {
    await actAs(userId);
    const result = await updateAccountAction({ displayName: `Ann${bad}`, phone: "" });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { displayName: expect.any(Array) } },
    });
    const [profile] = await db().select({ name: profiles.displayName }).from(profiles).where(eq(profiles.id, userId));
    expect(profile!.name).toBe("Ann Lee");
  });

  test("the partner's address on an invitation (sendPartnerInvitationAction)", async () => {
    await actAs(userId);
    const result = await sendPartnerInvitationAction({ method: "email", partnerEmail: `sam${bad}@example.com` });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { partnerEmail: [textMessages.unsupported] } },
    });
  });

  test("the dev mailbox filter shows no messages, and the page renders", async () => {
    expect(await listDevMailbox({ recipient: `a${bad}` })).toEqual([]);
    await actAs(userId, ON_THIS_MACHINE);
    const page = await MailboxPage({ searchParams: Promise.resolve({ to: `a${bad}` }) });
    expect(renderToStaticMarkup(page)).toContain("No messages match this filter.");
  });
});

describe("the Idempotency-Key header of POST /api/v1/moods", () => {
  // HTTP cannot carry NUL or a surrogate in a header; these are the control characters it can carry.
  test.each([
    ["U+0001", "\u0001"],
    ["ESC", "\u001b"],
    ["DEL", "\u007f"],
    ["U+0085 (C1)", "\u0085"],
  ])("with %s is a 400 VALIDATION that writes nothing", async (_name, bad) => {
    const reply = await post(postMood, "/api/v1/moods", { moodValue: 1 }, { "idempotency-key": `key${bad}1` });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: "VALIDATION" });
    expect(await count(moods)).toBe(0);
  });
});

describe("a browser's error report (POST /api/client-errors)", () => {
  const report = (fields: Record<string, string>) =>
    postClientError(
      new Request(`${BASE}/api/client-errors`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ errorId: "abc123", message: "Boom", ...fields }),
      }),
    );

  test("control characters in its diagnostic text are stripped, not refused: the report is taken", async () => {
    const response = await report({ message: "Bo\u0000om\ud800", stack: "at x\u001b[0m", name: "Type\u0085Error" });
    expect(response.status).toBe(204);
  });

  test("a control character in its Error ID is a 400 VALIDATION", async () => {
    const response = await report({ errorId: "abc\u0000123" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "VALIDATION", fieldErrors: { errorId: expect.any(Array) } },
    });
  });
});

describe("the dev mailbox filter", () => {
  test("a valid filter still finds messages, in any case; a repeated ?to= uses the first", async () => {
    const email = uniqueEmail("mailbox");
    await signUpAction({ fullName: "Mail Box", email, password: PASSWORD, ageConfirmed: true });
    expect((await listDevMailbox({ recipient: ` ${email.toUpperCase()} ` })).map((m) => m.recipient)).toEqual([email]);
    await actAs(userId, ON_THIS_MACHINE);
    const page = await MailboxPage({ searchParams: Promise.resolve({ to: [email, "other@example.com"] }) });
    expect(renderToStaticMarkup(page)).toContain(`to ${email}`);
  });
});

describe("the sign-up time zone (timezoneSchema, for signUpAction)", () => {
  const signUpWith = async (zone: unknown) => {
    const input = signUpSchema.parse({
      fullName: "Zed Zone",
      email: uniqueEmail("zone"),
      password: PASSWORD,
      ageConfirmed: true,
    });
    const { userId } = await signUpUser({ input, timezone: timezoneSchema.parse(zone) });
    const [profile] = await db().select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId!));
    return profile!.timezone;
  };

  test.each([...BAD.map((bad) => `Europe/Paris${bad}`), "+05:00", "Mars/Olympus", 42])(
    "%j falls back to UTC instead of failing",
    async (zone) => {
      expect(await signUpWith(zone)).toBe("UTC");
    },
  );

  test("a real zone is kept, in its canonical spelling", async () => {
    expect(await signUpWith("europe/paris")).toBe("Europe/Paris");
  });

  test("signUpAction itself falls back to UTC for a zone with NUL in it", async () => {
    const email = uniqueEmail("zone-action");
    expect(
      await signUpAction(
        { fullName: "Zed Action", email, password: PASSWORD, ageConfirmed: true },
        "Europe/Paris\u0000",
      ),
    ).toMatchObject({
      ok: true,
    });
    const [profile] = await db()
      .select({ timezone: profiles.timezone })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, email));
    expect(profile!.timezone).toBe("UTC");
  });
});

describe("encrypted note fields keep any text", () => {
  const NOTE = "line one\u0000\nline two\u001b[31m\u0085 ✓";

  test("mood context notes with NUL are saved and read back intact", async () => {
    const reply = await post(postMood, "/api/v1/moods", { moodValue: 1, contextNotes: NOTE });
    expect(reply.status).toBe(201);
    const [row] = await db().select({ notes: moods.contextNotes }).from(moods).where(eq(moods.id, reply.body.moodId!));
    expect(row!.notes).toBe(NOTE);
    await db().delete(moods).where(eq(moods.id, reply.body.moodId!));
  });

  test("a lone surrogate in a note is stored as U+FFFD, as the schema already returned it", async () => {
    const reply = await post(postMood, "/api/v1/moods", { moodValue: 1, contextNotes: "half \ud83c of a cake" });
    expect(reply.status).toBe(201);
    const [row] = await db().select({ notes: moods.contextNotes }).from(moods).where(eq(moods.id, reply.body.moodId!));
    expect(row!.notes).toBe("half \ufffd of a cake");
    await db().delete(moods).where(eq(moods.id, reply.body.moodId!));
  });

  test("check-in gratitude notes with NUL are saved and read back intact", async () => {
    const reply = await post(postCheckin, "/api/v1/checkins", {
      kind: "personal",
      moodScore: 1,
      emotion: "happy",
      gratitudeNote: NOTE,
    });
    expect(reply.status).toBe(201);
    const [row] = await db()
      .select({ note: emotionalCheckins.gratitudeNote })
      .from(emotionalCheckins)
      .where(eq(emotionalCheckins.id, reply.body.checkinId!));
    expect(row!.note).toBe(NOTE);
  });

  test("special-date notes with NUL are saved and read back intact", async () => {
    await actAs(userId);
    const result = await addSpecialDateAction({
      dateType: "custom",
      title: "First date",
      dateValue: "2020-02-02",
      recurringAnnually: true,
      reminderDaysBefore: 3,
      notes: NOTE,
      sharedWithPartner: false,
    });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.data.id : randomUUID();
    const [row] = await db()
      .select({ notes: partnerSpecialDates.notes })
      .from(partnerSpecialDates)
      .where(eq(partnerSpecialDates.id, id));
    expect(row!.notes).toBe(NOTE);
  });
});
