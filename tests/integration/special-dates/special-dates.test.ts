import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { SpecialDatesListSection } from "@/app/settings/_components/sections";
import { db } from "@/db/client";
import { partnerSpecialDates, smartNotifications } from "@/db/schema";
import { addSpecialDateAction, deleteSpecialDateAction, updateSpecialDateAction } from "@/lib/actions/special-dates";
import type { SpecialDatesOverview } from "@/lib/domain/special-dates";
import { isAppError, type Outcome } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { addSpecialDate } from "@/lib/services/special-dates/add-special-date";
import { deleteSpecialDate } from "@/lib/services/special-dates/delete-special-date";
import { listSpecialDates } from "@/lib/services/special-dates/list-special-dates";
import { updateSpecialDate } from "@/lib/services/special-dates/update-special-date";
import { addSpecialDateSchema, updateSpecialDateSchema } from "@/lib/validation/special-dates";
import { couple, link, person, setTimeZone, unlink } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * Special dates (spec 3 §2–§9): add/edit/delete with their reminder and day-of notifications, who sees what
 * (owner, partner when shared, never an ex-partner or stranger), and the server actions' toasts.
 */

const NOW = new Date("2026-06-01T12:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

const birthday = (overrides: Record<string, unknown> = {}) =>
  addSpecialDateSchema.parse({
    dateType: "birthday",
    title: "Sam's Birthday",
    dateValue: "1990-06-20",
    recurringAnnually: true,
    reminderDaysBefore: 7,
    notes: "Loves lilies",
    sharedWithPartner: true,
    ...overrides,
  });

const edit = (id: string, overrides: Record<string, unknown> = {}) =>
  updateSpecialDateSchema.parse({
    id,
    title: "Sam's Birthday",
    dateValue: "1990-06-20",
    recurringAnnually: true,
    reminderDaysBefore: 7,
    notes: "Loves lilies",
    sharedWithPartner: true,
    ...overrides,
  });

async function dateRow(id: string) {
  const [row] = await db().select().from(partnerSpecialDates).where(eq(partnerSpecialDates.id, id));
  return row;
}

async function notificationsOf(dateId: string) {
  return db()
    .select()
    .from(smartNotifications)
    .where(sql`${smartNotifications.metadata} ->> 'special_date_id' = ${dateId}`)
    .orderBy(asc(smartNotifications.userId), asc(smartNotifications.scheduledFor), asc(smartNotifications.createdAt));
}

const live = <T extends { deletedAt: Date | null }>(rows: T[]) => rows.filter((r) => r.deletedAt === null);

async function snapshot(dateId: string) {
  return { row: await dateRow(dateId), notifications: await notificationsOf(dateId) };
}

async function notFound(work: Promise<unknown>): Promise<void> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isAppError(error) && error.code).toBe("NOT_FOUND");
}

let viewer: string;
let partner: string;
let linkId: string;

beforeEach(async () => {
  ({ viewer, partner, linkId } = await couple({
    viewer: { displayName: "Sam Viewer" },
    partner: { displayName: "Alex Partner", timezone: "America/New_York" },
  }));
});

