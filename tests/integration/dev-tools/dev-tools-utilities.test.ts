import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { GET as devToolsTab } from "@/app/api/admin/dev-tools/[tab]/route";
import { db } from "@/db/client";
import { adminAuditEvents, authTokens, partnerLinks, users } from "@/db/schema";
import {
  clearOwnSessionsAction,
  createTestNotificationAction,
  sendTestEmailsAction,
  sendTestSmsAction,
  triggerManualReminderAction,
} from "@/lib/actions/dev-tools";
import { readSessionUser } from "@/lib/auth/session";
import { consumeAuthToken } from "@/lib/data/auth-tokens";
import { upsertNotificationPreferences } from "@/lib/data/notification-preferences";
import { listRecentNotifications } from "@/lib/data/notifications";
import { listMessages } from "@/lib/data/outbox";
import { DeliveryError } from "@/lib/integrations/delivery-error";
import type { SmsSender } from "@/lib/integrations/sms/types";
import { NO_ACTOR } from "@/lib/domain/dev-tools-audit";
import { TEST_EMAIL_TEMPLATES, TEST_LINK_TOKEN, TEST_SMS_MAX } from "@/lib/domain/dev-tools-utilities";
import { nextDailyReminderAt } from "@/lib/domain/notification-delivery";
import type { SessionUser } from "@/lib/domain/roles";
import { MOOD_REMINDER_NOTICE } from "@/lib/messaging";
import { grantUserRole } from "@/lib/services/dev-tools/grant-user-role";
import { loadAuditTab } from "@/lib/services/dev-tools/load-audit-tab";
import { loadUtilitiesTab } from "@/lib/services/dev-tools/load-utilities-tab";
import { logMood } from "@/lib/services/moods/log-mood";
import { sendDailyReminders } from "@/lib/services/notifications/send-daily-reminders";
import { sendTestSms } from "@/lib/services/dev-tools/send-test-sms";
import { MOOD_REMINDERS_OFF_MESSAGE } from "@/lib/services/notifications/trigger-manual-reminder";
import { devTestMessages } from "@/lib/validation/dev-tools";
import { moodLogSchema } from "@/lib/validation/entries";
import { person, sessionCookieFor } from "../../helpers/couples";
import { actAs, actWithCookie } from "../../helpers/request-context";

let adminCounter = 0;

/** An admin made as `npm run user:admin` makes one (grantUserRole, which audits the grant). */
async function makeAdmin(options: { timezone?: string } = {}) {
  const displayName = `Ada Admin ${++adminCounter}`;
  const id = await person({ displayName, timezone: options.timezone });
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, id));
  await grantUserRole({ email: row!.email, role: "admin" });
  return { id, email: row!.email, displayName };
}

async function sessionOf(userId: string): Promise<SessionUser> {
  const user = await readSessionUser(new Headers({ cookie: await sessionCookieFor(userId) }));
  if (!user) throw new Error("no session");
  return user;
}

async function auditRowsOf(actorId: string) {
  return db()
    .select({
      action: adminAuditEvents.action,
      targetUserId: adminAuditEvents.targetUserId,
      detail: adminAuditEvents.detail,
    })
    .from(adminAuditEvents)
    .where(eq(adminAuditEvents.actorId, actorId))
    .orderBy(adminAuditEvents.createdAt);
}

const failingSms = (): SmsSender => ({
  name: "failing-sms-dev-tools",
  send: async () => {
    throw new DeliveryError("Twilio refused the number", { retryable: false });
  },
});

const SMS = { phone: "+61412345678", messageType: "custom", customMessage: "Hello from the dev tools" } as const;
const EMAILS = { to: "Tester@Example.com", templates: [...TEST_EMAIL_TEMPLATES] };

