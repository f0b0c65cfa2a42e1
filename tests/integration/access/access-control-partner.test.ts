import { randomUUID } from "node:crypto";
import { asc, eq, inArray, or } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import PartnerDashboardPage from "@/app/partner-dashboard/page";
import SettingsPage from "@/app/settings/page";
import { db } from "@/db/client";
import { partnerLinks, partnerMemberships, profiles } from "@/db/schema";
import { logMoodAction, logPartnerCheckinAction } from "@/lib/actions/entries";
import {
  acceptPartnerInvitationAction,
  cancelPartnerInvitationAction,
  declinePartnerInvitationAction,
  disconnectPartnerAction,
  sendPartnerInvitationAction,
} from "@/lib/actions/partner";
import { updateSharingAction, updateUserSettingsAction } from "@/lib/actions/settings";
import { loadHealthScores } from "@/lib/services/health-score/load-health-scores";
import { loadPartnerLink } from "@/lib/services/partners/load-partner-link";
import type { PartnerScreenView } from "@/lib/services/partners/load-partner-screen";
import {
  ACTOR_NAMES,
  bait as baitFor,
  buildWorld,
  denied,
  prepareActor,
  rolesOf,
  setOwnerConsent,
  type ActorName,
  type World,
} from "../../helpers/actors";
import { couple, person } from "../../helpers/couples";
import { dashboardOf } from "../../helpers/dashboard";
import { emailOf, tokenSentTo } from "../../helpers/invitations";
import { actAs } from "../../helpers/request-context";

/**
 * Issue #6 access-control matrix, the partner link: its state (Settings → Partner), the partner status page and the
 * dashboard's partner data, disconnect, and invitations (send, cancel, accept and decline with someone else's token
 * or one's own, an ex-partner's old token). Then read-after-revoke: the partner's very next call after a revocation
 * or a disconnect shows nothing of the owner's moods or shared check-ins.
 */

const MOOD_MARKER = `owner-mood-${randomUUID()}`;
const CHECKIN_MARKER = `owner-checkin-${randomUUID()}`;

let world: World;
const prepare = (name: ActorName) => prepareActor(world, name);

/** Every partner_links / memberships / profile row of these people, in a stable order. */
async function linkSnapshot(...userIds: string[]): Promise<string> {
  const d = db();
  return JSON.stringify({
    links: await d
      .select()
      .from(partnerLinks)
      .where(or(inArray(partnerLinks.userId, userIds), inArray(partnerLinks.partnerId, userIds)))
      .orderBy(asc(partnerLinks.id)),
    memberships: await d
      .select()
      .from(partnerMemberships)
      .where(inArray(partnerMemberships.userId, userIds))
      .orderBy(asc(partnerMemberships.userId)),
    profiles: await d
      .select({ id: profiles.id, partnerUid: profiles.partnerUid })
      .from(profiles)
      .where(inArray(profiles.id, userIds))
      .orderBy(asc(profiles.id)),
  });
}
const worldLinks = (w: World) => linkSnapshot(w.owner, w.partner, w.exPartner, w.stranger, w.admin);

/**
 * The view the /partner-dashboard page hands its screen: the page itself runs (session guard, loader). Without a
 * partner the page shows the connect card, which takes no view: undefined.
 */
async function partnerPageView(userId: string): Promise<PartnerScreenView | undefined> {
  await actAs(userId);
  const find = (node: unknown): unknown => {
    if (!node || typeof node !== "object") return undefined;
    if (Array.isArray(node)) return node.map(find).find((v) => v !== undefined);
    const props = (node as { props?: Record<string, unknown> }).props;
    if (!props) return undefined;
    return "view" in props ? props.view : find(props.children);
  };
  return find(await PartnerDashboardPage({ searchParams: Promise.resolve({}) })) as PartnerScreenView | undefined;
}

/** What the owner's partner-facing data looks like on `userId`'s dashboard. */
async function dashboardSeenBy(userId: string) {
  const model = await dashboardOf(userId);
  return {
    ownerMoods: model.moodChart.hasPartnerData && model.wellbeing !== null,
    partnerLine: model.moodChart.showPartnerLine,
    ownerCheckin: JSON.stringify(model.messagesFromPartner ?? null).includes(CHECKIN_MARKER),
  };
}

/**
 * An email invitation from `inviterId` to the account `inviteeId` (email invitations are bound to the invited
 * account, decision 027), sent through the action; the token as the invitee reads it from the outbox.
 */
async function invitationFrom(inviterId: string, inviteeId: string): Promise<string> {
  const email = await emailOf(inviteeId);
  await actAs(inviterId);
  const result = await sendPartnerInvitationAction({ method: "email", partnerEmail: email });
  expect(result.ok, JSON.stringify(result)).toBe(true);
  return tokenSentTo(email);
}

