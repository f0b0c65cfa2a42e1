import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { GET as getCoach, POST as postCoach } from "@/app/api/v1/coach/route";
import { db } from "@/db/client";
import { coachMessages, coachUsage, moods, userSettings } from "@/db/schema";
import {
  COACH_CRISIS_STORED_PER_DAY,
  COACH_DAILY_MESSAGE_LIMIT,
  COACH_LIMIT_REACHED_MESSAGE,
} from "@/lib/domain/coach/limits";
import { COACH_DISCLOSURE } from "@/lib/domain/coach/session";
import { COACH_STARTERS_COUPLE, COACH_STARTERS_SOLO } from "@/lib/domain/coach/starters";
import { localDayKey } from "@/lib/domain/time";
import { logMood } from "@/lib/services/moods/log-mood";
import type { CoachStreamEvent } from "@/lib/services/coach/send-coach-message";
import { moodLogSchema } from "@/lib/validation/entries";
import { couple, person, sessionCookieFor } from "../../helpers/couples";

/**
 * The coach's route (issue #15) on a real database, offline (no OPENAI_API_KEY in tests): the reply streams as
 * NDJSON, every message is screened before anything else, a crisis turn is never counted against the daily limit,
 * the limit is the database's, and the assistant switched off in Settings refuses.
 */

const BASE = "http://attune.test";

