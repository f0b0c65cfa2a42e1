import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import {
  liveEvents,
  moods,
  notificationPreferences,
  partnerReactions,
  rituals,
  smartNotifications,
  userSettings,
} from "@/db/schema";
import { sendPartnerReactionAction } from "@/lib/actions/partner-reactions";
import { changeGoalProgress } from "@/lib/services/goals/change-goal-progress";
import { completeRitual } from "@/lib/services/rituals/complete-ritual";
import { createGoal } from "@/lib/services/goals/create-goal";
import { loadPartnerScreen, type PartnerScreenToday } from "@/lib/services/partners/load-partner-screen";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { reactionMessages } from "@/lib/validation/partner-reactions";
import {
  ALL_GRANTS_ON,
  couple,
  NO_GRANTS,
  person,
  setGrants,
  setMoodConsent,
  setPartnerSharing,
  setTimeZone,
  unlink,
} from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";
import { generateRitualAs } from "../../helpers/rituals";
import { sessionUserOf as userOf } from "../../helpers/session-user";

/**
 * The partner screen (issue #33 point 2): what the partner shared today under each grant, the one check-in a notice
 * opens, and responses that reach the partner as a live event and a notice.
 */

const NOW = new Date("2025-06-15T18:00:00Z");

async function logMood(userId: string, value: number, at: Date, extra: Partial<typeof moods.$inferInsert> = {}) {
  await db()
    .insert(moods)
    .values({ userId, moodValue: value, timestamp: at, ...extra });
}

async function today(userId: string, options: { now?: Date; checkinId?: string } = {}): Promise<PartnerScreenToday> {
  const view = await loadPartnerScreen({ userId, now: options.now ?? NOW, checkinId: options.checkinId ?? null });
  if (view.state !== "linked") throw new Error("expected a partner");
  return view;
}

describe("what the partner shared today", () => {
  test("no partner, or a former one: the connect card", async () => {
    expect(await loadPartnerScreen({ userId: await person(), now: NOW })).toEqual({ state: "none" });
    const { viewer, partner, linkId } = await couple();
    await setMoodConsent(partner, true);
    await unlink(linkId);
    expect(await loadPartnerScreen({ userId: viewer, now: NOW })).toEqual({ state: "none" });
  });

  test("today's moods, newest first, in the partner's local day; feelings and note only with detailed entries", async () => {
    const { viewer, partner } = await couple({ partner: { displayName: "Robin Walker" } });
    await setMoodConsent(partner, true);
    await setTimeZone(partner, "Pacific/Auckland"); // UTC+12: 18:00Z on the 15th is 06:00 on the 16th there
    await logMood(partner, 1, new Date("2025-06-15T10:00:00Z")); // 22:00 on the 15th there: yesterday
    await logMood(partner, -2, new Date("2025-06-15T12:30:00Z"), {
      moodKeywords: ["tired", "stressed"],
      contextNotes: "Long day at work.",
    });
    await logMood(partner, 2, new Date("2025-06-15T17:00:00Z"));
    const shown = await today(viewer);
    expect(shown.partnerName).toBe("Robin");
    expect(shown.moods).toEqual([
      {
        at: new Date("2025-06-15T17:00:00Z"),
        status: expect.objectContaining({ label: "Great" }),
        feelings: null,
        note: null,
      },
      {
        at: new Date("2025-06-15T12:30:00Z"),
        status: expect.objectContaining({ value: -2 }),
        feelings: null,
        note: null,
      },
    ]);
    await setGrants(partner, { ...NO_GRANTS, shareDetailedEntries: true });
    expect((await today(viewer)).moods?.[1]).toMatchObject({
      feelings: ["tired", "stressed"],
      note: "Long day at work.",
    });
  });

  test("moods not shared (their consent, or the viewer's Partner sharing off): null, so the screen says so", async () => {
    const { viewer, partner } = await couple();
    await logMood(partner, 2, new Date("2025-06-15T12:00:00Z"));
    expect((await today(viewer)).moods).toBeNull();
    await setMoodConsent(partner, true);
    expect((await today(viewer)).moods).toHaveLength(1);
    await setPartnerSharing(viewer, false);
    expect((await today(viewer)).moods).toBeNull();
  });

  test("shared check-ins of today, and the one a notice names from another day, marked", async () => {
    const { viewer, partner } = await couple();
    const older = await logPartnerCheckin({
      userId: partner,
      input: { connectionScore: 3, feeling: "loved", gratitudeNote: "Thanks for dinner" },
      now: new Date("2025-06-12T09:00:00Z"),
    });
    const todays = await logPartnerCheckin({
      userId: partner,
      input: { connectionScore: -1, feeling: "distant", gratitudeNote: null },
      now: new Date("2025-06-15T09:00:00Z"),
    });
    expect((await today(viewer)).checkins.map((c) => c.id)).toEqual([todays.checkinId]);
    const opened = await today(viewer, { checkinId: older.checkinId });
    expect(opened.focusedCheckinId).toBe(older.checkinId);
    expect(opened.checkins[0]).toMatchObject({ id: older.checkinId, feeling: "loved", note: "Thanks for dinner" });

    // Their Partner sharing off hides what was shared before, the named one too; another couple's check-in names
    // nothing.
    await setPartnerSharing(partner, false);
    expect(await today(viewer, { checkinId: older.checkinId })).toMatchObject({ checkins: [], focusedCheckinId: null });
    const theirs = await couple();
    await setPartnerSharing(theirs.partner, true);
    const other = await logPartnerCheckin({
      userId: theirs.partner,
      input: { connectionScore: 2, feeling: "grateful", gratitudeNote: null },
      now: NOW,
    });
    await setPartnerSharing(partner, true);
    expect((await today(viewer, { checkinId: other.checkinId })).focusedCheckinId).toBeNull();
  });

  test("a shared ritual they completed, and their shared goals that moved, only with the goals grant", async () => {
    const now = new Date();
    const { viewer, partner } = await couple();
    await generateRitualAs(viewer);
    const [theirCopy] = await db().select().from(rituals).where(eq(rituals.userId, partner));
    await completeRitual({ user: userOf(partner), input: { ritualId: theirCopy!.id }, now });
    const goal = await createGoal({
      userId: partner,
      input: { title: "Walk on Sundays", description: null, targetDate: null, visibility: "shared" },
    });
    await changeGoalProgress({ userId: partner, input: { goalId: goal.id, delta: 10 } });

    const withoutGrant = await today(viewer, { now: new Date(now.getTime() + 1000) });
    expect(withoutGrant.rituals).toEqual([{ title: theirCopy!.title, at: expect.any(Date) }]);
    expect(withoutGrant.goals).toBeNull();
    await setGrants(partner, ALL_GRANTS_ON);
    expect((await today(viewer, { now: new Date(now.getTime() + 1000) })).goals).toEqual([
      { id: goal.id, title: "Walk on Sundays", progress: 10, completed: false },
    ]);
  });
});

