import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import {
  emotionalCheckins,
  imports,
  moods,
  partnerCheckins,
  ritualCompletions,
  rituals,
  sharedGoals,
} from "@/db/schema";
import { insertAttuneRows } from "@/lib/data/attune-import";
import { insertReadyExportRequest } from "@/lib/data/export-requests";
import { insertImport } from "@/lib/data/imports";
import { planAttuneImport } from "@/lib/domain/import/attune";
import { currentRollupZone, listDailyRollups, rebuildDailyRollups } from "@/lib/data/daily-rollups";
import { downloadDataExport } from "@/lib/services/data-export/download-data-export";
import { importHistory } from "@/lib/services/import/import-history";
import { previewImport } from "@/lib/services/import/preview-import";
import { importRequestSchema } from "@/lib/validation/imports";
import { couple, person } from "../../helpers/couples";

/**
 * Issue #40 (decision 082): Attune's own JSON export, imported into a new account, reproduces every importable row
 * exactly — moods with their notes, tags, feelings and reflections, both kinds of check-in, the person's own goals
 * and rituals with their completions — and leaves out, listed, what belongs to the partner or to the partnership.
 * The same file twice adds nothing.
 */

const NY = "America/New_York";
const request = (content: string) => importRequestSchema.parse({ source: "attune", content });

async function exportOf(userId: string): Promise<string> {
  const { token } = await db().transaction((tx) =>
    insertReadyExportRequest({ userId, now: new Date(), ttlMs: 3_600_000 }, tx),
  );
  const file = await downloadDataExport({ userId, token });
  let text = "";
  for await (const chunk of file.chunks) text += chunk;
  return text;
}

/** A couple's account with something of every kind, awkward values included (emoji, commas, line breaks, DST). */
async function populate() {
  const { viewer: me, partner } = await couple({ viewer: { timezone: NY } });
  const d = db();
  await d.insert(moods).values([
    {
      userId: me,
      moodValue: 2,
      moodKeywords: ["happy", "a,b", "🎉 party"],
      emotionMetadata: [
        {
          emotionId: "joy",
          emotionName: "Joy",
          categoryId: "positive",
          categoryName: "Positive",
          mappedKeyword: "happy",
          intensity: 4,
        },
      ] as never,
      contextNotes: 'Dinner 🍰, "cake"\nand a second line',
      reflectionPrompt: "high-helped",
      reflection: "Talking, mostly 💬",
      // The hour New York skipped on 2024-03-10 does not exist locally; the instant is kept as it was.
      timestamp: new Date("2024-03-10T07:30:00Z"),
      createdAt: new Date("2024-03-10T07:31:00Z"),
    },
    {
      userId: me,
      moodValue: -3,
      moodKeywords: [],
      timestamp: new Date("2024-11-03T05:30:00Z"),
      createdAt: new Date("2024-11-03T05:30:00Z"),
    },
    { userId: partner, moodValue: 3, contextNotes: "PARTNER-NOTE" },
  ]);
  await d.insert(emotionalCheckins).values([
    {
      userId: me,
      moodScore: 1,
      emotionalState: "calm",
      gratitudeNote: "Tea, sun 🌞",
      createdAt: new Date("2024-05-01T12:00:00Z"),
    },
    {
      userId: me,
      partnerUid: partner,
      moodScore: -2,
      emotionalState: "anxious",
      createdAt: new Date("2024-05-02T12:00:00Z"),
    },
  ]);
  await d.insert(partnerCheckins).values({
    userId: me,
    partnerUid: partner,
    partnerConnectionScore: 2,
    partnerEmotionTag: "loved",
    partnerGratitudeNote: "You listened",
    isSharedWithPartner: true,
    timestamp: new Date("2024-05-03T20:00:00Z"),
  });
  await d.insert(sharedGoals).values([
    {
      user1Id: me,
      createdBy: me,
      title: "Run 5 km 🏃",
      description: "Slowly, then faster",
      visibility: "private",
      progress: 40,
      targetDate: "2025-06-01",
    },
    {
      user1Id: me,
      createdBy: me,
      title: "Read more",
      visibility: "shared",
      progress: 100,
      completedAt: new Date("2024-06-01T00:00:00Z"),
    },
    { user1Id: me, user2Id: partner, createdBy: me, title: "Cook together" },
    { user1Id: partner, user2Id: me, createdBy: partner, title: "PARTNER-GOAL" },
  ]);
  const [walk, stretch] = await d
    .insert(rituals)
    .values([
      {
        userId: me,
        title: "Evening walk",
        description: "Around the block, twice",
        type: "self-care",
        streakCount: 2,
        lastCompletedAt: new Date("2024-05-02T22:00:00Z"),
        completedByUserId: me,
        originalCompletionTime: new Date("2024-05-01T22:00:00Z"),
        moodBased: true,
      },
      { userId: me, title: "Stretch", type: "other", archivedAt: new Date("2024-07-01T00:00:00Z") },
      { userId: me, title: "Shared bath", type: "intimacy", sharedWithPartner: true },
      { userId: me, title: "Made for me", createdForPartnerId: partner },
      { userId: me, title: "Gone", deletedAt: new Date("2024-07-02T00:00:00Z") },
    ])
    .returning({ id: rituals.id });
  await d.insert(ritualCompletions).values([
    { ritualId: walk!.id, userId: me, completedAt: new Date("2024-05-01T22:00:00Z"), day: "2024-05-01" },
    { ritualId: walk!.id, userId: me, completedAt: new Date("2024-05-02T22:00:00Z"), day: "2024-05-02" },
    { ritualId: stretch!.id, userId: me, completedAt: new Date("2024-06-02T22:00:00Z"), day: "2024-06-02" },
  ]);
  return { me, partner };
}

