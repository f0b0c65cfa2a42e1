import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { liveEvents, smartNotifications, userSettings } from "@/db/schema";
import { readPartnerHealthScores } from "@/lib/data/health-scores";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { mayDeliver } from "@/lib/domain/live-events";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { recalculateHealthScores } from "@/lib/services/health-score/recalculate-health-scores";
import { logMood } from "@/lib/services/moods/log-mood";
import { loadPartnerScreen, type PartnerScreenView } from "@/lib/services/partners/load-partner-screen";
import { sendPartnerReaction } from "@/lib/services/partners/send-partner-reaction";
import { loadQuietPause } from "@/lib/services/safety/load-quiet-pause";
import { setQuietPause } from "@/lib/services/safety/set-quiet-pause";
import { moodLogSchema, partnerCheckinSchema } from "@/lib/validation/entries";
import { ALL_GRANTS_ON, couple, setGrants, setMoodConsent } from "../../helpers/couples";

/**
 * The quiet pause (issue #38 item 2, decision 079): while the owner is paused, their partner's every read shows
 * nothing they wrote since, and the partner is told nothing — no notice, and no live event that would be delivered.
 * After a resume, new entries show again and what was written during the pause stays unshared.
 */

let owner: string;
let partner: string;

beforeEach(async () => {
  ({ viewer: owner, partner } = await couple({ viewer: { displayName: "Robin Owner" } }));
  await setMoodConsent(owner, true);
  await setGrants(owner, ALL_GRANTS_ON);
  await db().update(userSettings).set({ partnerVisible: true }).where(eq(userSettings.userId, owner));
});

const mood = (value: number) => logMood({ userId: owner, input: moodLogSchema.parse({ moodValue: value }) });
const checkin = () =>
  logPartnerCheckin({ userId: owner, input: partnerCheckinSchema.parse({ connectionScore: 2, feeling: "loved" }) });
const pause = (paused: boolean) => setQuietPause({ userId: owner, input: { paused } });

async function partnerScreen() {
  const view: PartnerScreenView = await loadPartnerScreen({ userId: partner });
  if (view.state !== "linked") throw new Error("the partner screen should be linked");
  return view;
}

async function noticesOf(userId: string): Promise<number> {
  return (await db().select().from(smartNotifications).where(eq(smartNotifications.userId, userId))).length;
}

/** The live events about the owner recorded for the partner that would be delivered to them now. */
async function deliverableTo(userId: string) {
  const access = await resolvePartnerAccess(userId, db());
  const rows = await db().select().from(liveEvents).where(eq(liveEvents.recipientId, userId));
  return rows.filter((row) => row.sourceUserId === owner && mayDeliver(row, access));
}

/** Every live event about the owner recorded for the partner, delivered or not. */
async function recordedFor(userId: string) {
  const rows = await db().select().from(liveEvents).where(eq(liveEvents.recipientId, userId));
  return rows.filter((row) => row.sourceUserId === owner).map((row) => row.refId);
}

describe("a quiet pause", () => {
  test("hides everything the owner writes from the partner's reads, and tells the partner nothing", async () => {
    const before = await mood(1);
    const shared = await checkin();
    const seenBefore = await partnerScreen();
    expect(seenBefore.moods?.length).toBe(1);
    expect(seenBefore.checkins.map((c) => c.id)).toEqual([shared.checkinId]);
    expect(seenBefore.activeToday).toBe(true);
    const notices = await noticesOf(partner);
    const recorded = await recordedFor(partner);
    expect((await deliverableTo(partner)).map((e) => e.refId)).toEqual([shared.checkinId]);

    expect(await pause(true)).toMatchObject({ pausedSince: expect.any(String) });
    expect((await loadQuietPause({ userId: owner })).pausedSince).not.toBeNull();
    // The pause itself: no notice, no live event; and an event recorded before it is no longer delivered.
    expect(await noticesOf(partner)).toBe(notices);
    expect(await recordedFor(partner)).toEqual(recorded);
    expect(await deliverableTo(partner)).toEqual([]);

    await mood(-2);
    const hidden = await checkin();
    expect(hidden.shared).toBe(true);
    await sendPartnerReaction({ userId: owner, input: { kind: "hug", note: null } });

    const during = await partnerScreen();
    // What they saw before stays (nothing disappears); nothing new appears.
    expect(during.moods?.map((m) => m.at)).toEqual(seenBefore.moods?.map((m) => m.at));
    expect(during.checkins.map((c) => c.id)).toEqual([shared.checkinId]);
    expect(during.reactions).toEqual([]);
    expect(await loadPartnerScreen({ userId: partner, checkinId: hidden.checkinId })).toMatchObject({
      focusedCheckinId: null,
    });
    // The grants look the same to anyone who checks them.
    const access = await resolvePartnerAccess(partner, db());
    expect(access).toMatchObject({ canSeeMoods: true, canSeeSharedCheckins: true, partnerPaused: true });
    // Nothing announced: no notice (the check-in and the reaction each tell the partner outside a pause), and no live
    // event for the partner is even recorded.
    expect(await noticesOf(partner)).toBe(notices);
    expect(await recordedFor(partner)).toEqual(recorded);
    expect(before.created).toBe(true);
  });

  test("the partner's view of the owner's scores stays as it was when the pause began", async () => {
    await mood(2);
    await recalculateHealthScores({ userId: owner });
    const frozenAccess = await resolvePartnerAccess(partner, db());
    const seen = await readPartnerHealthScores(frozenAccess!, db());
    await pause(true);
    await mood(-3);
    await mood(-3);
    await recalculateHealthScores({ userId: owner, now: new Date(Date.now() + 1000) });
    const during = await readPartnerHealthScores((await resolvePartnerAccess(partner, db()))!, db());
    expect(during).toMatchObject({ frozen: true, latest: seen!.latest });
    await pause(false);
    const after = await readPartnerHealthScores((await resolvePartnerAccess(partner, db()))!, db());
    expect(after?.frozen).toBeUndefined();
    expect(after?.latest[7]?.calculatedAt.getTime()).toBeGreaterThan(seen!.latest[7]!.calculatedAt.getTime());
  });

  test("resuming: new entries show and are told again; what was written during the pause stays unshared", async () => {
    await pause(true);
    await pause(true); // a second tap changes nothing
    await mood(-1);
    const during = await checkin();
    const notices = await noticesOf(partner);
    expect(await pause(false)).toEqual({ pausedSince: null });
    // Resuming tells the partner nothing either.
    expect(await noticesOf(partner)).toBe(notices);
    expect(await recordedFor(partner)).not.toContain(during.checkinId);

    await mood(3);
    const after = await checkin();
    const screen = await partnerScreen();
    expect(screen.moods?.map((m) => m.status)).toHaveLength(1);
    expect(screen.checkins.map((c) => c.id)).toEqual([after.checkinId]);
    expect(await noticesOf(partner)).toBe(notices + 1);
    expect((await deliverableTo(partner)).map((e) => e.refId)).toContain(after.checkinId);
  });
});
