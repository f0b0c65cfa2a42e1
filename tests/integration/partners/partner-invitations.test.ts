import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { outbox, partnerLinks, partnerMemberships, profiles, smartNotifications, users } from "@/db/schema";
import { INVITE_TTL_DAYS } from "@/lib/domain/invitations";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { DeliveryError } from "@/lib/integrations/delivery-error";
import type { EmailSender } from "@/lib/integrations/email";
import type { SmsSender } from "@/lib/integrations/sms";
import { cancelPartnerInvitation, NO_PENDING_INVITATION } from "@/lib/services/partners/cancel-partner-invitation";
import { disconnectPartner, NO_PARTNER_TO_DISCONNECT } from "@/lib/services/partners/disconnect-partner";
import { loadPartnerLink } from "@/lib/services/partners/load-partner-link";
import {
  PARTNER_INVITATIONS_PER_USER,
  SEND_MESSAGES,
  sendPartnerInvitation,
} from "@/lib/services/partners/send-partner-invitation";
import { sendInvitationSchema } from "@/lib/validation/partner";
import { couple, person } from "../../helpers/couples";
import { rejection } from "../../helpers/invitations";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
vi.mock("@/lib/data/partner-links", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/data/partner-links")>();
  return { ...actual, findPhoneUse: vi.fn(actual.findPhoneUse) };
});
import * as partnerLinksData from "@/lib/data/partner-links";
import { PartnerLinkSection } from "@/app/settings/_components/sections";
import type { PartnerLinkView } from "@/lib/domain/invitations";
import type { Outcome } from "@/lib/errors";
import { logger } from "@/lib/logger";
import {
  cancelPartnerInvitationAction,
  disconnectPartnerAction,
  sendPartnerInvitationAction,
} from "@/lib/actions/partner";
import { actAs } from "../../helpers/request-context";

/**
 * Sending, cancelling and disconnecting (spec 3 §2, §4, §5, §8): every validation message, existing connections,
 * phone uniqueness, the token and its hash, the outbox rows and sent flags, partial and total failure, and the
 * actions' session and mass-assignment behaviour.
 */

/** The page's guarded user, as the Settings sections receive it; the id is set per test. */
const sessionUser = {
  id: "",
  email: "someone@example.com",
  displayName: "Someone",
  timeZone: "UTC",
  emailVerified: true,
  roles: [],
  assistantEnabled: true,
};

let phoneCounter = 2000;
const mobile = () => `+1415555${phoneCounter++}`;

let senderCounter = 0;
const failingSms = (): SmsSender => ({
  name: `failing-sms-${++senderCounter}`,
  send: async () => {
    throw new DeliveryError("Twilio refused the number", { retryable: false });
  },
});
const failingEmail = (): EmailSender => ({
  name: `failing-email-${++senderCounter}`,
  send: async () => {
    throw new DeliveryError("Resend refused the address", { retryable: false });
  },
});

type Input = Parameters<typeof sendInvitationSchema.parse>[0];
const send = (userId: string, input: Input, extra: Partial<Parameters<typeof sendPartnerInvitation>[0]> = {}) =>
  sendPartnerInvitation({ userId, input: sendInvitationSchema.parse(input), ...extra });

async function linksOf(userId: string) {
  return db().select().from(partnerLinks).where(eq(partnerLinks.userId, userId));
}

async function outboxOf(userId: string) {
  return db().select().from(outbox).where(eq(outbox.userId, userId));
}

async function withPhone(phone: string | null = mobile()) {
  const id = await person();
  await db().update(profiles).set({ phone }).where(eq(profiles.id, id));
  return id;
}