describe("only admins", () => {
  const calls = {
    triggerManualReminder: () => triggerManualReminderAction(undefined),
    createTestNotification: () => createTestNotificationAction(undefined),
    sendTestSms: () => sendTestSmsAction(SMS),
    sendTestEmails: () => sendTestEmailsAction(EMAILS),
    clearOwnSessions: () => clearOwnSessionsAction(undefined),
  };

  test.each(Object.entries(calls))("%s: a member is refused (FORBIDDEN), a signed-out caller too", async (_, call) => {
    const member = await person({ displayName: "Mo Member" });
    const versionBefore = (await db().select({ v: users.sessionVersion }).from(users).where(eq(users.id, member)))[0];
    await actAs(member);
    expect(await call()).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    await actAs(null);
    expect(await call()).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });

    // Refused before anything happened: no notice, no message, no audit entry, the member's sessions alive.
    expect(await listRecentNotifications(member, undefined, db())).toEqual([]);
    expect(await listMessages({ recipient: SMS.phone, channel: "sms" })).toEqual([]);
    expect(await listMessages({ recipient: EMAILS.to })).toEqual([]);
    expect(await auditRowsOf(member)).toEqual([]);
    const versionAfter = (await db().select({ v: users.sessionVersion }).from(users).where(eq(users.id, member)))[0];
    expect(versionAfter).toEqual(versionBefore);
  });

  test("a refused SMS test still gets the spec's SMS wording", async () => {
    await actAs(await person());
    expect(await sendTestSmsAction(SMS)).toMatchObject({
      ok: false,
      error: {
        code: "FORBIDDEN",
        title: "SMS Test Failed",
        message: "Failed to send SMS: You do not have permission to do that.",
      },
    });
  });
});

describe("the tabs' endpoint (GET /api/admin/dev-tools/:tab)", () => {
  const get = async (tab: string, userId: string) =>
    devToolsTab(
      new Request(`http://attune.test/api/admin/dev-tools/${tab}`, {
        headers: { cookie: await sessionCookieFor(userId) },
      }),
    );

  test("serves the Utilities and Audit trail models to an admin, as JSON, and nothing to a member", async () => {
    const admin = await makeAdmin();
    const utilities = await get("utilities", admin.id);
    expect(utilities.status).toBe(200);
    expect(await utilities.json()).toMatchObject({
      admin: { id: admin.id, email: admin.email },
      activityToday: false,
      notifications: [],
      schedule: { time: "19:00", nextReminderAt: null },
    });
    const audit = await get("audit", admin.id);
    expect(audit.status).toBe(200);
    expect((await audit.json()).entries).toContainEqual(
      expect.objectContaining({ label: "Role granted", target: admin.displayName }),
    );

    const member = await person();
    expect((await get("utilities", member)).status).toBe(403);
    expect((await get("audit", member)).status).toBe(403);
  });
});