describe("adding a date", () => {
  test("writes the row and schedules reminder + day-of for the owner and, shared, for the partner", async () => {
    const { id, notificationsScheduled } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    expect(notificationsScheduled).toBe(4);

    expect(await dateRow(id)).toMatchObject({
      userId: viewer,
      partnerId: partner,
      dateType: "birthday",
      title: "Sam's Birthday",
      dateValue: "1990-06-20",
      recurringAnnually: true,
      reminderDaysBefore: 7,
      notes: "Loves lilies",
      sharedWithPartner: true,
    });

    const rows = await notificationsOf(id);
    const shape = rows.map((r) => ({
      userId: r.userId,
      type: r.type,
      title: r.title,
      priority: r.priority,
      actionUrl: r.actionUrl,
      scheduledFor: r.scheduledFor.toISOString(),
      metadata: r.metadata,
      deletedAt: r.deletedAt,
    }));
    const metadata = (kind: "reminder" | "day_of") => ({
      special_date_id: id,
      special_date_type: "birthday",
      days_until: kind === "reminder" ? 7 : 0,
      event_date: "2026-06-20",
      notification_type: kind,
      is_shared: true,
    });
    const expected = [
      // The owner, in UTC: 09:00 on June 13 and June 20.
      {
        userId: viewer,
        type: "special_date_reminder",
        title: "Sam's Birthday is in 7 days",
        priority: "medium",
        actionUrl: "/settings",
        scheduledFor: "2026-06-13T09:00:00.000Z",
        metadata: metadata("reminder"),
        deletedAt: null,
      },
      {
        userId: viewer,
        type: "special_date_reminder",
        title: "Today is Sam's Birthday",
        priority: "high",
        actionUrl: "/partner-dashboard",
        scheduledFor: "2026-06-20T09:00:00.000Z",
        metadata: metadata("day_of"),
        deletedAt: null,
      },
      // The partner, in New York: 09:00 EDT is 13:00 UTC.
      {
        userId: partner,
        type: "special_date_reminder",
        title: "Sam's Birthday is in 7 days",
        priority: "medium",
        actionUrl: "/settings",
        scheduledFor: "2026-06-13T13:00:00.000Z",
        metadata: metadata("reminder"),
        deletedAt: null,
      },
      {
        userId: partner,
        type: "special_date_reminder",
        title: "Today is Sam's Birthday",
        priority: "high",
        actionUrl: "/partner-dashboard",
        scheduledFor: "2026-06-20T13:00:00.000Z",
        metadata: metadata("day_of"),
        deletedAt: null,
      },
    ].sort((a, b) => (a.userId === b.userId ? 0 : a.userId < b.userId ? -1 : 1));
    expect(shape).toEqual(expected);
    // Exactly the six spec keys, nothing more.
    for (const row of rows) {
      expect(Object.keys(row.metadata).sort()).toEqual(
        ["days_until", "event_date", "is_shared", "notification_type", "special_date_id", "special_date_type"].sort(),
      );
    }
    expect(rows.filter((r) => r.userId === partner).every((r) => r.message.endsWith("Shared by Sam."))).toBe(true);
    expect(rows.filter((r) => r.userId === viewer).some((r) => r.message.includes("Shared by"))).toBe(false);
  });

  test("a private date notifies only the owner", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday({ sharedWithPartner: false }), now: NOW });
    const rows = await notificationsOf(id);
    expect(rows.map((r) => r.userId)).toEqual([viewer, viewer]);
    expect(rows.every((r) => r.metadata.is_shared === false)).toBe(true);
  });

  test("nothing is scheduled for a moment already past", async () => {
    const past = birthday({
      dateType: "custom",
      title: "First date",
      dateValue: "2026-05-01",
      recurringAnnually: false,
    });
    const { id: pastId, notificationsScheduled } = await addSpecialDate({ userId: viewer, input: past, now: NOW });
    expect(notificationsScheduled).toBe(0);
    expect(await notificationsOf(pastId)).toEqual([]);

    // Three days away with a 7-day reminder: the reminder moment has passed, the day-of has not.
    const soon = birthday({ dateValue: "2000-06-04" });
    const { id: soonId } = await addSpecialDate({ userId: viewer, input: soon, now: NOW });
    const rows = await notificationsOf(soonId);
    expect(rows.map((r) => [r.userId, r.metadata.notification_type])).toEqual(
      [
        [viewer, "day_of"],
        [partner, "day_of"],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
  });

  test("without a partner the date is the owner's alone", async () => {
    const single = await person();
    const { id, notificationsScheduled } = await addSpecialDate({ userId: single, input: birthday(), now: NOW });
    expect(notificationsScheduled).toBe(2);
    expect((await dateRow(id))!.partnerId).toBeNull();
  });
});

