import { eq } from "drizzle-orm";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { biometricData, moods, userSettings } from "@/db/schema";
import { refreshAiInsightsAction } from "@/lib/actions/insights";
import { individualInsights } from "@/lib/domain/individual-insights";
import { localDayKey } from "@/lib/domain/time";
import { loadAiInsights } from "@/lib/services/ai-insights/load-ai-insights";
import { person } from "../../helpers/couples";
import { completion, startOpenAiStub } from "../../helpers/openai-stub";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * The dashboard's AI insights (issue #15): written by the model only on request, only from the engines' findings
 * (an insight citing anything else is dropped), kept for the day, quiet on every failure, and never with AI
 * suggestions off. Without a model nothing of this runs.
 */

let answer: (findingIds: string[]) => unknown = () => null;
const stub = await startOpenAiStub(({ body }) => {
  const prompt = JSON.parse(body.messages!.at(-1)!.content) as { findings: { id: string }[] };
  return completion(JSON.stringify(answer(prompt.findings.map((f) => f.id))));
});
afterEach(() => stub.disconnect());
afterAll(() => stub.close());

const day = () => localDayKey(new Date(), "UTC");

/** Two weeks of high stress and short sleep: enough for the engines to find something. */
async function stressedFortnight(userId: string) {
  const now = Date.now();
  const days = Array.from({ length: 14 }, (_, i) => new Date(now - i * 86_400_000));
  await db()
    .insert(moods)
    .values(days.map((timestamp, i) => ({ userId, moodValue: i % 2 ? -2 : 1, timestamp })));
  await db()
    .insert(biometricData)
    .values(days.map((timestamp, i) => ({ userId, sleepHours: i % 2 ? 5 : 8, stressLevel: 9, recordedAt: timestamp })));
}

async function engineOf(userId: string) {
  const rows = await db().select().from(moods).where(eq(moods.userId, userId));
  const bio = await db().select().from(biometricData).where(eq(biometricData.userId, userId));
  return individualInsights({
    clock: { now: new Date(), timeZone: "UTC" },
    moods: rows.map((m) => ({ value: m.moodValue, keywords: [], notes: null, emotionMetadata: null, at: m.timestamp })),
    biometrics: bio.map((b) => ({ sleepHours: b.sleepHours, stressLevel: b.stressLevel, at: b.recordedAt })),
  });
}

test("without a model: nothing to write and no AI side to the card", async () => {
  const me = await person();
  await stressedFortnight(me);
  await actAs(me);
  expect(await refreshAiInsightsAction()).toEqual({ ok: true, data: { written: false } });
  expect(await loadAiInsights({ userId: me, day: day(), engine: await engineOf(me) })).toEqual({
    ai: null,
    canWrite: false,
  });
});

test("written from the findings, grounded, kept for the day and shown without asking again", async () => {
  stub.connect();
  const me = await person();
  await stressedFortnight(me);
  const engine = await engineOf(me);
  expect(engine.length).toBeGreaterThan(0);
  answer = (ids) => ({
    insights: [
      {
        title: "Rest first",
        description: "Stress and short nights go together for you.",
        basedOn: [ids[0]],
        recommendations: ["An earlier night"],
      },
      { title: "Invented", description: "Not from the findings.", basedOn: ["made_up"], recommendations: [] },
    ],
  });
  await actAs(me);
  expect(await refreshAiInsightsAction()).toEqual({ ok: true, data: { written: true } });
  const asked = stub.requests.length;
  const view = await loadAiInsights({ userId: me, day: day(), engine });
  expect(view.canWrite).toBe(true);
  expect(view.ai!.map((i) => i.title)).toEqual(["Rest first"]);
  expect(view.ai![0]!.confidence).toBe(engine[0]!.confidence);
  expect(stub.requests.length).toBe(asked);
});

test("a broken answer is quiet: nothing cached, the engines' insights stay", async () => {
  stub.connect();
  const me = await person();
  await stressedFortnight(me);
  answer = () => ({ insights: "not a list" });
  await actAs(me);
  expect(await refreshAiInsightsAction()).toEqual({ ok: true, data: { written: false } });
  expect((await loadAiInsights({ userId: me, day: day(), engine: await engineOf(me) })).ai).toBeNull();
});

test("with AI suggestions off the model is never asked", async () => {
  stub.connect();
  const me = await person();
  await stressedFortnight(me);
  await db().update(userSettings).set({ aiSuggestions: false }).where(eq(userSettings.userId, me));
  await actAs(me);
  expect(await refreshAiInsightsAction()).toEqual({ ok: true, data: { written: false } });
  expect(stub.requests).toHaveLength(0);
  expect((await loadAiInsights({ userId: me, day: day(), engine: [] })).canWrite).toBe(false);
});
