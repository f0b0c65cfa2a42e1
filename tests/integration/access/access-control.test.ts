import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { GET as meRoute } from "@/app/api/me/route";
import { POST as postCheckinRoute } from "@/app/api/v1/checkins/route";
import { GET as exportRoute } from "@/app/api/v1/moods/export/route";
import { POST as postMoodRoute } from "@/app/api/v1/moods/route";
import { db } from "@/db/client";
import {
  emotionalCheckins,
  moods,
  partnerCheckins,
  partnerLinks,
  partnerMemberships,
  profiles,
  sharingGrants,
  userRoles,
  userSettings,
  users,
} from "@/db/schema";
import { deleteAccountAction } from "@/lib/actions/account";
import { logMoodAction, logPartnerCheckinAction, logPersonalCheckinAction } from "@/lib/actions/entries";
import { type ActionResult } from "@/lib/actions/result";
import {
  ACTOR_NAMES,
  bait as baitFor,
  buildWorld,
  cookieOf,
  prepareActor,
  type ActorName,
  type World,
} from "../../helpers/actors";
import { link, person, unlink } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

/**
 * Issue #6 access-control matrix, part 1 (actors: tests/helpers/actors.ts; settings and exports, the partner link and
 * special dates are in the sibling access-control-*.test.ts files): profile (read via /api/me, delete via the Danger
 * Zone action), moods (create via action and POST /api/v1/moods, read via the export), check-ins (both kinds, via
 * actions and POST /api/v1/checkins). Every actor tries every operation on the OWNER's data; the expected outcome is
 * in the table, and after every denied write the owner's data is byte-for-byte what it was. Payloads always carry
 * mass-assignment bait (user_id, partner_id, role, email, status, …) aimed at the owner.
 */

const BASE = "http://attune.test";
const OWNER_MARKER = `owner-secret-${randomUUID()}`;

let world: World;

const prepare = (name: ActorName) => prepareActor(world, name);

/** Everything the owner has that these operations could touch, in a stable order. */
async function ownerSnapshot(): Promise<string> {
  const owner = world.owner;
  const d = db();
  return JSON.stringify({
    user: await d.select().from(users).where(eq(users.id, owner)),
    profile: await d.select().from(profiles).where(eq(profiles.id, owner)),
    settings: await d.select().from(userSettings).where(eq(userSettings.userId, owner)),
    roles: await d.select().from(userRoles).where(eq(userRoles.userId, owner)),
    grants: await d
      .select({ s: sharingGrants.shareMoodSummaries, d: sharingGrants.shareDetailedEntries })
      .from(sharingGrants)
      .where(eq(sharingGrants.userId, owner)),
    moods: await d.select().from(moods).where(eq(moods.userId, owner)).orderBy(asc(moods.id)),
    personal: await d
      .select()
      .from(emotionalCheckins)
      .where(eq(emotionalCheckins.userId, owner))
      .orderBy(asc(emotionalCheckins.id)),
    partnerCheckins: await d
      .select()
      .from(partnerCheckins)
      .where(eq(partnerCheckins.userId, owner))
      .orderBy(asc(partnerCheckins.id)),
    links: await d.select().from(partnerLinks).where(eq(partnerLinks.userId, owner)).orderBy(asc(partnerLinks.id)),
    memberships: await d.select().from(partnerMemberships).where(eq(partnerMemberships.userId, owner)),
  });
}

const bait = () => baitFor(world);

