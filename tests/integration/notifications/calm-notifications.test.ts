import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { outbox, smartNotifications } from "@/db/schema";
import { markRead } from "@/lib/data/notifications";
import { savePushSubscription } from "@/lib/data/push-subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { achievementDefinition } from "@/lib/domain/achievements";
import { NOTICE_BURST_WINDOW_MS } from "@/lib/domain/notifications";
import { notify } from "@/lib/messaging";
import { deliverDueNotices } from "@/lib/services/notifications/deliver-due-notices";
import { loadNotificationInbox } from "@/lib/services/notifications/load-notification-inbox";
import { logMood } from "@/lib/services/moods/log-mood";
import { logPersonalCheckin } from "@/lib/services/checkins/log-personal-checkin";
import { updateSharingPreferences } from "@/lib/services/partners/update-sharing-preferences";
import { moodLogSchema, personalCheckinSchema } from "@/lib/validation/entries";
import type { SharingUpdate } from "@/lib/validation/settings";
import { couple, person } from "../../helpers/couples";

/**
 * Calm notifications (issue #33, decision 051) on a real database: one person's sharing changes within the window
 * are one notice, rewritten in place and unread again; a change after the window starts another; changes at once
 * still make one; achievements earned together are one notice; a burst is pushed once; the badge counts news about
 * people only.
 */

const T0 = new Date(Date.now() - 60 * 60_000);
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

async function noticesOf(userId: string) {
  return db()
    .select({
      id: smartNotifications.id,
      type: smartNotifications.type,
      title: smartNotifications.title,
      message: smartNotifications.message,
      scheduledFor: smartNotifications.scheduledFor,
      readAt: smartNotifications.readAt,
    })
    .from(smartNotifications)
    .where(eq(smartNotifications.userId, userId))
    .orderBy(asc(smartNotifications.createdAt));
}

function share(userId: string, input: SharingUpdate, now: Date) {
  return updateSharingPreferences({ userId, input, now });
}

describe("sharing changes by one person", () => {
  test("five switches in a row are one notice naming all five", async () => {
    const { viewer: robin, partner: sam } = await couple({ viewer: { displayName: "Robin Walker" } });
    await share(robin, { consentMoodSharing: true }, minutes(0));
    await share(robin, { shareMoodSummaries: true }, minutes(1));
    await share(robin, { shareDetailedEntries: true }, minutes(2));
    await share(robin, { shareGoals: true }, minutes(3));
    await share(robin, { shareAchievements: true }, minutes(4));

    const notices = await noticesOf(sam);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: "partner_activity",
      title: "Sharing updated",
      message: "Robin started sharing moods, mood summaries, detailed entries, goals and achievements with you.",
      scheduledFor: minutes(4),
      readAt: null,
    });
    expect(await noticesOf(robin)).toEqual([]);
  });

  test("a read notice that grows is unread again; a change after the window is a second notice", async () => {
    const { viewer: robin, partner: sam } = await couple({ viewer: { displayName: "Robin" } });
    await share(robin, { shareGoals: true }, minutes(0));
    await markRead(sam, "all", minutes(1), db());
    expect((await noticesOf(sam))[0]!.readAt).not.toBeNull();

    await share(robin, { shareGoals: false, shareAchievements: true }, minutes(9));
    const [grown] = await noticesOf(sam);
    expect(grown).toMatchObject({
      message: "Robin started sharing achievements with you.",
      readAt: null,
      scheduledFor: minutes(9),
    });

    // The window runs from the burst's first change (minute 0), not from its latest.
    await share(robin, { shareGoals: true }, new Date(minutes(0).getTime() + NOTICE_BURST_WINDOW_MS));
    const notices = await noticesOf(sam);
    expect(notices.map((n) => n.message)).toEqual([
      "Robin started sharing achievements with you.",
      "Robin started sharing goals with you.",
    ]);
  });

  test("two changes at once make one notice with both", async () => {
    const { viewer: robin, partner: sam } = await couple({ viewer: { displayName: "Robin" } });
    await Promise.all([
      share(robin, { shareGoals: true }, minutes(0)),
      share(robin, { shareMoodSummaries: true }, minutes(0)),
    ]);
    const notices = await noticesOf(sam);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toBe("Robin started sharing mood summaries and goals with you.");
  });

  test("changes by each partner are their own notices, to the other", async () => {
    const { viewer: robin, partner: sam } = await couple({
      viewer: { displayName: "Robin" },
      partner: { displayName: "Sam" },
    });
    await share(robin, { shareGoals: true }, minutes(0));
    await share(sam, { shareGoals: true }, minutes(1));
    await share(robin, { shareAchievements: true }, minutes(2));
    expect((await noticesOf(sam)).map((n) => n.message)).toEqual([
      "Robin started sharing goals and achievements with you.",
    ]);
    expect((await noticesOf(robin)).map((n) => n.message)).toEqual(["Sam started sharing goals with you."]);
  });

  test("a notice the partner deleted is not brought back: the next change is a notice of its own", async () => {
    const { viewer: robin, partner: sam } = await couple({ viewer: { displayName: "Robin" } });
    await share(robin, { shareGoals: true }, minutes(0));
    await db()
      .update(smartNotifications)
      .set({ deletedAt: minutes(1) })
      .where(eq(smartNotifications.userId, sam));
    await share(robin, { shareAchievements: true }, minutes(2));
    const inbox = await loadNotificationInbox({ userId: sam });
    expect(inbox.items.map((i) => i.message)).toEqual(["Robin started sharing achievements with you."]);
  });

  test("a burst is pushed once: the notice that grows after delivery is not sent again", async () => {
    const { viewer: robin, partner: sam } = await couple({ viewer: { displayName: "Robin" } });
    await inTransaction((tx) =>
      savePushSubscription(
        sam,
        { endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, p256dh: "p", auth: "a" },
        minutes(0),
        tx,
      ),
    );
    await share(robin, { shareGoals: true }, minutes(0));
    await share(robin, { shareMoodSummaries: true }, minutes(0.1));
    await deliverDueNotices({ now: minutes(0.2) });
    await share(robin, { shareDetailedEntries: true }, minutes(1));
    await share(robin, { shareAchievements: true }, minutes(2));
    await deliverDueNotices({ now: minutes(3) });
    const pushes = await db().select({ id: outbox.id }).from(outbox).where(eq(outbox.userId, sam));
    expect(pushes).toHaveLength(1);

    // After the window, the next burst is news again.
    await share(robin, { shareGoals: false }, minutes(11));
    await deliverDueNotices({ now: minutes(11.1) });
    expect(await db().select({ id: outbox.id }).from(outbox).where(eq(outbox.userId, sam))).toHaveLength(2);
  });
});

