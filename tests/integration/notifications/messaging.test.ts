import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { outbox, smartNotifications } from "@/db/schema";
import { getMessage } from "@/lib/data/outbox";
import { appLink, notify, queueEmail, queueSms } from "@/lib/messaging";
import { person } from "../../helpers/couples";

/** lib/messaging: the one path from a use case to the outbox and to in-app notices (issue #12). */

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("queueEmail", () => {
  test("renders the template and queues every field of it, in the caller's transaction", async () => {
    const userId = await person();
    const holdUntil = new Date(Date.now() + 5 * 60_000);
    const resetUrl = appLink("/reset-password", { token: "tok-1" });
    const { id } = await db().transaction((tx) =>
      queueEmail(
        tx,
        "password-reset",
        { displayName: "Sam", resetUrl },
        { address: " Sam@Example.COM ", userId },
        { holdUntil },
      ),
    );

    const row = await getMessage(id);
    expect(row).toMatchObject({
      userId,
      channel: "email",
      template: "password-reset",
      recipient: "sam@example.com",
      subject: expect.stringMatching(/password/i),
      status: "pending",
      nextAttemptAt: holdUntil,
    });
    expect(row!.bodyText).toContain("Hi Sam");
    expect(row!.bodyText).toContain(resetUrl);
    // Every link in the email, the brand link included, opens the app.
    const links = hrefs(row!.bodyHtml!);
    expect(links).toContain(resetUrl);
    expect(links.every((href) => new URL(href).origin === "http://attune.test")).toBe(true);
  });

  test("a rolled-back change sends nothing", async () => {
    const userId = await person();
    const address = `rollback-${userId}@example.com`;
    await expect(
      db().transaction(async (tx) => {
        await queueEmail(
          tx,
          "welcome",
          { displayName: "Sam", dashboardUrl: appLink("/dashboard") },
          { address, userId },
        );
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db().select().from(outbox).where(eq(outbox.recipient, address))).toEqual([]);
  });

  test("a link that does not open the app is refused before anything is queued", async () => {
    const userId = await person();
    await expect(
      db().transaction((tx) =>
        queueEmail(
          tx,
          "password-reset",
          { displayName: "Sam", resetUrl: "https://evil.example/reset-password?token=t" },
          { address: "sam@example.com", userId },
        ),
      ),
    ).rejects.toThrow(/APP_URL/);
    expect(await db().select().from(outbox).where(eq(outbox.userId, userId))).toEqual([]);
  });

  test("a message without an account (account-deleted) is queued with no user id", async () => {
    const { id } = await db().transaction((tx) =>
      queueEmail(tx, "account-deleted", { displayName: " " }, { address: "gone@example.com", userId: null }),
    );
    const row = await getMessage(id);
    expect(row).toMatchObject({ userId: null, template: "account-deleted", recipient: "gone@example.com" });
    expect(row!.bodyText).toContain("Hi there");
  });
});

test("queueSms queues the invitation text with its app link and no subject", async () => {
  const userId = await person();
  const acceptUrl = appLink("/accept-invite", { token: "tok-2" });
  const { id } = await db().transaction((tx) =>
    queueSms(
      tx,
      "partner-invitation",
      { inviterName: "Alex", acceptUrl, expiresInDays: 7 },
      { address: "+14155550100", userId },
    ),
  );
  expect(await getMessage(id)).toMatchObject({
    userId,
    channel: "sms",
    template: "partner-invitation",
    recipient: "+14155550100",
    subject: null,
    bodyHtml: null,
    bodyText: `Alex invited you to connect on Attune. Accept within 7 days: ${acceptUrl}`,
  });
});

describe("notify", () => {
  const noticesOf = (userId: string) =>
    db().select().from(smartNotifications).where(eq(smartNotifications.userId, userId));

  test("writes the notice's row for the recipient, worded by notices.ts", async () => {
    const recipient = await person();
    const at = new Date("2026-06-01T12:00:00Z");
    expect(await db().transaction((tx) => notify(tx, "partner-disconnected", recipient, { byName: "Sam", at }))).toBe(
      true,
    );
    expect(await noticesOf(recipient)).toEqual([
      expect.objectContaining({
        type: "partner_activity",
        title: "Your partner disconnected",
        message: "Sam disconnected your partner connection. You can invite a partner again from Settings.",
        priority: "medium",
        actionUrl: "/settings",
        scheduledFor: at,
        metadata: { event: "partner_disconnected" },
      }),
    ]);
  });

  test("a notice with a dedupe key is written once, however often it is sent", async () => {
    const recipient = await person();
    const gone = await person();
    const send = () =>
      db().transaction((tx) =>
        notify(tx, "partner-account-deleted", recipient, { deletedUserId: gone, at: new Date() }),
      );
    expect(await send()).toBe(true);
    expect(await send()).toBe(false);
    expect(await noticesOf(recipient)).toHaveLength(1);
  });
});