const noticesOf = (userId: string) =>
  db()
    .select({ title: smartNotifications.title, message: smartNotifications.message })
    .from(smartNotifications)
    .where(and(eq(smartNotifications.userId, userId), eq(smartNotifications.type, "partner_activity")));

describe("responses", () => {
  test("a hug reaches the partner as a live event and a notice by first name, and shows on both screens", async () => {
    const { viewer, partner } = await couple({ viewer: { displayName: "Jamie Lee" } });
    await actAs(viewer);
    expect(await sendPartnerReactionAction({ kind: "hug" })).toEqual({ ok: true, data: { sent: true, support: null } });
    expect(await noticesOf(partner)).toEqual([
      { title: "Jamie sent you a hug", message: "Reply on the partner screen." },
    ]);
    const events = await db().select().from(liveEvents).where(eq(liveEvents.recipientId, partner));
    expect(events.map((e) => [e.kind, e.sourceUserId])).toContainEqual(["partner_reaction", viewer]);
    const now = new Date(Date.now() + 1000);
    expect((await today(partner, { now })).reactions).toEqual([
      expect.objectContaining({ mine: false, kind: "hug", note: null }),
    ]);
    expect((await today(viewer, { now })).reactions).toEqual([expect.objectContaining({ mine: true, kind: "hug" })]);
  });

  test("the same tap again within minutes is not sent twice; a note always is", async () => {
    const { viewer, partner } = await couple();
    await actAs(viewer);
    await sendPartnerReactionAction({ kind: "thinking_of_you" });
    expect(await sendPartnerReactionAction({ kind: "thinking_of_you" })).toEqual({
      ok: true,
      data: { sent: false, support: null },
    });
    expect(await sendPartnerReactionAction({ kind: "thinking_of_you", note: "See you at 7" })).toEqual({
      ok: true,
      data: { sent: true, support: null },
    });
    expect(await noticesOf(partner)).toHaveLength(2);
    // The note is read back through its column (encrypted at rest: tests/integration/encryption.test.ts).
    expect((await today(partner, { now: new Date(Date.now() + 1000) })).reactions[0]).toMatchObject({
      kind: "thinking_of_you",
      note: "See you at 7",
    });
  });

  test("with Partner notifications off the response is kept and told live, without a notice", async () => {
    const { viewer, partner } = await couple();
    await db()
      .insert(notificationPreferences)
      .values({ userId: partner, partnerNotifications: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { partnerNotifications: false } });
    await actAs(viewer);
    await sendPartnerReactionAction({ kind: "talk_tonight" });
    expect(await noticesOf(partner)).toEqual([]);
    expect(await db().select().from(partnerReactions).where(eq(partnerReactions.recipientId, partner))).toHaveLength(1);
  });

  test("nothing to send, a long note, no partner, no session: refused in words, nothing stored", async () => {
    const { viewer } = await couple();
    const loner = await person();
    await actAs(viewer);
    expect(await sendPartnerReactionAction({ note: "  " })).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { note: [reactionMessages.empty] } },
    });
    expect(await sendPartnerReactionAction({ note: "x".repeat(201) })).toMatchObject({
      ok: false,
      error: { fieldErrors: { note: [reactionMessages.noteTooLong] } },
    });
    await actAs(loner);
    expect(await sendPartnerReactionAction({ kind: "hug" })).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    await actAs(null);
    expect(await sendPartnerReactionAction({ kind: "hug" })).toMatchObject({
      ok: false,
      error: { code: "UNAUTHENTICATED" },
    });
    const sentBy = (id: string) => db().select().from(partnerReactions).where(eq(partnerReactions.userId, id));
    expect([...(await sentBy(viewer)), ...(await sentBy(loner))]).toEqual([]);
  });
});