describe("send: validation (server wording)", () => {
  test("the action returns every spec message as field errors", async () => {
    const me = await withPhone();
    await actAs(me);
    const cases: [unknown, Record<string, string>][] = [
      [{ method: "pigeon" }, { method: "Please select a valid invitation method" }],
      [{ method: "email" }, { partnerEmail: "Email address is required for email invitations" }],
      [{ method: "email", partnerEmail: "bad@" }, { partnerEmail: "Please enter a valid email address" }],
      [{ method: "sms" }, { partnerPhone: "Phone number is required for SMS invitations" }],
      [
        { method: "sms", partnerPhone: "+441212345678" },
        { partnerPhone: "Please enter a valid mobile number with country code" },
      ],
      [
        { method: "sms", partnerPhone: mobile(), ownPhone: "42" },
        { ownPhone: "Please enter a valid mobile number with country code for yourself" },
      ],
    ];
    for (const [input, expected] of cases) {
      const result = await sendPartnerInvitationAction(input);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe("VALIDATION");
      expect(Object.fromEntries(Object.entries(result.error.fieldErrors ?? {}).map(([k, v]) => [k, v[0]]))).toEqual(
        expected,
      );
    }
    expect(await linksOf(me)).toEqual([]);
  });

  test("without a phone on file an SMS invitation needs the inviter's own, which is saved to the profile", async () => {
    const me = await withPhone(null);
    expect(await rejection(send(me, { method: "sms", partnerPhone: mobile() }))).toMatchObject({
      code: "VALIDATION",
      fieldErrors: { ownPhone: ["Phone number is required for SMS invitations for yourself"] },
    });
    const own = mobile();
    await send(me, { method: "sms", partnerPhone: mobile(), ownPhone: own });
    const [profile] = await db().select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, me));
    expect(profile!.phone).toBe(own);
  });

  test("an email-only invitation does not need the inviter's phone", async () => {
    const me = await withPhone(null);
    await expect(send(me, { method: "email", partnerEmail: "sam@example.com" })).resolves.toMatchObject({
      outcome: "sent",
    });
  });

  test("inviting yourself is refused, by email or by phone", async () => {
    const phone = mobile();
    const me = await withPhone(phone);
    expect(await rejection(send(me, { method: "sms", partnerPhone: phone }))).toMatchObject({
      message: SEND_MESSAGES.self,
    });
    const { email } = (await loadOwnEmail(me))!;
    expect(await rejection(send(me, { method: "email", partnerEmail: email.toUpperCase() }))).toMatchObject({
      message: SEND_MESSAGES.self,
    });
    expect(await linksOf(me)).toEqual([]);
  });
});

async function loadOwnEmail(userId: string) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

