import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
// refresh() only works inside a real server action request; here it is a no-op to check it was asked for.
const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ refresh }));

import { db } from "@/db/client";
import {
  emotionalCheckins,
  imports,
  moods,
  partnerCheckins,
  partnerLinks,
  ritualCompletions,
  rituals,
  userSettings,
} from "@/db/schema";
import { dismissFirstWeekGuideAction } from "@/lib/actions/insights";
import type { FirstWeekGuide } from "@/lib/domain/first-week-guide";
import { acceptPartnerInvitation } from "@/lib/services/partners/accept-partner-invitation";
import { loadFirstWeekGuide } from "@/lib/services/dashboard/load-first-week-guide";
import { updateSharingPreferences } from "@/lib/services/partners/update-sharing-preferences";
import { ALL_GRANTS_ON, couple, link, person, setGrants, setMoodConsent, unlink } from "../../helpers/couples";
import { emailOf, invitationTo } from "../../helpers/invitations";
import { actAs } from "../../helpers/request-context";

/**
 * The dashboard's first-week guide (issue #32) from real rows: each step ticks from the person's own data, the guide is
 * gone for a person who did everything or dismissed it, and nothing of the partner shows but their first name.
 */

const done = (guide: FirstWeekGuide | null) => guide?.steps.filter((s) => s.done).map((s) => s.id) ?? null;

async function logMood(userId: string) {
  await db().insert(moods).values({ userId, moodValue: 1 });
}

async function personalCheckin(userId: string) {
  await db().insert(emotionalCheckins).values({ userId, moodScore: 1, emotionalState: "calm" });
}

async function partnerCheckin(userId: string, aboutId: string) {
  await db()
    .insert(partnerCheckins)
    .values({ userId, partnerUid: aboutId, partnerConnectionScore: 2, partnerEmotionTag: "loved" });
}

/** A ritual of `ownerId`'s, completed once by `completerId` (the owner, unless a test says otherwise). */
async function completedRitual(ownerId: string, completerId = ownerId) {
  const [ritual] = await db().insert(rituals).values({ userId: ownerId, title: "Evening walk" }).returning();
  await db()
    .insert(ritualCompletions)
    .values({ ritualId: ritual!.id, userId: completerId, completedAt: new Date(), day: "2026-03-10" });
}

describe("loadFirstWeekGuide: steps tick from real rows", () => {
  test("a new person alone: nothing done, inviting a partner first", async () => {
    const guide = await loadFirstWeekGuide({ userId: await person() });
    expect(guide).toMatchObject({ doneCount: 0, total: 5, next: { id: "invite" } });
    expect(guide!.steps.find((s) => s.id === "share")).toMatchObject({ available: false, done: false });
  });

  test("alone: a mood, a personal check-in, a completed ritual and a sent invitation each tick their own step", async () => {
    const me = await person();
    await logMood(me);
    expect(done(await loadFirstWeekGuide({ userId: me }))).toEqual(["mood"]);
    await personalCheckin(me);
    expect(done(await loadFirstWeekGuide({ userId: me }))).toEqual(["mood", "checkin"]);
    await completedRitual(me);
    expect(done(await loadFirstWeekGuide({ userId: me }))).toEqual(["mood", "checkin", "ritual"]);

    await invitationTo(me, await person());
    const guide = await loadFirstWeekGuide({ userId: me });
    expect(done(guide)).toEqual(["invite", "mood", "checkin", "ritual"]);
    // The only step left waits for the partner: the guide stays, with no next step to push.
    expect(guide).toMatchObject({ doneCount: 4, next: null });
  });

  test("bringing one's history is offered beside the steps until the person has imported a file", async () => {
    const me = await person();
    expect((await loadFirstWeekGuide({ userId: me }))?.optional?.href).toBe("/settings/import");
    await db().insert(imports).values({ userId: me, source: "csv", added: 0, skipped: 1 });
    const guide = await loadFirstWeekGuide({ userId: me });
    expect(guide?.optional).toBeNull();
    expect(guide?.total).toBe(5);
  });

  test("an invitation that has expired does not count", async () => {
    const me = await person();
    await invitationTo(me, await person());
    await db()
      .update(partnerLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(partnerLinks.userId, me));
    expect(done(await loadFirstWeekGuide({ userId: me }))).toEqual([]);
  });

  test("a ritual merely created, or completed only by the partner, does not count", async () => {
    const { viewer, partner } = await couple();
    await db().insert(rituals).values({ userId: viewer, title: "Not done yet" });
    await completedRitual(viewer, partner);
    expect(done(await loadFirstWeekGuide({ userId: viewer }))).not.toContain("ritual");
  });

  test("a couple from a real acceptance: connected, and sharing starts off whatever was on before", async () => {
    const inviter = await person({ displayName: "Jamie Reyes" });
    const accepter = await person({ displayName: "Robin Alvarez" });
    await setMoodConsent(inviter, true);
    await acceptPartnerInvitation({ userId: accepter, token: await invitationTo(inviter, accepter) });

    for (const userId of [inviter, accepter]) {
      const guide = await loadFirstWeekGuide({ userId });
      expect(done(guide)).toEqual(["invite"]);
      expect(guide!.next?.id).toBe("share");
    }

    // Turning one thing on (through the Settings action's service) is choosing what to share.
    await updateSharingPreferences({ userId: inviter, input: { shareGoals: true } });
    expect(done(await loadFirstWeekGuide({ userId: inviter }))).toEqual(["invite", "share"]);
    expect(done(await loadFirstWeekGuide({ userId: accepter }))).toEqual(["invite"]);
  });

  test("a couple: the check-in is one about the current partner; one about a former partner does not count", async () => {
    const first = await couple();
    await partnerCheckin(first.viewer, first.partner);
    await personalCheckin(first.viewer);
    expect(done(await loadFirstWeekGuide({ userId: first.viewer }))).toEqual(["invite", "checkin"]);

    await unlink(first.linkId);
    const next = await person();
    await link(first.viewer, next);
    expect(done(await loadFirstWeekGuide({ userId: first.viewer }))).toEqual(["invite"]);
    await partnerCheckin(first.viewer, next);
    expect(done(await loadFirstWeekGuide({ userId: first.viewer }))).toEqual(["invite", "checkin"]);
  });

  test("the partner's own rows tick nothing of the viewer's", async () => {
    const { viewer, partner } = await couple();
    await logMood(partner);
    await partnerCheckin(partner, viewer);
    await completedRitual(partner);
    await setMoodConsent(partner, true);
    await setGrants(partner, ALL_GRANTS_ON);
    expect(done(await loadFirstWeekGuide({ userId: viewer }))).toEqual(["invite"]);
  });
});

