import { and, eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { outbox, partnerLinks, partnerMemberships, smartNotifications } from "@/db/schema";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findSharing } from "@/lib/data/sharing-grants";
import { markEmailVerified } from "@/lib/data/users";
import { acceptPartnerInvitation } from "@/lib/services/partners/accept-partner-invitation";
import { loadInvitation } from "@/lib/services/partners/load-invitation";
import { sendPartnerInvitation } from "@/lib/services/partners/send-partner-invitation";
import { updateSharingPreferences } from "@/lib/services/partners/update-sharing-preferences";
import { sendInvitationSchema } from "@/lib/validation/partner";
import { ALL_GRANTS_ON, link, person, setPartnerSharing, unlink } from "../../helpers/couples";
import {
  emailInvitation,
  emailOf,
  invitationTo,
  rejection,
  smsInvitation,
  tokenSentTo,
} from "../../helpers/invitations";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
import { acceptPartnerInvitationAction, declinePartnerInvitationAction } from "@/lib/actions/partner";
import { actAs } from "../../helpers/request-context";

/**
 * Issue #11 (decision 027): an invitation sent by email is accepted only by the account with that verified email;
 * every new partnership starts with consent and the four grants off for both people; the inviter is told who
 * accepted, in-app and by email.
 */

const WRONG_ACCOUNT = {
  code: "FORBIDDEN",
  title: "Wrong account",
  message:
    "This invitation was sent to a different email address. Please sign in with the email address it was sent to.",
};

const NOTHING_SHARED = {
  canSeeMoods: false,
  canSeeMoodSummaries: false,
  canSeeDetailedEntries: false,
  canSeeGoals: false,
  canSeeAchievements: false,
};

async function linkOf(inviterId: string) {
  const [row] = await db().select().from(partnerLinks).where(eq(partnerLinks.userId, inviterId));
  return row;
}

async function membershipCount(userId: string) {
  return (await db().select().from(partnerMemberships).where(eq(partnerMemberships.userId, userId))).length;
}

async function acceptedNotices(userId: string) {
  return db()
    .select()
    .from(smartNotifications)
    .where(and(eq(smartNotifications.userId, userId), eq(smartNotifications.title, "Invitation accepted")));
}

async function acceptedEmails(recipient: string) {
  return db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, "partner-invitation-accepted")));
}