async function post(cookie: string | null, body: unknown, headers: Record<string, string> = {}) {
  const response = await postCoach(
    new Request(`${BASE}/api/v1/coach`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  const events = type.startsWith("application/x-ndjson")
    ? text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as CoachStreamEvent)
    : [];
  return { status: response.status, type, events, json: type.startsWith("application/json") ? JSON.parse(text) : null };
}

const message = (text: string, extra: Record<string, unknown> = {}) => ({
  message: text,
  conversationHistory: [],
  currentPage: "/dashboard",
  conversationId: randomUUID(),
  ...extra,
});

async function usedToday(userId: string, timeZone = "UTC") {
  const [row] = await db()
    .select({ messages: coachUsage.messages })
    .from(coachUsage)
    .where(and(eq(coachUsage.userId, userId), eq(coachUsage.day, localDayKey(new Date(), timeZone))));
  return row?.messages ?? 0;
}

describe("a turn with the offline coach", () => {
  test("streams start, the reply, then done; stores both turns; counts one message", async () => {
    const me = await person({ displayName: "Sam Rivera" });
    const cookie = await sessionCookieFor(me);
    const conversationId = randomUUID();
    const reply = await post(cookie, message("hello", { conversationId }));

    expect(reply.status).toBe(200);
    expect(reply.type).toMatch(/^application\/x-ndjson/);
    expect(reply.events[0]).toEqual({ type: "start", kind: "offline", disclosure: COACH_DISCLOSURE.offline });
    expect(reply.events[1]).toMatchObject({ type: "delta" });
    const done = reply.events.at(-1);
    expect(done).toMatchObject({ type: "done", success: true });
    expect((done as { message: string }).message).toMatch(/^Hi Sam\./);

    const rows = await db()
      .select({ role: coachMessages.role, kind: coachMessages.replyKind, content: coachMessages.content })
      .from(coachMessages)
      .where(eq(coachMessages.conversationId, conversationId));
    expect(rows.map((r) => [r.role, r.kind])).toEqual(
      expect.arrayContaining([
        ["user", null],
        ["assistant", "offline"],
      ]),
    );
    expect(rows.find((r) => r.role === "user")!.content).toBe("hello");
    expect(await usedToday(me)).toBe(1);

    // The disclosure was just made: the next turn carries none.
    const second = await post(cookie, message("How has my mood been lately?", { conversationId }));
    expect(second.events[0]).toEqual({ type: "start", kind: "offline", disclosure: null });
    expect(await usedToday(me)).toBe(2);
  });

  test("the panel's info: offline mode, four starters fitted to having a partner, help lines, what is left today", async () => {
    const { viewer } = await couple();
    const solo = await person({ timezone: "Europe/London" });
    const panel = async (id: string) => {
      const response = await getCoach(
        new Request(`${BASE}/api/v1/coach`, { headers: { cookie: await sessionCookieFor(id) } }),
      );
      expect(response.status).toBe(200);
      return response.json();
    };
    const theirs = await panel(viewer);
    expect(theirs).toMatchObject({ mode: "offline", starters: [...COACH_STARTERS_COUPLE] });
    expect(theirs.remainingToday).toBe(COACH_DAILY_MESSAGE_LIMIT);
    const mine = await panel(solo);
    expect(mine.starters).toEqual([...COACH_STARTERS_SOLO]);
    expect(mine.help.map((line: { value: string }) => line.value)).toContain("116123");
  });
});

describe("screening comes first", () => {
  test("a crisis gets the fixed response with the country's lines, no coach reply, and is never counted", async () => {
    const me = await person({ timezone: "America/New_York" });
    const cookie = await sessionCookieFor(me);
    const conversationId = randomUUID();
    const reply = await post(cookie, message("honestly I just want to kill myself", { conversationId }));

    expect(reply.status).toBe(200);
    expect(reply.events[0]).toEqual({ type: "start", kind: "crisis", disclosure: null });
    const crisis = reply.events.find((e) => e.type === "crisis") as Extract<CoachStreamEvent, { type: "crisis" }>;
    expect(crisis.resources.map((r) => r.value)).toContain("988");
    expect(reply.events.some((e) => e.type === "delta")).toBe(false);
    expect(reply.events.at(-1)).toMatchObject({ type: "done", success: true });
    expect(await usedToday(me, "America/New_York")).toBe(0);
    const kinds = await db()
      .select({ kind: coachMessages.replyKind })
      .from(coachMessages)
      .where(eq(coachMessages.conversationId, conversationId));
    expect(kinds.map((k) => k.kind)).toContain("crisis");
  });

  test("abuse points to the domestic violence line", async () => {
    const me = await person({ timezone: "America/Chicago" });
    const reply = await post(await sessionCookieFor(me), message("he hits me when he's angry"));
    const crisis = reply.events.find((e) => e.type === "crisis") as Extract<CoachStreamEvent, { type: "crisis" }>;
    expect(crisis.resources.map((r) => r.value)).toContain("18007997233");
    expect(crisis.abuse).toMatch(/National Domestic Violence Hotline/);
  });

  test("at the daily limit a crisis still gets its response", async () => {
    const me = await person();
    await db()
      .insert(coachUsage)
      .values({ userId: me, day: localDayKey(new Date(), "UTC"), messages: 40 });
    const reply = await post(await sessionCookieFor(me), message("I took too many pills"));
    expect(reply.status).toBe(200);
    expect(reply.events[0]).toMatchObject({ kind: "crisis" });
  });

  // Issue #30: the probe's messages that got "Daily limit reached" instead of help once the 40 were spent.
  test.each([
    "k i l l myself",
    "kіll myself",
    "killmyself",
    "quiero morir",
    "死にたい",
    "mi esposo me pega",
    "su-i-cide",
  ])("at the daily limit, %s still gets the help lines", async (text) => {
    const me = await person();
    await db()
      .insert(coachUsage)
      .values({ userId: me, day: localDayKey(new Date(), "UTC"), messages: COACH_DAILY_MESSAGE_LIMIT });
    const reply = await post(await sessionCookieFor(me), message(text));
    expect(reply.status).toBe(200);
    expect(reply.events.map((event) => event.type)).toEqual(["start", "crisis", "done"]);
  });

  test("crisis replies are stored up to a daily count, then shown without being stored", async () => {
    const me = await person();
    const cookie = await sessionCookieFor(me);
    await db()
      .insert(coachUsage)
      .values({ userId: me, day: localDayKey(new Date(), "UTC"), crisisReplies: COACH_CRISIS_STORED_PER_DAY - 1 });
    const stored = await post(cookie, message("I want to die"));
    const beyond = await post(cookie, message("I want to die"));
    for (const reply of [stored, beyond]) expect(reply.events[1]).toMatchObject({ type: "crisis" });
    const turns = await db().select().from(coachMessages).where(eq(coachMessages.userId, me));
    expect(turns.map((turn) => turn.role)).toEqual(["user", "assistant"]);
    expect(await usedToday(me)).toBe(0);
  });
});

describe("refusals are JSON errors before any stream", () => {
  test("the daily limit is the database's, with the limit message", async () => {
    const me = await person();
    const cookie = await sessionCookieFor(me);
    await db()
      .insert(coachUsage)
      .values({ userId: me, day: localDayKey(new Date(), "UTC"), messages: COACH_DAILY_MESSAGE_LIMIT - 1 });
    expect((await post(cookie, message("we argue a lot"))).status).toBe(200);
    const refused = await post(cookie, message("we argue a lot"));
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(COACH_LIMIT_REACHED_MESSAGE);
    expect(await usedToday(me)).toBe(COACH_DAILY_MESSAGE_LIMIT);
  });

  test("two tabs sending at once cannot pass the limit together", async () => {
    const me = await person();
    const cookie = await sessionCookieFor(me);
    await db()
      .insert(coachUsage)
      .values({ userId: me, day: localDayKey(new Date(), "UTC"), messages: COACH_DAILY_MESSAGE_LIMIT - 3 });
    const replies = await Promise.all(Array.from({ length: 8 }, () => post(cookie, message("we argue a lot"))));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(5);
  });

  test("the assistant switched off in Settings refuses with 403", async () => {
    const me = await person();
    await db().update(userSettings).set({ chatbotEnabled: false }).where(eq(userSettings.userId, me));
    const reply = await post(await sessionCookieFor(me), message("hello"));
    expect(reply.status).toBe(403);
    expect(await usedToday(me)).toBe(0);
  });

  test("signed out is 401; another origin is 403; a blank message is a field error", async () => {
    expect((await post(null, message("hello"))).status).toBe(401);
    const cookie = await sessionCookieFor(await person());
    const crossSite = await post(cookie, message("hello"), {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    const blank = await post(cookie, message("   "));
    expect(blank.status).toBe(400);
    expect(blank.json.error.fieldErrors.message).toEqual(["Please type a message"]);
  });
});

describe("mood notes are screened when saved", () => {
  test("a note about a crisis is saved as written, and the help lines come back with the result", async () => {
    const me = await person({ timezone: "Australia/Sydney" });
    const note = "I don't want to be here anymore";
    const result = await logMood({
      userId: me,
      input: moodLogSchema.parse({ moodValue: -3, contextNotes: note }),
    });
    expect(result.support?.resources.map((r) => r.value)).toContain("131114");
    const [saved] = await db().select({ notes: moods.contextNotes }).from(moods).where(eq(moods.id, result.moodId));
    expect(saved!.notes).toBe(note);
  });

  test("an everyday note gets nothing extra", async () => {
    const me = await person();
    const result = await logMood({
      userId: me,
      input: moodLogSchema.parse({ moodValue: 1, contextNotes: "this deadline is killing me" }),
    });
    expect(result.support).toBeNull();
  });
});