/** Every importable table's rows of one person, without ids, owners, partners and the marks of the import. */
async function importableRows(userId: string) {
  const d = db();
  return {
    moods: await d
      .select({
        timestamp: moods.timestamp,
        value: moods.moodValue,
        keywords: moods.moodKeywords,
        emotionMetadata: moods.emotionMetadata,
        notes: moods.contextNotes,
        reflectionPrompt: moods.reflectionPrompt,
        reflection: moods.reflection,
        createdAt: moods.createdAt,
      })
      .from(moods)
      .where(eq(moods.userId, userId))
      .orderBy(asc(moods.timestamp)),
    personalCheckins: await d
      .select({
        score: emotionalCheckins.moodScore,
        state: emotionalCheckins.emotionalState,
        note: emotionalCheckins.gratitudeNote,
        createdAt: emotionalCheckins.createdAt,
      })
      .from(emotionalCheckins)
      .where(eq(emotionalCheckins.userId, userId))
      .orderBy(asc(emotionalCheckins.createdAt)),
    partnerCheckins: await d
      .select({
        score: partnerCheckins.partnerConnectionScore,
        tag: partnerCheckins.partnerEmotionTag,
        note: partnerCheckins.partnerGratitudeNote,
        timestamp: partnerCheckins.timestamp,
        createdAt: partnerCheckins.createdAt,
      })
      .from(partnerCheckins)
      .where(eq(partnerCheckins.userId, userId))
      .orderBy(asc(partnerCheckins.timestamp)),
    goals: await d
      .select({
        title: sharedGoals.title,
        description: sharedGoals.description,
        targetDate: sharedGoals.targetDate,
        visibility: sharedGoals.visibility,
        progress: sharedGoals.progress,
        completedAt: sharedGoals.completedAt,
        user2Id: sharedGoals.user2Id,
        createdAt: sharedGoals.createdAt,
        updatedAt: sharedGoals.updatedAt,
      })
      .from(sharedGoals)
      .where(eq(sharedGoals.createdBy, userId))
      .orderBy(asc(sharedGoals.title)),
    rituals: await d
      .select({
        title: rituals.title,
        description: rituals.description,
        type: rituals.type,
        streakCount: rituals.streakCount,
        lastCompletedAt: rituals.lastCompletedAt,
        completedBySelf: sql<boolean>`${rituals.completedByUserId} = ${userId}`,
        originalCompletionTime: rituals.originalCompletionTime,
        moodBased: rituals.moodBased,
        generatedByAi: rituals.generatedByAi,
        generatedAt: rituals.generatedAt,
        sharedWithPartner: rituals.sharedWithPartner,
        createdForPartnerId: rituals.createdForPartnerId,
        createdAt: rituals.createdAt,
        archivedAt: rituals.archivedAt,
        deletedAt: rituals.deletedAt,
      })
      .from(rituals)
      .where(eq(rituals.userId, userId))
      .orderBy(asc(rituals.title)),
    completions: await d
      .select({ ritual: rituals.title, day: ritualCompletions.day, completedAt: ritualCompletions.completedAt })
      .from(ritualCompletions)
      .innerJoin(rituals, eq(rituals.id, ritualCompletions.ritualId))
      .where(eq(ritualCompletions.userId, userId))
      .orderBy(asc(ritualCompletions.completedAt)),
  };
}

