import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import SettingsPage from "@/app/settings/page";
import { db } from "@/db/client";
import { partnerSpecialDates, smartNotifications } from "@/db/schema";
import { disconnectPartnerAction } from "@/lib/actions/partner";
import { addSpecialDateAction, deleteSpecialDateAction, updateSpecialDateAction } from "@/lib/actions/special-dates";
import { listSpecialDates } from "@/lib/services/special-dates/list-special-dates";
import {
  ACTOR_NAMES,
  bait as baitFor,
  buildWorld,
  denied,
  prepareActor,
  type ActorName,
  type World,
} from "../../helpers/actors";
import { actAs } from "../../helpers/request-context";

/**
 * Issue #6 access-control matrix, special dates (spec 3 §6, decision 021): the owner lists, adds, edits and deletes
 * their dates; the current partner sees the shared ones made with them (whatever the mood consent) and only while
 * linked; an ex-partner, a stranger and an admin see none; nobody but the owner edits or deletes one, and a denied
 * write leaves the dates and their reminders exactly as they were.
 */

let world: World;
const titles = { shared: `shared-${randomUUID()}`, private: `private-${randomUUID()}`, ex: `ex-${randomUUID()}` };
const ids = { shared: "", private: "" };

const prepare = (name: ActorName) => prepareActor(world, name);
const bait = () => baitFor(world);

const dateInput = (title: string, sharedWithPartner: boolean) => ({
  dateType: "birthday" as const,
  title,
  dateValue: "1990-06-15",
  recurringAnnually: true,
  reminderDaysBefore: 7,
  notes: `notes of ${title}`,
  sharedWithPartner,
});

async function addAs(userId: string, title: string, shared: boolean): Promise<string> {
  await actAs(userId);
  const result = await addSpecialDateAction(dateInput(title, shared));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.id;
}

/** The owner's dates and every reminder (anyone's) of them, in a stable order. */
async function ownerSnapshot(): Promise<string> {
  const dates = await db()
    .select()
    .from(partnerSpecialDates)
    .where(eq(partnerSpecialDates.userId, world.owner))
    .orderBy(asc(partnerSpecialDates.id));
  const reminders = await db()
    .select()
    .from(smartNotifications)
    .where(
      inArray(smartNotifications.userId, [world.owner, world.partner, world.exPartner, world.stranger, world.admin]),
    )
    .orderBy(asc(smartNotifications.id));
  return JSON.stringify({ dates, reminders });
}

/** What Settings → Special Dates lists for a signed-in person: the page reads it through the service for its user. */
async function titlesSeenBy(userId: string): Promise<string[]> {
  return (await listSpecialDates({ userId })).dates.map((d) => d.title);
}

beforeAll(async () => {
  world = await buildWorld({
    whileLinkedToEx: async (owner) => void (await addAs(owner, titles.ex, true)),
  });
  ids.shared = await addAs(world.owner, titles.shared, true);
  ids.private = await addAs(world.owner, titles.private, false);
});

const seesAll = ["self"];
const seesShared = ["partnerWithConsent", "partnerWithoutConsent"];

