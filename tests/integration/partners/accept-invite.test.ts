import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { achievements, outbox, partnerLinks, partnerMemberships, profiles, smartNotifications } from "@/db/schema";
import { INVITE_TTL_DAYS } from "@/lib/domain/invitations";
import { isAppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { acceptPartnerInvitation } from "@/lib/services/partners/accept-partner-invitation";
import { declinePartnerInvitation } from "@/lib/services/partners/decline-partner-invitation";
import { disconnectPartner } from "@/lib/services/partners/disconnect-partner";
import { loadInvitation } from "@/lib/services/partners/load-invitation";
import { loadPartnerLink } from "@/lib/services/partners/load-partner-link";
import { couple, person } from "../../helpers/couples";
import { emailInvitation, invitationTo, rejection, smsInvitation } from "../../helpers/invitations";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
import { acceptPartnerInvitationAction, declinePartnerInvitationAction } from "@/lib/actions/partner";
import { actAs } from "../../helpers/request-context";

/**
 * /accept-invite (spec 1 §2, §4, §5, §6, §8): validity for the viewer, acceptance in one transaction, single use,
 * expiry, races between acceptances, and decline. Email invitations are bound to the invited account (decision 027;
 * its own tests are in invitation-binding.test.ts), so each test invites the person who accepts.
 */

const DAY = 86_400_000;

/** An email invitation to an address nobody has an account for (for tests where nobody accepts it). */
const invitationToNobody = (inviterId: string, now = new Date()) =>
  emailInvitation(inviterId, `nobody-${inviterId.slice(0, 8)}-${now.getTime()}@example.com`, now);

async function partnerUids(...ids: string[]) {
  const rows = await db()
    .select({ id: profiles.id, partnerUid: profiles.partnerUid })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.partnerUid]));
}

async function membershipCount(userId: string) {
  return (await db().select().from(partnerMemberships).where(eq(partnerMemberships.userId, userId))).length;
}

describe("validity for the viewer (loadInvitation)", () => {
  test("valid: the inviter's display name and the expiry", async () => {
    const inviter = await person({ displayName: "Alex Inviter" });
    const invitee = await person();
    const now = new Date();
    const token = await invitationTo(inviter, invitee, now);
    expect(await loadInvitation({ userId: invitee, token, now })).toEqual({
      state: "valid",
      inviterName: "Alex Inviter",
      expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY),
    });
  });

  test("the inviter's email when there is no display name", async () => {
    const inviter = await person({ displayName: " " });
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    const view = await loadInvitation({ userId: invitee, token });
    expect(view).toMatchObject({ state: "valid", inviterName: expect.stringMatching(/^person-.*@example\.com$/) });
  });

  test("unknown token: 'Invitation token not found in database.'; the lookup is exact (a prefix or changed case matches nothing)", async () => {
    const viewer = await person();
    const token = await invitationTo(await person(), viewer);
    for (const probe of ["nonexistent-token", token.slice(0, 20), token.toUpperCase(), `${token}x`]) {
      expect(await loadInvitation({ userId: viewer, token: probe })).toEqual({
        state: "invalid",
        reason: "not_found",
        message: "Invitation token not found in database.",
      });
    }
  });

  test("own invitation, expired, already connected", async () => {
    const inviter = await person();
    const { viewer } = await couple();
    const token = await invitationTo(inviter, viewer);
    expect(await loadInvitation({ userId: inviter, token })).toMatchObject({
      reason: "own_invitation",
      message: "You cannot accept your own invitation.",
    });
    const later = new Date(Date.now() + INVITE_TTL_DAYS * DAY + 1000);
    expect(await loadInvitation({ userId: await person(), token, now: later })).toMatchObject({
      reason: "no_longer_available",
      message: "This invitation is no longer available for acceptance.",
    });
    expect(await loadInvitation({ userId: viewer, token })).toEqual({
      state: "invalid",
      reason: "already_connected",
      message: "You already have an active partner connection. Please disconnect first.",
      title: "Already Connected",
    });
  });
});