describe("Attune's JSON export, imported into a new account", () => {
  test("reproduces every importable row exactly, lists what stays out, and adds nothing the second time", async () => {
    const { me } = await populate();
    const file = await exportOf(me);
    const newcomer = await person({ timezone: NY });
    // Rollups built (decision 067): the import then keeps them, rather than leaving the first read to build them.
    await currentRollupZone(newcomer);

    const preview = await previewImport({ userId: newcomer, request: request(file) });
    expect(preview.kinds).toEqual([
      { kind: "moods", label: "Moods", toAdd: 2, alreadyImported: 0 },
      { kind: "personal_checkins", label: "Personal check-ins", toAdd: 2, alreadyImported: 0 },
      { kind: "partner_checkins", label: "Partner check-ins", toAdd: 1, alreadyImported: 0 },
      { kind: "goals", label: "Goals", toAdd: 2, alreadyImported: 0 },
      { kind: "rituals", label: "Rituals", toAdd: 2, alreadyImported: 0 },
      { kind: "ritual_completions", label: "Ritual completions", toAdd: 3, alreadyImported: 0 },
    ]);
    expect(preview.toAdd).toBe(12);
    expect(preview.notImported).toEqual(
      expect.arrayContaining([
        { section: "goals", rows: 1, reason: "it belongs to a partnership, not to you alone" },
        { section: "rituals", rows: 1, reason: "it belongs to a partnership, not to you alone" },
        { section: "rituals", rows: 1, reason: "your partner made it for you: it is theirs" },
        { section: "rituals", rows: 1, reason: "it was deleted before the export" },
        { section: "partner links", rows: 1, reason: "it belongs to a partnership, not to you alone" },
        { section: "profile", rows: 1, reason: "this account keeps its own settings" },
      ]),
    );
    expect(preview.errors).toEqual([]);
    expect(preview.sample[0]).toMatchObject({ day: "2024-03-10", time: "03:30", value: 2, note: expect.any(String) });

    const summary = await importHistory({ userId: newcomer, request: request(file) });
    expect(summary).toMatchObject({ added: 12, alreadyImported: 0, skipped: 0 });

    const source = await importableRows(me);
    const copy = await importableRows(newcomer);
    // What the import sets by rule rather than copies: the couple's items stay out, check-ins and goals name no
    // partner, and nothing imported is shared.
    expect(copy).toEqual({
      moods: source.moods,
      personalCheckins: source.personalCheckins,
      partnerCheckins: source.partnerCheckins,
      goals: source.goals.filter((g) => g.user2Id === null),
      rituals: source.rituals.filter((r) => !r.sharedWithPartner && !r.createdForPartnerId && !r.deletedAt),
      completions: source.completions,
    });

    // Private until shared, notes and reflections encrypted at rest.
    const marks = await db()
      .select({ isPrivate: moods.isPrivate, importId: moods.importId })
      .from(moods)
      .where(eq(moods.userId, newcomer));
    expect(marks.every((m) => m.isPrivate && m.importId === summary.importId)).toBe(true);
    const shared = await db()
      .select({ shared: partnerCheckins.isSharedWithPartner, partner: partnerCheckins.partnerUid })
      .from(partnerCheckins)
      .where(eq(partnerCheckins.userId, newcomer));
    expect(shared).toEqual([{ shared: false, partner: null }]);
    const raw = await db().execute(sql`
      select context_notes || coalesce(reflection, '') as text from moods
      where user_id = ${newcomer} and context_notes is not null
      union all select gratitude_note from emotional_checkins where user_id = ${newcomer} and gratitude_note is not null
      union all select description from shared_goals where created_by = ${newcomer} and description is not null`);
    const stored = (raw as unknown as { rows: { text: string }[] }).rows.map((r) => r.text);
    expect(stored).toHaveLength(3);
    for (const text of stored) expect(text).not.toMatch(/Dinner|Talking|Tea|Slowly/);

    // The rollups of the days touched match a rebuild from the rows.
    const rollups = await listDailyRollups(newcomer, "2024-01-01", "2024-12-31");
    expect(rollups.map((r) => r.day)).toEqual(expect.arrayContaining(["2024-03-10", "2024-05-01", "2024-05-03"]));
    await db().transaction((tx) => rebuildDailyRollups(newcomer, tx));
    expect(await listDailyRollups(newcomer, "2024-01-01", "2024-12-31")).toEqual(rollups);

    // The same file again: nothing added, everything found.
    const again = await previewImport({ userId: newcomer, request: request(file) });
    expect(again).toMatchObject({ toAdd: 0, alreadyImported: 12 });
    expect(await importHistory({ userId: newcomer, request: request(file) })).toMatchObject({
      added: 0,
      alreadyImported: 12,
    });
    expect(await importableRows(newcomer)).toEqual(copy);
    const records = await db()
      .select({ source: imports.source, added: imports.added })
      .from(imports)
      .where(eq(imports.userId, newcomer))
      .orderBy(asc(imports.createdAt));
    expect(records).toEqual([
      { source: "attune", added: 12 },
      { source: "attune", added: 0 },
    ]);
  });

  test("lists a bad row by section and position, and refuses a file that is not an export", async () => {
    const { me } = await populate();
    const file = JSON.parse(await exportOf(me));
    file.ritual_completions.push({ ...file.ritual_completions[0], id: "x", day: "2024-02-30" });
    file.moods[1].context_notes = "bell\u0007";
    const newcomer = await person({ timezone: NY });
    const preview = await previewImport({ userId: newcomer, request: request(JSON.stringify(file)) });
    expect(preview.errors.map((e) => [e.problem, e.message])).toEqual([
      ["control_characters", "Moods, row 2: it holds control characters (context_notes)."],
      ["invalid_row", "Ritual completions, row 4: a value is not one Attune writes (day)."],
    ]);
    expect(preview.kinds?.find((k) => k.kind === "moods")?.toAdd).toBe(1);
    await expect(importHistory({ userId: me, request: request(JSON.stringify(file)) })).rejects.toMatchObject({
      code: "VALIDATION",
      message: "This export comes from this account: everything in it is already here. Import it into another account.",
    });
    await expect(previewImport({ userId: newcomer, request: request('{"format":"other"}') })).rejects.toMatchObject({
      code: "VALIDATION",
      message: "This does not look like an Attune data export.",
    });
    await expect(previewImport({ userId: newcomer, request: request("full_date,mood\n") })).rejects.toMatchObject({
      code: "VALIDATION",
      message: "This file is not JSON: choose the .json file from Attune's data export.",
    });
  });

  test("leaves nothing behind when a row fails in the database part-way", async () => {
    const { me } = await populate();
    const read = planAttuneImport(await exportOf(me));
    if (!read.ok) throw new Error("export refused");
    // A title the goals' check refuses, written after the moods and check-ins went in.
    const plan = { ...read.plan, goals: [{ ...read.plan.goals[0]!, title: "" }] };
    const newcomer = await person({ timezone: NY });
    await expect(
      db().transaction(async (tx) => {
        await insertImport(newcomer, { source: "attune", skipped: 0 }, plan.moods, tx);
        await insertAttuneRows(newcomer, plan, tx);
      }),
    ).rejects.toThrow();
    expect(await importableRows(newcomer)).toEqual({
      moods: [],
      personalCheckins: [],
      partnerCheckins: [],
      goals: [],
      rituals: [],
      completions: [],
    });
    expect(await db().select().from(imports).where(eq(imports.userId, newcomer))).toEqual([]);
  });
});
