import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { GET as getInbox } from "@/app/api/v1/notifications/route";
import { db } from "@/db/client";
import { liveEvents, smartNotifications } from "@/db/schema";
import { updateNotificationsAction } from "@/lib/actions/notifications";
import { inTransaction } from "@/lib/data/transaction";
import { notify } from "@/lib/messaging";
import { loadNotificationInbox } from "@/lib/services/notifications/load-notification-inbox";
import { person, sessionCookieFor } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

/**
 * The notification centre (issue #17) on a real database: the person's own due notices, newest first; nothing
 * scheduled for later and nothing deleted; mark read and delete only their own; a notice written now tells their
 * open pages through a live event.
 */

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function notice(
  userId: string,
  title: string,
  scheduledFor: Date,
  extra: Partial<typeof smartNotifications.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(smartNotifications)
    .values({ userId, type: "partner_activity", title, message: `${title} message`, scheduledFor, ...extra })
    .returning({ id: smartNotifications.id });
  return row!.id;
}

describe("the inbox", () => {
  test("due, undeleted notices of the person, newest first, with the unread count", async () => {
    const me = await person();
    const other = await person();
    await notice(me, "older", minutes(-60));
    await notice(me, "newer", minutes(-5), { priority: "high" });
    await notice(me, "later", minutes(60));
    await notice(me, "gone", minutes(-1), { deletedAt: new Date() });
    await notice(me, "read", minutes(-2), { readAt: new Date() });
    await notice(other, "theirs", minutes(-1));

    const inbox = await loadNotificationInbox({ userId: me });
    expect(inbox.items.map((i) => i.title)).toEqual(["read", "newer", "older"]);
    expect(inbox.unread).toBe(2);
    // No priority in the centre (decision 051), whatever the row holds.
    expect(inbox.items[1]).toEqual({
      id: expect.any(String),
      title: "newer",
      message: "newer message",
      when: "5 minutes ago",
      href: null,
      read: false,
    });
  });

  test("at most the 20 newest", async () => {
    const me = await person();
    for (let i = 0; i < 23; i++) await notice(me, `n${i}`, minutes(-i - 1));
    const inbox = await loadNotificationInbox({ userId: me });
    expect(inbox.items).toHaveLength(20);
    expect(inbox.unread).toBe(23);
  });

  test("GET /api/v1/notifications: the person's own inbox; signed out, 401", async () => {
    const me = await person();
    await notice(me, "hello", minutes(-1));
    const mine = await getInbox(
      new Request("http://attune.test/api/v1/notifications", { headers: { cookie: await sessionCookieFor(me) } }),
    );
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    expect((await mine.json()).items.map((i: { title: string }) => i.title)).toEqual(["hello"]);
    expect((await getInbox(new Request("http://attune.test/api/v1/notifications"))).status).toBe(401);
  });
});

describe("changes", () => {
  test("mark one read, mark all read, delete: only the person's own", async () => {
    const me = await person();
    const other = await person();
    const a = await notice(me, "a", minutes(-3));
    const b = await notice(me, "b", minutes(-2));
    const theirs = await notice(other, "theirs", minutes(-1));
    await actAs(me);

    expect(await updateNotificationsAction({ action: "read", id: a })).toEqual({ ok: true, data: undefined });
    expect((await loadNotificationInbox({ userId: me })).unread).toBe(1);
    await updateNotificationsAction({ action: "read", id: theirs });
    await updateNotificationsAction({ action: "read-all" });
    expect((await loadNotificationInbox({ userId: me })).unread).toBe(0);
    expect((await loadNotificationInbox({ userId: other })).unread).toBe(1);

    expect(await updateNotificationsAction({ action: "delete", id: theirs })).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND" },
    });
    expect(await updateNotificationsAction({ action: "delete", id: b })).toEqual({ ok: true, data: undefined });
    expect((await loadNotificationInbox({ userId: me })).items.map((i) => i.title)).toEqual(["a"]);
    expect((await loadNotificationInbox({ userId: other })).items.map((i) => i.title)).toEqual(["theirs"]);
  });

  test("a notice written now tells the person's open pages; one for later does not yet", async () => {
    const me = await person();
    await inTransaction((tx) => notify(tx, "partner-disconnected", me, { byName: "Robin", at: new Date() }));
    await inTransaction((tx) =>
      notify(tx, "partner-disconnected", me, { byName: "Robin", at: new Date(Date.now() + 86_400_000) }),
    );
    const told = await db().select().from(liveEvents).where(eq(liveEvents.recipientId, me));
    expect(told.map((e) => [e.kind, e.sourceUserId])).toEqual([["notification", me]]);
  });
});