describe("accept", () => {
  test("one transaction: link accepted with partner_id, token burned, memberships and both partner_uid", async () => {
    const inviter = await person({ displayName: "Alex Inviter" });
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    await actAs(invitee);
    expect(await acceptPartnerInvitationAction({ token })).toEqual({
      ok: true,
      data: { partnerName: "Alex Inviter" },
    });
    const [link] = await db().select().from(partnerLinks).where(eq(partnerLinks.userId, inviter));
    expect(link).toMatchObject({ status: "accepted", partnerId: invitee, tokenHash: null });
    expect(await partnerUids(inviter, invitee)).toEqual({ [inviter]: invitee, [invitee]: inviter });
    expect(await membershipCount(inviter)).toBe(1);
    expect(await membershipCount(invitee)).toBe(1);
    expect((await resolvePartnerAccess(invitee, db()))?.partnerId).toBe(inviter);
    expect(await loadPartnerLink({ userId: inviter })).toMatchObject({ state: "accepted", partnerId: invitee });
    expect(await loadPartnerLink({ userId: invitee })).toMatchObject({
      state: "accepted",
      partnerName: "Alex Inviter",
    });
  });

  test("both earn 'Partners Connected' once; a later link with someone else earns the first-timer alone", async () => {
    const inviter = await person();
    const invitee = await person();
    await acceptPartnerInvitation({ userId: invitee, token: await invitationTo(inviter, invitee) });
    const linkAwards = async (id: string) =>
      (await db().select().from(achievements).where(eq(achievements.userId, id))).filter(
        (row) => row.title === "Partners Connected",
      ).length;
    expect([await linkAwards(inviter), await linkAwards(invitee)]).toEqual([1, 1]);

    await disconnectPartner({ userId: inviter, input: { confirmation: "DISCONNECT" } });
    const newcomer = await person();
    await acceptPartnerInvitation({ userId: newcomer, token: await invitationTo(inviter, newcomer) });
    expect([await linkAwards(inviter), await linkAwards(invitee), await linkAwards(newcomer)]).toEqual([1, 1, 1]);
  });

  test("single use: the same token a second time, by anyone, is invalid", async () => {
    const inviter = await person();
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    await acceptPartnerInvitation({ userId: invitee, token });
    for (const who of [invitee, await person()]) {
      expect(await rejection(acceptPartnerInvitation({ userId: who, token }))).toMatchObject({
        code: "NOT_FOUND",
        message: "Invitation token not found in database.",
      });
    }
  });

  test("expired: refused, nothing written", async () => {
    const inviter = await person();
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    const later = new Date(Date.now() + INVITE_TTL_DAYS * DAY);
    expect(await rejection(acceptPartnerInvitation({ userId: invitee, token, now: later }))).toMatchObject({
      code: "CONFLICT",
      message: "This invitation is no longer available for acceptance.",
    });
    expect(await membershipCount(invitee)).toBe(0);
  });

  test("own invitation and while already linked are refused", async () => {
    const inviter = await person();
    const { viewer, partner } = await couple();
    const token = await invitationTo(inviter, viewer);
    expect(await rejection(acceptPartnerInvitation({ userId: inviter, token }))).toMatchObject({
      message: "You cannot accept your own invitation.",
    });
    expect(await rejection(acceptPartnerInvitation({ userId: viewer, token }))).toEqual({
      code: "CONFLICT",
      message: "You already have an active partner connection. Please disconnect first.",
      title: "Already Connected",
    });
    expect((await resolvePartnerAccess(viewer, db()))?.partnerId).toBe(partner);
    expect(await membershipCount(inviter)).toBe(0);
  });

  test("accepting an invitation from someone who meanwhile got a partner fails on the database keys", async () => {
    const inviter = await person();
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    // The inviter is linked through another path (their invitation is still pending: the race the keys close).
    const other = await person();
    const { link } = await import("../../helpers/couples");
    await link(other, inviter);
    expect(await rejection(acceptPartnerInvitation({ userId: invitee, token }))).toEqual({
      code: "CONFLICT",
      message: "This invitation is no longer valid.",
      title: undefined,
    });
    // A refused acceptance announces nothing to the inviter.
    const told = await db().select().from(smartNotifications).where(eq(smartNotifications.userId, inviter));
    expect(told).toEqual([]);
    const emails = await db().select().from(outbox).where(eq(outbox.template, "partner-invitation-accepted"));
    expect(emails.filter((m) => m.userId === inviter)).toEqual([]);
  });

  test("the accepter's own pending invitations are withdrawn", async () => {
    const inviter = await person();
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    await invitationToNobody(invitee);
    await acceptPartnerInvitation({ userId: invitee, token });
    const pending = await db()
      .select()
      .from(partnerLinks)
      .where(and(eq(partnerLinks.userId, invitee), eq(partnerLinks.status, "pending")));
    expect(pending).toEqual([]);
  });

  test("two people accepting the same (SMS, so unbound) invitation at once: exactly one partnership", async () => {
    const inviter = await person();
    const token = await smsInvitation(inviter);
    const [a, b] = [await person(), await person()];
    const results = await Promise.allSettled([
      acceptPartnerInvitation({ userId: a, token }),
      acceptPartnerInvitation({ userId: b, token }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await membershipCount(a)) + (await membershipCount(b))).toBe(1);
    expect(await membershipCount(inviter)).toBe(1);
    const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(isAppError(loser.reason)).toBe(true);
  });

  test("the invited account accepting twice at once (a double click): exactly one partnership", async () => {
    const inviter = await person();
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    const results = await Promise.allSettled([
      acceptPartnerInvitation({ userId: invitee, token }),
      acceptPartnerInvitation({ userId: invitee, token }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await membershipCount(invitee)).toBe(1);
    expect(await membershipCount(inviter)).toBe(1);
  });

  test("one person accepting two invitations at once: exactly one partnership", async () => {
    const [inviter1, inviter2] = [await person(), await person()];
    const invitee = await person();
    const [t1, t2] = [await invitationTo(inviter1, invitee), await invitationTo(inviter2, invitee)];
    const results = await Promise.allSettled([
      acceptPartnerInvitation({ userId: invitee, token: t1 }),
      acceptPartnerInvitation({ userId: invitee, token: t2 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason.message).toBe("You already have an active partner connection. Please disconnect first.");
    expect(await membershipCount(invitee)).toBe(1);
    expect((await membershipCount(inviter1)) + (await membershipCount(inviter2))).toBe(1);
  });

  test("two people accepting each other's invitations at once: one partnership, no one linked twice", async () => {
    const [a, b] = [await person(), await person()];
    const [fromA, fromB] = [await invitationTo(a, b), await invitationTo(b, a)];
    const results = await Promise.allSettled([
      acceptPartnerInvitation({ userId: b, token: fromA }),
      acceptPartnerInvitation({ userId: a, token: fromB }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await membershipCount(a)).toBe(1);
    expect(await membershipCount(b)).toBe(1);
    expect(
      await db()
        .select()
        .from(partnerLinks)
        .where(eq(partnerLinks.status, "accepted"))
        .then((rows) => rows.filter((r) => [a, b].includes(r.userId))),
    ).toHaveLength(1);
  });
});

describe("decline", () => {
  test("status declined, decliner recorded, token burned; the inviter sees the form again", async () => {
    const inviter = await person();
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    await actAs(invitee);
    expect(await declinePartnerInvitationAction({ token })).toEqual({ ok: true, data: { declined: true } });
    const [link] = await db().select().from(partnerLinks).where(eq(partnerLinks.userId, inviter));
    expect(link).toMatchObject({ status: "declined", partnerId: invitee, tokenHash: null });
    expect(await loadPartnerLink({ userId: inviter })).toMatchObject({ state: "none", lastDeclined: true });
    expect(await rejection(acceptPartnerInvitation({ userId: invitee, token }))).toMatchObject({ code: "NOT_FOUND" });
    // A new invitation can be sent after a decline.
    await expect(invitationTo(inviter, invitee)).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("the inviter cannot decline their own invitation", async () => {
    const inviter = await person();
    const token = await invitationToNobody(inviter);
    expect(await rejection(declinePartnerInvitation({ userId: inviter, token }))).toMatchObject({
      message: "You cannot accept your own invitation.",
    });
  });
});

test("a lookup the database fails shows 'Database Error: Failed to validate invitation' in the invalid view", async () => {
  const token = await invitationToNobody(await person());
  const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  // Not a uuid: the database refuses the viewer's id, as it would refuse any query when it is in trouble.
  expect(await loadInvitation({ userId: "not-a-uuid", token })).toEqual({
    state: "invalid",
    reason: "lookup_failed",
    title: "Database Error",
    message: "Failed to validate invitation",
  });
  expect(logged).toHaveBeenCalledWith("partner_invitation.validate_failed", expect.anything());
  logged.mockRestore();
});

describe("actions", () => {
  test("anonymous callers get UNAUTHENTICATED and nothing changes", async () => {
    const inviter = await person();
    const token = await invitationToNobody(inviter);
    await actAs(null);
    expect(await acceptPartnerInvitationAction({ token })).toMatchObject({
      ok: false,
      error: {
        code: "UNAUTHENTICATED",
        title: "Authentication Required",
        message: "Please log in to accept this invitation.",
      },
    });
    expect(await declinePartnerInvitationAction({ token })).toMatchObject({
      ok: false,
      error: { code: "UNAUTHENTICATED" },
    });
    const [link] = await db().select().from(partnerLinks).where(eq(partnerLinks.userId, inviter));
    expect(link!.status).toBe("pending");
  });

  test("a malformed token is a validation error; extra fields pick nobody", async () => {
    const inviter = await person();
    const invitee = await person();
    const token = await invitationTo(inviter, invitee);
    const bystander = await person();
    await actAs(invitee);
    expect(await acceptPartnerInvitationAction({ token: "../../etc" })).toMatchObject({
      ok: false,
      error: { code: "VALIDATION" },
    });
    expect(
      await acceptPartnerInvitationAction({ token, userId: bystander, partnerId: bystander, status: "declined" }),
    ).toMatchObject({ ok: true });
    expect(await partnerUids(inviter, invitee, bystander)).toEqual({
      [inviter]: invitee,
      [invitee]: inviter,
      [bystander]: null,
    });
  });
});