beforeAll(async () => {
  world = await buildWorld();
  await setOwnerConsent(world, true);
  await actAs(world.owner);
  expect((await logMoodAction({ moodValue: 2, contextNotes: MOOD_MARKER }, randomUUID())).ok).toBe(true);
  expect((await logPartnerCheckinAction({ feeling: "loved", gratitudeNote: CHECKIN_MARKER }, randomUUID())).ok).toBe(
    true,
  );
});

describe.each(ACTOR_NAMES)("actor: %s", (name) => {
  const isPartner = name === "partnerWithConsent" || name === "partnerWithoutConsent";

  test("partner_link:read (Settings → Partner)", async () => {
    const id = await prepare(name);
    if (id === null) {
      // The Settings page is the only reader: no session, no link state (redirect to sign-in).
      await expect(SettingsPage()).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
      return;
    }
    // The page reads it through the service for its guarded user.
    const link = await loadPartnerLink({ userId: id });
    if (name === "self") expect(link).toMatchObject({ state: "accepted", partnerId: world.partner });
    else if (isPartner) expect(link).toMatchObject({ state: "accepted", partnerId: world.owner });
    else expect(link).toMatchObject({ state: "none" });
    expect(JSON.stringify(link).includes(world.ownerEmail)).toBe(isPartner);
  });

  test("partner_status:read via the /partner-dashboard page, and the dashboard's partner data", async () => {
    const id = await prepare(name);
    if (id === null) {
      await expect(PartnerDashboardPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_REDIRECT/),
      });
      return;
    }
    const view = await partnerPageView(id);
    const seen = await dashboardSeenBy(id);
    if (name === "self") {
      expect(view).toMatchObject({ partnerName: "Pat" }); // the owner's own partner (first name), not the owner
    } else if (name === "partnerWithConsent") {
      // Every grant on: the mood with its note (a detailed entry) and the shared check-in with its words.
      expect(view).toMatchObject({ state: "linked", partnerName: "Olive", moods: [{ note: MOOD_MARKER }] });
      expect(JSON.stringify(view)).toContain(CHECKIN_MARKER);
      expect(seen).toEqual({ ownerMoods: true, partnerLine: true, ownerCheckin: true });
    } else if (name === "partnerWithoutConsent") {
      expect(view).toMatchObject({ state: "linked", partnerName: "Olive", moods: null, checkins: [], goals: null });
      // No consent, and the owner's partner sharing is off: neither the moods nor the check-ins shared before.
      expect(seen).toEqual({ ownerMoods: false, partnerLine: false, ownerCheckin: false });
    } else {
      expect(view).toBeUndefined();
      expect(seen).toEqual({ ownerMoods: false, partnerLine: false, ownerCheckin: false });
    }
    expect(JSON.stringify(view ?? null).includes(MOOD_MARKER)).toBe(name === "partnerWithConsent");
    const model = JSON.stringify(await dashboardOf(id));
    expect(model.includes(MOOD_MARKER)).toBe(name === "self");
  });

  test("partner_link:disconnect with bait (a fresh world each time)", async () => {
    const local = await buildWorld();
    const id = actors(local)[name];
    await actAs(id);
    const before = await worldLinks(local);
    const result = await disconnectPartnerAction({ confirmation: "DISCONNECT", ...baitFor(local) });
    if (id === null || !["self", "partnerWithConsent", "partnerWithoutConsent"].includes(name)) {
      expect(result).toMatchObject(denied(id, "NOT_FOUND"));
      expect(await worldLinks(local)).toBe(before);
      return;
    }
    expect(result).toEqual({ ok: true, data: { disconnected: true } });
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.id, local.linkId))).toEqual([]);
    for (const who of [local.owner, local.partner]) {
      const [row] = await db().select({ p: profiles.partnerUid }).from(profiles).where(eq(profiles.id, who));
      expect(row!.p).toBeNull();
    }
  });
});

function actors(w: World): Record<ActorName, string | null> {
  return {
    anonymous: null,
    self: w.owner,
    partnerWithConsent: w.partner,
    partnerWithoutConsent: w.partner,
    exPartner: w.exPartner,
    stranger: w.stranger,
    admin: w.admin,
  };
}