describe.each(ACTOR_NAMES)("actor: %s", (name) => {
  test("special_dates:list", async () => {
    const id = await prepare(name);
    if (id === null) {
      // The Settings page is the only reader: no session, no list (redirect to sign-in).
      await expect(SettingsPage()).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
      return;
    }
    const { dates } = await listSpecialDates({ userId: id });
    const seen = dates.map((d) => d.title);
    const owned = Object.values(titles).filter((t) => seen.includes(t));
    if (seesAll.includes(name)) expect(owned.sort()).toEqual(Object.values(titles).sort());
    else if (seesShared.includes(name)) expect(owned).toEqual([titles.shared]);
    else expect(owned).toEqual([]);
    // The partner's copy is read-only, and a private date's notes never travel.
    for (const date of dates.filter((d) => owned.includes(d.title))) expect(date.isOwner).toBe(name === "self");
    expect(JSON.stringify(dates).includes(`notes of ${titles.private}`)).toBe(name === "self");
  });

  test("special_dates:update of the owner's shared and private dates, with bait", async () => {
    const id = await prepare(name);
    if (name === "self") {
      const mine = await addAs(world.owner, `throwaway-${randomUUID()}`, true);
      const result = await updateSpecialDateAction({ ...bait(), ...dateInput("edited", false), id: mine });
      // Calm words: no help lines, nothing held (decision 080).
      expect(result).toEqual({ ok: true, data: { id: mine, support: null, confirmShare: false } });
      const [row] = await db().select().from(partnerSpecialDates).where(eq(partnerSpecialDates.id, mine));
      // The bait's dateType/user_id/partner_id change nothing: still the owner's birthday with the real partner.
      expect(row).toMatchObject({
        userId: world.owner,
        partnerId: world.partner,
        dateType: "birthday",
        title: "edited",
      });
      return;
    }
    const before = await ownerSnapshot();
    for (const target of [ids.shared, ids.private]) {
      const result = await updateSpecialDateAction({
        ...bait(),
        ...dateInput(`hijacked by ${name}`, true),
        dateType: "custom",
        id: target,
      });
      expect(result).toMatchObject(denied(id, "NOT_FOUND"));
    }
    expect(await ownerSnapshot()).toBe(before);
  });

  test("special_dates:delete of the owner's shared and private dates", async () => {
    const id = await prepare(name);
    if (name === "self") {
      const mine = await addAs(world.owner, `throwaway-${randomUUID()}`, true);
      expect(await deleteSpecialDateAction({ ...bait(), id: mine })).toEqual({ ok: true, data: undefined });
      expect(await db().select().from(partnerSpecialDates).where(eq(partnerSpecialDates.id, mine))).toEqual([]);
      const live = await db()
        .select()
        .from(smartNotifications)
        .where(and(isNull(smartNotifications.deletedAt), eq(smartNotifications.type, "special_date_reminder")));
      expect(live.filter((n) => (n.metadata as Record<string, unknown>).special_date_id === mine)).toEqual([]);
      return;
    }
    const before = await ownerSnapshot();
    for (const target of [ids.shared, ids.private]) {
      expect(await deleteSpecialDateAction({ ...bait(), id: target })).toMatchObject(denied(id, "NOT_FOUND"));
    }
    expect(await ownerSnapshot()).toBe(before);
  });

  test("special_dates:add with user_id/partner_id bait lands on the caller, with the caller's real partner", async () => {
    const id = await prepare(name);
    const before = await ownerSnapshot();
    // A one-off date in the past: no reminders, so nothing reaches the owner's notifications either.
    const input = { ...dateInput(`added by ${name}`, true), dateValue: "2001-01-01", recurringAnnually: false };
    const result = await addSpecialDateAction({ ...input, ...bait(), partnerId: world.stranger });
    if (id === null) {
      expect(result).toMatchObject({
        ...denied(null),
        error: { message: "You must be logged in to add special dates" },
      });
      expect(await ownerSnapshot()).toBe(before);
      return;
    }
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const [row] = await db()
      .select({ userId: partnerSpecialDates.userId, partnerId: partnerSpecialDates.partnerId })
      .from(partnerSpecialDates)
      .where(eq(partnerSpecialDates.id, result.ok ? result.data.id : ""));
    const realPartner = name === "self" ? world.partner : seesShared.includes(name) ? world.owner : null;
    expect(row).toEqual({ userId: id, partnerId: realPartner });
    if (name !== "self") expect(await ownerSnapshot()).toBe(before);
  });
});

describe("read-after-revoke: the partner's very next list", () => {
  test("unsharing a date hides it from the partner at once; sharing it again shows it", async () => {
    const id = await addAs(world.owner, `toggled-${randomUUID()}`, true);
    const title = (await db().select().from(partnerSpecialDates).where(eq(partnerSpecialDates.id, id)))[0]!.title;
    expect(await titlesSeenBy(world.partner)).toContain(title);
    await actAs(world.owner);
    expect((await updateSpecialDateAction({ id, ...dateInput(title, false) })).ok).toBe(true);
    expect(await titlesSeenBy(world.partner)).not.toContain(title);
    await actAs(world.owner);
    expect((await updateSpecialDateAction({ id, ...dateInput(title, true) })).ok).toBe(true);
    expect(await titlesSeenBy(world.partner)).toContain(title);
  });

  test("after a disconnect the ex-partner's next list has none of the owner's dates; the owner keeps them all", async () => {
    expect(await titlesSeenBy(world.partner)).toContain(titles.shared);
    await actAs(world.owner);
    expect(await disconnectPartnerAction({ confirmation: "disconnect" })).toEqual({
      ok: true,
      data: { disconnected: true },
    });
    const seen = await titlesSeenBy(world.partner);
    expect(Object.values(titles).filter((t) => seen.includes(t))).toEqual([]);
    expect(await titlesSeenBy(world.owner)).toEqual(expect.arrayContaining(Object.values(titles)));
  });

  test("after a disconnect the ex-partner keeps no live reminder of the owner's shared date; the owner keeps theirs", async () => {
    // Runs after the disconnect above. The reminders were scheduled for the then-partner while the date was shared.
    const live = await db()
      .select({ metadata: smartNotifications.metadata, title: smartNotifications.title })
      .from(smartNotifications)
      .where(
        and(
          eq(smartNotifications.userId, world.partner),
          eq(smartNotifications.type, "special_date_reminder"),
          isNull(smartNotifications.deletedAt),
        ),
      );
    expect(live.filter((n) => (n.metadata as Record<string, unknown>).special_date_id === ids.shared)).toEqual([]);
    const owners = await db()
      .select({ metadata: smartNotifications.metadata })
      .from(smartNotifications)
      .where(
        and(
          eq(smartNotifications.userId, world.owner),
          eq(smartNotifications.type, "special_date_reminder"),
          isNull(smartNotifications.deletedAt),
        ),
      );
    expect(owners.some((n) => (n.metadata as Record<string, unknown>).special_date_id === ids.shared)).toBe(true);
  });
});
