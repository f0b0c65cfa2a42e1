import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { POST as postAnswer } from "@/app/api/v1/questions/answers/route";
import { db } from "@/db/client";
import { liveEvents, outbox, questionDays, smartNotifications } from "@/db/schema";
import { reactToAnswerAction, suggestFollowUpQuestionAction } from "@/lib/actions/questions";
import { userExportSections, type ExportRow } from "@/lib/data/user-export";
import { QUESTION_TEXT } from "@/lib/domain/questions/answers";
import { questionById } from "@/lib/domain/questions/bank";
import { keyIdOf } from "@/lib/security/encryption";
import { deleteAccount } from "@/lib/services/account/delete-account";
import { recalculateHealthScores } from "@/lib/services/health-score/recalculate-health-scores";
import { answerQuestion } from "@/lib/services/questions/answer-question";
import { loadQuestionsPage } from "@/lib/services/questions/load-questions-page";
import { readQuestionDays } from "@/lib/services/questions/read-question-days";
import { couple, link, person, sessionCookieFor, unlink } from "../../helpers/couples";
import { completion, startOpenAiStub } from "../../helpers/openai-stub";
import { actAs } from "../../helpers/request-context";

/**
 * The question for two's privacy (issue #37, decision 068): answers encrypted at rest, in the export and gone with the
 * account; a stranger or a former partner never reads them; crisis words bring help to their author alone; the
 * follow-up question is built from the two answers and nothing else; the offline queue's route stores an answer once.
 */

const BASE = "http://attune.test";

let modelQuestion = "What would you each like to try first?";
const stub = await startOpenAiStub(({ url, body }) => {
  if (url !== "/v1/moderations") return completion(JSON.stringify({ question: modelQuestion }));
  // The moderation endpoint flags what the test marks, as it would words the lexicon does not know.
  const flagged = body.input?.includes("STUB-FLAG") ?? false;
  const categories = { "self-harm/intent": flagged };
  return {
    json: { id: "m", model: "omni-moderation-latest", results: [{ flagged, categories, category_scores: {} }] },
  };
});
afterEach(() => stub.disconnect());
afterAll(() => stub.close());

/** Both partners answer today's question (the real clock, as the actions read it). */
async function bothAnswer(viewer: string, partner: string, texts = ["The sea", "The mountains"]) {
  const now = new Date();
  const { todays } = await readQuestionDays({ userId: viewer, timeZone: "UTC", now });
  for (const [i, userId] of [viewer, partner].entries()) {
    await answerQuestion({
      userId,
      timeZone: "UTC",
      input: { day: todays.day, questionId: todays.questionId, answer: texts[i]! },
      now,
    });
  }
  return todays;
}

async function exportRows(userId: string): Promise<ExportRow[]> {
  const section = userExportSections(userId).find((s) => s.name === "questionDays")!;
  const rows: ExportRow[] = [];
  if (section.kind === "list") for await (const row of section.read()) rows.push(row);
  return rows;
}

describe("storage", () => {
  test("answers and replies are encrypted at rest; the export has the person's own, with the question's words", async () => {
    const { viewer, partner } = await couple();
    const todays = await bothAnswer(viewer, partner);
    await actAs(viewer);
    expect(await reactToAnswerAction({ kind: "reply", day: todays.day, reply: "Let's go in June" })).toMatchObject({
      ok: true,
    });
    const raw = await db().execute(
      sql`select answer, reply from question_days where user_id = ${viewer} and day = ${todays.day}`,
    );
    const [stored] = (raw as unknown as { rows: { answer: string; reply: string }[] }).rows;
    for (const value of [stored!.answer, stored!.reply]) {
      expect(keyIdOf(value)).toBeTruthy();
      expect(value).not.toContain("sea");
      expect(value).not.toContain("June");
    }
    const exported = await exportRows(viewer);
    expect(exported).toEqual([
      expect.objectContaining({
        day: todays.day,
        answer: "The sea",
        reply: "Let's go in June",
        question: questionById(todays.questionId)!.text,
      }),
    ]);
    expect(JSON.stringify(exported)).not.toContain("The mountains");
  });

  test("deleting an account removes its answers; the partner keeps their own, without the other's", async () => {
    const { viewer, partner } = await couple();
    await bothAnswer(viewer, partner);
    await deleteAccount({ userId: viewer });
    expect(await db().select().from(questionDays).where(eq(questionDays.userId, viewer))).toEqual([]);
    const [kept] = await db().select().from(questionDays).where(eq(questionDays.userId, partner));
    expect(kept).toMatchObject({ answer: "The mountains", partnerId: null });
    const page = await loadQuestionsPage({ userId: partner, timeZone: "UTC" });
    expect(JSON.stringify(page)).not.toContain("The sea");
  });
});