describe("loadFirstWeekGuide: nothing to show", () => {
  test("a person who did everything has no guide", async () => {
    const { viewer, partner } = await couple();
    await logMood(viewer);
    await partnerCheckin(viewer, partner);
    await completedRitual(viewer);
    await setMoodConsent(viewer, true);
    expect(await loadFirstWeekGuide({ userId: viewer })).toBeNull();
    // Still shown to the partner, who has done none of it.
    expect(await loadFirstWeekGuide({ userId: partner })).toMatchObject({ doneCount: 1 });
  });

  test("a history older than two weeks is not a first week: an imported year of moods hides it", async () => {
    const me = await person();
    expect(await loadFirstWeekGuide({ userId: me })).not.toBeNull();
    await db()
      .insert(moods)
      .values({ userId: me, moodValue: 1, timestamp: new Date(Date.now() - 365 * 86_400_000) });
    expect(await loadFirstWeekGuide({ userId: me })).toBeNull();
    // Two weeks after the account was made, it is gone too.
    expect(
      await loadFirstWeekGuide({ userId: await person(), now: new Date(Date.now() + 15 * 86_400_000) }),
    ).toBeNull();
  });

  test("Dismiss (the action, as the signed-in person) hides it for good, keeps the first time, and asks for a refresh", async () => {
    const me = await person();
    const other = await person();
    await actAs(me);
    refresh.mockClear();
    expect(await dismissFirstWeekGuideAction(new FormData())).toEqual({ ok: true, data: undefined });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await loadFirstWeekGuide({ userId: me })).toBeNull();

    const dismissedAt = async (userId: string) =>
      (
        await db()
          .select({ at: userSettings.firstWeekGuideDismissedAt })
          .from(userSettings)
          .where(eq(userSettings.userId, userId))
      )[0]?.at ?? null;
    const first = await dismissedAt(me);
    expect(first).toBeInstanceOf(Date);
    expect((await dismissFirstWeekGuideAction({ userId: other })).ok).toBe(true);
    expect(await dismissedAt(me)).toEqual(first);

    // Whatever the payload names, only the caller's guide is dismissed.
    expect(await dismissedAt(other)).toBeNull();
    expect(await loadFirstWeekGuide({ userId: other })).not.toBeNull();
  });

  test("Dismiss works for a person whose settings row is missing (it is created)", async () => {
    const me = await person();
    await db().delete(userSettings).where(eq(userSettings.userId, me));
    await actAs(me);
    expect((await dismissFirstWeekGuideAction()).ok).toBe(true);
    expect(await loadFirstWeekGuide({ userId: me })).toBeNull();
  });

  test("Dismiss without a session is refused and writes nothing", async () => {
    const me = await person();
    await actAs(null);
    refresh.mockClear();
    const result = await dismissFirstWeekGuideAction(new FormData());
    expect(result).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    expect(refresh).not.toHaveBeenCalled();
    expect(await loadFirstWeekGuide({ userId: me })).not.toBeNull();
  });
});

describe("loadFirstWeekGuide: the partner is a first name, nothing more", () => {
  test("no surname, email, id or any of their data in the guide", async () => {
    const { viewer, partner } = await couple({ partner: { displayName: "Robin Alvarez" } });
    const before = await loadFirstWeekGuide({ userId: viewer });
    const json = JSON.stringify(before);
    expect(json).toContain("Robin");
    for (const secret of ["Alvarez", partner, await emailOf(partner)]) expect(json).not.toContain(secret);

    // The partner doing every step changes nothing in the viewer's guide: none of it is read.
    await logMood(partner);
    await partnerCheckin(partner, viewer);
    await personalCheckin(partner);
    await completedRitual(partner);
    await setMoodConsent(partner, true);
    await setGrants(partner, ALL_GRANTS_ON);
    expect(await loadFirstWeekGuide({ userId: viewer })).toEqual(before);
  });

  test("a former partner is nobody: after a disconnect the guide is the alone one, with no name", async () => {
    const { viewer, linkId } = await couple({ partner: { displayName: "Robin Alvarez" } });
    await unlink(linkId);
    const guide = await loadFirstWeekGuide({ userId: viewer });
    expect(JSON.stringify(guide)).not.toContain("Robin");
    expect(guide!.steps.find((s) => s.id === "invite")).toMatchObject({ done: false, label: "Invite your partner" });
  });
});
