import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { moods, rituals, users, userSettings } from "@/db/schema";
import { reflectOnMoodAction } from "@/lib/actions/entries";
import { streamAllMoods } from "@/lib/data/moods";
import { userExportSections } from "@/lib/data/user-export";
import { findReflectionPrompt, MOOD_REFLECTION_TEXT, reflectionPromptFor } from "@/lib/domain/mood-reflection";
import { moodLogSchema } from "@/lib/validation/entries";
import type { UserSettingsColumns } from "@/lib/data/user-settings";
import { loadActionsAnalytics } from "@/lib/services/analytics/load-actions-analytics";
import { loadMoodAnalytics } from "@/lib/services/analytics/load-mood-analytics";
import { loadRituals } from "@/lib/services/rituals/load-rituals";
import { logMood } from "@/lib/services/moods/log-mood";
import { couple, person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";
import { generateRitualAs } from "../../helpers/rituals";
import { sessionUserOf } from "../../helpers/session-user";

/**
 * Decision 061: each Settings switch does what its words say, proved with the switch on and off through the service
 * (or action) that reads it.
 */

async function setSwitch(userId: string, patch: Partial<UserSettingsColumns>) {
  await db()
    .insert(userSettings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: userSettings.userId, set: patch });
}

const log = (userId: string, moodValue: number, contextNotes: string | null = null) =>
  logMood({ userId, timeZone: "UTC", input: moodLogSchema.parse({ moodValue, contextNotes }), idempotencyKey: null });

describe("Mood reflection", () => {
  test("on: one question after the mood, chosen by the domain for that mood; off: none", async () => {
    const me = await person();
    await setSwitch(me, { moodReflection: true });
    const logged = await log(me, -2);
    expect(logged.reflectionPrompt).toEqual({ text: reflectionPromptFor(-2, logged.moodId).text });
    await setSwitch(me, { moodReflection: false });
    expect((await log(me, 2)).reflectionPrompt).toBeNull();
  });

  test("the answer is kept with the mood, encrypted at rest, exported, and gone with the account", async () => {
    const me = await person();
    await setSwitch(me, { moodReflection: true });
    const { moodId } = await log(me, 1);
    const words = `A walk with the dog ${randomUUID()}`;
    await actAs(me);
    expect(await reflectOnMoodAction({ moodId, reflection: `  ${words}  ` })).toEqual({
      ok: true,
      data: { support: null },
    });
    // The database holds ciphertext only; the owner's read decrypts it.
    const raw = await db().execute(sql`select reflection, reflection_prompt from moods where id = ${moodId}`);
    const row = (raw as unknown as { rows: { reflection: string; reflection_prompt: string }[] }).rows[0]!;
    expect(row.reflection).not.toContain("walk");
    expect(findReflectionPrompt(row.reflection_prompt)).toEqual(reflectionPromptFor(1, moodId));
    const [stored] = await db().select({ r: moods.reflection }).from(moods).where(eq(moods.id, moodId));
    expect(stored!.r).toBe(words);
    // The export's moods section carries it, decrypted, with the question's id.
    const section = userExportSections(me).find((s) => s.name === "moods")!;
    const exported: unknown[] = [];
    if (section.kind === "list") for await (const item of section.read()) exported.push(item);
    expect(exported).toEqual([expect.objectContaining({ reflection: words, reflectionPrompt: row.reflection_prompt })]);
    // Deleting the account deletes the mood and its reflection with it.
    await db().delete(users).where(eq(users.id, me));
    const left = [];
    for await (const mood of streamAllMoods(me)) left.push(mood);
    expect(left).toEqual([]);
    expect(await db().select().from(moods).where(eq(moods.id, moodId))).toEqual([]);
  });

  test("off: an answer is refused and nothing is written", async () => {
    const me = await person();
    const { moodId } = await log(me, 0);
    await setSwitch(me, { moodReflection: false });
    await actAs(me);
    const result = await reflectOnMoodAction({ moodId, reflection: "Anything" });
    expect(!result.ok && [result.error.code, result.error.message]).toEqual(["CONFLICT", MOOD_REFLECTION_TEXT.off]);
    const [stored] = await db().select({ r: moods.reflection }).from(moods).where(eq(moods.id, moodId));
    expect(stored!.r).toBeNull();
  });

  test("only on one's own mood: the partner's mood id is not found, and stays untouched", async () => {
    const { viewer, partner } = await couple();
    await setSwitch(viewer, { moodReflection: true });
    const { moodId } = await log(partner, 1);
    await actAs(viewer);
    const result = await reflectOnMoodAction({ moodId, reflection: "Not mine to write" });
    expect(!result.ok && result.error.code).toBe("NOT_FOUND");
    const [stored] = await db().select({ r: moods.reflection }).from(moods).where(eq(moods.id, moodId));
    expect(stored!.r).toBeNull();
  });

  test("a reflection that speaks of a crisis is kept and brings the help lines to its author", async () => {
    const me = await person();
    await setSwitch(me, { moodReflection: true });
    const { moodId } = await log(me, -3);
    await actAs(me);
    const result = await reflectOnMoodAction({ moodId, reflection: "Some days I want to die." });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.support).toMatchObject({ heading: expect.any(String), resources: expect.any(Array) });
    expect(result.data.support!.resources.length).toBeGreaterThan(0);
    const [stored] = await db().select({ r: moods.reflection }).from(moods).where(eq(moods.id, moodId));
    expect(stored!.r).toBe("Some days I want to die.");
  });

  test("an empty answer is refused (Skip is the way not to answer)", async () => {
    const me = await person();
    const { moodId } = await log(me, 0);
    await actAs(me);
    const result = await reflectOnMoodAction({ moodId, reflection: "   " });
    expect(!result.ok && result.error.code).toBe("VALIDATION");
  });
});

