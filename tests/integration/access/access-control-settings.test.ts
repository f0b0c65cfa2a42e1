import { asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import SettingsPage from "@/app/settings/page";
import { GET as exportDownloadRoute } from "@/app/settings/export/route";
import { db } from "@/db/client";
import {
  exportRequests,
  notificationPreferences,
  outbox,
  profiles,
  sharingGrants,
  userRoles,
  userSettings,
  users,
} from "@/db/schema";
import type { ActionResult } from "@/lib/actions/result";
import {
  requestDataExportAction,
  updateAccountAction,
  updateNotificationPreferencesAction,
  updateSharingAction,
  updateUserSettingsAction,
} from "@/lib/actions/settings";
import { loadSettings } from "@/lib/services/settings/load-settings";
import {
  ACTOR_NAMES,
  bait as baitFor,
  buildWorld,
  cookieOf,
  denied,
  prepareActor,
  rolesOf,
  type ActorName,
  type World,
} from "../../helpers/actors";
import { actAs } from "../../helpers/request-context";

/**
 * Issue #6 access-control matrix, settings and data export: every actor tries each Settings write (account,
 * user_settings toggles, sharing/consent, notification preferences, export request) with a payload aimed at the
 * OWNER, and the owner's emailed download link. Settings writes act on the session user only, so the expected
 * outcome is "deny" for the anonymous caller and "own" (the caller's own rows change, the owner's do not) for
 * everyone but the owner; the export link works for its owner alone.
 */

const BASE = "http://attune.test";

let world: World;
let ownerExportToken: string;

const prepare = (name: ActorName) => prepareActor(world, name);
const bait = () => baitFor(world);

/** Everything of the owner's that a Settings write could touch, in a stable order. */
async function snapshotOf(userId: string): Promise<string> {
  const d = db();
  return JSON.stringify({
    user: await d.select().from(users).where(eq(users.id, userId)),
    profile: await d.select().from(profiles).where(eq(profiles.id, userId)),
    settings: await d.select().from(userSettings).where(eq(userSettings.userId, userId)),
    grants: await d.select().from(sharingGrants).where(eq(sharingGrants.userId, userId)),
    notifications: await d.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    roles: await d.select().from(userRoles).where(eq(userRoles.userId, userId)),
    exports: await d
      .select()
      .from(exportRequests)
      .where(eq(exportRequests.userId, userId))
      .orderBy(asc(exportRequests.id)),
    outbox: await d.select().from(outbox).where(eq(outbox.userId, userId)).orderBy(asc(outbox.id)),
  });
}
const ownerSnapshot = () => snapshotOf(world.owner);

const emailOf = async (userId: string) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

async function latestExportToken(email: string): Promise<string> {
  const [row] = await db()
    .select({ bodyText: outbox.bodyText })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row!.bodyText.match(/\/settings\/export\?token=([A-Za-z0-9_-]+)/)![1]!;
}

beforeAll(async () => {
  world = await buildWorld();
  await actAs(world.owner);
  expect((await requestDataExportAction()).ok).toBe(true);
  ownerExportToken = await latestExportToken(world.ownerEmail);
});

/**
 * One Settings write by one actor. `read` gives the caller's current value of what the write changes and `next`
 * the payload that changes it: anonymous is refused with the owner untouched; anyone else changes exactly their own
 * row, never the owner's (unless they are the owner), never their email, never their roles.
 */
async function attemptWrite<V>(
  name: ActorName,
  read: (userId: string) => Promise<V>,
  write: (current: V | null) => Promise<ActionResult<unknown>>,
  expectChanged: (before: V, after: V) => void,
) {
  const id = await prepare(name);
  const before = await ownerSnapshot();
  if (id === null) {
    expect(await write(null)).toMatchObject(denied(null));
    expect(await ownerSnapshot()).toBe(before);
    return;
  }
  const email = await emailOf(id);
  const current = await read(id);
  const result = await write(current);
  expect(result.ok, JSON.stringify(result)).toBe(true);
  expectChanged(current, await read(id));
  if (id !== world.owner) expect(await ownerSnapshot()).toBe(before);
  expect(await emailOf(id)).toBe(email);
  expect(await rolesOf(id)).toEqual(id === world.admin ? ["admin"] : []);
}

describe.each(ACTOR_NAMES)("actor: %s", (name) => {
  test("settings:read — the Settings loaders only ever show the caller's own account", async () => {
    const id = await prepare(name);
    if (id === null) {
      // The page itself: no session, no settings (redirect to sign-in).
      await expect(SettingsPage()).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
      return;
    }
    const sections = ["account", "privacy", "preferences", "notifications", "subscription"] as const;
    const views = await Promise.all(sections.map((section) => loadSettings({ userId: id, section })));
    expect(JSON.stringify(views).includes(world.ownerEmail)).toBe(name === "self");
  });

  test("account:update (display name, phone) with email/role/user_id bait", async () => {
    const readName = async (userId: string) =>
      (await db().select({ n: profiles.displayName }).from(profiles).where(eq(profiles.id, userId)))[0]!.n;
    const wanted = `Renamed ${name}`;
    await attemptWrite(
      name,
      readName,
      () => updateAccountAction({ displayName: wanted, phone: "", ...bait() }),
      (_before, after) => expect(after).toBe(wanted),
    );
  });

  test("user_settings:update with bait", async () => {
    const readChrono = async (userId: string) =>
      (
        await db().select({ v: userSettings.chronoEnabled }).from(userSettings).where(eq(userSettings.userId, userId))
      )[0]?.v ?? false;
    await attemptWrite(
      name,
      readChrono,
      (current) => updateUserSettingsAction({ chronoEnabled: !current, ...bait() }),
      (before, after) => expect(after).toBe(!before),
    );
  });

  test("sharing/consent:update with bait", async () => {
    const readGoals = async (userId: string) =>
      (
        await db().select({ v: sharingGrants.shareGoals }).from(sharingGrants).where(eq(sharingGrants.userId, userId))
      )[0]?.v ?? false;
    await attemptWrite(
      name,
      readGoals,
      (current) => updateSharingAction({ shareGoals: !current, ...bait() }),
      (before, after) => expect(after).toBe(!before),
    );
  });

  test("notification_preferences:update with bait", async () => {
    const readPrefs = async (userId: string) =>
      (
        await db()
          .select({ on: notificationPreferences.moodReminders, at: notificationPreferences.dailyReminderTime })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, userId))
      )[0] ?? { on: true, at: "19:00:00" };
    await attemptWrite(
      name,
      readPrefs,
      (current) =>
        updateNotificationPreferencesAction({
          moodReminders: !(current?.on ?? true),
          dailyReminderTime: current?.at.startsWith("08") ? "21:00" : "08:00",
          ...bait(),
        }),
      (before, after) => {
        expect(after.on).toBe(!before.on);
        expect(after.at).not.toBe(before.at);
      },
    );
  });

  test("export:request with bait — the request and its email are the caller's", async () => {
    const exportsOf = async (userId: string) => {
      const rows = await db()
        .select({ id: exportRequests.id })
        .from(exportRequests)
        .where(eq(exportRequests.userId, userId));
      const mails = await db()
        .select({ to: outbox.recipient })
        .from(outbox)
        .where(eq(outbox.template, "data-export-ready"));
      return { requests: rows.length, mails: mails.filter((m) => m.to === world.ownerEmail).length };
    };
    await attemptWrite(
      name,
      exportsOf,
      () => requestDataExportAction(bait()),
      (before, after) => {
        expect(after.requests).toBe(before.requests + 1);
        // Only the owner's own request mails the owner.
        expect(after.mails).toBe(before.mails + (name === "self" ? 1 : 0));
      },
    );
  });

  test("export:download with the OWNER's token via GET /settings/export", async () => {
    const id = await prepare(name);
    const before = await ownerSnapshot();
    const response = await exportDownloadRoute(
      new Request(`${BASE}/settings/export?token=${ownerExportToken}`, { headers: { cookie: await cookieOf(id) } }),
    );
    const text = await response.text();
    expect(response.headers.get("cache-control")).toBe("no-store");
    if (name === "self") {
      expect(response.status).toBe(200);
      expect(JSON.parse(text).account.email).toBe(world.ownerEmail);
      return;
    }
    expect(response.status).toBe(id === null ? 401 : 404);
    expect(text).not.toContain(world.ownerEmail);
    expect(text).not.toContain(world.owner);
    // The owner's link is not burned or expired by someone else's attempt.
    expect(await ownerSnapshot()).toBe(before);
  });
});