describe("editing a date", () => {
  test("soft-deletes the old reminders and schedules new ones from the new values", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    const editedAt = later(60_000);
    await updateSpecialDate({
      userId: viewer,
      input: edit(id, { title: "Sam's 36th", dateValue: "1990-07-04", reminderDaysBefore: 3 }),
      now: editedAt,
    });

    const rows = await notificationsOf(id);
    const old = rows.filter((r) => r.deletedAt !== null);
    expect(old).toHaveLength(4);
    expect(old.every((r) => r.deletedAt!.getTime() === editedAt.getTime())).toBe(true);
    expect(old.every((r) => r.metadata.event_date === "2026-06-20")).toBe(true);

    const fresh = live(rows);
    expect(fresh).toHaveLength(4);
    expect(new Set(fresh.map((r) => r.metadata.event_date))).toEqual(new Set(["2026-07-04"]));
    expect(fresh.find((r) => r.userId === viewer && r.metadata.notification_type === "reminder")).toMatchObject({
      title: "Sam's 36th is in 3 days",
      scheduledFor: new Date("2026-07-01T09:00:00Z"),
      metadata: { days_until: 3 },
    });
    expect(await dateRow(id)).toMatchObject({ title: "Sam's 36th", dateValue: "1990-07-04", reminderDaysBefore: 3 });
  });

  test("two edits at the same instant still leave exactly one live set", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    await updateSpecialDate({ userId: viewer, input: edit(id, { notes: "one" }), now: NOW });
    await updateSpecialDate({ userId: viewer, input: edit(id, { notes: "two" }), now: NOW });
    const rows = await notificationsOf(id);
    expect(live(rows)).toHaveLength(4);
    expect(rows).toHaveLength(12);
  });

  test("making a date private withdraws the partner's reminders", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    await updateSpecialDate({ userId: viewer, input: edit(id, { sharedWithPartner: false }), now: later(1000) });
    expect(live(await notificationsOf(id)).map((r) => r.userId)).toEqual([viewer, viewer]);
    expect((await listSpecialDates({ userId: partner, now: NOW })).dates).toEqual([]);
  });

  test("the type cannot change: a dateType in the update payload is ignored", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    await actAs(viewer);
    const result = await updateSpecialDateAction({ ...edit(id), dateType: "custom", title: "Renamed" });
    expect(result.ok).toBe(true);
    expect(await dateRow(id)).toMatchObject({ dateType: "birthday", title: "Renamed" });
  });

  test("an unknown id is NOT_FOUND", async () => {
    await notFound(updateSpecialDate({ userId: viewer, input: edit(randomUUID()), now: NOW }));
  });
});

describe("deleting a date", () => {
  test("removes the row and soft-deletes every reminder of it", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    const other = await addSpecialDate({ userId: viewer, input: birthday({ title: "Other" }), now: NOW });
    const deletedAt = later(5000);
    await deleteSpecialDate({ userId: viewer, input: { id }, now: deletedAt });

    expect(await dateRow(id)).toBeUndefined();
    const rows = await notificationsOf(id);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.deletedAt?.getTime() === deletedAt.getTime())).toBe(true);
    // Another date's reminders are untouched.
    expect(live(await notificationsOf(other.id))).toHaveLength(4);
  });
});

