import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { liveEvents, questionDays, smartNotifications, userSettings } from "@/db/schema";
import { answerQuestionAction, skipQuestionAction } from "@/lib/actions/questions";
import { QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { QUESTION_BANK, questionById } from "@/lib/domain/questions/bank";
import { eligibleQuestions } from "@/lib/domain/questions/selection";
import { addDays } from "@/lib/domain/time";
import { answerQuestion } from "@/lib/services/questions/answer-question";
import { loadQuestionsPage } from "@/lib/services/questions/load-questions-page";
import { loadTodaysQuestion } from "@/lib/services/questions/load-todays-question";
import { readQuestionDays } from "@/lib/services/questions/read-question-days";
import { skipQuestion } from "@/lib/services/questions/skip-question";
import { couple, link, person, setTimeZone } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

/**
 * The question for two (issue #37, decision 068): the same question for both on each one's own local date, never
 * repeated, answer-then-see with one reveal however the two race, the one skip a day, and a half-answered pair kept
 * over midnight.
 */

const NOON = new Date("2026-11-29T12:00:00Z");
const DAY_MS = 86_400_000;
const at = (base: Date, days: number, hours = 0) => new Date(base.getTime() + days * DAY_MS + hours * 3_600_000);

async function today(userId: string, now = NOON, timeZone = "UTC") {
  return (await readQuestionDays({ userId, timeZone, now })).todays;
}

/** Answers the person's question of `day` (today's or yesterday's at `now`) with `text`. */
async function answer(userId: string, day: string, text: string, now = NOON, timeZone = "UTC") {
  const read = await readQuestionDays({ userId, timeZone, now });
  const { questionId } = [read.todays, read.yesterdays].find((row) => row?.day === day)!;
  return answerQuestion({ userId, timeZone, input: { day, questionId, answer: text }, now });
}

async function intimacy(userId: string, on: boolean) {
  await db().update(userSettings).set({ questionIntimacy: on }).where(eq(userSettings.userId, userId));
}

describe("the same question for both", () => {
  test("whoever reads first sets it for both; the partner reads the same question", async () => {
    const { viewer, partner } = await couple();
    const mine = await today(viewer);
    const theirs = await today(partner);
    expect(theirs.questionId).toBe(mine.questionId);
    expect(mine.sharedWith).toBe(partner);
    expect(theirs.sharedWith).toBe(viewer);
    expect(questionById(mine.questionId)?.depth).toBe(1);
    // The dashboard card's loader reads the zone itself when the caller has none.
    expect(await loadTodaysQuestion({ userId: partner, now: NOON })).toMatchObject({
      partnerName: "Viewer",
      card: { question: { id: mine.questionId }, partner: { state: "waiting" } },
    });
  });

  test("one person alone gets a private reflection from the same bank, never an intimate one", async () => {
    const alone = await person();
    await intimacy(alone, true);
    const row = await today(alone);
    expect(row.sharedWith).toBeNull();
    expect(row.partner).toBeNull();
    expect(questionById(row.questionId)?.category).not.toBe("intimacy");
    const card = await loadTodaysQuestion({ userId: alone, timeZone: "UTC", now: NOON });
    expect(card).toMatchObject({ partnerName: null, card: { solo: true, partner: { state: "none" } } });
  });

  test("no repeats for a couple across 400 days (or the whole bank, when it is smaller)", async () => {
    const { viewer, partner } = await couple();
    await intimacy(viewer, true);
    await intimacy(partner, true);
    const days = Math.min(400, eligibleQuestions(QUESTION_BANK, true).length);
    const seen: string[] = [];
    for (let i = 0; i < days; i++) {
      // The two take turns to read first.
      const reader = i % 2 === 0 ? viewer : partner;
      seen.push((await today(reader, at(NOON, i))).questionId);
    }
    expect(new Set(seen).size).toBe(days);
    // The other partner's copies hold the same questions.
    const theirs = await db()
      .select({ day: questionDays.day, id: questionDays.questionId })
      .from(questionDays)
      .where(eq(questionDays.userId, partner));
    expect(theirs).toHaveLength(days);
  }, 120_000);

  test("intimate questions only once both have opted in", async () => {
    const { viewer } = await couple();
    await intimacy(viewer, true);
    const categories = new Set<string>();
    for (let i = 0; i < 60; i++) categories.add(questionById((await today(viewer, at(NOON, i))).questionId)!.category);
    expect(categories.has("intimacy")).toBe(false);
  });
});

describe("day boundaries: UTC+13 with UTC−10", () => {
  test("each gets the date's question on their own local date, and the pair is answered across the gap", async () => {
    const { viewer: tonga, partner: honolulu } = await couple({
      viewer: { displayName: "Tala Fifita" },
      partner: { displayName: "Kai Akana" },
    });
    await setTimeZone(tonga, "Pacific/Tongatapu");
    await setTimeZone(honolulu, "Pacific/Honolulu");
    // 2026-11-29 12:00Z: the 30th in Tonga (01:00), still the 29th in Honolulu (02:00).
    const tongaToday = await today(tonga, NOON, "Pacific/Tongatapu");
    const honoluluToday = await today(honolulu, NOON, "Pacific/Honolulu");
    expect(tongaToday.day).toBe("2026-11-30");
    expect(honoluluToday.day).toBe("2026-11-29");
    expect(honoluluToday.questionId).not.toBe(tongaToday.questionId);

    // Tonga answers the 30th now; Honolulu's notice waits for the morning of the 30th there (08:00, 18:00Z).
    await answer(tonga, "2026-11-30", "Sunrise swims", NOON, "Pacific/Tongatapu");
    const [notice] = await db()
      .select()
      .from(smartNotifications)
      .where(and(eq(smartNotifications.userId, honolulu), eq(smartNotifications.type, "daily_question")));
    expect(notice).toMatchObject({
      message: "Tala answered today's question — answer to see theirs.",
      scheduledFor: new Date("2026-11-30T18:00:00Z"),
    });

    // The next day in Honolulu: the 30th's question is Tonga's, Tonga's answer hidden until Kai answers.
    const later = new Date("2026-11-30T18:00:00Z");
    const kai = await readQuestionDays({ userId: honolulu, timeZone: "Pacific/Honolulu", now: later });
    expect(kai.todays).toMatchObject({ day: "2026-11-30", questionId: tongaToday.questionId });
    expect(kai.todays.partner).toMatchObject({ answered: true, answer: null });
    const result = await answer(honolulu, "2026-11-30", "Morning coffee", later, "Pacific/Honolulu");
    expect(result).toMatchObject({ created: true, revealed: true });
    const both = await readQuestionDays({ userId: honolulu, timeZone: "Pacific/Honolulu", now: later });
    expect(both.todays.partner?.answer).toBe("Sunrise swims");
    const tala = await readQuestionDays({ userId: tonga, timeZone: "Pacific/Tongatapu", now: later });
    expect(tala.yesterdays?.partner?.answer).toBe("Morning coffee");
  });

  test("a half-answered pair survives midnight: yesterday's stays answerable all day, then closes", async () => {
    const { viewer, partner } = await couple({ viewer: { displayName: "Robin Walker" } });
    const day = (await today(viewer)).day;
    await answer(viewer, day, "Our first dance", at(NOON, 0, 11.9));
    // Just after midnight the partner's page shows yesterday's question on top, Robin's answer hidden.
    const page = await loadQuestionsPage({ userId: partner, timeZone: "UTC", now: at(NOON, 0, 12.1) });
    expect(page.today.day).toBe(addDays(day, 1));
    expect(page.yesterday).toMatchObject({ day, partner: { state: "hidden" }, label: "yesterday" });
    expect(await answer(partner, day, "The rain", at(NOON, 1, 11))).toMatchObject({ revealed: true });
    // A day later it is closed.
    await expect(
      answerQuestion({
        userId: partner,
        timeZone: "UTC",
        input: { day: addDays(day, 1), questionId: page.today.question.id, answer: "Too late" },
        now: at(NOON, 2, 12.5),
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: QUESTION_TEXT.closed });
  });
});

describe("answer, then see", () => {
  test("both answer at the same instant: exactly one reveal, both answers kept", async () => {
    const { viewer, partner } = await couple();
    const { day, questionId } = await today(viewer);
    const results = await Promise.all(
      [viewer, partner].map((userId) =>
        answerQuestion({ userId, timeZone: "UTC", input: { day, questionId, answer: `Mine, ${userId}` }, now: NOON }),
      ),
    );
    expect(results.filter((r) => r.revealed)).toHaveLength(1);
    expect(results.every((r) => r.created)).toBe(true);
    const stored = await db().select().from(questionDays).where(eq(questionDays.day, day));
    expect(
      stored
        .filter((r) => [viewer, partner].includes(r.userId))
        .map((r) => r.answer)
        .sort(),
    ).toEqual([`Mine, ${partner}`, `Mine, ${viewer}`].sort());
    // Each was told of the other live.
    const events = await db().select().from(liveEvents).where(eq(liveEvents.kind, "partner_question"));
    expect(events.filter((e) => e.recipientId === viewer || e.recipientId === partner)).toHaveLength(2);
  });

  test("a retry of the same submission answers once; a second answer is refused; the draft stays the client's", async () => {
    const { viewer } = await couple();
    // Actions judge dates on the real clock.
    const { day, questionId } = await today(viewer, new Date());
    await actAs(viewer);
    const input = { day, questionId, answer: "The sea" };
    expect(await answerQuestionAction(input, "key-1")).toMatchObject({ ok: true, data: { created: true } });
    expect(await answerQuestionAction(input, "key-1")).toMatchObject({ ok: true, data: { created: false } });
    expect(await answerQuestionAction({ ...input, answer: "Changed" }, "key-2")).toMatchObject({
      ok: false,
      error: { code: "CONFLICT", message: QUESTION_TEXT.alreadyAnswered },
    });
    const [row] = await db().select().from(questionDays).where(eq(questionDays.userId, viewer));
    expect(row!.answer).toBe("The sea");
  });

  test("an empty or over-long answer is refused with a message for the field", async () => {
    const { viewer } = await couple();
    const { day, questionId } = await today(viewer, new Date());
    await actAs(viewer);
    const empty = await answerQuestionAction({ day, questionId, answer: "   " }, "k-empty");
    expect(empty).toMatchObject({ ok: false, error: { fieldErrors: { answer: [QUESTION_TEXT.answerRequired] } } });
    const long = await answerQuestionAction({ day, questionId, answer: "é".repeat(1001) }, "k-long");
    expect(long).toMatchObject({ ok: false, error: { fieldErrors: { answer: [QUESTION_TEXT.answerTooLong] } } });
    // 1,000 characters exactly is fine.
    expect(await answerQuestionAction({ day, questionId, answer: "é".repeat(1000) }, "k-ok")).toMatchObject({
      ok: true,
    });
  });

  test("the partner learns THAT you answered (notice, by first name), never what, until they answer", async () => {
    const { viewer, partner } = await couple({ viewer: { displayName: "Robin Walker" } });
    const { day } = await today(viewer);
    await answer(viewer, day, "A quiet Sunday");
    const view = await loadQuestionsPage({ userId: partner, timeZone: "UTC", now: NOON });
    expect(view.today.partner).toEqual({ state: "hidden" });
    expect(JSON.stringify(view)).not.toContain("A quiet Sunday");
    const notices = await db().select().from(smartNotifications).where(eq(smartNotifications.userId, partner));
    expect(notices.map((n) => n.message)).toEqual(["Robin answered today's question — answer to see theirs."]);
    expect(JSON.stringify(notices)).not.toContain("A quiet Sunday");
  });

  test("the Daily question switch off: no notice, the live update still comes", async () => {
    const { viewer, partner } = await couple();
    const { notificationPreferences } = await import("@/db/schema");
    await db()
      .insert(notificationPreferences)
      .values({ userId: partner, questionNotifications: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { questionNotifications: false } });
    const { day } = await today(viewer);
    await answer(viewer, day, "Yes");
    expect(await db().select().from(smartNotifications).where(eq(smartNotifications.userId, partner))).toEqual([]);
    const events = await db().select().from(liveEvents).where(eq(liveEvents.recipientId, partner));
    expect(events.map((e) => e.kind)).toContain("partner_question");
  });
});

describe("skip", () => {
  test("once a day per couple: the next question replaces it for both; the second skip is refused", async () => {
    const { viewer, partner } = await couple();
    const NOW = new Date();
    const first = await today(viewer, NOW);
    await actAs(partner);
    const skipped = await skipQuestionAction({ day: first.day, questionId: first.questionId });
    expect(skipped).toMatchObject({ ok: true });
    const mine = await today(viewer, NOW);
    expect(mine.questionId).not.toBe(first.questionId);
    expect(mine.skippedQuestionId).toBe(first.questionId);
    expect((await today(partner, NOW)).questionId).toBe(mine.questionId);
    await actAs(viewer);
    expect(await skipQuestionAction({ day: mine.day, questionId: mine.questionId })).toMatchObject({
      ok: false,
      error: { code: "CONFLICT", message: QUESTION_TEXT.skipUsed },
    });
    // The skipped question does not come back on the following days.
    const next = [];
    for (let i = 1; i <= 20; i++) next.push((await today(viewer, at(NOW, i))).questionId);
    expect(next).not.toContain(first.questionId);
  });

  test("not once either has answered, and only today's", async () => {
    const { viewer, partner } = await couple();
    const { day, questionId } = await today(viewer);
    await answer(partner, day, "Done");
    await expect(
      skipQuestion({ userId: viewer, timeZone: "UTC", input: { day, questionId }, now: NOON }),
    ).rejects.toMatchObject({ message: QUESTION_TEXT.skipAfterAnswer });
    await expect(
      skipQuestion({ userId: viewer, timeZone: "UTC", input: { day, questionId }, now: at(NOON, 1) }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("linking mid-day", () => {
  test("an unanswered reflection becomes the couple's question; an answered one stays, shared from tomorrow", async () => {
    const a = await person();
    const b = await person();
    const soloA = await today(a);
    await today(b);
    await link(a, b);
    const shared = await today(a);
    expect(shared.sharedWith).toBe(b);
    expect((await today(b)).questionId).toBe(shared.questionId);
    expect(soloA.sharedWith).toBeNull();

    const c = await person();
    const d = await person();
    const { day, questionId } = await today(c);
    await answerQuestion({ userId: c, timeZone: "UTC", input: { day, questionId, answer: "Mine" }, now: NOON });
    await link(c, d);
    expect((await today(c)).sharedWith).toBeNull();
    expect((await today(d)).sharedWith).toBeNull();
    const tomorrow = await today(d, at(NOON, 1));
    expect(tomorrow.sharedWith).toBe(c);
    expect((await today(c, at(NOON, 1))).questionId).toBe(tomorrow.questionId);
  });
});
