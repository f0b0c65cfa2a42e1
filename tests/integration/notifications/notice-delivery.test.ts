import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { liveEvents, outbox, pushSubscriptions, smartNotifications } from "@/db/schema";
import { savePushSubscription } from "@/lib/data/push-subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { deliverDueMessages } from "@/lib/jobs/deliver";
import { WebPushSender, vapidKeys } from "@/lib/integrations/push";
import { notify } from "@/lib/messaging";
import { addSpecialDate } from "@/lib/services/special-dates/add-special-date";
import { deliverDueNotices } from "@/lib/services/notifications/deliver-due-notices";
import { updateNotificationPreferences } from "@/lib/services/notifications/update-notification-preferences";
import { addDays, type DayKey } from "@/lib/domain/time";
import { addSpecialDateSchema } from "@/lib/validation/special-dates";
import { couple, person } from "../../helpers/couples";
import { startPushStub } from "../../helpers/push-stub";

/**
 * Sending a due notice on (issue #17): web push through a local push service (the payload decrypted as the browser
 * would, with no private text), a subscription the service reports gone removed, email for a reminder no push
 * reaches, nothing beyond the app for a silenced category or a moment long past, once however many workers sweep,
 * and a recurring special date's next year scheduled when its day comes.
 */

let stub: Awaited<ReturnType<typeof startPushStub>>;
beforeAll(async () => {
  stub = await startPushStub();
});
afterAll(() => stub.close());

const NOW = new Date("2026-06-10T12:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

async function subscribe(userId: string) {
  const browser = stub.browser();
  await inTransaction((tx) => savePushSubscription(userId, browser, NOW, tx));
  return browser;
}

/** Sweeps notices until none is left at `now`, then sends what was queued through the stub push service. */
async function deliver(now = NOW) {
  while ((await deliverDueNotices({ now })).claimed > 0);
  const push = new WebPushSender(vapidKeys()!, stub.agent);
  // The outbox rows were queued at the database's clock, not the test's.
  const sendAt = new Date(Math.max(now.getTime(), Date.now()));
  while ((await deliverDueMessages({ now: sendAt, senders: { push }, random: () => 0 })).claimed > 0);
}

async function sent(userId: string) {
  return db()
    .select({ channel: outbox.channel, template: outbox.template, status: outbox.status, subject: outbox.subject })
    .from(outbox)
    .where(eq(outbox.userId, userId));
}

async function notices(userId: string) {
  return db().select().from(smartNotifications).where(eq(smartNotifications.userId, userId));
}

describe("push", () => {
  test("each subscribed browser gets the notice, encrypted, generic and with its link", async () => {
    const { viewer, partner } = await couple({ viewer: { displayName: "Jordan Lee" } });
    const phone = await subscribe(partner);
    const laptop = await subscribe(partner);
    await inTransaction((tx) =>
      notify(tx, "partner-checkin-shared", partner, {
        checkinId: viewer,
        fromUserId: viewer,
        partnerName: "Jordan Lee",
        at: NOW,
      }),
    );
    await deliver();

    const toPhone = stub.received.filter((r) => phone.endpoint.endsWith(r.path));
    const toLaptop = stub.received.filter((r) => laptop.endpoint.endsWith(r.path));
    expect(toPhone).toHaveLength(1);
    expect(toLaptop).toHaveLength(1);
    // The lock screen and the push service see no name, no feeling, no note.
    expect(toPhone[0]!.payload).toEqual({
      title: "Attune",
      body: "There's news from your partner.",
      // The check-in it is about, by id: an address, never its words.
      url: expect.stringMatching(/^\/partner-dashboard\?checkin=[0-9a-f-]{36}#checkin-[0-9a-f-]{36}$/),
      tag: "partner_activity",
    });
    expect(JSON.stringify(toPhone[0]!.payload)).not.toContain("Jordan");
    expect(toPhone[0]!.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(toPhone[0]!.headers.authorization)).toMatch(/^vapid t=/);
    expect((await sent(partner)).map((m) => [m.channel, m.status])).toEqual([
      ["push", "sent"],
      ["push", "sent"],
    ]);
  });

  test("a subscription the push service reports gone (410) is removed and not retried", async () => {
    const me = await person();
    const browser = await subscribe(me);
    stub.respondWith(410);
    await inTransaction((tx) =>
      notify(tx, "achievement-earned", me, { achievementId: me, title: "First Mood", at: NOW }),
    );
    await deliver();
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint))).toEqual(
      [],
    );
    expect((await sent(me)).map((m) => m.status)).toEqual(["failed"]);
  });

  test("two workers sweeping at once send each notice once", async () => {
    const me = await person();
    const browser = await subscribe(me);
    await inTransaction((tx) => notify(tx, "achievement-earned", me, { achievementId: me, title: "Streak", at: NOW }));
    await Promise.all([deliverDueNotices({ now: NOW }), deliverDueNotices({ now: NOW }), deliver()]);
    await deliver();
    expect(stub.received.filter((r) => browser.endpoint.endsWith(r.path))).toHaveLength(1);
  });
});