describe("access", () => {
  test("a partnership's end hides the former partner's answers; they can no longer react", async () => {
    const { viewer, partner, linkId } = await couple();
    const todays = await bothAnswer(viewer, partner);
    expect((await readQuestionDays({ userId: viewer, timeZone: "UTC", now: new Date() })).todays.partner?.answer).toBe(
      "The mountains",
    );
    await unlink(linkId);
    const after = await readQuestionDays({ userId: viewer, timeZone: "UTC", now: new Date() });
    expect(after.todays.partner).toBeNull();
    expect(after.todays.answer).toBe("The sea");
    await actAs(partner);
    expect(await reactToAnswerAction({ kind: "heart", day: todays.day, on: true })).toMatchObject({
      ok: false,
      error: { code: "FORBIDDEN" },
    });
    // Linked to someone new, the viewer's history never shows the former partner's words.
    const newcomer = await person();
    await link(viewer, newcomer);
    const page = await loadQuestionsPage({ userId: viewer, timeZone: "UTC" });
    expect(JSON.stringify(page)).not.toContain("The mountains");
  });

  test("a stranger cannot react, ask for a follow-up, or be told anything", async () => {
    const { viewer, partner } = await couple();
    const todays = await bothAnswer(viewer, partner);
    const stranger = await person();
    await actAs(stranger);
    for (const result of [
      await reactToAnswerAction({ kind: "reply", day: todays.day, reply: "Hi" }),
      await suggestFollowUpQuestionAction({ day: todays.day }),
    ]) {
      expect(result).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    }
    expect(await db().select().from(liveEvents).where(eq(liveEvents.recipientId, stranger))).toEqual([]);
    // A stranger's own page reads only their own rows.
    const page = await loadQuestionsPage({ userId: stranger, timeZone: "UTC" });
    expect(JSON.stringify(page)).not.toMatch(/The sea|The mountains/);
  });

  test("a reaction before answering is refused: you see and react only once you have answered", async () => {
    const { viewer, partner } = await couple();
    const now = new Date();
    const { todays } = await readQuestionDays({ userId: viewer, timeZone: "UTC", now });
    await answerQuestion({
      userId: partner,
      timeZone: "UTC",
      input: { day: todays.day, questionId: todays.questionId, answer: "Secret" },
      now,
    });
    await actAs(viewer);
    expect(await reactToAnswerAction({ kind: "heart", day: todays.day, on: true })).toMatchObject({
      ok: false,
      error: { code: "CONFLICT", message: QUESTION_TEXT.answerFirst },
    });
  });
});