describe("an email invitation is bound to the invited, verified email", () => {
  test("a stranger holding a forwarded link is refused in the view and in the action, and learns nothing", async () => {
    const inviter = await person({ displayName: "Alex Inviter" });
    const invitee = await person({ displayName: "Sam Rivers" });
    // The reported case: the inviter had consented before, so whoever got linked saw their moods at once.
    await updateSharingPreferences({ userId: inviter, input: { consentMoodSharing: true, ...ALL_GRANTS_ON } });
    const token = await invitationTo(inviter, invitee);
    const stranger = await person({ displayName: "Mallory" });

    const view = await loadInvitation({ userId: stranger, token });
    expect(view).toEqual({
      state: "invalid",
      reason: "wrong_account",
      message: WRONG_ACCOUNT.message,
      title: "Wrong account",
    });
    // Neither the invited address nor the inviter's name reaches the holder of the link.
    const shown = JSON.stringify(view);
    expect(shown).not.toContain(await emailOf(invitee));
    expect(shown).not.toContain("Alex");

    await actAs(stranger);
    expect(await acceptPartnerInvitationAction({ token })).toEqual({ ok: false, error: WRONG_ACCOUNT });
    // Nor can they burn it by declining in the invited person's place.
    expect(await declinePartnerInvitationAction({ token })).toEqual({ ok: false, error: WRONG_ACCOUNT });
    expect(await rejection(acceptPartnerInvitation({ userId: stranger, token }))).toEqual(WRONG_ACCOUNT);
    expect(await linkOf(inviter)).toMatchObject({ status: "pending", partnerId: null, tokenHash: expect.any(String) });
    expect(await membershipCount(stranger)).toBe(0);
    expect(await resolvePartnerAccess(stranger, db())).toBeNull();
    expect(await acceptedNotices(inviter)).toEqual([]);

    // The refusal burned nothing: the invited account can still accept.
    await actAs(invitee);
    expect(await acceptPartnerInvitationAction({ token })).toEqual({ ok: true, data: { partnerName: "Alex Inviter" } });
    expect((await resolvePartnerAccess(invitee, db()))?.partnerId).toBe(inviter);
  });

  test("the comparison ignores case: an address typed in capitals still reaches its account", async () => {
    // users.email is stored lower-cased (users_email_normalised) and so is partner_email (the send schema); the domain
    // rule compares case-insensitively all the same (lib/domain/invitations.test.ts).
    const inviter = await person();
    const invitee = await person();
    const token = await emailInvitation(inviter, `  ${(await emailOf(invitee)).toUpperCase()} `);
    expect((await linkOf(inviter))?.partnerEmail).toBe(await emailOf(invitee));
    expect(await loadInvitation({ userId: invitee, token })).toMatchObject({ state: "valid" });
    await expect(acceptPartnerInvitation({ userId: invitee, token })).resolves.toBeDefined();
    expect(await membershipCount(invitee)).toBe(1);
  });

  test("the invited address on an unverified account is refused until it is verified", async () => {
    const inviter = await person();
    const invitee = await person({ verified: false });
    const token = await invitationTo(inviter, invitee);
    const unverified = {
      code: "EMAIL_NOT_VERIFIED",
      title: "Email not verified",
      message: "Please verify your email address before accepting this invitation.",
    };
    expect(await loadInvitation({ userId: invitee, token })).toMatchObject({ reason: "email_unverified" });
    expect(await rejection(acceptPartnerInvitation({ userId: invitee, token }))).toEqual(unverified);
    expect(await membershipCount(invitee)).toBe(0);

    await markEmailVerified(invitee, new Date(), db());
    await expect(acceptPartnerInvitation({ userId: invitee, token })).resolves.toBeDefined();
    expect(await membershipCount(invitee)).toBe(1);
  });

  test("an email-and-SMS invitation is bound to the email: the phone's holder must sign in as it", async () => {
    const inviter = await person();
    const invitee = await person();
    const email = await emailOf(invitee);
    await sendPartnerInvitation({
      userId: inviter,
      input: sendInvitationSchema.parse({
        method: "both",
        partnerEmail: email,
        partnerPhone: "+14155558123",
        ownPhone: "+14155558124",
      }),
    });
    const token = await tokenSentTo("+14155558123");
    expect(token).toBe(await tokenSentTo(email));
    expect(await rejection(acceptPartnerInvitation({ userId: await person(), token }))).toEqual(WRONG_ACCOUNT);
    await expect(acceptPartnerInvitation({ userId: invitee, token })).resolves.toBeDefined();
  });

  test("an SMS-only invitation stays a bearer link (no phone verification), and the inviter is told who took it", async () => {
    const inviter = await person();
    const token = await smsInvitation(inviter);
    const anyone = await person({ displayName: "Whoever Opened It" });
    expect(await loadInvitation({ userId: anyone, token })).toMatchObject({ state: "valid" });
    await actAs(anyone);
    expect(await acceptPartnerInvitationAction({ token })).toMatchObject({ ok: true });
    const [notice] = await acceptedNotices(inviter);
    expect(notice!.message).toContain(`Whoever Opened It (${await emailOf(anyone)})`);
    expect(await resolvePartnerAccess(anyone, db())).toMatchObject(NOTHING_SHARED);
  });
});

