import { describe, expect, test } from "vitest";
import {
  INVITE_MESSAGES,
  channelsFor,
  inviteExpiresAt,
  inviteFactsOf,
  inviteStandingForVisitor,
  inviteValidityFor,
  isDisconnectPhrase,
  isInviteExpired,
  sendReport,
  type InviteFacts,
  type ViewerAccount,
} from "./invitations";

const now = new Date("2025-03-10T12:00:00Z");
const pending: InviteFacts = {
  status: "pending",
  senderId: "sender",
  partnerId: null,
  expiresAt: new Date("2025-03-12T00:00:00Z"),
  invitedEmail: null,
};
const check = (invite: InviteFacts | null, viewerHasPartner = false, at = now) =>
  inviteValidityFor({ invite, viewerId: "viewer", viewerHasPartner, now: at });

describe("invitation lifetime", () => {
  test("expires 7 days after it was sent", () => {
    expect(inviteExpiresAt(now).toISOString()).toBe("2025-03-17T12:00:00.000Z");
  });

  test("is valid until the last millisecond and expired from the expiry instant on", () => {
    const expiresAt = inviteExpiresAt(now);
    expect(isInviteExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isInviteExpired(expiresAt, expiresAt)).toBe(true);
    expect(isInviteExpired(expiresAt, new Date(expiresAt.getTime() + 1))).toBe(true);
  });
});

describe("inviteValidityFor (spec 1 §4)", () => {
  test("a pending invitation from someone else is valid", () => {
    expect(check(pending)).toEqual({ valid: true });
  });

  test("accepted without a partner counts as open", () => {
    expect(check({ ...pending, status: "accepted" })).toEqual({ valid: true });
  });

  test("unknown token: the fallback text", () => {
    expect(check(null)).toEqual({ valid: false, reason: "not_found", message: INVITE_MESSAGES.notFound });
  });

  test("declined", () => {
    expect(check({ ...pending, status: "declined" })).toMatchObject({
      reason: "declined",
      message: "This invitation has been declined.",
    });
  });

  test("accepted with a partner, even for the viewer who is that partner and linked", () => {
    expect(check({ ...pending, status: "accepted", partnerId: "viewer" }, true)).toMatchObject({
      reason: "already_accepted",
      message: "This invitation has already been accepted.",
    });
  });

  test("the sender cannot accept their own invitation", () => {
    expect(check({ ...pending, senderId: "viewer" })).toMatchObject({
      reason: "own_invitation",
      message: "You cannot accept your own invitation.",
    });
  });

  test("an unknown status is no longer available", () => {
    expect(check({ ...pending, status: "cancelled" })).toMatchObject({
      reason: "no_longer_available",
      message: "This invitation is no longer available for acceptance.",
    });
  });

  test("expiry boundary: valid 1 ms before, no longer available at the instant", () => {
    const at = pending.expiresAt;
    expect(check(pending, false, new Date(at.getTime() - 1))).toEqual({ valid: true });
    expect(check(pending, false, at)).toMatchObject({ reason: "no_longer_available" });
  });

  test("a viewer with an active partner: Already Connected", () => {
    expect(check(pending, true)).toEqual({
      valid: false,
      reason: "already_connected",
      message: "You already have an active partner connection. Please disconnect first.",
      title: "Already Connected",
    });
  });

  test("the invitation's own state wins over the viewer's partnership", () => {
    expect(check({ ...pending, status: "declined" }, true)).toMatchObject({ reason: "declined" });
    expect(check({ ...pending, senderId: "viewer" }, true)).toMatchObject({ reason: "own_invitation" });
  });
});