describe("invitations", () => {
  test("send with bait: the link is the caller's, pending, with no partner; a linked caller is refused", async () => {
    const before = await worldLinks(world);
    await actAs(world.stranger);
    const sent = await sendPartnerInvitationAction({
      method: "email",
      partnerEmail: `x-${randomUUID()}@example.com`,
      ...baitFor(world),
    });
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    const [link] = await db().select().from(partnerLinks).where(eq(partnerLinks.userId, world.stranger));
    expect(link).toMatchObject({ userId: world.stranger, partnerId: null, status: "pending" });
    expect(await rolesOf(world.stranger)).toEqual([]);
    await actAs(world.stranger);
    expect((await cancelPartnerInvitationAction()).ok).toBe(true);

    await actAs(world.partner);
    const refused = await sendPartnerInvitationAction({ method: "email", partnerEmail: "y@example.com" });
    expect(refused.ok).toBe(false);
    expect(await worldLinks(world)).toBe(before);
  });

  test("cancel: nobody but the inviter cancels the invitation, whatever the payload names", async () => {
    const inviter = await person({ displayName: "Ivy Inviter" });
    const invitee = await person();
    const token = await invitationFrom(inviter, invitee);
    const before = await linkSnapshot(inviter);
    for (const caller of [null, world.stranger, world.admin, world.partner, world.exPartner]) {
      await actAs(caller);
      const result = await cancelPartnerInvitationAction({ userId: inviter, user_id: inviter, id: inviter });
      expect(result).toMatchObject(denied(caller, "NOT_FOUND"));
    }
    expect(await linkSnapshot(inviter)).toBe(before);
    await actAs(inviter);
    expect(await cancelPartnerInvitationAction()).toEqual({ ok: true, data: { cancelled: 1 } });
    // The cancelled token is dead for its addressee too.
    await actAs(invitee);
    expect(await acceptPartnerInvitationAction({ token })).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
  });

  test("accept/decline with one's own token, anonymously, while linked, or from another account: refused", async () => {
    const inviter = await person({ displayName: "Ivy Inviter" });
    // Sent to the linked partner's own address, so "while linked" is what refuses them, not the email binding.
    const token = await invitationFrom(inviter, world.partner);
    const before = await linkSnapshot(inviter, world.owner, world.partner, world.stranger, world.exPartner);
    for (const [caller, code, declineToo] of [
      [null, "UNAUTHENTICATED", true],
      [inviter, "CONFLICT", true],
      [world.partner, "CONFLICT", false],
      // Decision 027: anyone but the invited account (the link forwarded to them) may not accept.
      [world.stranger, "FORBIDDEN", false],
      [world.exPartner, "FORBIDDEN", false],
      [world.admin, "FORBIDDEN", false],
    ] as const) {
      await actAs(caller);
      expect(await acceptPartnerInvitationAction({ token, ...baitFor(world) })).toMatchObject({
        ok: false,
        error: { code },
      });
      if (declineToo) {
        expect(await declinePartnerInvitationAction({ token })).toMatchObject({ ok: false, error: { code } });
      }
    }
    expect(await linkSnapshot(inviter, world.owner, world.partner, world.stranger, world.exPartner)).toBe(before);
  });

  test("accept with bait links the caller, and the used token works for nobody afterwards", async () => {
    const inviter = await person({ displayName: "Ivy Inviter" });
    const invitee = await person({ displayName: "Ian Invitee" });
    const token = await invitationFrom(inviter, invitee);
    await actAs(invitee);
    const accepted = await acceptPartnerInvitationAction({
      token,
      userId: world.stranger,
      partnerId: world.stranger,
      partner_id: world.stranger,
      status: "declined",
      role: "admin",
    });
    expect(accepted).toEqual({ ok: true, data: { partnerName: "Ivy Inviter" } });
    const [link] = await db().select().from(partnerLinks).where(eq(partnerLinks.userId, inviter));
    expect(link).toMatchObject({ status: "accepted", partnerId: invitee });
    expect(await rolesOf(invitee)).toEqual([]);

    const before = await linkSnapshot(inviter, invitee, world.stranger, world.admin, world.exPartner);
    for (const caller of [invitee, inviter, world.stranger, world.admin, world.exPartner]) {
      await actAs(caller);
      expect((await acceptPartnerInvitationAction({ token })).ok).toBe(false);
      expect((await declinePartnerInvitationAction({ token })).ok).toBe(false);
    }
    expect(await linkSnapshot(inviter, invitee, world.stranger, world.admin, world.exPartner)).toBe(before);
  });

  test("an ex-partner's old token cannot relink them after a disconnect", async () => {
    const inviter = await person({ displayName: "Ivy Inviter" });
    const ex = await person({ displayName: "Eve Ex" });
    const token = await invitationFrom(inviter, ex);
    await actAs(ex);
    expect((await acceptPartnerInvitationAction({ token })).ok).toBe(true);
    await actAs(inviter);
    expect((await disconnectPartnerAction({ confirmation: " disconnect " })).ok).toBe(true);
    const before = await linkSnapshot(inviter, ex);
    for (const caller of [ex, world.stranger]) {
      await actAs(caller);
      expect(await acceptPartnerInvitationAction({ token })).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
      expect(await declinePartnerInvitationAction({ token })).toMatchObject({
        ok: false,
        error: { code: "NOT_FOUND" },
      });
    }
    expect(await linkSnapshot(inviter, ex)).toBe(before);
    expect(await loadPartnerLink({ userId: ex })).toMatchObject({ state: "none" });
  });

  test("a linked stranger's disconnect aimed at the owner only ends the stranger's own couple", async () => {
    const other = await couple();
    const before = await worldLinks(world);
    await actAs(other.viewer);
    const result = await disconnectPartnerAction({ confirmation: "DISCONNECT", ...baitFor(world) });
    expect(result).toEqual({ ok: true, data: { disconnected: true } });
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.id, other.linkId))).toEqual([]);
    expect(await worldLinks(world)).toBe(before);
  });
});