describe("a new partnership starts with nothing shared", () => {
  test("consent and grants given before are off for both; each opts in again through Settings", async () => {
    const inviter = await person({ displayName: "Alex Inviter" });
    const invitee = await person({ displayName: "Sam Rivers" });
    const everything = { consentMoodSharing: true, ...ALL_GRANTS_ON };
    // The inviter turned everything on while solo; the invitee did so for an earlier partner.
    await updateSharingPreferences({ userId: inviter, input: everything });
    const earlier = await link(await person(), invitee);
    await updateSharingPreferences({ userId: invitee, input: everything });
    await unlink(earlier);
    // The viewer's own "show me my partner's data" switch is theirs to keep, whichever way it was set.
    await setPartnerSharing(invitee, false);

    await acceptPartnerInvitation({ userId: invitee, token: await invitationTo(inviter, invitee) });

    expect(await resolvePartnerAccess(inviter, db())).toMatchObject({ partnerId: invitee, ...NOTHING_SHARED });
    expect(await resolvePartnerAccess(invitee, db())).toMatchObject({ partnerId: inviter, ...NOTHING_SHARED });
    const noGrants = {
      shareMoodSummaries: false,
      shareDetailedEntries: false,
      shareGoals: false,
      shareAchievements: false,
      shareCheckUps: false,
    };
    expect(await findSharing(inviter)).toEqual({
      consentMoodSharing: false,
      partnerSharingEnabled: true,
      grants: noGrants,
    });
    expect(await findSharing(invitee)).toEqual({
      consentMoodSharing: false,
      partnerSharingEnabled: false,
      grants: noGrants,
    });

    // The invitee opts in to moods and goals: the inviter sees exactly that, and is told.
    const result = await updateSharingPreferences({
      userId: invitee,
      input: { consentMoodSharing: true, shareGoals: true },
    });
    expect(result).toMatchObject({ changed: ["consentMoodSharing", "shareGoals"], partnerNotified: true });
    expect(await resolvePartnerAccess(inviter, db())).toMatchObject({
      ...NOTHING_SHARED,
      canSeeMoods: true,
      canSeeGoals: true,
    });
    // The inviter has not opted in again, so the invitee still sees nothing of theirs.
    expect(await resolvePartnerAccess(invitee, db())).toMatchObject(NOTHING_SHARED);
  });
});

describe("the inviter is told who accepted", () => {
  test("an in-app notice and an email naming the accepter; the accepter gets neither", async () => {
    const inviter = await person({ displayName: "Alex Inviter" });
    const invitee = await person({ displayName: "Sam Rivers" });
    const [inviterEmail, inviteeEmail] = [await emailOf(inviter), await emailOf(invitee)];
    await acceptPartnerInvitation({ userId: invitee, token: await invitationTo(inviter, invitee) });

    const notices = await acceptedNotices(inviter);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: "partner_activity",
      priority: "high",
      // The inviter's own guided sharing step (decision 054).
      actionUrl: "/sharing",
      readAt: null,
      deletedAt: null,
    });
    expect(notices[0]!.message).toBe(
      `Sam Rivers (${inviteeEmail}) accepted your invitation and is now your partner. Nothing is shared until each ` +
        "of you chooses what to share. If you don't know this person, disconnect them in Settings → Danger Zone.",
    );

    const emails = await acceptedEmails(inviterEmail);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      userId: inviter,
      channel: "email",
      status: "pending",
      subject: "Sam Rivers accepted your Attune invitation",
    });
    for (const phrase of [
      "Hi Alex,",
      `Sam Rivers (${inviteeEmail}) accepted your partner invitation`,
      "Nothing is shared yet",
      "Settings → Danger Zone",
      "http://attune.test/settings",
    ]) {
      expect(emails[0]!.bodyText).toContain(phrase);
    }

    expect(await acceptedNotices(invitee)).toEqual([]);
    expect(await acceptedEmails(inviteeEmail)).toEqual([]);
  });

  test("an accepter without a display name is named by their email", async () => {
    const inviter = await person();
    const invitee = await person({ displayName: " " });
    const inviteeEmail = await emailOf(invitee);
    await acceptPartnerInvitation({ userId: invitee, token: await invitationTo(inviter, invitee) });
    const [notice] = await acceptedNotices(inviter);
    expect(notice!.message).toMatch(new RegExp(`^${inviteeEmail.replace(/[.+]/g, "\\$&")} accepted your invitation`));
    const [email] = await acceptedEmails(await emailOf(inviter));
    expect(email!.subject).toBe(`${inviteeEmail} accepted your Attune invitation`);
  });
});