describe("Smart Notifications Debug", () => {
  test("the tab reads the admin's activity today, notices and real reminder schedule", async () => {
    const admin = await makeAdmin({ timezone: "Australia/Sydney" });
    await upsertNotificationPreferences(admin.id, { dailyReminderTime: "21:30" }, new Date(), db());
    const session = await sessionOf(admin.id);

    const before = await loadUtilitiesTab({ admin: session });
    expect(before).toMatchObject({
      admin: { id: admin.id, email: admin.email },
      timeZone: "Australia/Sydney",
      activityToday: false,
      notifications: [],
      schedule: {
        enabled: true,
        moodReminders: true,
        time: "21:30",
        timeZone: "Australia/Sydney",
        nextReminderAt: null,
      },
    });

    // The sweep schedules the row; the tab then shows the moment it stored, in the admin's zone and time.
    const now = new Date();
    await sendDailyReminders({ now, limit: 1_000 });
    const scheduled = await loadUtilitiesTab({ admin: session });
    expect(scheduled.schedule?.nextReminderAt).toBe(
      nextDailyReminderAt(now, "21:30", "Australia/Sydney").toISOString(),
    );

    await logMood({ userId: admin.id, timeZone: session.timeZone, input: moodLogSchema.parse({ moodValue: 1 }) });
    expect((await loadUtilitiesTab({ admin: session })).activityToday).toBe(true);
  });

  test("Trigger Manual Reminder writes the admin's mood reminder now, every time, and audits it", async () => {
    const admin = await makeAdmin();
    await actAs(admin.id);
    expect(await triggerManualReminderAction(undefined)).toEqual({ ok: true, data: undefined });
    expect(await triggerManualReminderAction(undefined)).toEqual({ ok: true, data: undefined });

    const notices = await listRecentNotifications(admin.id, undefined, db());
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice).toMatchObject({
        type: "mood_reminder",
        title: MOOD_REMINDER_NOTICE.title,
        message: MOOD_REMINDER_NOTICE.message,
        priority: "medium",
        actionUrl: "/mood-log",
        metadata: { event: "manual_mood_reminder" },
        readAt: null,
        deletedAt: null,
      });
    }
    const tab = await loadUtilitiesTab({ admin: await sessionOf(admin.id) });
    expect(tab.notifications.map((n) => [n.title, n.status, n.priority])).toEqual([
      [MOOD_REMINDER_NOTICE.title, "Unread", "medium"],
      [MOOD_REMINDER_NOTICE.title, "Unread", "medium"],
    ]);
    expect(await auditRowsOf(admin.id)).toEqual([
      { action: "manual_reminder_triggered", targetUserId: admin.id, detail: {} },
      { action: "manual_reminder_triggered", targetUserId: admin.id, detail: {} },
    ]);
  });

  test("with Mood reminders off nothing is written, and the admin is told why", async () => {
    const admin = await makeAdmin();
    await upsertNotificationPreferences(admin.id, { moodReminders: false }, new Date(), db());
    await actAs(admin.id);
    expect(await triggerManualReminderAction(undefined)).toMatchObject({
      ok: false,
      error: { code: "CONFLICT", message: MOOD_REMINDERS_OFF_MESSAGE },
    });
    expect(await listRecentNotifications(admin.id, undefined, db())).toEqual([]);
    expect(await auditRowsOf(admin.id)).toEqual([]);
  });

  test("Create Test Notification writes a notice to the admin and audits it", async () => {
    const admin = await makeAdmin();
    await actAs(admin.id);
    expect(await createTestNotificationAction({ userId: "someone-else" })).toEqual({ ok: true, data: undefined });

    const [notice, ...rest] = await listRecentNotifications(admin.id, undefined, db());
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      type: "system",
      title: "Test notification",
      actionUrl: "/dev-tools",
      metadata: { event: "test_notification" },
    });
    expect(await auditRowsOf(admin.id)).toEqual([
      { action: "test_notification_created", targetUserId: admin.id, detail: {} },
    ]);
  });
});

