import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { liveEvents, moods, rituals, smartNotifications } from "@/db/schema";
import { archiveRitualAction } from "@/lib/actions/rituals";
import { RITUALS_TEXT } from "@/lib/domain/rituals/view";
import { formatDayKey, localDayKey } from "@/lib/domain/time";
import { completeRitual } from "@/lib/services/rituals/complete-ritual";
import { loadActionsAnalytics } from "@/lib/services/analytics/load-actions-analytics";
import { loadRituals } from "@/lib/services/rituals/load-rituals";
import { buildWorld } from "../../helpers/actors";
import { couple, person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";
import { generateRitualAs as generateAs } from "../../helpers/rituals";
import { sessionUserOf as userOf } from "../../helpers/session-user";

/**
 * Rituals that last (issue #33 point 4, decision 050) on a real database: a ritual is active until its owner archives
 * it, whatever its age; each card carries its streak and last completion by the same rule as the Actions & Rituals
 * page; archive and restore act on the person's own copy only, and on nobody else's ritual.
 */

const DAY = 86_400_000;

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id);
const archivedAtOf = async (id: string) =>
  (await db().select({ at: rituals.archivedAt }).from(rituals).where(eq(rituals.id, id)))[0]!.at;

/** The notices "{partner} completed a ritual" the person was sent (lib/messaging/notices.ts). */
const completionNoticesOf = (userId: string) =>
  db()
    .select({ title: smartNotifications.title })
    .from(smartNotifications)
    .where(and(eq(smartNotifications.userId, userId), eq(smartNotifications.type, "partner_activity")));

/** A ritual made a month ago, completed the day before yesterday and yesterday: a 2-day streak alive today. */
async function monthOldRitual(userId: string, now: Date): Promise<string> {
  const id = await generateAs(userId);
  await db()
    .update(rituals)
    .set({ createdAt: new Date(now.getTime() - 30 * DAY) })
    .where(eq(rituals.id, id));
  for (const ago of [2, 1]) {
    await completeRitual({ user: userOf(userId), input: { ritualId: id }, now: new Date(now.getTime() - ago * DAY) });
  }
  return id;
}

describe("active until archived, not by age", () => {
  test("a ritual made 30 days ago and completed yesterday is active, with its streak and last completion", async () => {
    const me = await person();
    const now = new Date();
    const id = await monthOldRitual(me, now);
    const yesterday = formatDayKey(localDayKey(new Date(now.getTime() - DAY), "UTC"));

    const view = await loadRituals({ user: userOf(me), now });
    expect(ids(view.active)).toEqual([id]);
    expect(view.archived).toEqual([]);
    expect(view.active[0]).toMatchObject({
      streak: 2,
      streakText: "2-day streak",
      lastCompleted: expect.stringMatching(new RegExp(`^Last completed ${yesterday}`)),
      archived: false,
      completedToday: false,
    });

    // The same rule as /dashboard/actions: one standing for the ritual on both pages.
    const actions = await loadActionsAnalytics({ userId: me, range: 30, now });
    expect(actions.rituals.rows).toEqual([
      expect.objectContaining({ id, streak: 2, standing: `2-day streak · ${view.active[0]!.lastCompleted}` }),
    ]);
  });

  test("archive moves it to the archived list with its standing; restore brings it back", async () => {
    const me = await person();
    const now = new Date();
    const id = await monthOldRitual(me, now);
    await actAs(me);

    expect(await archiveRitualAction({ ritualId: id, archived: true })).toEqual({ ok: true, data: undefined });
    let view = await loadRituals({ user: userOf(me), now });
    expect(view.active).toEqual([]);
    expect(view.archived).toEqual([expect.objectContaining({ id, archived: true, streakText: "2-day streak" })]);
    const first = await archivedAtOf(id);
    expect(first).not.toBeNull();
    // Archiving again keeps the moment it first left the list.
    await archiveRitualAction({ ritualId: id, archived: true });
    expect(await archivedAtOf(id)).toEqual(first);

    expect(await archiveRitualAction({ ritualId: id, archived: false })).toEqual({ ok: true, data: undefined });
    view = await loadRituals({ user: userOf(me), now });
    expect(ids(view.active)).toEqual([id]);
    expect(view.archived).toEqual([]);
    expect(await archivedAtOf(id)).toBeNull();
  });

  test("archiving the open mood-based ritual lifts the generation block; restoring it brings the block back", async () => {
    const me = await person();
    await db()
      .insert(moods)
      .values([{ userId: me, moodValue: -2, timestamp: new Date() }]);
    const id = await generateAs(me);
    expect((await loadRituals({ user: userOf(me) })).blocked).toBe(true);
    await actAs(me);
    await archiveRitualAction({ ritualId: id, archived: true });
    expect((await loadRituals({ user: userOf(me) })).blocked).toBe(false);
    await archiveRitualAction({ ritualId: id, archived: false });
    expect((await loadRituals({ user: userOf(me) })).blocked).toBe(true);
  });
});

