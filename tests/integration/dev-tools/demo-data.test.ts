import { and, eq, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import {
  achievements,
  adminAuditEvents,
  biometricData,
  demoRows,
  emotionalCheckins,
  moods,
  partnerCheckins,
  ritualCompletions,
  rituals,
  sharedGoals,
} from "@/db/schema";
import { generateDemoDataAction, removeDemoDataAction } from "@/lib/actions/demo";
import { DEMO_TABLES, DEMO_TEXT, type DemoTable } from "@/lib/domain/demo/kinds";
import { keyIdOf } from "@/lib/security/encryption";
import { deleteAccount } from "@/lib/services/account/delete-account";
import { generateDemoData } from "@/lib/services/dev-tools/generate-demo-data";
import { loadDashboardInput } from "@/lib/services/dashboard/load-dashboard-input";
import { loadDemoSetup } from "@/lib/services/dev-tools/load-demo-setup";
import { loadHealthScores } from "@/lib/services/health-score/load-health-scores";
import { logMood } from "@/lib/services/moods/log-mood";
import { moodLogSchema } from "@/lib/validation/entries";
import { couple, person, setPartnerSharing } from "../../helpers/couples";
import { dashboardOf } from "../../helpers/dashboard";
import { actAs } from "../../helpers/request-context";

/**
 * /demo-setup (issue #19): a generated history written as the person's own rows, every one registered in demo_rows,
 * filling the dashboard; refused while it exists; removed exactly, leaving what the person logged; audited both ways;
 * never writing a row of the partner's; acting on the caller alone; gone with the account.
 */

const ZONE = "America/New_York";

/** Every table the demo writes, with the column naming whose row it is. */
const OWNED: Record<DemoTable, { table: PgTable; id: PgColumn; owner: PgColumn }> = {
  moods: { table: moods, id: moods.id, owner: moods.userId },
  biometric_data: { table: biometricData, id: biometricData.id, owner: biometricData.userId },
  partner_checkins: { table: partnerCheckins, id: partnerCheckins.id, owner: partnerCheckins.userId },
  emotional_checkins: { table: emotionalCheckins, id: emotionalCheckins.id, owner: emotionalCheckins.userId },
  rituals: { table: rituals, id: rituals.id, owner: rituals.userId },
  ritual_completions: { table: ritualCompletions, id: ritualCompletions.id, owner: ritualCompletions.userId },
  shared_goals: { table: sharedGoals, id: sharedGoals.id, owner: sharedGoals.createdBy },
  achievements: { table: achievements, id: achievements.id, owner: achievements.userId },
};

async function idsOwnedBy(userId: string, kind: DemoTable): Promise<string[]> {
  const { table, id, owner } = OWNED[kind];
  const rows = (await db().select({ id }).from(table).where(eq(owner, userId))) as { id: string }[];
  return rows.map((r) => r.id).sort();
}

async function registered(userId: string, kind: DemoTable): Promise<string[]> {
  const rows = await db()
    .select({ id: demoRows.rowId })
    .from(demoRows)
    .where(and(eq(demoRows.userId, userId), eq(demoRows.tableName, kind)));
  return rows.map((r) => r.id).sort();
}

/** Row ids of everything the person owns in the demo's tables (to compare before and after). */
async function everythingOwnedBy(userId: string): Promise<Record<DemoTable, string[]>> {
  const entries = await Promise.all(DEMO_TABLES.map(async (kind) => [kind, await idsOwnedBy(userId, kind)] as const));
  return Object.fromEntries(entries) as Record<DemoTable, string[]>;
}

async function auditOf(userId: string) {
  return db()
    .select({
      action: adminAuditEvents.action,
      actorId: adminAuditEvents.actorId,
      targetUserId: adminAuditEvents.targetUserId,
      detail: adminAuditEvents.detail,
    })
    .from(adminAuditEvents)
    .where(or(eq(adminAuditEvents.actorId, userId), eq(adminAuditEvents.targetUserId, userId)))
    .orderBy(adminAuditEvents.createdAt);
}

async function generateAs(userId: string, input: unknown = {}) {
  await actAs(userId);
  const result = await generateDemoDataAction(input);
  if (!result.ok) throw new Error(`generate failed: ${result.error.message}`);
  return result.data;
}

const logOwnMood = (userId: string, note: string) =>
  logMood({ userId, input: moodLogSchema.parse({ moodValue: 1, keywords: ["calm"], contextNotes: note }) });

describe("generating demo data", () => {
  // The day's sleep entry is written at 7 am local time and only once that hour has passed, so how many there are
  // depends on the hour: these tests run at 2 pm in New York, whenever CI runs them (it failed between midnight and
  // 7 am there). Only Date is faked; timers and I/O run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-15T18:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("a new account gets every kind, each row registered, and a dashboard with every card of its own filled", async () => {
    const userId = await person({ displayName: "Nova Reed", timezone: ZONE });
    const { counts, total } = await generateAs(userId);

    for (const kind of DEMO_TABLES) {
      expect(counts[kind], kind).toBeGreaterThan(0);
      // Exactly the rows the person now owns in that table, and each registered once.
      expect(await registered(userId, kind), kind).toEqual(await idsOwnedBy(userId, kind));
      expect((await registered(userId, kind)).length, kind).toBe(counts[kind]);
    }
    expect(total).toBe(DEMO_TABLES.reduce((sum, kind) => sum + counts[kind], 0));
    expect(await loadDemoSetup({ userId })).toEqual({ hasDemoData: true, counts, total, partnered: false });

    const model = await dashboardOf(userId);
    expect(model.moodChart.hasUserData).toBe(true);
    expect(model.connectionChart.isEmpty).toBe(false);
    expect(model.moodTags.tags.length).toBeGreaterThan(0);
    expect(model.privateThoughts.length).toBeGreaterThan(0);
    expect(model.weeklySummary.hasData).toBe(true);
    expect(model.insights.length).toBeGreaterThan(0);
    expect(model.achievements.total).toBe(counts.achievements);
    const input = await loadDashboardInput({ userId, now: new Date() });
    expect(input.user.rituals.length).toBe(counts.rituals);
    expect(input.user.rituals.some((r) => r.completions.length > 0)).toBe(true);

    // The scores were recalculated with the demo in them: past the building phase at once, no job run needed.
    const { health } = await loadHealthScores({ userId });
    expect(health.score30.isBuildingPhase).toBe(false);
    expect(health.score30.finalScore).toBeGreaterThan(0);
    expect(health.history30.some((point) => point.healthScore > 0)).toBe(true);
  });

  test("notes and the goal's description are stored encrypted, like everyone's", async () => {
    const userId = await person({ timezone: ZONE });
    await generateAs(userId);
    const raw = (await db().execute(
      sql`select context_notes as note from moods where user_id = ${userId} and context_notes is not null
          union all select description from shared_goals where created_by = ${userId}`,
    )) as unknown as { rows: { note: string }[] };
    expect(raw.rows.length).toBeGreaterThan(1);
    for (const { note } of raw.rows) expect(keyIdOf(note), note).toBeTruthy();
    const [goal] = await db()
      .select({ description: sharedGoals.description })
      .from(sharedGoals)
      .where(eq(sharedGoals.createdBy, userId));
    expect(goal!.description).toMatch(/demo data/);
    // Sleep and stress rows say where they came from, in the person's data export too.
    const sources = await db()
      .selectDistinct({ source: biometricData.dataSource })
      .from(biometricData)
      .where(eq(biometricData.userId, userId));
    expect(sources).toEqual([{ source: "demo" }]);
  });

  test("is audited with what was written", async () => {
    const userId = await person({ timezone: ZONE });
    const { counts } = await generateAs(userId, { weeks: 2 });
    const audit = await auditOf(userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "demo_data_generated", actorId: userId, targetUserId: userId });
    expect(audit[0]!.detail).toMatchObject({
      weeks: 2,
      partnered: false,
      moods: counts.moods,
      rituals: counts.rituals,
    });
    expect((await idsOwnedBy(userId, "biometric_data")).length).toBe(14);
  });

  test("a second generation is refused and writes nothing", async () => {
    const userId = await person({ timezone: ZONE });
    await generateAs(userId);
    const before = await everythingOwnedBy(userId);

    const again = await generateDemoDataAction({});
    expect(again).toMatchObject({ ok: false, error: { code: "CONFLICT", message: DEMO_TEXT.alreadyGenerated } });
    // Two at once: the lock lets one through at most (here none, the demo is already there).
    const raced = await Promise.allSettled([generateDemoData({ userId }), generateDemoData({ userId })]);
    expect(raced.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await everythingOwnedBy(userId)).toEqual(before);
    expect((await auditOf(userId)).map((a) => a.action)).toEqual(["demo_data_generated"]);
  });

  test("five generations an hour per person (issue #30): the sixth is refused in words and writes nothing", async () => {
    const userId = await person({ timezone: ZONE });
    await actAs(userId);
    for (let round = 0; round < 5; round++) {
      expect(await generateDemoDataAction({ weeks: 1 })).toMatchObject({ ok: true });
      expect(await removeDemoDataAction({})).toMatchObject({ ok: true });
    }
    const sixth = await generateDemoDataAction({ weeks: 1 });
    expect(sixth).toMatchObject({ ok: false, error: { code: "RATE_LIMITED", message: /Too many attempts/ } });
    expect((await idsOwnedBy(userId, "moods")).length).toBe(0);
  });

  test("two generations racing on an empty account write one demo", async () => {
    const userId = await person({ timezone: ZONE });
    const raced = await Promise.allSettled([generateDemoData({ userId }), generateDemoData({ userId })]);
    expect(raced.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const fulfilled = raced.find((r) => r.status === "fulfilled")!;
    expect((await idsOwnedBy(userId, "moods")).length).toBe(fulfilled.value.counts.moods);
  });

  test("a payload cannot pick the account or stretch the history past the limit", async () => {
    const userId = await person({ timezone: ZONE });
    const other = await person({ timezone: ZONE });
    await actAs(userId);
    expect(await generateDemoDataAction({ weeks: 52 })).toMatchObject({ ok: false, error: { code: "VALIDATION" } });
    await generateAs(userId, { weeks: 1, userId: other });
    expect(await registered(other, "moods")).toEqual([]);
    expect((await registered(userId, "biometric_data")).length).toBe(7);
  });

  test("anonymous callers are refused", async () => {
    await actAs(null);
    expect(await generateDemoDataAction({})).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    expect(await removeDemoDataAction()).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
  });
});