async function postJson(route: (r: Request) => Promise<Response>, path: string, cookie: string, body: unknown) {
  const response = await route(
    new Request(`${BASE}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const key = () => randomUUID();

beforeAll(async () => {
  world = await buildWorld();
  const { owner } = world;

  await actAs(owner);
  expect((await logMoodAction({ moodValue: 2, contextNotes: OWNER_MARKER }, key())).ok).toBe(true);
  expect((await logPersonalCheckinAction({ emotion: "calm", gratitudeNote: OWNER_MARKER }, key())).ok).toBe(true);
  expect((await logPartnerCheckinAction({ feeling: "loved", gratitudeNote: OWNER_MARKER }, key())).ok).toBe(true);
});

/** What each actor may do to the OWNER's resource. "own" = allowed, but only ever on the actor's own rows. */
type Outcome = "allow" | "deny" | "own";
const expected: Record<string, Record<ActorName, Outcome>> = {
  // Reading the owner's profile: only the owner; everyone signed in reads their own.
  "profile:read": {
    anonymous: "deny",
    self: "allow",
    partnerWithConsent: "own",
    partnerWithoutConsent: "own",
    exPartner: "own",
    stranger: "own",
    admin: "own",
  },
  // The export is the caller's own moods, whatever the partnership or role.
  "moods:read(export)": {
    anonymous: "deny",
    self: "allow",
    partnerWithConsent: "own",
    partnerWithoutConsent: "own",
    exPartner: "own",
    stranger: "own",
    admin: "own",
  },
  // Writes land on the caller, never on the owner named in the payload.
  "moods:create": {
    anonymous: "deny",
    self: "allow",
    partnerWithConsent: "own",
    partnerWithoutConsent: "own",
    exPartner: "own",
    stranger: "own",
    admin: "own",
  },
  "checkins:create(personal)": {
    anonymous: "deny",
    self: "allow",
    partnerWithConsent: "own",
    partnerWithoutConsent: "own",
    exPartner: "own",
    stranger: "own",
    admin: "own",
  },
  // A partner check-in is about the caller's current partner: the partner may write one about the owner (as
  // their own row); nobody else can aim one at the owner.
  "checkins:create(partner)": {
    anonymous: "deny",
    self: "allow",
    partnerWithConsent: "own",
    partnerWithoutConsent: "own",
    exPartner: "deny",
    stranger: "deny",
    admin: "deny",
  },
};

describe.each(ACTOR_NAMES)("actor: %s", (name) => {
  const outcome = (resource: string) => expected[resource]![name];

  test("profile:read via GET /api/me", async () => {
    const id = await prepare(name);
    const response = await meRoute(new Request(`${BASE}/api/me`, { headers: { cookie: await cookieOf(id) } }));
    const text = await response.text();
    if (outcome("profile:read") === "deny") {
      expect(response.status).toBe(401);
    } else {
      expect(response.status).toBe(200);
      expect(JSON.parse(text).user.id).toBe(id);
    }
    expect(text.includes(world.ownerEmail)).toBe(outcome("profile:read") === "allow");
  });

  test("moods:read via GET /api/v1/moods/export (json and csv)", async () => {
    const id = await prepare(name);
    for (const format of ["json", "csv"]) {
      const response = await exportRoute(
        new Request(`${BASE}/api/v1/moods/export?format=${format}`, { headers: { cookie: await cookieOf(id) } }),
      );
      const text = await response.text();
      if (outcome("moods:read(export)") === "deny") expect(response.status).toBe(401);
      else expect([200, 404]).toContain(response.status); // 404: the caller has no moods of their own yet
      expect(text.includes(OWNER_MARKER), `${format} export leaks the owner's moods`).toBe(
        outcome("moods:read(export)") === "allow",
      );
    }
  });

  test("moods:create via the action and POST /api/v1/moods, with mass-assignment bait", async () => {
    const id = await prepare(name);
    const before = await ownerSnapshot();
    const viaAction = await logMoodAction({ moodValue: -1, contextNotes: "bait", ...bait() }, key());
    const viaRoute = await postJson(postMoodRoute, "/api/v1/moods", await cookieOf(id), {
      moodValue: -1,
      contextNotes: "bait",
      ...bait(),
    });
    await expectWrite(outcome("moods:create"), id, before, viaAction, viaRoute, "moodId", moods);
  });

  test("checkins:create(personal) via the action and POST /api/v1/checkins", async () => {
    const id = await prepare(name);
    const before = await ownerSnapshot();
    const viaAction = await logPersonalCheckinAction({ emotion: "happy", ...bait() }, key());
    const viaRoute = await postJson(postCheckinRoute, "/api/v1/checkins", await cookieOf(id), {
      kind: "personal",
      emotion: "happy",
      ...bait(),
    });
    await expectWrite(
      outcome("checkins:create(personal)"),
      id,
      before,
      viaAction,
      viaRoute,
      "checkinId",
      emotionalCheckins,
    );
  });

  test("checkins:create(partner) via the action and POST /api/v1/checkins", async () => {
    const id = await prepare(name);
    const before = await ownerSnapshot();
    const viaAction = await logPartnerCheckinAction({ feeling: "distant", ...bait() }, key());
    const viaRoute = await postJson(postCheckinRoute, "/api/v1/checkins", await cookieOf(id), {
      kind: "partner",
      feeling: "distant",
      ...bait(),
    });
    const result = outcome("checkins:create(partner)");
    await expectWrite(result, id, before, viaAction, viaRoute, "checkinId", partnerCheckins);
    if (result !== "deny") {
      // About the caller's real partner, whatever the payload named.
      const [row] = await db()
        .select({ partnerUid: partnerCheckins.partnerUid })
        .from(partnerCheckins)
        .where(eq(partnerCheckins.id, (viaRoute.body as { checkinId: string }).checkinId));
      expect(row!.partnerUid).toBe(name === "self" ? world.partner : world.owner);
    }
  });
});