describe("who sees and who may change a date (spec 3 §6)", () => {
  test("the owner sees all their dates; the partner sees only the shared ones, read-only", async () => {
    await setTimeZone(viewer, "UTC");
    const shared = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    const secret = await addSpecialDate({
      userId: viewer,
      input: birthday({
        dateType: "custom",
        title: "Surprise",
        dateValue: "2026-06-05",
        recurringAnnually: false,
        sharedWithPartner: false,
      }),
      now: NOW,
    });
    const theirs = await addSpecialDate({
      userId: partner,
      input: birthday({ dateType: "anniversary", title: "Anniversary", dateValue: "2019-06-02" }),
      now: NOW,
    });

    const mine = await listSpecialDates({ userId: viewer, now: NOW });
    expect(mine.partner).toEqual({ name: "Alex" });
    // Ordered by date_value (spec 3 §7).
    expect(mine.dates.map((d) => [d.id, d.isOwner])).toEqual([
      [shared.id, true],
      [theirs.id, false],
      [secret.id, true],
    ]);
    expect(mine.dates[0]).toMatchObject({
      nextOccurrence: "2026-06-20",
      daysUntil: 19,
      isUpcoming: false,
      notes: "Loves lilies",
    });
    expect(mine.dates[1]).toMatchObject({ nextOccurrence: "2026-06-02", daysUntil: 1, isUpcoming: true });
    expect(mine.dates[2]).toMatchObject({ nextOccurrence: "2026-06-05", daysUntil: 4, isUpcoming: true });

    const partnerView = await listSpecialDates({ userId: partner, now: NOW });
    expect(partnerView.partner).toEqual({ name: "Sam" });
    expect(partnerView.dates.map((d) => [d.id, d.isOwner])).toEqual([
      [shared.id, false],
      [theirs.id, true],
    ]);
  });

  test("daysUntil counts in the viewer's zone", async () => {
    const { id } = await addSpecialDate({
      userId: viewer,
      input: birthday({ dateType: "custom", title: "Trip", dateValue: "2026-06-02", recurringAnnually: false }),
      now: NOW,
    });
    // 2026-06-02T02:00Z is already June 2 in UTC, still June 1 in New York.
    const at = new Date("2026-06-02T02:00:00Z");
    expect((await listSpecialDates({ userId: viewer, now: at })).dates[0]).toMatchObject({ id, daysUntil: 0 });
    expect((await listSpecialDates({ userId: partner, now: at })).dates[0]).toMatchObject({ id, daysUntil: 1 });
  });

  test("the partner cannot edit or delete a shared date; nothing changes", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    const before = await snapshot(id);
    await notFound(updateSpecialDate({ userId: partner, input: edit(id, { title: "Hacked" }), now: later(1000) }));
    await notFound(deleteSpecialDate({ userId: partner, input: { id }, now: later(2000) }));
    expect(await snapshot(id)).toEqual(before);
  });

  test("an ex-partner and a stranger see nothing and change nothing", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    const stranger = await person();
    await unlink(linkId);
    const before = await snapshot(id);

    for (const outsider of [partner, stranger]) {
      const view = await listSpecialDates({ userId: outsider, now: NOW });
      expect(view).toEqual({ partner: null, dates: [] });
      await notFound(updateSpecialDate({ userId: outsider, input: edit(id, { title: "Hacked" }), now: later(1000) }));
      await notFound(deleteSpecialDate({ userId: outsider, input: { id }, now: later(2000) }));
    }
    expect(await snapshot(id)).toEqual(before);
    // The owner keeps the date, with no partner to show it to.
    expect((await listSpecialDates({ userId: viewer, now: NOW })).partner).toBeNull();
  });

  test("after a disconnect, an edit reschedules for the owner only", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    await unlink(linkId);
    await updateSpecialDate({ userId: viewer, input: edit(id, { notes: "still mine" }), now: later(1000) });
    expect(live(await notificationsOf(id)).map((r) => r.userId)).toEqual([viewer, viewer]);
  });

  test("a new partner does not see dates shared with the previous one", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    await unlink(linkId);
    const next = await person({ displayName: "Robin" });
    await link(viewer, next);
    expect((await listSpecialDates({ userId: next, now: NOW })).dates).toEqual([]);
    await updateSpecialDate({ userId: viewer, input: edit(id), now: later(1000) });
    expect(live(await notificationsOf(id)).every((r) => r.userId === viewer)).toBe(true);
    const fresh = await addSpecialDate({ userId: viewer, input: birthday({ title: "New" }), now: NOW });
    expect((await listSpecialDates({ userId: next, now: NOW })).dates.map((d) => d.id)).toEqual([fresh.id]);
    expect((await listSpecialDates({ userId: viewer, now: NOW })).dates.map((d) => d.id).sort()).toEqual(
      [id, fresh.id].sort(),
    );
  });
});

/** What the Settings page's Special Dates section receives for this user (the page has already guarded them). */
async function listedBySettings(userId: string): Promise<Outcome<SpecialDatesOverview>> {
  const user = {
    id: userId,
    email: "x@example.com",
    displayName: "X",
    timeZone: "UTC",
    emailVerified: true,
    roles: [],
    assistantEnabled: true,
  };
  return (await SpecialDatesListSection({ user })).props.result;
}