describe("removing demo data", () => {
  test("deletes exactly the demo rows and keeps what the person logged, before and after", async () => {
    const userId = await person({ timezone: ZONE });
    const before = await logOwnMood(userId, "my own note from before");
    const { counts } = await generateAs(userId);
    const after = await logOwnMood(userId, "my own note from after");

    const removed = await removeDemoDataAction();
    expect(removed).toMatchObject({ ok: true, data: { counts } });

    const left = await everythingOwnedBy(userId);
    expect(left.moods).toEqual([before.moodId, after.moodId].sort());
    for (const kind of DEMO_TABLES.filter((k) => k !== "moods" && k !== "achievements"))
      expect(left[kind], kind).toEqual([]);
    // The person's own first mood earned "First Mood Logged" for real: the demo never touched it.
    const kept = await db()
      .select({ title: achievements.title })
      .from(achievements)
      .where(eq(achievements.userId, userId));
    expect(kept.map((a) => a.title)).toContain("First Mood Logged");
    expect(left.achievements).toHaveLength(kept.length);
    expect(await db().select().from(demoRows).where(eq(demoRows.userId, userId))).toEqual([]);
    expect((await dashboardOf(userId)).privateThoughts.map((t) => t.note).sort()).toEqual([
      "my own note from after",
      "my own note from before",
    ]);
    expect(await loadDemoSetup({ userId })).toMatchObject({ hasDemoData: false, total: 0 });

    const audit = await auditOf(userId);
    expect(audit.map((a) => a.action)).toEqual(["demo_data_generated", "demo_data_removed"]);
    expect(audit[1]).toMatchObject({ actorId: userId, targetUserId: userId });
    expect(audit[1]!.detail).toMatchObject({ moods: counts.moods, ritual_completions: counts.ritual_completions });

    // Nothing left to remove: refused, and not audited again. A new demo may be generated.
    expect(await removeDemoDataAction()).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND", message: DEMO_TEXT.nothingToRemove },
    });
    expect(await auditOf(userId)).toHaveLength(2);
    expect((await generateAs(userId)).total).toBeGreaterThan(0);
  });

  test("someone else's demo cannot be removed: the action acts on the caller only", async () => {
    const owner = await person({ timezone: ZONE });
    const stranger = await person({ timezone: ZONE });
    await generateAs(owner);
    const before = await everythingOwnedBy(owner);

    await actAs(stranger);
    expect(await removeDemoDataAction({ userId: owner })).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
    expect(await everythingOwnedBy(owner)).toEqual(before);
    expect((await loadDemoSetup({ userId: owner })).hasDemoData).toBe(true);
  });
});