describe("whose list", () => {
  test("nobody else archives or restores the owner's ritual", async () => {
    const world = await buildWorld();
    const id = await generateAs(world.owner);
    for (const other of [world.partner, world.exPartner, world.stranger, world.admin]) {
      await actAs(other);
      for (const archived of [true, false]) {
        expect(await archiveRitualAction({ ritualId: id, archived })).toMatchObject({
          ok: false,
          error: { code: "NOT_FOUND", message: RITUALS_TEXT.notFound },
        });
      }
    }
    await actAs(null);
    expect(await archiveRitualAction({ ritualId: id, archived: true })).toMatchObject({
      ok: false,
      error: { code: "UNAUTHENTICATED" },
    });
    expect(await archivedAtOf(id)).toBeNull();
  });

  test("a deleted ritual is not archived or restored; a malformed request changes nothing", async () => {
    const me = await person();
    const id = await generateAs(me);
    await db().update(rituals).set({ deletedAt: new Date() }).where(eq(rituals.id, id));
    await actAs(me);
    expect(await archiveRitualAction({ ritualId: id, archived: true })).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND" },
    });
    expect(await archiveRitualAction({ ritualId: id })).toMatchObject({ ok: false, error: { code: "VALIDATION" } });
    expect(await archivedAtOf(id)).toBeNull();
  });

  test("a shared ritual: each partner archives their own copy; the other's stays active and keeps its streak", async () => {
    const { viewer, partner } = await couple({ viewer: { displayName: "Robin Park" } });
    const id = await generateAs(viewer);
    const [theirCopy] = await db().select().from(rituals).where(eq(rituals.userId, partner));
    await actAs(viewer);
    await archiveRitualAction({ ritualId: id, archived: true });
    expect(await archivedAtOf(theirCopy!.id)).toBeNull();
    expect(ids((await loadRituals({ user: userOf(partner) })).active)).toEqual([theirCopy!.id]);

    // The partner completes: their streak is written to both copies, so a restore shows the truth, but the
    // person who archived theirs is not told about a ritual that is off their list.
    await completeRitual({ user: userOf(partner), input: { ritualId: theirCopy!.id } });
    const [mine] = await db().select().from(rituals).where(eq(rituals.id, id));
    expect(mine).toMatchObject({ streakCount: 1 });
    expect(mine!.archivedAt).not.toBeNull();
    const told = await db()
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.recipientId, viewer), eq(liveEvents.kind, "partner_ritual_completed")));
    expect(told).toEqual([]);
    expect(await completionNoticesOf(viewer)).toEqual([]);
    expect((await loadRituals({ user: userOf(viewer) })).archived).toEqual([
      expect.objectContaining({ id, streakText: "1-day streak" }),
    ]);

    // The other way round, the partner who kept theirs is told as before.
    await completeRitual({ user: userOf(viewer), input: { ritualId: id } });
    const toldPartner = await db()
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.recipientId, partner), eq(liveEvents.kind, "partner_ritual_completed")));
    expect(toldPartner).toHaveLength(1);
    expect(await completionNoticesOf(partner)).toHaveLength(1);
  });
});