describe("Visible to your partner (decision 061)", () => {
  async function setVisible(userId: string, partnerVisible: boolean) {
    await db()
      .insert(userSettings)
      .values({ userId, partnerVisible })
      .onConflictDoUpdate({ target: userSettings.userId, set: { partnerVisible } });
  }

  test("on: the viewer sees whether the partner was active today, and nothing of what they did", async () => {
    const { viewer, partner } = await couple({ partner: { displayName: "Robin Walker" } });
    await setVisible(partner, true);
    expect((await today(viewer)).activeToday).toBe(false);
    // Yesterday's mood is not today's activity.
    await logMood(partner, 1, new Date("2025-06-14T12:00:00Z"), { contextNotes: "Private words." });
    expect((await today(viewer)).activeToday).toBe(false);
    await logMood(partner, 1, new Date("2025-06-15T12:00:00Z"), { contextNotes: "Private words." });
    const shown = await today(viewer);
    expect(shown.activeToday).toBe(true);
    // No grants: the mood itself stays hidden.
    expect(shown.moods).toBeNull();
    expect(JSON.stringify(shown)).not.toContain("Private words.");
  });

  test("a completed ritual counts as activity too", async () => {
    const now = new Date();
    const { viewer, partner } = await couple();
    await setVisible(partner, true);
    await generateRitualAs(viewer);
    expect((await today(viewer, { now })).activeToday).toBe(false);
    const [theirCopy] = await db().select().from(rituals).where(eq(rituals.userId, partner));
    await completeRitual({ user: userOf(partner), input: { ritualId: theirCopy!.id }, now });
    expect((await today(viewer, { now })).activeToday).toBe(true);
  });

  test("a check-in counts as activity too", async () => {
    const { viewer, partner } = await couple();
    await setVisible(partner, true);
    await logPartnerCheckin({
      userId: partner,
      input: { connectionScore: 2, feeling: "grateful", gratitudeNote: null },
      now: new Date("2025-06-15T09:00:00Z"),
    });
    expect((await today(viewer)).activeToday).toBe(true);
  });

  test("off: not even whether they were active; turning it on shows it on the next read", async () => {
    const { viewer, partner } = await couple();
    await setVisible(partner, false);
    await logMood(partner, 2, new Date("2025-06-15T12:00:00Z"));
    expect((await today(viewer)).activeToday).toBeNull();
    // The viewer's own switch is about the viewer, not the partner.
    await setVisible(viewer, true);
    expect((await today(viewer)).activeToday).toBeNull();
    await setVisible(partner, true);
    expect((await today(viewer)).activeToday).toBe(true);
  });
});