describe("with a partner", () => {
  test("nothing owned by the partner is written, and nothing invented reaches them", async () => {
    const { viewer, partner } = await couple({ viewer: { timezone: ZONE }, partner: { timezone: ZONE } });
    await logOwnMood(partner, "the partner's own mood");
    const partnersBefore = await everythingOwnedBy(partner);
    const goalsNamingPartnerBefore = await db()
      .select({ id: sharedGoals.id })
      .from(sharedGoals)
      .where(eq(sharedGoals.user2Id, partner));

    const { counts } = await generateAs(viewer);
    expect(await loadDemoSetup({ userId: viewer })).toMatchObject({ partnered: true });

    expect(await everythingOwnedBy(partner)).toEqual(partnersBefore);
    expect(await db().select().from(demoRows).where(eq(demoRows.userId, partner))).toEqual([]);
    // No partner copies of rituals: the demo's rituals are the viewer's alone.
    const demoRituals = await db()
      .select({ pairId: rituals.pairId, shared: rituals.sharedWithPartner })
      .from(rituals)
      .where(eq(rituals.userId, viewer));
    expect(demoRituals.every((r) => r.pairId === null && !r.shared)).toBe(true);
    expect(await db().select().from(rituals).where(eq(rituals.createdForPartnerId, viewer))).toEqual([]);

    // The viewer's check-ins are about the partner but never shared, although the viewer's sharing is on...
    const checkins = await db()
      .select({ about: partnerCheckins.partnerUid, shared: partnerCheckins.isSharedWithPartner })
      .from(partnerCheckins)
      .where(eq(partnerCheckins.userId, viewer));
    expect(checkins).toHaveLength(counts.partner_checkins);
    expect(checkins.every((c) => c.about === partner && !c.shared)).toBe(true);
    // ...so the partner's dashboard shows none of them.
    const seen = await loadDashboardInput({ userId: partner, now: new Date() });
    expect(seen.partner!.sharedCheckins).toEqual([]);
    // The goal is the viewer's and private: the partner never sees an invented goal.
    const goals = await db()
      .select({ createdBy: sharedGoals.createdBy, user2Id: sharedGoals.user2Id, visibility: sharedGoals.visibility })
      .from(sharedGoals)
      .where(eq(sharedGoals.user1Id, viewer));
    expect(goals).toEqual([{ createdBy: viewer, user2Id: partner, visibility: "private" }]);
    expect(goalsNamingPartnerBefore).toEqual([]);

    // Removing it takes all of it back, the partner's data untouched again.
    await actAs(viewer);
    expect((await removeDemoDataAction()).ok).toBe(true);
    expect(await everythingOwnedBy(partner)).toEqual(partnersBefore);
    expect((await loadDashboardInput({ userId: partner, now: new Date() })).partner!.sharedCheckins).toEqual([]);
  });

  test("with the author's partner sharing off, demo check-ins stay private", async () => {
    const { viewer, partner } = await couple({ viewer: { timezone: ZONE } });
    await setPartnerSharing(viewer, false);
    await generateAs(viewer);
    const shared = await db()
      .select({ id: partnerCheckins.id })
      .from(partnerCheckins)
      .where(and(eq(partnerCheckins.userId, viewer), eq(partnerCheckins.isSharedWithPartner, true)));
    expect(shared).toEqual([]);
    await setPartnerSharing(viewer, true);
    // Turning sharing on later does not share them: they were written private, as a real one would have been.
    expect((await loadDashboardInput({ userId: partner, now: new Date() })).partner!.sharedCheckins).toEqual([]);
  });
});

describe("deleting the account", () => {
  test("removes the demo rows with it; the audit entries stay without the person", async () => {
    const userId = await person({ timezone: ZONE });
    await generateAs(userId);
    await deleteAccount({ userId });
    expect(await db().select().from(demoRows).where(eq(demoRows.userId, userId))).toEqual([]);
    for (const kind of DEMO_TABLES) expect(await idsOwnedBy(userId, kind), kind).toEqual([]);
    const orphaned = await db()
      .select({ action: adminAuditEvents.action, detail: adminAuditEvents.detail })
      .from(adminAuditEvents)
      .where(sql`${adminAuditEvents.actorId} is null and ${adminAuditEvents.action} = 'demo_data_generated'`);
    expect(orphaned.length).toBeGreaterThan(0);
  });
});
