import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { liveEvents, notificationPreferences, outbox, smartNotifications } from "@/db/schema";
import { savePushSubscription } from "@/lib/data/push-subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { userExportSections } from "@/lib/data/user-export";
import { WebPushSender, vapidKeys } from "@/lib/integrations/push";
import { deliverDueMessages } from "@/lib/jobs/deliver";
import { notify } from "@/lib/messaging";
import { deliverDueNotices } from "@/lib/services/notifications/deliver-due-notices";
import { loadNotificationInbox } from "@/lib/services/notifications/load-notification-inbox";
import { loadSettings } from "@/lib/services/settings/load-settings";
import { updateNotificationPreferences } from "@/lib/services/notifications/update-notification-preferences";
import { NOTIFICATION_DEFAULTS, settingsMessages } from "@/lib/validation/settings";
import { person } from "../../helpers/couples";
import { startPushStub } from "../../helpers/push-stub";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/** Counts the sweep's reads of preferences, to hold it to one read per batch. */
const reads = vi.hoisted(() => ({ preferences: 0 }));
vi.mock("@/lib/data/notification-preferences", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/data/notification-preferences")>();
  return {
    ...actual,
    listNotificationPreferences: (...args: Parameters<typeof actual.listNotificationPreferences>) => {
      reads.preferences++;
      return actual.listNotificationPreferences(...args);
    },
  };
});
const { actAs } = await import("../../helpers/request-context");
const { updateNotificationPreferencesAction } = await import("@/lib/actions/settings");

/**
 * Quiet hours (issue #33 point 3, decision 055) on a real database: a push that comes due inside the recipient's
 * quiet hours is queued for their local end (Paris, 22:00–08:00 by default), everything else at once; the notice is
 * in the app and announced live either way; the setting is saved through the Settings action and exported.
 */

let stub: Awaited<ReturnType<typeof startPushStub>>;
beforeAll(async () => {
  stub = await startPushStub();
});
afterAll(() => stub.close());

const PARIS = "Europe/Paris";
// 23:30 in Paris (UTC+2 in June): inside 22:00–08:00, which ends at 06:00 UTC the next morning.
const NIGHT = new Date("2026-06-10T21:30:00Z");
const PARIS_MORNING = new Date("2026-06-11T06:00:00Z");
// 14:00 in Paris.
const AFTERNOON = new Date("2026-06-10T12:00:00Z");

async function subscribe(userId: string) {
  const browser = stub.browser();
  await inTransaction((tx) => savePushSubscription(userId, browser, NIGHT, tx));
  return browser;
}

async function quietHoursOn(userId: string, times: { quietHoursStart?: string; quietHoursEnd?: string } = {}) {
  await updateNotificationPreferences({ userId, input: { quietHoursEnabled: true, ...times }, now: NIGHT });
}

async function achievement(userId: string, at: Date) {
  await inTransaction((tx) => notify(tx, "achievement-earned", userId, { achievementId: userId, title: "Streak", at }));
}

async function queued(userId: string) {
  return db()
    .select({ channel: outbox.channel, nextAttemptAt: outbox.nextAttemptAt, status: outbox.status })
    .from(outbox)
    .where(eq(outbox.userId, userId));
}

/** The in-app side, which quiet hours never hold: the notice in the bell's list, and the live event that told it. */
async function inApp(userId: string) {
  const inbox = await loadNotificationInbox({ userId });
  const events = await db()
    .select({ kind: liveEvents.kind })
    .from(liveEvents)
    .where(and(eq(liveEvents.recipientId, userId), eq(liveEvents.kind, "notification")));
  return { titles: inbox.items.map((item) => item.title), announced: events.length > 0 };
}

/** "Due now" is the database's clock: a row queued without a hold gets its default, the moment of the insert. */
const dueNow = (at: Date) => at.getTime() <= Date.now();