describe("mass-assignment through Settings changes nothing it names", () => {
  test("the owner's own payload with email, role, status, user_id, partner_id: only the listed fields change", async () => {
    await actAs(world.owner);
    const partnerBefore = await snapshotOf(world.partner);
    const before = JSON.parse(await ownerSnapshot()) as { user: { email: string }[]; profile: object[] };
    const payload = { ...bait(), userId: world.partner, user_id: world.partner, partnerId: world.stranger };
    expect((await updateAccountAction({ displayName: "Olive Owner", phone: "", ...payload })).ok).toBe(true);
    expect((await updateUserSettingsAction({ chronoEnabled: true, ...payload })).ok).toBe(true);
    expect((await updateNotificationPreferencesAction({ wellnessAlerts: false, ...payload })).ok).toBe(true);
    const after = JSON.parse(await ownerSnapshot()) as typeof before;
    expect(after.user[0]!.email).toBe(before.user[0]!.email);
    expect(await rolesOf(world.owner)).toEqual([]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, world.owner));
    expect(profile!.partnerUid).toBe(world.partner); // still linked to the real partner, not the bait
    expect(await snapshotOf(world.partner)).toBe(partnerBefore);
  });

  test("a toggle payload of nothing but bait is refused and changes nothing", async () => {
    await actAs(world.stranger);
    const before = await snapshotOf(world.stranger);
    const ownerBefore = await ownerSnapshot();
    for (const action of [updateUserSettingsAction, updateSharingAction, updateNotificationPreferencesAction]) {
      expect(await action(bait())).toMatchObject({ ok: false, error: { code: "VALIDATION" } });
    }
    expect(await snapshotOf(world.stranger)).toBe(before);
    expect(await ownerSnapshot()).toBe(ownerBefore);
  });
});