describe("achievements earned together", () => {
  const title = (key: string) => achievementDefinition(key)!.title;

  test("a mood with a note and a first check-in minutes later are one notice of three", async () => {
    const me = await person();
    const now = new Date();
    await logMood({
      userId: me,
      input: moodLogSchema.parse({ moodValue: 1, keywords: ["calm"], contextNotes: "A good talk at dinner." }),
      idempotencyKey: randomUUID(),
      now,
    });
    await logPersonalCheckin({
      userId: me,
      input: personalCheckinSchema.parse({ moodScore: 1, emotion: "calm" }),
      idempotencyKey: randomUUID(),
    });
    const notices = (await noticesOf(me)).filter((n) => n.type === "achievement");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: "Achievements unlocked",
      message: `You earned 3 achievements: ${title("first_mood")}, ${title("first_reflection")} and ${title("first_personal_checkin")}.`,
    });
  });

  test("awarded at once, in two transactions, they still make one notice", async () => {
    const me = await person();
    await Promise.all(
      ["First Mood Logged", "First Reflection"].map((name, i) =>
        inTransaction((tx) =>
          notify(tx, "achievement-earned", me, { achievementId: randomUUID(), title: name, at: minutes(i) }),
        ),
      ),
    );
    const notices = await noticesOf(me);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toMatch(/^You earned 2 achievements: First (Mood Logged|Reflection) and First /);
  });

  test("the same achievement told twice is told once", async () => {
    const me = await person();
    const achievementId = randomUUID();
    const tell = () =>
      inTransaction((tx) => notify(tx, "achievement-earned", me, { achievementId, title: "Streak", at: minutes(0) }));
    expect(await tell()).toBe(true);
    expect(await tell()).toBe(false);
    expect((await noticesOf(me)).map((n) => n.message)).toEqual(['You earned "Streak".']);
  });
});

describe("the badge", () => {
  test("counts unread news about people, not housekeeping; the list shows both", async () => {
    const me = await person();
    const notice = (type: (typeof smartNotifications.$inferInsert)["type"], title: string, readAt?: Date) =>
      db()
        .insert(smartNotifications)
        .values({ userId: me, type, title, message: "m", scheduledFor: minutes(0), readAt });
    await notice("partner_activity", "Robin shared a check-in with you");
    await notice("achievement", "Achievement unlocked");
    await notice("special_date_reminder", "Anniversary is tomorrow");
    await notice("partner_activity", "Read already", minutes(1));
    await notice("system", "Your free trial ends soon");
    await notice("system", "Test notification");
    await notice("mood_reminder", "Time for your daily check-in");

    const inbox = await loadNotificationInbox({ userId: me });
    expect(inbox.unread).toBe(3);
    expect(inbox.items).toHaveLength(7);
    expect(inbox.items.filter((i) => !i.read)).toHaveLength(6);
  });
});
