import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { achievements, liveEvents, moods, ritualFeedback, ritualReflections, rituals } from "@/db/schema";
import {
  completeRitualAction,
  deleteRitualAction,
  generateRitualAction,
  rateRitualAction,
  reflectOnRitualAction,
} from "@/lib/actions/rituals";
import { listRitualsForScore } from "@/lib/data/rituals";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { completeRitual } from "@/lib/services/rituals/complete-ritual";
import { loadRituals } from "@/lib/services/rituals/load-rituals";
import { buildWorld } from "../../helpers/actors";
import { couple, person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";
import { generateRitualAs as generateAs } from "../../helpers/rituals";
import { sessionUserOf as userOf } from "../../helpers/session-user";

/**
 * Rituals (issue #16, decision 037) on a real database: generation offline from the library, one pair id for both
 * copies, the completion log and the streak from it, the partner's progress and live notice, creator-only delete
 * mirrored through the pair, reflections and feedback, and what the health score and achievements read.
 */

const DAY = 86_400_000;

const rowsOf = (userId: string) => db().select().from(rituals).where(eq(rituals.userId, userId));

describe("generation", () => {
  test("alone: one ritual from the library, marked generated but not by AI", async () => {
    const me = await person();
    const id = await generateAs(me);
    const [row] = await rowsOf(me);
    expect(row).toMatchObject({ id, pairId: null, generatedByAi: false, sharedWithPartner: false });
    expect(row!.generatedAt).not.toBeNull();
  });

  test("with a partner: two copies under one pair id, the partner's made for them by the person", async () => {
    const { viewer, partner } = await couple();
    const id = await generateAs(viewer);
    const [mine] = await rowsOf(viewer);
    const [theirs] = await rowsOf(partner);
    expect(mine!.id).toBe(id);
    expect(theirs).toMatchObject({
      pairId: mine!.pairId,
      createdForPartnerId: viewer,
      title: mine!.title,
      sharedWithPartner: true,
    });
    expect(mine!.pairId).not.toBeNull();
  });

  test("never repeats a title, and waits while a mood-based ritual is open", async () => {
    const me = await person();
    await db()
      .insert(moods)
      .values([{ userId: me, moodValue: -2, timestamp: new Date() }]);
    await generateAs(me);
    await actAs(me);
    expect(await generateRitualAction()).toMatchObject({
      ok: false,
      error: { code: "CONFLICT", message: RITUALS_TEXT.blocked },
    });
    expect((await loadRituals({ user: userOf(me) })).blocked).toBe(true);
  });
});

describe("completion", () => {
  test("the log gives the streak; a second completion on a day changes nothing; both copies carry it", async () => {
    const { viewer, partner } = await couple();
    const id = await generateAs(viewer);
    const [theirCopy] = await rowsOf(partner);
    const now = new Date();
    const first = await completeRitual({ user: userOf(viewer), input: { ritualId: id }, now });
    expect(first).toEqual({ newStreak: 1, celebrate: false, created: true });
    expect(await completeRitual({ user: userOf(viewer), input: { ritualId: id }, now })).toMatchObject({
      created: false,
      newStreak: 1,
    });
    const [copy] = await db().select().from(rituals).where(eq(rituals.id, theirCopy!.id));
    expect(copy).toMatchObject({ streakCount: 1, completedByUserId: viewer });
    // The partner is told, by a live event naming their own copy.
    const events = await db().select().from(liveEvents).where(eq(liveEvents.recipientId, partner));
    expect(events).toContainEqual(expect.objectContaining({ kind: "partner_ritual_completed", refId: theirCopy!.id }));
  });

  test("who has done it today, as each partner sees it", async () => {
    const { viewer, partner } = await couple({ partner: { displayName: "Robin Park" } });
    const id = await generateAs(viewer);
    await completeRitual({ user: userOf(viewer), input: { ritualId: id } });
    expect((await loadRituals({ user: userOf(viewer) })).active[0]!.partnerText).toBe(RITUALS_TEXT.youFirst);
    const [theirCopy] = await rowsOf(partner);
    const theirView = await loadRituals({ user: userOf(partner) });
    expect(theirView.active[0]!.partnerText).toMatch(/completed this ritual - now it's your turn!$/);
    await completeRitual({ user: userOf(partner), input: { ritualId: theirCopy!.id } });
    expect((await loadRituals({ user: userOf(viewer) })).active[0]!.partnerText).toBe(RITUALS_TEXT.bothToday);
  });

  test("seven days in a row: the celebration, ritual_master, and the health score reads each completion", async () => {
    const me = await person();
    const id = await generateAs(me);
    const start = Date.now() - 6 * DAY;
    let last = { newStreak: 0, celebrate: false, created: false };
    for (let d = 0; d < 7; d++) {
      last = await completeRitual({ user: userOf(me), input: { ritualId: id }, now: new Date(start + d * DAY) });
    }
    expect(last).toEqual({ newStreak: 7, celebrate: true, created: true });
    const earned = await db()
      .select({ milestone: achievements.milestoneType })
      .from(achievements)
      .where(and(eq(achievements.userId, me), eq(achievements.milestoneType, "ritual_master")));
    expect(earned).toHaveLength(1);
    const [scored] = await listRitualsForScore(me, new Date(start - DAY));
    expect(scored!.completions).toHaveLength(7);
  });
});

describe("who may do what", () => {
  test("only the creator deletes; the delete reaches the partner's copy", async () => {
    const { viewer, partner } = await couple();
    const id = await generateAs(viewer);
    const [theirCopy] = await rowsOf(partner);
    await actAs(partner);
    expect(await deleteRitualAction({ ritualId: theirCopy!.id })).toMatchObject({
      ok: false,
      error: { code: "FORBIDDEN", message: "Only the creator of this ritual can delete it" },
    });
    await actAs(viewer);
    expect(await deleteRitualAction({ ritualId: id })).toEqual({ ok: true, data: undefined });
    const all = [...(await rowsOf(viewer)), ...(await rowsOf(partner))];
    expect(all.every((r) => r.deletedAt !== null)).toBe(true);
  });

  test("nobody else completes, deletes, reflects on or rates the owner's ritual", async () => {
    const world = await buildWorld();
    const id = await generateAs(world.owner);
    for (const other of [world.partner, world.exPartner, world.stranger, world.admin]) {
      await actAs(other);
      for (const result of [
        await completeRitualAction({ ritualId: id }),
        await deleteRitualAction({ ritualId: id }),
        await reflectOnRitualAction({ ritualId: id, liked: true }),
        await rateRitualAction({ ritualId: id, liked: true }),
      ]) {
        expect(result).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
      }
    }
    await actAs(null);
    expect(await completeRitualAction({ ritualId: id })).toMatchObject({
      ok: false,
      error: { code: "UNAUTHENTICATED" },
    });
    const [row] = await db().select().from(rituals).where(eq(rituals.id, id));
    expect(row).toMatchObject({ streakCount: 0, deletedAt: null });
  });

  test("a reflection needs a yes or no; feedback is one vote, changed by voting again", async () => {
    const me = await person();
    const id = await generateAs(me);
    await actAs(me);
    expect(await reflectOnRitualAction({ ritualId: id })).toMatchObject({ ok: false, error: { code: "VALIDATION" } });
    // Calm words: no help lines for the author (decision 080).
    expect(await reflectOnRitualAction({ ritualId: id, liked: true, responseText: "A slower evening" })).toEqual({
      ok: true,
      data: { support: null },
    });
    const [reflection] = await db().select().from(ritualReflections).where(eq(ritualReflections.ritualId, id));
    expect(reflection).toMatchObject({ liked: true, responseText: "A slower evening" });
    await rateRitualAction({ ritualId: id, liked: true });
    await rateRitualAction({ ritualId: id, liked: false });
    const votes = await db().select().from(ritualFeedback).where(eq(ritualFeedback.ritualId, id));
    expect(votes).toEqual([expect.objectContaining({ liked: false })]);
  });
});