describe("send: existing connections and phone uniqueness", () => {
  test("a user with an accepted partner cannot invite anyone", async () => {
    const { viewer, partner } = await couple();
    for (const who of [viewer, partner]) {
      expect(await rejection(send(who, { method: "email", partnerEmail: "new@example.com" }))).toEqual({
        code: "CONFLICT",
        message:
          "You already have an active partner connection. Please disconnect first before sending a new invitation.",
        fieldErrors: undefined,
      });
    }
  });

  test("a second live invitation from the same sender is refused; an expired one is replaced", async () => {
    const me = await withPhone();
    await send(me, { method: "email", partnerEmail: "one@example.com" });
    expect(await rejection(send(me, { method: "email", partnerEmail: "two@example.com" }))).toMatchObject({
      code: "CONFLICT",
      message: SEND_MESSAGES.pendingExists,
    });
    const later = new Date(Date.now() + (INVITE_TTL_DAYS + 1) * 86_400_000);
    await send(me, { method: "email", partnerEmail: "two@example.com" }, { now: later });
    const links = await linksOf(me);
    expect(links.map((l) => l.partnerEmail)).toEqual(["two@example.com"]);
  });

  test("a number on someone's profile or in an accepted link is 'already connected'", async () => {
    const taken = mobile();
    await withPhone(taken);
    const me = await withPhone();
    expect(await rejection(send(me, { method: "sms", partnerPhone: taken }))).toMatchObject({
      code: "VALIDATION",
      message: "This phone number is already connected to another user",
      fieldErrors: { partnerPhone: ["This phone number is already connected to another user"] },
    });

    const accepted = mobile();
    const { linkId } = await couple();
    await db().update(partnerLinks).set({ partnerPhone: accepted }).where(eq(partnerLinks.id, linkId));
    expect(
      await rejection(send(me, { method: "both", partnerEmail: "x@example.com", partnerPhone: accepted })),
    ).toMatchObject({
      message: "This phone number is already connected to another user",
    });
  });

  test("a number with a live pending invitation is 'already sent'; an expired one frees it", async () => {
    const target = mobile();
    const first = await withPhone();
    await send(first, { method: "sms", partnerPhone: target });
    const second = await withPhone();
    expect(await rejection(send(second, { method: "sms", partnerPhone: target }))).toMatchObject({
      message: "An invitation has already been sent to this phone number",
    });
    const later = new Date(Date.now() + (INVITE_TTL_DAYS + 1) * 86_400_000);
    await expect(send(second, { method: "sms", partnerPhone: target }, { now: later })).resolves.toMatchObject({
      outcome: "sent",
    });
    expect(await linksOf(first)).toEqual([]);
  });

  test("two senders racing for one number: exactly one invitation, the other gets the spec's message", async () => {
    const target = mobile();
    const [a, b] = [await withPhone(), await withPhone()];
    const results = await Promise.allSettled([
      send(a, { method: "sms", partnerPhone: target }),
      send(b, { method: "sms", partnerPhone: target }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason.message).toBe("An invitation has already been sent to this phone number");
    const rows = await db().select().from(partnerLinks).where(eq(partnerLinks.partnerPhone, target));
    expect(rows).toHaveLength(1);
  });

  test("the unique index itself maps to the same message (the check lost the race)", async () => {
    const target = mobile();
    const other = await withPhone();
    const me = await withPhone();
    // The other sender's invitation commits between our check and our insert.
    await partnerLinksData.insertInvitation(
      {
        userId: other,
        partnerEmail: null,
        partnerPhone: target,
        method: "sms",
        tokenHash: createHash("sha256").update(`race-${target}`).digest("hex"),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
      db(),
    );
    vi.mocked(partnerLinksData.findPhoneUse).mockResolvedValueOnce(null);
    expect(await rejection(send(me, { method: "sms", partnerPhone: target }))).toMatchObject({
      code: "VALIDATION",
      message: "An invitation has already been sent to this phone number",
    });
    expect(await linksOf(me)).toEqual([]);
    expect(await outboxOf(me)).toEqual([]);
  });
});

describe("send: the link, its token and delivery", () => {
  test("a pending link with only the SHA-256 of a ≥128-bit token, expiring in 7 days; both messages sent", async () => {
    const me = await withPhone();
    const now = new Date();
    const phone = mobile();
    const result = await send(me, { method: "both", partnerEmail: "Sam@Example.com", partnerPhone: phone }, { now });
    expect(result).toEqual({ outcome: "sent", sent: ["email", "sms"], failed: [] });

    const [link] = await linksOf(me);
    expect(link).toMatchObject({
      status: "pending",
      invitationMethod: "both",
      partnerEmail: "sam@example.com",
      partnerPhone: phone,
      partnerId: null,
      emailSent: true,
      smsSent: true,
    });
    expect(link!.expiresAt.getTime()).toBe(now.getTime() + 7 * 86_400_000);

    const messages = await outboxOf(me);
    expect(messages.map((m) => [m.channel, m.template, m.status]).sort()).toEqual([
      ["email", "partner-invitation", "sent"],
      ["sms", "partner-invitation", "sent"],
    ]);
    const email = messages.find((m) => m.channel === "email")!;
    expect(email.recipient).toBe("sam@example.com");
    const token = email.bodyText.match(/\/accept-invite\?token=([A-Za-z0-9_-]+)/)![1]!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(link!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(link!.tokenHash).not.toContain(token);
    const sms = messages.find((m) => m.channel === "sms")!;
    expect(sms.recipient).toBe(phone);
    expect(sms.bodyText).toContain(`http://attune.test/accept-invite?token=${token}`);
    expect(sms.bodyText).toContain("Test Person");
  });

  test("partial success: the SMS fails, the email stays, sms_sent false, the SMS row failed for good", async () => {
    const me = await withPhone();
    const result = await send(
      me,
      { method: "both", partnerEmail: "p@example.com", partnerPhone: mobile() },
      { senders: { sms: failingSms() } },
    );
    expect(result).toEqual({ outcome: "partial", sent: ["email"], failed: ["sms"] });
    const [link] = await linksOf(me);
    expect(link).toMatchObject({ status: "pending", emailSent: true, smsSent: false });
    const sms = (await outboxOf(me)).find((m) => m.channel === "sms")!;
    expect(sms).toMatchObject({ status: "failed", attempts: 1 });
    expect(sms.lastError).toContain("Twilio refused");
  });

  test("partial success the other way round", async () => {
    const me = await withPhone();
    const result = await send(
      me,
      { method: "both", partnerEmail: "p@example.com", partnerPhone: mobile() },
      { senders: { email: failingEmail() } },
    );
    expect(result).toEqual({ outcome: "partial", sent: ["sms"], failed: ["email"] });
    expect((await linksOf(me))[0]).toMatchObject({ emailSent: false, smsSent: true });
  });

  test("everything failed: the link is deleted, nothing half-done remains", async () => {
    const me = await withPhone();
    const phone = mobile();
    const result = await send(
      me,
      { method: "both", partnerEmail: "p@example.com", partnerPhone: phone },
      { senders: { email: failingEmail(), sms: failingSms() } },
    );
    expect(result).toEqual({ outcome: "failed", sent: [], failed: ["email", "sms"] });
    expect(await linksOf(me)).toEqual([]);
    expect((await outboxOf(me)).map((m) => m.status)).toEqual(["failed", "failed"]);
    // The number is free again.
    await expect(send(me, { method: "sms", partnerPhone: phone })).resolves.toMatchObject({ outcome: "sent" });
  });

  test("a single-channel failure is a failure", async () => {
    const me = await withPhone();
    const result = await send(me, { method: "sms", partnerPhone: mobile() }, { senders: { sms: failingSms() } });
    expect(result).toEqual({ outcome: "failed", sent: [], failed: ["sms"] });
    expect(await linksOf(me)).toEqual([]);
  });

  test("sends are rate-limited per user", async () => {
    const me = await withPhone();
    for (let i = 0; i < PARTNER_INVITATIONS_PER_USER.points; i++) {
      await send(me, { method: "email", partnerEmail: `p${i}@example.com` });
      await cancelPartnerInvitation({ userId: me });
    }
    expect(await rejection(send(me, { method: "email", partnerEmail: "last@example.com" }))).toMatchObject({
      code: "RATE_LIMITED",
    });
  });
});

describe("cancel", () => {
  test("deletes the pending link; the token stops working; the form shows again", async () => {
    const me = await withPhone();
    await send(me, { method: "email", partnerEmail: "p@example.com" });
    expect((await loadPartnerLink({ userId: me })).state).toBe("pending");
    await actAs(me);
    expect(await cancelPartnerInvitationAction()).toEqual({ ok: true, data: { cancelled: 1 } });
    expect(await linksOf(me)).toEqual([]);
    expect(await loadPartnerLink({ userId: me })).toMatchObject({ state: "none", lastDeclined: false });
    expect(await cancelPartnerInvitationAction()).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND", message: NO_PENDING_INVITATION },
    });
  });

  test("cancel never touches an accepted link", async () => {
    const { viewer, linkId } = await couple();
    expect(await rejection(cancelPartnerInvitation({ userId: viewer }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.id, linkId))).toHaveLength(1);
  });
});

describe("load partner link (Settings → Partner)", () => {
  test("pending shows who was invited; accepted shows the partner to both sides", async () => {
    const me = await withPhone();
    const phone = mobile();
    await send(me, { method: "sms", partnerPhone: phone });
    expect(await loadPartnerLink({ userId: me })).toMatchObject({
      state: "pending",
      method: "sms",
      partnerPhone: phone,
      smsSent: true,
      expired: false,
    });
    const { viewer, partner } = await couple();
    expect(await loadPartnerLink({ userId: viewer })).toMatchObject({
      state: "accepted",
      partnerName: "Partner Person",
    });
    expect(await loadPartnerLink({ userId: partner })).toMatchObject({
      state: "accepted",
      partnerName: "Viewer Person",
    });
  });

  test("an expired pending invitation says so", async () => {
    const me = await withPhone();
    await send(me, { method: "email", partnerEmail: "p@example.com" });
    const later = new Date(Date.now() + (INVITE_TTL_DAYS + 1) * 86_400_000);
    expect(await loadPartnerLink({ userId: me, now: later })).toMatchObject({ state: "pending", expired: true });
  });

  test("Settings → Partner: the page's section reads its user's own state; a failed read shows the section's copy", async () => {
    const { viewer } = await couple();
    const section = async (id: string) =>
      (await PartnerLinkSection({ user: { ...sessionUser, id } })).props.result as Outcome<PartnerLinkView>;
    expect(await section(viewer)).toMatchObject({ ok: true, data: { state: "accepted" } });
    // Not a uuid: the read fails in the database, as any unexpected failure would.
    const quiet = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(await section("not-a-uuid")).toEqual({
      ok: false,
      error: { code: "INTERNAL", title: "Error", message: "Failed to check existing partner connections" },
    });
    expect(quiet).toHaveBeenCalledWith("unexpected_error", expect.anything());
    quiet.mockRestore();
  });

  test("no link: the form, knowing whether the profile has a phone", async () => {
    expect(await loadPartnerLink({ userId: await withPhone(null) })).toEqual({
      state: "none",
      lastDeclined: false,
      hasOwnPhone: false,
    });
    expect(await loadPartnerLink({ userId: await withPhone() })).toMatchObject({ hasOwnPhone: true });
  });
});

describe("disconnect", () => {
  test("deletes the link and memberships, clears both partner_uid, the ex-partner loses access and is notified", async () => {
    const { viewer, partner, linkId } = await couple();
    await actAs(partner);
    expect(await disconnectPartnerAction({ confirmation: "  disconnect " })).toEqual({
      ok: true,
      data: { disconnected: true },
    });
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.id, linkId))).toEqual([]);
    expect(
      await db()
        .select()
        .from(partnerMemberships)
        .where(inArray(partnerMemberships.userId, [viewer, partner])),
    ).toEqual([]);
    const rows = await db()
      .select({ id: profiles.id, partnerUid: profiles.partnerUid })
      .from(profiles)
      .where(inArray(profiles.id, [viewer, partner]));
    expect(rows.map((r) => r.partnerUid)).toEqual([null, null]);
    expect(await resolvePartnerAccess(viewer, db())).toBeNull();
    expect(await resolvePartnerAccess(partner, db())).toBeNull();

    const notes = await db()
      .select()
      .from(smartNotifications)
      .where(and(eq(smartNotifications.userId, viewer), eq(smartNotifications.type, "partner_activity")));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: "Your partner disconnected", actionUrl: "/settings" });
    // By first name (issue #32).
    expect(notes[0]!.message).toMatch(/^Partner disconnected your partner connection\./);
    expect(await loadPartnerLink({ userId: viewer })).toMatchObject({ state: "none" });
  });

  test("requires the typed confirmation and a partner", async () => {
    const { viewer, linkId } = await couple();
    await actAs(viewer);
    expect(await disconnectPartnerAction({ confirmation: "yes" })).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", message: "Please type DISCONNECT to confirm" },
    });
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.id, linkId))).toHaveLength(1);

    const loner = await person();
    expect(await rejection(disconnectPartner({ userId: loner, input: { confirmation: "DISCONNECT" } }))).toMatchObject({
      code: "NOT_FOUND",
      message: NO_PARTNER_TO_DISCONNECT,
    });
  });
});