describe("read-after-revoke: the partner's very next call", () => {
  test("mood consent off → the status page and the dashboard show no moods; on again → shown", async () => {
    await setOwnerConsent(world, true);
    expect(await partnerPageView(world.partner)).toMatchObject({ moods: [{ status: expect.anything() }] });
    await actAs(world.owner);
    expect((await updateSharingAction({ consentMoodSharing: false })).ok).toBe(true);
    expect(await partnerPageView(world.partner)).toMatchObject({ state: "linked", partnerName: "Olive", moods: null });
    expect(await dashboardSeenBy(world.partner)).toMatchObject({ ownerMoods: false, partnerLine: false });
    await actAs(world.owner);
    expect((await updateSharingAction({ consentMoodSharing: true })).ok).toBe(true);
    expect(await partnerPageView(world.partner)).toMatchObject({ moods: [{ status: expect.anything() }] });
  });

  test("mood-summaries grant off → the owner's score leaves the partner's dashboard", async () => {
    await setOwnerConsent(world, true);
    expect((await loadHealthScores({ userId: world.partner })).partnerHealth).not.toBeNull();
    await actAs(world.owner);
    expect((await updateSharingAction({ shareMoodSummaries: false })).ok).toBe(true);
    expect((await loadHealthScores({ userId: world.partner })).partnerHealth).toBeNull();
  });

  test("partner sharing off → the check-ins the owner shared before leave the partner's dashboard; on → back", async () => {
    // A check-in is marked shared when written (spec 2 §6); consent is revocable (spec 1 §1), so turning sharing off
    // must hide the ones already shared as well.
    await setOwnerConsent(world, true);
    expect((await dashboardSeenBy(world.partner)).ownerCheckin).toBe(true);
    await actAs(world.owner);
    expect((await updateSharingAction({ partnerSharingEnabled: false })).ok).toBe(true);
    expect((await dashboardSeenBy(world.partner)).ownerCheckin).toBe(false);
    await actAs(world.owner);
    expect((await updateSharingAction({ partnerSharingEnabled: true })).ok).toBe(true);
    expect((await dashboardSeenBy(world.partner)).ownerCheckin).toBe(true);
  });

  test("Visible to your partner off → the partner's page no longer says the owner was active today; on → back", async () => {
    // Decision 061: the owner's partner_visible decides; the owner logged a mood today (beforeAll).
    await actAs(world.owner);
    expect((await updateUserSettingsAction({ partnerVisible: true })).ok).toBe(true);
    expect(await partnerPageView(world.partner)).toMatchObject({ state: "linked", activeToday: true });
    await actAs(world.owner);
    expect((await updateUserSettingsAction({ partnerVisible: false })).ok).toBe(true);
    expect(await partnerPageView(world.partner)).toMatchObject({ state: "linked", activeToday: null });
    // The partner's own switch says nothing about the owner.
    await actAs(world.partner);
    expect((await updateUserSettingsAction({ partnerVisible: true })).ok).toBe(true);
    expect(await partnerPageView(world.partner)).toMatchObject({ activeToday: null });
    await actAs(world.owner);
    expect((await updateUserSettingsAction({ partnerVisible: true })).ok).toBe(true);
    expect(await partnerPageView(world.partner)).toMatchObject({ activeToday: true });
  });

  test("disconnect → the ex-partner's next page, dashboard and link state show nothing of the owner", async () => {
    await setOwnerConsent(world, true);
    expect(await dashboardSeenBy(world.partner)).toMatchObject({ ownerCheckin: true });
    await actAs(world.owner);
    expect((await disconnectPartnerAction({ confirmation: "DISCONNECT" })).ok).toBe(true);
    expect(await partnerPageView(world.partner)).toBeUndefined();
    expect(await dashboardSeenBy(world.partner)).toEqual({
      ownerMoods: false,
      partnerLine: false,
      ownerCheckin: false,
    });
    expect(await loadPartnerLink({ userId: world.partner })).toMatchObject({ state: "none" });
  });
});