describe("inviteValidityFor: email invitations are bound to the invited, verified email (decision 027)", () => {
  const bound: InviteFacts = { ...pending, invitedEmail: "sam@example.com" };
  const sam: ViewerAccount = { email: "sam@example.com", emailVerified: true };
  const stranger: ViewerAccount = { email: "mallory@example.com", emailVerified: true };
  const checkAs = (invite: InviteFacts, viewer: ViewerAccount | null | undefined, viewerHasPartner = false, at = now) =>
    inviteValidityFor({ invite, viewerId: "viewer", viewer, viewerHasPartner, now: at });
  const wrongAccount = {
    valid: false,
    reason: "wrong_account",
    message:
      "This invitation was sent to a different email address. Please sign in with the email address it was sent to.",
    title: "Wrong account",
  };

  test("the account with that verified email may accept", () => {
    expect(checkAs(bound, sam)).toEqual({ valid: true });
  });

  test("any other account is refused, and the message does not reveal the invited address", () => {
    const refused = checkAs(bound, stranger);
    expect(refused).toEqual(wrongAccount);
    expect(JSON.stringify(refused)).not.toContain("sam");
  });

  test("the comparison ignores case and surrounding spaces", () => {
    expect(checkAs(bound, { email: "Sam@Example.COM", emailVerified: true })).toEqual({ valid: true });
    expect(checkAs({ ...bound, invitedEmail: "SAM@example.com" }, sam)).toEqual({ valid: true });
    expect(checkAs(bound, { email: " sam@example.com ", emailVerified: true })).toEqual({ valid: true });
  });

  test("a similar address is not the same address", () => {
    for (const email of ["sam@example.co", "sam+x@example.com", "xsam@example.com", "sam@example.com.evil"]) {
      expect(checkAs(bound, { email, emailVerified: true }), email).toMatchObject({ reason: "wrong_account" });
    }
  });

  test("the right address but unverified: refused until verified", () => {
    expect(checkAs(bound, { ...sam, emailVerified: false })).toEqual({
      valid: false,
      reason: "email_unverified",
      message: "Please verify your email address before accepting this invitation.",
      title: "Email not verified",
    });
  });

  test("a different, unverified address is told 'different address' (nothing about the invited one)", () => {
    expect(checkAs(bound, { ...stranger, emailVerified: false })).toEqual(wrongAccount);
  });

  test("an unknown viewer account, or none given, is refused: the binding fails closed", () => {
    expect(checkAs(bound, null)).toMatchObject({ reason: "wrong_account" });
    expect(checkAs(bound, undefined)).toMatchObject({ reason: "wrong_account" });
  });

  test("an email method without an address binds to nobody", () => {
    expect(checkAs({ ...bound, invitedEmail: "" }, sam)).toMatchObject({ reason: "wrong_account" });
    expect(checkAs({ ...bound, invitedEmail: "" }, { email: "", emailVerified: true })).toMatchObject({
      reason: "wrong_account",
    });
  });

  test("an SMS-only invitation stays a bearer link: any signed-in account, verified or not", () => {
    const sms: InviteFacts = { ...pending, invitedEmail: null };
    expect(checkAs(sms, stranger)).toEqual({ valid: true });
    expect(checkAs(sms, { ...stranger, emailVerified: false })).toEqual({ valid: true });
    expect(checkAs(sms, null)).toEqual({ valid: true });
  });

  test("order: the invitation's own state first, then the binding, then Already Connected", () => {
    expect(checkAs({ ...bound, status: "declined" }, stranger)).toMatchObject({ reason: "declined" });
    expect(checkAs({ ...bound, status: "accepted", partnerId: "x" }, stranger)).toMatchObject({
      reason: "already_accepted",
    });
    expect(checkAs({ ...bound, senderId: "viewer" }, stranger)).toMatchObject({ reason: "own_invitation" });
    expect(checkAs(bound, stranger, false, bound.expiresAt)).toMatchObject({ reason: "no_longer_available" });
    // The wrong account is told to switch accounts, not to disconnect a partnership the invitation is not for.
    expect(checkAs(bound, stranger, true)).toEqual(wrongAccount);
    expect(checkAs(bound, sam, true)).toMatchObject({ reason: "already_connected", title: "Already Connected" });
  });
});

describe("channelsFor", () => {
  test("maps each method to its channels", () => {
    expect(channelsFor("email")).toEqual(["email"]);
    expect(channelsFor("sms")).toEqual(["sms"]);
    expect(channelsFor("both")).toEqual(["email", "sms"]);
  });
});