describe("actions: session and mass assignment", () => {
  test("anonymous callers are refused before anything runs", async () => {
    await actAs(null);
    for (const result of [
      await sendPartnerInvitationAction({ method: "email", partnerEmail: "p@example.com" }),
      await cancelPartnerInvitationAction(),
      await disconnectPartnerAction({ confirmation: "DISCONNECT" }),
    ]) {
      expect(result).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    }
  });

  test("userId, partnerId and status in the payload change nothing", async () => {
    const me = await withPhone();
    const victim = await withPhone();
    await actAs(me);
    const result = await sendPartnerInvitationAction({
      method: "email",
      partnerEmail: "p@example.com",
      userId: victim,
      partnerId: victim,
      status: "accepted",
      emailSent: false,
    });
    expect(result).toMatchObject({ ok: true, data: { outcome: "sent" } });
    expect(await linksOf(victim)).toEqual([]);
    const [link] = await linksOf(me);
    expect(link).toMatchObject({ status: "pending", partnerId: null, emailSent: true });

    const { viewer, partner, linkId } = await couple();
    await actAs(me);
    expect(
      await disconnectPartnerAction({ confirmation: "DISCONNECT", userId: viewer, partnerId: partner }),
    ).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND" },
    });
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.id, linkId))).toHaveLength(1);
    expect(await cancelPartnerInvitationAction({ userId: victim })).toMatchObject({ ok: true });
    expect(await linksOf(me)).toEqual([]);
  });
});