describe("server actions", () => {
  const payload = {
    dateType: "anniversary",
    title: "Anniversary",
    dateValue: "2019-09-14",
    recurringAnnually: true,
    reminderDaysBefore: 14,
    notes: "",
    sharedWithPartner: true,
  };

  test("anonymous callers get the spec's messages and nothing is written", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    const before = await snapshot(id);
    await actAs(null);

    const add = await addSpecialDateAction(payload);
    expect(add).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: "UNAUTHENTICATED",
        title: "Error",
        message: "You must be logged in to add special dates",
      }),
    });
    const update = await updateSpecialDateAction(edit(id, { title: "Hacked" }));
    expect(!update.ok && update.error.message).toBe("Failed to update special date");
    const remove = await deleteSpecialDateAction({ id });
    expect(!remove.ok && remove.error.message).toBe("Failed to delete special date");

    expect(await snapshot(id)).toEqual(before);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(partnerSpecialDates)
      .where(eq(partnerSpecialDates.userId, viewer));
    expect(count!.n).toBe(1);
  });

  test("add, list, update and delete as the owner", async () => {
    await actAs(viewer);
    const added = await addSpecialDateAction(payload);
    expect(added.ok).toBe(true);
    const id = added.ok ? added.data.id : "";
    expect(await dateRow(id)).toMatchObject({
      userId: viewer,
      partnerId: partner,
      notes: null,
      reminderDaysBefore: 14,
    });

    // The list is the Settings page's read (its section calls the service for the page's guarded user).
    const list = await listedBySettings(viewer);
    expect(list.ok && list.data.dates.map((d) => d.id)).toEqual([id]);
    expect(list.ok && list.data.partner).toEqual({ name: "Alex" });

    const { dateType: _type, ...fields } = payload;
    void _type;
    expect((await updateSpecialDateAction({ ...fields, id, title: "Our day" })).ok).toBe(true);
    expect((await dateRow(id))!.title).toBe("Our day");

    expect(await deleteSpecialDateAction({ id })).toEqual({ ok: true, data: undefined });
    expect(await dateRow(id)).toBeUndefined();
  });

  test("a failed list read shows 'Failed to load special dates: <reason>' in place of the list", async () => {
    // Not a uuid: the read fails in the database, as any unexpected failure would.
    const quiet = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(await listedBySettings("not-a-uuid")).toEqual({
      ok: false,
      error: {
        code: "INTERNAL",
        title: "Error",
        message: "Failed to load special dates: An unexpected error occurred.",
      },
    });
    quiet.mockRestore();
  });

  test("invalid input keeps its field errors", async () => {
    await actAs(viewer);
    const result = await addSpecialDateAction({ ...payload, title: "  ", dateValue: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe("VALIDATION");
    expect(result.error.fieldErrors).toMatchObject({ title: ["Title is required"], dateValue: ["Date is required"] });
  });

  test("another person's id: 'Failed to update/delete special date', data unchanged", async () => {
    const { id } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    const before = await snapshot(id);
    for (const outsider of [partner, await person()]) {
      await actAs(outsider);
      const update = await updateSpecialDateAction(edit(id, { title: "Hacked" }));
      expect(update).toEqual({
        ok: false,
        error: expect.objectContaining({ code: "NOT_FOUND", title: "Error", message: "Failed to update special date" }),
      });
      const remove = await deleteSpecialDateAction({ id });
      expect(!remove.ok && remove.error).toMatchObject({ code: "NOT_FOUND", message: "Failed to delete special date" });
    }
    expect(await snapshot(id)).toEqual(before);
  });

  test("mass assignment: owner and partner ids in the payload are ignored", async () => {
    const stranger = await person();
    await actAs(stranger);
    const added = await addSpecialDateAction({ ...payload, userId: viewer, user_id: viewer, partnerId: viewer });
    expect(added.ok).toBe(true);
    const id = added.ok ? added.data.id : "";
    expect(await dateRow(id)).toMatchObject({ userId: stranger, partnerId: null });

    // Claiming to be the owner in an update does not make the viewer's date editable.
    const { id: viewersDate } = await addSpecialDate({ userId: viewer, input: birthday(), now: NOW });
    const before = await snapshot(viewersDate);
    const update = await updateSpecialDateAction({ ...edit(viewersDate, { title: "Hacked" }), userId: viewer });
    expect(!update.ok && update.error.code).toBe("NOT_FOUND");
    expect(await snapshot(viewersDate)).toEqual(before);
  });
});