describe("Time-of-day insights", () => {
  const NOW = new Date("2026-03-20T23:00:00Z");
  async function moodsAcrossTheDay(userId: string) {
    const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour));
    const rows = [10, 11, 12].flatMap((day) => [
      { userId, moodValue: 2, timestamp: at(day, 8) },
      { userId, moodValue: -1, timestamp: at(day, 20) },
    ]);
    await db().insert(moods).values(rows);
  }

  test("on: best and worst part of the day with their n; off: nothing computed", async () => {
    const me = await person();
    await moodsAcrossTheDay(me);
    await setSwitch(me, { chronoEnabled: true });
    const on = await loadMoodAnalytics({ userId: me, range: 30, now: NOW });
    expect(on.timeOfDay).toMatchObject({
      best: { key: "morning", average: 2, count: 3 },
      worst: { key: "evening", average: -1, count: 3 },
    });
    await setSwitch(me, { chronoEnabled: false });
    expect((await loadMoodAnalytics({ userId: me, range: 30, now: NOW })).timeOfDay).toBeNull();
  });

  test("off by default (no settings row)", async () => {
    const me = await person();
    await db().delete(userSettings).where(eq(userSettings.userId, me));
    await moodsAcrossTheDay(me);
    expect((await loadMoodAnalytics({ userId: me, range: 30, now: NOW })).timeOfDay).toBeNull();
  });
});

describe("Show ritual origins", () => {
  test("on: /rituals and Actions & Rituals say who created each ritual and how; off: neither does", async () => {
    const { viewer, partner } = await couple({ viewer: { displayName: "Alex Doe" } });
    await generateRitualAs(viewer);
    await setSwitch(partner, { showRitualOrigins: true });
    const theirs = await loadRituals({ user: sessionUserOf(partner) });
    // The partner's copy names the viewer, by first name; the library wrote it (no model in tests).
    expect(theirs.active.map((r) => r.origin)).toEqual(["Created by Alex · From Attune's ritual library"]);
    const actions = await loadActionsAnalytics({ userId: partner, range: 30 });
    expect(actions.rituals.rows.map((r) => r.origin)).toEqual(["Created by Alex · From Attune's ritual library"]);
    await setSwitch(viewer, { showRitualOrigins: true });
    expect((await loadRituals({ user: sessionUserOf(viewer) })).active.map((r) => r.origin)).toEqual([
      "Created by you · From Attune's ritual library",
    ]);

    await setSwitch(partner, { showRitualOrigins: false });
    expect((await loadRituals({ user: sessionUserOf(partner) })).active.map((r) => r.origin)).toEqual([null]);
    expect((await loadActionsAnalytics({ userId: partner, range: 30 })).rituals.rows.map((r) => r.origin)).toEqual([
      null,
    ]);
  });

  test("a ritual an AI model wrote says so", async () => {
    const me = await person();
    await setSwitch(me, { showRitualOrigins: true });
    await db()
      .insert(rituals)
      .values({ userId: me, title: "Tea at dusk", generatedByAi: true, generatedAt: new Date() });
    expect((await loadRituals({ user: sessionUserOf(me) })).active.map((r) => r.origin)).toEqual([
      "Created by you · Written by an AI model",
    ]);
  });
});