describe("email and the switches", () => {
  test("a reminder no push reaches is emailed (verified address only); news is not", async () => {
    const me = await person({ displayName: "Riley" });
    const unverified = await person({ verified: false });
    for (const userId of [me, unverified]) {
      await inTransaction(async (tx) => {
        await notify(tx, "mood-reminder", userId, { day: "2026-06-10", at: NOW });
        await notify(tx, "achievement-earned", userId, { achievementId: userId, title: "First Mood", at: NOW });
      });
    }
    await deliverDueNotices({ now: NOW });
    expect(await sent(me)).toEqual([
      {
        channel: "email",
        template: "reminder",
        status: "pending",
        subject: "Attune reminder: Time for your daily check-in",
      },
    ]);
    expect(await sent(unverified)).toEqual([]);
  });

  test("a person with push gets the reminder as push, not email", async () => {
    const me = await person();
    await subscribe(me);
    await inTransaction((tx) => notify(tx, "mood-reminder", me, { day: "2026-06-10", at: NOW }));
    await deliverDueNotices({ now: NOW });
    expect((await sent(me)).map((m) => m.channel)).toEqual(["push"]);
  });

  test.each([
    [
      "partnerNotifications",
      "partner-checkin-shared",
      { checkinId: "c1", fromUserId: "sam", partnerName: "Sam", at: NOW },
    ],
    [
      "partnerNotifications",
      "partner-ritual-completed",
      { ritualId: "r1", day: "2026-06-10", fromUserId: "sam", partnerName: "Sam", at: NOW },
    ],
    [
      "ritualSuggestions",
      "ritual-suggested",
      { ritualId: "r2", fromUserId: "sam", partnerName: "Sam", title: "Gratitude walk", at: NOW },
    ],
    ["achievementNotifications", "achievement-earned", { achievementId: "a1", title: "First Mood", at: NOW }],
    ["wellnessAlerts", "wellness-alert", { week: "2026-06-07", at: NOW }],
    ["moodReminders", "mood-reminder", { day: "2026-06-10", at: NOW }],
  ] as const)("%s off: no %s notice at all; on: written and pushed", async (toggle, kind, params) => {
    const off = await person();
    const on = await person();
    await subscribe(off);
    await subscribe(on);
    await updateNotificationPreferences({ userId: off, input: { [toggle]: false }, now: NOW });
    await inTransaction(async (tx) => {
      expect(await notify(tx, kind, off, params as never)).toBe(false);
      expect(await notify(tx, kind, on, params as never)).toBe(true);
    });
    await deliverDueNotices({ now: NOW });
    expect(await notices(off)).toEqual([]);
    expect(await sent(off)).toEqual([]);
    expect((await sent(on)).map((m) => m.channel)).toEqual(["push"]);
  });

  test("a switch turned off after a notice was scheduled stops its push; the notice stays in the app", async () => {
    const me = await person();
    await subscribe(me);
    await inTransaction((tx) => notify(tx, "mood-reminder", me, { day: "2026-06-10", at: minutes(30) }));
    await updateNotificationPreferences({ userId: me, input: { moodReminders: false }, now: NOW });
    await deliverDueNotices({ now: minutes(31) });
    expect(await notices(me)).toHaveLength(1);
    expect(await sent(me)).toEqual([]);
  });
});

describe("special dates", () => {
  const anniversary = addSpecialDateSchema.parse({
    dateType: "anniversary",
    title: "Our Anniversary",
    dateValue: "2020-06-20",
    recurringAnnually: true,
    reminderDaysBefore: 7,
    notes: null,
    sharedWithPartner: true,
  });

  test("each moment is delivered when it comes, live and by push; the day of schedules next year", async () => {
    // On the real calendar: a notice scheduled for later is told live when due, and "later" is after it was written.
    const today = new Date().toISOString().slice(0, 10) as DayKey;
    let day = addDays(today, 10);
    if (day.endsWith("-02-29")) day = addDays(day, 1);
    const nineOn = (key: DayKey) => new Date(`${key}T09:00:00Z`);
    const { viewer, partner } = await couple();
    await subscribe(partner);
    const input = { ...anniversary, dateValue: `2020-${day.slice(5)}` };
    const { id } = await addSpecialDate({ userId: viewer, input, now: new Date() });
    const eventsOf = async () =>
      (await db().select().from(liveEvents).where(eq(liveEvents.recipientId, partner))).length;
    const eventsBefore = await eventsOf();

    // Nothing before its moment (09:00 UTC, 7 days ahead, for these UTC people).
    const reminderAt = nineOn(addDays(day, -7));
    await deliverDueNotices({ now: new Date(reminderAt.getTime() - 60_000) });
    expect(await sent(partner)).toEqual([]);
    await deliverDueNotices({ now: new Date(reminderAt.getTime() + 10_000) });
    expect((await sent(partner)).map((m) => m.template)).toEqual(["push:special_date_reminder"]);
    expect(await eventsOf()).toBe(eventsBefore + 1);

    await deliverDueNotices({ now: new Date(nineOn(day).getTime() + 10_000) });
    const rows = await db()
      .select({ userId: smartNotifications.userId, metadata: smartNotifications.metadata })
      .from(smartNotifications)
      .where(inArray(smartNotifications.userId, [viewer, partner]));
    const nextYear = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
    const next = rows.filter((r) => r.metadata.special_date_id === id && r.metadata.event_date === nextYear);
    // The reminder and the day-of notice of next year, for the owner and for the partner it is shared with.
    expect(
      next.map((r) => `${r.userId === viewer ? "owner" : "partner"}:${r.metadata.notification_type}`).sort(),
    ).toEqual(["owner:day_of", "owner:reminder", "partner:day_of", "partner:reminder"]);
  });

  test("a moment long past when the workers come back stays in the app and is not pushed", async () => {
    const me = await person();
    await subscribe(me);
    await inTransaction((tx) => notify(tx, "mood-reminder", me, { day: "2026-06-10", at: NOW }));
    await deliverDueNotices({ now: minutes(3 * 60) });
    expect(await sent(me)).toEqual([]);
    const [row] = await db()
      .select({ deliveredAt: smartNotifications.deliveredAt })
      .from(smartNotifications)
      .where(and(eq(smartNotifications.userId, me)));
    expect(row?.deliveredAt).toEqual(minutes(3 * 60));
  });
});