describe("holding pushes", () => {
  test("quiet hours off: the push is due at once, at night too", async () => {
    const me = await person({ timezone: PARIS });
    await subscribe(me);
    await achievement(me, NIGHT);
    const report = await deliverDueNotices({ now: NIGHT });
    expect(report).toMatchObject({ pushes: 1, held: 0 });
    const [push] = await queued(me);
    expect(push!.channel).toBe("push");
    expect(dueNow(push!.nextAttemptAt)).toBe(true);
    expect(await inApp(me)).toEqual({ titles: ["Achievement unlocked"], announced: true });
  });

  test("on and inside the window: the push waits for 08:00 in Paris; the notice is in the app at once", async () => {
    const me = await person({ timezone: PARIS });
    const browser = await subscribe(me);
    await quietHoursOn(me);
    await achievement(me, NIGHT);
    expect(await inApp(me)).toEqual({ titles: ["Achievement unlocked"], announced: true });

    const report = await deliverDueNotices({ now: NIGHT });
    expect(report).toMatchObject({ claimed: 1, pushes: 1, held: 1 });
    expect(await queued(me)).toEqual([{ channel: "push", nextAttemptAt: PARIS_MORNING, status: "pending" }]);
    // The notice is delivered as far as the sweep goes (not swept again), and still in the app.
    const [notice] = await db()
      .select({ deliveredAt: smartNotifications.deliveredAt })
      .from(smartNotifications)
      .where(eq(smartNotifications.userId, me));
    expect(notice!.deliveredAt).toEqual(NIGHT);
    expect((await deliverDueNotices({ now: NIGHT })).claimed).toBe(0);

    // The runner leaves it alone until the morning, then sends it.
    const push = new WebPushSender(vapidKeys()!, stub.agent);
    const toMe = () => stub.received.filter((r) => browser.endpoint.endsWith(r.path));
    await deliverDueMessages({ now: new Date(PARIS_MORNING.getTime() - 1000), senders: { push }, random: () => 0 });
    expect(toMe()).toHaveLength(0);
    await deliverDueMessages({ now: PARIS_MORNING, senders: { push }, random: () => 0 });
    expect(toMe()).toHaveLength(1);
    expect((await queued(me)).map((m) => m.status)).toEqual(["sent"]);
  });

  test("on and outside the window: the push is due at once", async () => {
    const me = await person({ timezone: PARIS });
    await subscribe(me);
    await quietHoursOn(me);
    await achievement(me, AFTERNOON);
    expect(await deliverDueNotices({ now: AFTERNOON })).toMatchObject({ pushes: 1, held: 0 });
    const [push] = await queued(me);
    expect(dueNow(push!.nextAttemptAt)).toBe(true);
    expect((await inApp(me)).titles).toEqual(["Achievement unlocked"]);
  });

  test("the person's own times and zone: 23:00–06:30 in New York ends at 10:30 UTC", async () => {
    const me = await person({ timezone: "America/New_York" });
    await subscribe(me);
    await quietHoursOn(me, { quietHoursStart: "23:00", quietHoursEnd: "06:30" });
    const lateEvening = new Date("2026-06-11T03:30:00Z"); // 23:30 EDT
    await achievement(me, lateEvening);
    await deliverDueNotices({ now: lateEvening });
    expect((await queued(me)).map((m) => m.nextAttemptAt)).toEqual([new Date("2026-06-11T10:30:00Z")]);
  });

  test("a zone unknown here reads as UTC, like every other local time", async () => {
    const me = await person({ timezone: "Mars/Olympus_Mons" });
    await subscribe(me);
    await quietHoursOn(me);
    await achievement(me, NIGHT); // 21:30 UTC: not yet 22:00
    await deliverDueNotices({ now: NIGHT });
    expect(dueNow((await queued(me))[0]!.nextAttemptAt)).toBe(true);
  });

  test("one batch, one read of preferences: each person's push by their own setting", async () => {
    const quiet = await person({ timezone: PARIS });
    const awake = await person({ timezone: "America/Los_Angeles" });
    const off = await person({ timezone: PARIS });
    for (const userId of [quiet, awake, off]) await subscribe(userId);
    await quietHoursOn(quiet);
    await quietHoursOn(awake); // 14:30 in Los Angeles
    for (const userId of [quiet, awake, off]) await achievement(userId, NIGHT);

    reads.preferences = 0;
    const report = await deliverDueNotices({ now: NIGHT });
    expect(report).toMatchObject({ claimed: 3, pushes: 3, held: 1 });
    expect(reads.preferences).toBe(1);
    expect((await queued(quiet))[0]!.nextAttemptAt).toEqual(PARIS_MORNING);
    expect(dueNow((await queued(awake))[0]!.nextAttemptAt)).toBe(true);
    expect(dueNow((await queued(off))[0]!.nextAttemptAt)).toBe(true);
  });

  test("a reminder emailed because no push reaches the person is not held (only pushes are)", async () => {
    const me = await person({ timezone: PARIS });
    await quietHoursOn(me);
    await inTransaction((tx) => notify(tx, "mood-reminder", me, { day: "2026-06-10", at: NIGHT }));
    expect(await deliverDueNotices({ now: NIGHT })).toMatchObject({ pushes: 0, held: 0, emails: 1 });
    const [email] = await queued(me);
    expect(email!.channel).toBe("email");
    expect(dueNow(email!.nextAttemptAt)).toBe(true);
  });
});