type OwnedTable = typeof moods | typeof emotionalCheckins | typeof partnerCheckins;

/**
 * "deny": both paths refused (401 anonymous, 403 otherwise) and the owner's data unchanged. "own": both succeed, the
 * rows belong to the caller, and the owner's data is unchanged. "allow": the owner writing their own rows.
 */
async function expectWrite(
  outcome: Outcome,
  actorId: string | null,
  before: string,
  viaAction: ActionResult<unknown>,
  viaRoute: { status: number; body: Record<string, unknown> },
  idField: "moodId" | "checkinId",
  table: OwnedTable,
) {
  if (outcome === "deny") {
    const code = actorId === null ? "UNAUTHENTICATED" : "FORBIDDEN";
    expect(viaAction).toMatchObject({ ok: false, error: { code } });
    expect(viaRoute.status).toBe(actorId === null ? 401 : 403);
    expect(await ownerSnapshot()).toBe(before);
    return;
  }
  expect(viaAction.ok, JSON.stringify(viaAction)).toBe(true);
  expect(viaRoute.status, JSON.stringify(viaRoute.body)).toBe(201);
  const ids = [(viaAction as { data: Record<string, string> }).data[idField]!, viaRoute.body[idField] as string];
  for (const rowId of ids) {
    const [row] = await db().select({ userId: table.userId }).from(table).where(eq(table.id, rowId));
    expect(row!.userId).toBe(actorId);
  }
  if (outcome === "own") expect(await ownerSnapshot()).toBe(before);
  // Nobody became an admin by saying so.
  const roles = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, actorId!));
  expect(roles.map((r) => r.role)).toEqual(actorId === world.admin ? ["admin"] : []);
}

describe("profile:delete (Danger Zone) only ever deletes the caller", () => {
  test.each(["partnerWithConsent", "exPartner", "stranger", "admin"] as const)(
    "%s sends the phrase with the owner's id: the caller's account goes, the owner's stays untouched",
    async (name) => {
      // A throwaway actor of the same kind, so the shared world survives.
      const target = await person({ displayName: "Tara Target" });
      const caller = await person({ displayName: "Carl Caller" });
      if (name === "admin") await db().insert(userRoles).values({ userId: caller, role: "admin" });
      if (name === "partnerWithConsent") await link(target, caller);
      if (name === "exPartner") await unlink(await link(target, caller));
      await actAs(target);
      expect((await logMoodAction({ moodValue: 1, contextNotes: "target" }, key())).ok).toBe(true);
      const targetMoods = await db().select().from(moods).where(eq(moods.userId, target));

      await actAs(caller);
      const result = await deleteAccountAction({ confirmation: "DELETE MY ACCOUNT", userId: target, user_id: target });
      expect(result).toEqual({ ok: true, data: undefined });
      expect(await db().select({ id: users.id }).from(users).where(eq(users.id, caller))).toEqual([]);
      expect(await db().select({ id: users.id }).from(users).where(eq(users.id, target))).toHaveLength(1);
      expect(await db().select().from(moods).where(eq(moods.userId, target))).toEqual(targetMoods);
    },
  );

  test("anonymous: UNAUTHENTICATED, the owner's data unchanged", async () => {
    const before = await ownerSnapshot();
    await actAs(null);
    const result = await deleteAccountAction({ confirmation: "DELETE MY ACCOUNT", userId: world.owner });
    expect(result).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    expect(await ownerSnapshot()).toBe(before);
  });
});