describe("SMS Testing", () => {
  test("a custom message lands in the outbox (the dev mailbox) as typed, audited with the number masked", async () => {
    const admin = await makeAdmin();
    await actAs(admin.id);
    expect(await sendTestSmsAction(SMS)).toEqual({ ok: true, data: { outcome: "sent", to: SMS.phone } });

    const [message, ...rest] = await listMessages({ recipient: SMS.phone, channel: "sms" });
    expect(rest).toEqual([]);
    expect(message).toMatchObject({
      userId: admin.id,
      template: "test-message",
      bodyText: SMS.customMessage,
      status: "sent",
    });
    const audit = await auditRowsOf(admin.id);
    expect(audit).toEqual([
      { action: "test_sms_sent", targetUserId: null, detail: { to: "+61 ••• ••• 5678", type: "custom" } },
    ]);
    // The words stay in the message alone: the trail holds no messages.
    expect(JSON.stringify(audit)).not.toContain("Hello");
  });

  test("the invitation preview is the real invitation text with a link that is no invitation", async () => {
    const admin = await makeAdmin();
    await actAs(admin.id);
    const phone = "+14155552671";
    expect(await sendTestSmsAction({ phone, messageType: "invitation" })).toMatchObject({ ok: true });

    const [message] = await listMessages({ recipient: phone, channel: "sms" });
    expect(message).toMatchObject({ template: "partner-invitation", status: "sent" });
    expect(message!.bodyText).toContain(`${admin.displayName} invited you to connect on Attune`);
    const link = new URL(message!.bodyText.match(/https?:\/\/\S+/)![0]);
    expect([link.pathname, link.searchParams.get("token")]).toEqual(["/accept-invite", TEST_LINK_TOKEN]);
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.userId, admin.id))).toEqual([]);
  });

  test.each([
    ["no number", { ...SMS, phone: " " }, "phone", devTestMessages.phoneRequired],
    ["no country code", { ...SMS, phone: "0412 345 678" }, "phone", devTestMessages.countryCode],
    ["no custom message", { ...SMS, customMessage: "  " }, "customMessage", devTestMessages.customRequired],
    [
      "a message over 160 characters",
      { ...SMS, customMessage: "x".repeat(TEST_SMS_MAX + 1) },
      "customMessage",
      devTestMessages.customTooLong,
    ],
  ])("%s is refused with the spec's words and nothing is sent", async (_, input, field, message) => {
    const admin = await makeAdmin();
    const before = await listMessages({ channel: "sms", limit: 500 });
    await actAs(admin.id);
    expect(await sendTestSmsAction(input)).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", message, fieldErrors: { [field]: [message] } },
    });
    expect(await listMessages({ channel: "sms", limit: 500 })).toEqual(before);
    expect(await auditRowsOf(admin.id)).toEqual([]);
  });

  test("exactly 160 characters is accepted", async () => {
    const admin = await makeAdmin();
    await actAs(admin.id);
    const phone = "+61412000160";
    const customMessage = "y".repeat(TEST_SMS_MAX);
    expect(await sendTestSmsAction({ ...SMS, phone, customMessage })).toMatchObject({ ok: true });
    expect((await listMessages({ recipient: phone, channel: "sms" }))[0]?.bodyText).toBe(customMessage);
  });

  test("a provider refusal is reported with its reason", async () => {
    const admin = await makeAdmin();
    const phone = "+61412000999";
    const result = await sendTestSms({
      adminId: admin.id,
      adminName: admin.displayName,
      input: { phone, messageType: "custom", customMessage: "Hi" },
      senders: { sms: failingSms() },
    });
    expect(result).toEqual({ outcome: "failed", to: phone, reason: "Twilio refused the number" });
    expect((await listMessages({ recipient: phone, channel: "sms" }))[0]?.status).toBe("failed");
  });
});