describe("the setting", () => {
  test("off by default, 22:00–08:00; saved through the Settings action and read back as HH:MM", async () => {
    const me = await person();
    expect((await loadSettings({ userId: me, section: "notifications" })).values).toMatchObject({
      quietHoursEnabled: false,
      quietHoursStart: "22:00",
      quietHoursEnd: "08:00",
    });
    await actAs(me);
    expect((await updateNotificationPreferencesAction({ quietHoursEnabled: true })).ok).toBe(true);
    const start = await updateNotificationPreferencesAction({ quietHoursStart: "23:30" });
    expect(start.ok && start.data).toMatchObject({ quietHoursEnabled: true, quietHoursStart: "23:30" });
    expect((await updateNotificationPreferencesAction({ quietHoursEnd: "07:00" })).ok).toBe(true);

    expect((await loadSettings({ userId: me, section: "notifications" })).values).toEqual({
      ...NOTIFICATION_DEFAULTS,
      quietHoursEnabled: true,
      quietHoursStart: "23:30",
      quietHoursEnd: "07:00",
    });
    const [row] = await db()
      .select({ start: notificationPreferences.quietHoursStart, end: notificationPreferences.quietHoursEnd })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me));
    expect(row).toEqual({ start: "23:30:00", end: "07:00:00" });
  });

  test.each(["7:00", "25:00", "22:00:00", "10pm", ""])("refuses the time %j and keeps the saved one", async (time) => {
    const me = await person();
    await actAs(me);
    const result = await updateNotificationPreferencesAction({ quietHoursStart: time });
    expect(!result.ok && result.error.message).toBe(settingsMessages.quietHoursTimeInvalid);
    const [row] = await db()
      .select({ start: notificationPreferences.quietHoursStart })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me));
    expect(row!.start).toBe("22:00:00");
  });

  test("refuses equal start and end, and changes only the caller's row", async () => {
    const me = await person();
    const other = await person();
    await actAs(me);
    const same = await updateNotificationPreferencesAction({ quietHoursStart: "23:00", quietHoursEnd: "23:00" });
    expect(!same.ok && same.error.message).toBe(settingsMessages.quietHoursSameTimes);
    expect((await updateNotificationPreferencesAction({ quietHoursEnabled: true, userId: other })).ok).toBe(true);
    const rows = await db()
      .select({ userId: notificationPreferences.userId, on: notificationPreferences.quietHoursEnabled })
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, [me, other]));
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.on]))).toEqual({ [me]: true, [other]: false });
  });

  test("the data export carries the setting", async () => {
    const me = await person();
    await quietHoursOn(me, { quietHoursStart: "21:00", quietHoursEnd: "09:00" });
    const section = userExportSections(me, { pageSize: 10 }).find((s) => s.name === "notificationPreferences")!;
    expect(section.kind).toBe("object");
    const value = section.kind === "object" ? await section.read() : null;
    // The downloaded file spells these quiet_hours_enabled, quiet_hours_start and quiet_hours_end.
    expect(value).toMatchObject({ quietHoursEnabled: true, quietHoursStart: "21:00:00", quietHoursEnd: "09:00:00" });
  });
});
