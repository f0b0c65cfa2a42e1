import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { userRoles, users } from "@/db/schema";
import {
  ALL_GRANTS_ON,
  link,
  person,
  sessionCookieFor,
  setGrants,
  setMoodConsent,
  setPartnerSharing,
  unlink,
} from "./couples";
import { actAs } from "./request-context";

/**
 * The seven actors of the issue #6 access-control matrix, all seen from one OWNER: nobody signed in, the owner, the
 * owner's current partner (with and without the owner's consent), a former partner, a stranger and an admin. Files
 * that use it mock next/headers (see request-context.ts), since `prepareActor` signs the actor in for server actions.
 */

export type ActorName =
  "anonymous" | "self" | "partnerWithConsent" | "partnerWithoutConsent" | "exPartner" | "stranger" | "admin";

export interface World {
  owner: string;
  ownerEmail: string;
  partner: string;
  exPartner: string;
  stranger: string;
  admin: string;
  /** The owner's accepted link with `partner`. */
  linkId: string;
}

/** Who is acting, and the owner's consent state that actor is tested under. */
export const actors: Record<ActorName, { id: (w: World) => string | null; consent?: boolean }> = {
  anonymous: { id: () => null },
  self: { id: (w) => w.owner },
  partnerWithConsent: { id: (w) => w.partner, consent: true },
  partnerWithoutConsent: { id: (w) => w.partner, consent: false },
  exPartner: { id: (w) => w.exPartner },
  stranger: { id: (w) => w.stranger },
  admin: { id: (w) => w.admin },
};
export const ACTOR_NAMES = Object.keys(actors) as ActorName[];

const NO_GRANTS = {
  shareMoodSummaries: false,
  shareDetailedEntries: false,
  shareGoals: false,
  shareAchievements: false,
};

/**
 * Owner (Olive), an ex-partner linked first and then disconnected, the current partner linked after, a stranger and
 * an admin. `whileLinkedToEx` runs while the owner is still linked to the ex-partner (e.g. to share something
 * with them that must stay out of their reach once they are gone).
 */
export async function buildWorld(
  options: { whileLinkedToEx?: (owner: string, exPartner: string) => Promise<void> } = {},
): Promise<World> {
  const owner = await person({ displayName: "Olive Owner" });
  const [ownerRow] = await db().select({ email: users.email }).from(users).where(eq(users.id, owner));
  const exPartner = await person({ displayName: "Xavier Ex" });
  const partner = await person({ displayName: "Pat Partner" });
  const stranger = await person({ displayName: "Sam Stranger" });
  const admin = await person({ displayName: "Ada Admin" });
  await db().insert(userRoles).values({ userId: admin, role: "admin" });
  const exLink = await link(owner, exPartner);
  await options.whileLinkedToEx?.(owner, exPartner);
  await unlink(exLink);
  const linkId = await link(partner, owner);
  return { owner, ownerEmail: ownerRow!.email, partner, exPartner, stranger, admin, linkId };
}

/** The owner's consent, sharing switch and grants: all on, or all off. */
export async function setOwnerConsent(world: World, consent: boolean): Promise<void> {
  await setMoodConsent(world.owner, consent);
  await setGrants(world.owner, consent ? ALL_GRANTS_ON : NO_GRANTS);
  await setPartnerSharing(world.owner, consent);
}

/** Sets the owner's consent as the actor's row says (on unless the no-consent partner), signs the actor in. */
export async function prepareActor(world: World, name: ActorName): Promise<string | null> {
  await setOwnerConsent(world, actors[name].consent ?? true);
  const id = actors[name].id(world);
  await actAs(id);
  return id;
}

export const cookieOf = async (id: string | null) => (id ? await sessionCookieFor(id) : "");

/** Mass-assignment bait: every way a payload could try to name another owner, raise a role or force a state. */
export const bait = (world: World) => ({
  userId: world.owner,
  user_id: world.owner,
  partnerId: world.owner,
  partner_id: world.owner,
  partnerUid: world.owner,
  partner_uid: world.owner,
  role: "admin",
  roles: ["admin"],
  email: `bait-${randomUUID()}@example.com`,
  status: "accepted",
  id: randomUUID(),
});

/** What a refused action returns (for toMatchObject): UNAUTHENTICATED when nobody is signed in, else `code`. */
export const denied = (actorId: string | null, code: "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" = "FORBIDDEN") => ({
  ok: false,
  error: { code: actorId === null ? "UNAUTHENTICATED" : code },
});

/** The roles a user holds: only the world's admin may hold any, whatever a payload said. */
export async function rolesOf(userId: string): Promise<string[]> {
  const rows = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}