describe("Email Testing Suite", () => {
  test("the four templates go to the given address, with links that are no live tokens, each audited", async () => {
    const admin = await makeAdmin();
    const tokensBefore = await db().select({ n: count() }).from(authTokens);
    await actAs(admin.id);
    expect(await sendTestEmailsAction(EMAILS)).toEqual({
      ok: true,
      data: TEST_EMAIL_TEMPLATES.map((template) => ({ template, outcome: "sent" })),
    });

    const messages = await listMessages({ recipient: "tester@example.com", channel: "email" });
    expect(messages.map((m) => m.template).sort()).toEqual([...TEST_EMAIL_TEMPLATES].sort());
    for (const message of messages) {
      expect(message).toMatchObject({ userId: admin.id, status: "sent", recipient: "tester@example.com" });
      const links = [...message.bodyText.matchAll(/https?:\/\/[^\s)\]]+/g)].map((match) => new URL(match[0]));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.origin).toBe("http://attune.test");
        const token = link.searchParams.get("token");
        if (token === null) continue;
        expect(token).toBe(TEST_LINK_TOKEN);
      }
    }
    // No token was issued, and the test value redeems nothing.
    expect(await db().select({ n: count() }).from(authTokens)).toEqual(tokensBefore);
    for (const purpose of ["email_verification", "password_reset"] as const) {
      const redeemed = await db().transaction((tx) =>
        consumeAuthToken({ token: TEST_LINK_TOKEN, purpose, now: new Date() }, tx),
      );
      expect(redeemed).toEqual({ ok: false, reason: "invalid", ownerId: null });
    }
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.userId, admin.id))).toEqual([]);

    expect(await auditRowsOf(admin.id)).toEqual(
      TEST_EMAIL_TEMPLATES.map((template) => ({
        action: "test_email_sent",
        targetUserId: null,
        detail: { to: "t•••@example.com", template },
      })),
    );
  });

  test("one template at a time; a blank or invalid address is refused with the spec's words", async () => {
    const admin = await makeAdmin();
    await actAs(admin.id);
    expect(await sendTestEmailsAction({ to: "one@example.com", templates: ["welcome"] })).toEqual({
      ok: true,
      data: [{ template: "welcome", outcome: "sent" }],
    });
    expect((await listMessages({ recipient: "one@example.com" })).map((m) => m.template)).toEqual(["welcome"]);

    expect(await sendTestEmailsAction({ to: " ", templates: ["welcome"] })).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", message: devTestMessages.emailRequired },
    });
    expect(await sendTestEmailsAction({ to: "not-an-address", templates: ["welcome"] })).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", message: devTestMessages.emailInvalid },
    });
    expect(await sendTestEmailsAction({ to: "one@example.com", templates: ["account-deleted"] })).toMatchObject({
      ok: false,
      error: { code: "VALIDATION" },
    });
  });
});

describe("Emergency Session Clear", () => {
  test("every session of the admin ends (an old cookie reads no one) and it is audited", async () => {
    const admin = await makeAdmin();
    const oldCookie = await sessionCookieFor(admin.id);
    const otherDevice = await sessionCookieFor(admin.id);
    actWithCookie(oldCookie);
    expect(await clearOwnSessionsAction(undefined)).toEqual({ ok: true, data: undefined });

    for (const cookie of [oldCookie, otherDevice]) {
      expect(await readSessionUser(new Headers({ cookie }))).toBeNull();
    }
    actWithCookie(oldCookie);
    expect(await createTestNotificationAction(undefined)).toMatchObject({
      ok: false,
      error: { code: "UNAUTHENTICATED" },
    });
    const cleared = await db()
      .select({ n: count() })
      .from(adminAuditEvents)
      .where(and(eq(adminAuditEvents.actorId, admin.id), eq(adminAuditEvents.action, "session_cleared")));
    expect(cleared[0]?.n).toBe(1);
  });
});

describe("Audit trail tab", () => {
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    admin = await makeAdmin();
  });

  test("lists what was done, newest first, with labels and names", async () => {
    await actAs(admin.id);
    await triggerManualReminderAction(undefined);
    await createTestNotificationAction(undefined);
    await sendTestSmsAction({ ...SMS, phone: "+61412000321" });

    const tab = await loadAuditTab({ admin: await sessionOf(admin.id) });
    expect(tab.entries.length).toBeLessThanOrEqual(50);
    const times = tab.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const mine = tab.entries.filter((entry) => entry.actor === admin.displayName);
    expect(mine.map((entry) => [entry.label, entry.target])).toEqual([
      ["Test SMS sent", null],
      ["Test notification created", admin.displayName],
      ["Manual reminder triggered", admin.displayName],
    ]);
    expect(mine[0]!.detail).toEqual([
      ["to", "+61 ••• ••• 0321"],
      ["type", "custom"],
    ]);
    // The grant from the command line has no actor and names who became an admin.
    expect(tab.entries).toContainEqual(
      expect.objectContaining({ label: "Role granted", actor: NO_ACTOR, target: admin.displayName }),
    );
  });
});
