import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { moods, userSettings } from "@/db/schema";
import { restartCoachingProgramAction, setCoachingStepAction, writeAiAnalysisAction } from "@/lib/actions/coaching";
import { findProgram } from "@/lib/domain/coaching-programs/programs";
import { loadAiAnalysis } from "@/lib/services/ai-insights/load-ai-analysis";
import { loadCoachingPrograms } from "@/lib/services/coach/load-coaching-programs";
import type { SessionUser } from "@/lib/domain/roles";
import { couple, person } from "../../helpers/couples";
import { completion, startOpenAiStub } from "../../helpers/openai-stub";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * /advanced-features (issue #15) on a real database: Coaching progress is saved per person and step, private to
 * them; the AI Analysis is written from the person's own figures, offline here or by the real SDK against a stub
 * that is told exactly which figures it may cite.
 */

const soft = findProgram("soft-start-up")!;
const done = async (userId: string, programId: string) =>
  (await loadCoachingPrograms({ userId })).find((p) => p.program.id === programId)?.doneCount;

describe("Coaching progress", () => {
  test("a step is marked, marked again without harm, and unmarked; only that person's count moves", async () => {
    const { viewer, partner } = await couple();
    await actAs(viewer);
    const step = { programId: soft.id, stepId: soft.steps[1]!.id };
    expect(await setCoachingStepAction({ ...step, done: true })).toEqual({ ok: true, data: undefined });
    expect((await setCoachingStepAction({ ...step, done: true })).ok).toBe(true);
    expect(await done(viewer, soft.id)).toBe(1);
    expect(await done(partner, soft.id)).toBe(0);
    const progress = (await loadCoachingPrograms({ userId: viewer })).find((p) => p.program.id === soft.id)!;
    expect(progress.nextStepId).toBe(soft.steps[0]!.id);
    await setCoachingStepAction({ ...step, done: false });
    expect(await done(viewer, soft.id)).toBe(0);
  });

  test("'Start again' clears that program's steps and keeps the others'", async () => {
    const { viewer } = await couple();
    await actAs(viewer);
    await setCoachingStepAction({ programId: soft.id, stepId: soft.steps[0]!.id, done: true });
    await setCoachingStepAction({
      programId: "appreciation",
      stepId: findProgram("appreciation")!.steps[0]!.id,
      done: true,
    });
    await restartCoachingProgramAction({ programId: soft.id });
    expect(await done(viewer, soft.id)).toBe(0);
    expect(await done(viewer, "appreciation")).toBe(1);
  });

  test("ids outside the catalogue are refused and nothing is stored", async () => {
    const me = await person();
    await actAs(me);
    const unknownProgram = await setCoachingStepAction({ programId: "made-up", stepId: "learn", done: true });
    expect(unknownProgram).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
    const unknownStep = await setCoachingStepAction({ programId: soft.id, stepId: "nope", done: true });
    expect(unknownStep).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
    const malformed = await setCoachingStepAction({ programId: "Not An Id", stepId: "learn", done: true });
    expect(malformed).toMatchObject({ ok: false, error: { code: "VALIDATION" } });
  });

  test("alone, only the programs that work alone are offered", async () => {
    const me = await person();
    const offered = (await loadCoachingPrograms({ userId: me })).map((p) => p.program.audience);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((audience) => audience === "anyone")).toBe(true);
    const { viewer } = await couple();
    expect((await loadCoachingPrograms({ userId: viewer })).some((p) => p.program.audience === "couple")).toBe(true);
  });
});

async function withMoods(userId: string, days: number) {
  const now = Date.now();
  await db()
    .insert(moods)
    .values(
      Array.from({ length: days }, (_, i) => ({
        userId,
        moodValue: i % 3 === 0 ? -1 : 2,
        moodKeywords: ["calm"],
        timestamp: new Date(now - i * 86_400_000),
      })),
    );
}

const sessionUser = (id: string): SessionUser => ({
  id,
  email: "person@example.com",
  displayName: "Test Person",
  timeZone: "UTC",
  emailVerified: true,
  roles: [],
  assistantEnabled: true,
});

describe("AI Analysis, offline", () => {
  test("figures and a written analysis from them; nothing to analyse below 5 days", async () => {
    const me = await person();
    expect(await loadAiAnalysis({ user: sessionUser(me) })).toMatchObject({
      figures: [],
      written: null,
      mode: "offline",
    });
    await withMoods(me, 8);
    const view = await loadAiAnalysis({ user: sessionUser(me) });
    expect(view.mode).toBe("offline");
    expect(view.figures.find((f) => f.id === "days-logged")!.value).toBe("8 of 30");
    expect(view.written!.paragraphs[0]!.text).toContain("you logged a mood on 8 of them");
  });

  test("asking the model for one offline is refused plainly", async () => {
    const me = await person();
    await withMoods(me, 8);
    await actAs(me);
    expect(await writeAiAnalysisAction()).toMatchObject({ ok: false, error: { code: "CONFLICT" } });
  });
});

describe("AI Analysis with a model", () => {
  let answer: unknown = null;
  let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
  beforeAll(async () => {
    stub = await startOpenAiStub(() => completion(JSON.stringify(answer)));
  });
  afterEach(() => stub.disconnect());
  afterAll(() => stub.close());
  const connect = () => stub.connect();
  const requestCount = () => stub.requests.length;

  test("written on request from the figures, ungrounded paragraphs dropped, kept for the day", async () => {
    connect();
    const me = await person();
    await withMoods(me, 8);
    expect(await loadAiAnalysis({ user: sessionUser(me) })).toMatchObject({ mode: "ai", written: null });
    answer = {
      paragraphs: [
        { text: "You logged most days.", figureIds: ["days-logged"] },
        { text: "You slept badly.", figureIds: ["sleep-mood"] },
      ],
      suggestion: "Keep going.",
    };
    await actAs(me);
    const result = await writeAiAnalysisAction();
    expect(result).toEqual({
      ok: true,
      data: { paragraphs: [{ text: "You logged most days.", figureIds: ["days-logged"] }], suggestion: "Keep going." },
    });
    const before = requestCount();
    expect((await loadAiAnalysis({ user: sessionUser(me) })).written).toEqual(result.ok ? result.data : null);
    expect(requestCount()).toBe(before);
  });

  test("an answer citing nothing we gave is a failure, and nothing is cached", async () => {
    connect();
    const me = await person();
    await withMoods(me, 8);
    answer = { paragraphs: [{ text: "Invented.", figureIds: ["connection"] }], suggestion: "x" };
    await actAs(me);
    expect(await writeAiAnalysisAction()).toMatchObject({ ok: false, error: { code: "UNAVAILABLE" } });
    expect((await loadAiAnalysis({ user: sessionUser(me) })).written).toBeNull();
  });

  test("with AI suggestions off the analysis stays offline and the model is never asked", async () => {
    connect();
    const me = await person();
    await withMoods(me, 8);
    await db().update(userSettings).set({ aiSuggestions: false }).where(eq(userSettings.userId, me));
    const before = requestCount();
    const view = await loadAiAnalysis({ user: sessionUser(me) });
    expect(view).toMatchObject({ mode: "offline", aiSuggestionsOff: true });
    expect(view.written).not.toBeNull();
    await actAs(me);
    expect(await writeAiAnalysisAction()).toMatchObject({ ok: false, error: { code: "CONFLICT" } });
    expect(requestCount()).toBe(before);
  });
});