describe("sendReport (spec 3 §4 outcomes)", () => {
  test("every attempted channel sent: full success", () => {
    expect(sendReport({ email: true, sms: true })).toEqual({ outcome: "sent", sent: ["email", "sms"], failed: [] });
    expect(sendReport({ sms: true })).toEqual({ outcome: "sent", sent: ["sms"], failed: [] });
  });

  test("one of two: partial, listing what was sent", () => {
    expect(sendReport({ email: true, sms: false })).toEqual({ outcome: "partial", sent: ["email"], failed: ["sms"] });
    expect(sendReport({ email: false, sms: true })).toEqual({ outcome: "partial", sent: ["sms"], failed: ["email"] });
  });

  test("nothing sent: failed", () => {
    expect(sendReport({ email: false, sms: false })).toEqual({
      outcome: "failed",
      sent: [],
      failed: ["email", "sms"],
    });
    expect(sendReport({ email: false })).toEqual({ outcome: "failed", sent: [], failed: ["email"] });
    expect(sendReport({})).toEqual({ outcome: "failed", sent: [], failed: [] });
  });
});

describe("isDisconnectPhrase", () => {
  test("case-insensitive and trimmed", () => {
    expect(isDisconnectPhrase("DISCONNECT", "DISCONNECT")).toBe(true);
    expect(isDisconnectPhrase("  disconnect \n", "DISCONNECT")).toBe(true);
    expect(isDisconnectPhrase("Disconnect", "DISCONNECT")).toBe(true);
  });

  test("anything else is refused", () => {
    expect(isDisconnectPhrase("DISCONNEC", "DISCONNECT")).toBe(false);
    expect(isDisconnectPhrase("DIS CONNECT", "DISCONNECT")).toBe(false);
    expect(isDisconnectPhrase("", "DISCONNECT")).toBe(false);
  });
});

describe("inviteFactsOf", () => {
  const expiresAt = new Date("2026-01-08T00:00:00Z");
  const link = {
    status: "pending",
    userId: "u1",
    partnerId: null,
    expiresAt,
    method: "email" as const,
    partnerEmail: "sam@example.com",
  };

  test("a stored link's sender is its user_id; an email invitation is bound to its address", () => {
    expect(inviteFactsOf(link)).toEqual({
      status: "pending",
      senderId: "u1",
      partnerId: null,
      expiresAt,
      invitedEmail: "sam@example.com",
    });
  });

  test("email-and-SMS is bound to the email; SMS-only is not bound", () => {
    expect(inviteFactsOf({ ...link, method: "both" }).invitedEmail).toBe("sam@example.com");
    expect(inviteFactsOf({ ...link, method: "sms", partnerEmail: null }).invitedEmail).toBeNull();
  });

  test("an email method without an address fails closed (bound to an address nobody has)", () => {
    expect(inviteFactsOf({ ...link, partnerEmail: null }).invitedEmail).toBe("");
  });
});

describe("inviteStandingForVisitor: what a signed-out visitor learns (issue #35)", () => {
  const visit = (invite: Partial<InviteFacts> | null, at = now) =>
    inviteStandingForVisitor(invite && { ...pending, ...invite }, at);

  test("unknown, and used (accepted or declined), say 'not found'; expired says 'no longer available'", () => {
    const notFound = { valid: false, reason: "not_found", message: "Invitation token not found in database." };
    expect(visit(null)).toEqual(notFound);
    expect(visit({ status: "accepted", partnerId: "someone" })).toEqual(notFound);
    expect(visit({ status: "declined", partnerId: "someone" })).toEqual(notFound);
    expect(visit({}, pending.expiresAt)).toEqual({
      valid: false,
      reason: "no_longer_available",
      message: "This invitation is no longer available for acceptance.",
    });
  });

  test("an open invitation: only that it is open, nothing about who sent it or to whom", () => {
    expect(visit({ invitedEmail: "sam@example.com" })).toEqual({ valid: true });
    expect(visit({ status: "accepted", partnerId: null })).toEqual({ valid: true });
  });
});