describe("reactions, safety and the follow-up", () => {
  test("a heart and a reply reach the partner as one notice per burst, by first name", async () => {
    const { viewer, partner } = await couple({ viewer: { displayName: "Robin Walker" } });
    const todays = await bothAnswer(viewer, partner);
    await actAs(viewer);
    await reactToAnswerAction({ kind: "heart", day: todays.day, on: true });
    await reactToAnswerAction({ kind: "reply", day: todays.day, reply: "Same here" });
    const notices = await db().select().from(smartNotifications).where(eq(smartNotifications.userId, partner));
    // Robin answered first ("answer to see theirs" to the partner, before they answered), then the burst grew.
    expect(notices.map((n) => n.message)).toEqual([
      "Robin answered today's question, sent a heart for your answer and replied to it — answer to see theirs.",
    ]);
    const view = await readQuestionDays({ userId: partner, timeZone: "UTC", now: new Date() });
    expect(view.todays.partner).toMatchObject({ reply: "Same here", heartAt: expect.any(Date) });
  });

  test("crisis words in an answer or a reply: help lines for the author alone; the partner receives nothing of it", async () => {
    const { viewer, partner } = await couple();
    const now = new Date();
    const { todays } = await readQuestionDays({ userId: viewer, timeZone: "UTC", now });
    await answerQuestion({
      userId: partner,
      timeZone: "UTC",
      input: { day: todays.day, questionId: todays.questionId, answer: "Fine" },
      now,
    });
    const before = await partnerTrace(partner);
    const result = await answerQuestion({
      userId: viewer,
      timeZone: "UTC",
      input: { day: todays.day, questionId: todays.questionId, answer: "I want to kill myself" },
      now,
    });
    expect(result.support?.resources.length).toBeGreaterThan(0);
    await actAs(viewer);
    const reply = await reactToAnswerAction({ kind: "reply", day: todays.day, reply: "I want to die" });
    expect(reply).toMatchObject({ ok: true, data: { support: { heading: expect.any(String) } } });
    const after = await partnerTrace(partner);
    // Whole words only: a row id such as "…02cbae98822c" holds "988" by chance (a PostgreSQL run failed on one).
    expect(JSON.stringify(after)).not.toMatch(/crisis|help line|helpline|\b988\b|Samaritans/i);
    expect(after.outbox).toEqual(before.outbox);
  });

  test("the follow-up: offline twin without a model; the model's question from the two answers alone", async () => {
    const { viewer, partner } = await couple();
    const todays = await bothAnswer(viewer, partner);
    await actAs(viewer);
    const offline = await suggestFollowUpQuestionAction({ day: todays.day });
    expect(offline).toMatchObject({ ok: true, data: { byModel: false } });
    const again = await suggestFollowUpQuestionAction({ day: todays.day });
    expect(again).toMatchObject({
      ok: true,
      data: { followUp: (offline as { data: { followUp: string } }).data.followUp },
    });

    const other = await couple();
    const theirs = await bothAnswer(other.viewer, other.partner, ["Cooking together", "Long walks"]);
    stub.connect();
    await actAs(other.partner);
    expect(await suggestFollowUpQuestionAction({ day: theirs.day })).toEqual({
      ok: true,
      data: { followUp: modelQuestion, byModel: true },
    });
    const sent = stub.requests.find((r) => r.url === "/v1/chat/completions")!;
    const prompt = JSON.parse(sent.body.messages!.at(-1)!.content) as { question: string; answers: string[] };
    expect(prompt.answers.sort()).toEqual(["Cooking together", "Long walks"]);
    const partnerView = await readQuestionDays({ userId: other.viewer, timeZone: "UTC", now: new Date() });
    expect(partnerView.todays.followUp).toBe(modelQuestion);
  });

  test("the model's question is screened like a coach message: a flagged one gives way to the offline twin's", async () => {
    const { viewer, partner } = await couple();
    const todays = await bothAnswer(viewer, partner);
    modelQuestion = "What does STUB-FLAG mean to you both?";
    try {
      stub.connect();
      await actAs(viewer);
      const result = await suggestFollowUpQuestionAction({ day: todays.day });
      expect(result).toMatchObject({ ok: true, data: { byModel: false } });
      expect(stub.requests.map((r) => r.url)).toContain("/v1/moderations");
    } finally {
      modelQuestion = "What would you each like to try first?";
    }
  });
});

describe("health score", () => {
  test("answering a shared question counts as connection activity (half a check-in day)", async () => {
    const { viewer, partner } = await couple();
    const before = await recalculateHealthScores({ userId: viewer });
    expect(before.score7.checkinFrequencyScore).toBe(0);
    await bothAnswer(viewer, partner);
    const after = await recalculateHealthScores({ userId: viewer });
    expect(after.score7.checkinFrequencyScore).toBeGreaterThan(0);
  });
});

describe("POST /api/v1/questions/answers (the offline queue)", () => {
  test("201 once, 200 for the same key, 409 once the question has closed; other origins 403", async () => {
    const { viewer } = await couple();
    const { todays } = await readQuestionDays({ userId: viewer, timeZone: "UTC", now: new Date() });
    const cookie = await sessionCookieFor(viewer);
    const send = (body: object, key: string, origin = BASE) =>
      postAnswer(
        new Request(`${BASE}/api/v1/questions/answers`, {
          method: "POST",
          headers: { cookie, origin, "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify(body),
        }),
      );
    const body = { day: todays.day, questionId: todays.questionId, answer: "Kept offline" };
    expect((await send(body, "offline-1", "http://evil.test")).status).toBe(403);
    expect((await send(body, "offline-1")).status).toBe(201);
    expect((await send(body, "offline-1")).status).toBe(200);
    const closed = await send({ ...body, day: "2020-01-01" }, "offline-2");
    expect(closed.status).toBe(409);
  });
});

/** Everything the partner could be told: notices, queued messages and live events. */
async function partnerTrace(partner: string) {
  return {
    notices: await db().select().from(smartNotifications).where(eq(smartNotifications.userId, partner)),
    outbox: await db().select({ id: outbox.id }).from(outbox).where(eq(outbox.userId, partner)),
    events: await db().select().from(liveEvents).where(eq(liveEvents.recipientId, partner)),
  };
}
