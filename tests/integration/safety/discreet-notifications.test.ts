import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { outbox, users } from "@/db/schema";
import { savePushSubscription } from "@/lib/data/push-subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { DISCREET_TEXT } from "@/lib/domain/discreet-notifications";
import { planSpecialDateNotifications } from "@/lib/domain/special-dates";
import { notify, queueEmail, appLink } from "@/lib/messaging";
import type { NoticeKind, NoticeParams } from "@/lib/messaging/notices";
import { deliverDueNotices } from "@/lib/services/notifications/deliver-due-notices";
import { updateNotificationPreferences } from "@/lib/services/notifications/update-notification-preferences";
import { couple } from "../../helpers/couples";
import { startPushStub } from "../../helpers/push-stub";

/**
 * Discreet notifications (issue #38 item 6, decision 080), through lib/messaging's one path: with the switch on,
 * every notice kind's push, and a notice's email, carry no first name, not "Attune", and no mood, check-in, partner,
 * ritual, date or recap word, in the push's title and body and the email's subject, preview and text. With it off,
 * the same notices still say what they are (so the table can fail).
 */

const NOW = new Date("2026-06-10T12:00:00Z");
const NAMES = ["Jordan", "Robin"];
/** What a lock screen or a shared inbox must not show with the switch on. */
const TELLING =
  /attune|jordan|robin|mood|check-?in|check-?up|partner|ritual|special|\bdates?\b|birthday|recap|question|achievement|wellness|feel|shar|news|plan|trial|payment/i;

let stub: Awaited<ReturnType<typeof startPushStub>>;
beforeAll(async () => {
  stub = await startPushStub();
});
afterAll(() => stub.close());

/** One example of every notice kind: a Record, so a new kind fails to compile until it has its row. */
const examples = (from: string): { [K in NoticeKind]: NoticeParams[K] } => {
  const date = {
    id: "00000000-0000-4000-8000-0000000000d1",
    dateType: "birthday" as const,
    title: "Jordan's Birthday",
    dateValue: "1990-06-20",
    recurringAnnually: true,
    reminderDaysBefore: 7,
    sharedWithPartner: true,
    updatedAt: NOW,
  };
  const plan = planSpecialDateNotifications({ date, now: NOW, timeZone: "UTC" })[0]!;
  const at = NOW;
  const id = "00000000-0000-4000-8000-00000000000a";
  return {
    "partner-account-deleted": { deletedUserId: from, at },
    "partner-disconnected": { byName: "Jordan Lee", at },
    "sharing-changed": { byUserId: from, byName: "Jordan Lee", changes: [{ key: "shareGoals", enabled: true }], at },
    "invitation-accepted": { linkId: id, accepterName: "Jordan Lee", accepterEmail: "jordan@example.com", at },
    "special-date": { date, plan: { ...plan, scheduledFor: at }, sharer: { displayName: "Jordan Lee" } },
    "mood-reminder": { day: "2026-06-10", at },
    "partner-checkin-shared": { checkinId: id, fromUserId: from, partnerName: "Jordan Lee", at },
    "partner-reaction": { reactionId: id, kind: "hug", hasNote: true, fromUserId: from, partnerName: "Jordan", at },
    "partner-ritual-completed": { ritualId: id, day: "2026-06-10", fromUserId: from, partnerName: "Jordan", at },
    "ritual-suggested": { ritualId: id, fromUserId: from, partnerName: "Jordan", title: "Evening walk", at },
    "achievement-earned": { achievementId: "first-mood", title: "First Mood", at },
    "question-activity": {
      byUserId: from,
      byName: "Jordan",
      event: "answered",
      dayLabel: "today",
      recipientAnswered: true,
      at,
      dueAt: at,
    },
    "weekly-recap": { weekStart: "2026-06-07", alone: false, at },
    "check-up-due": { day: "2026-06-10", at },
    "wellness-alert": { week: "2026-06-08", at },
    "plan-coverage-ending": { reason: "disconnected", at },
    "trial-ending": { subscriptionId: "sub_1", trialEndsAt: NOW, at },
    "payment-failed": { eventId: "evt_1", at },
    "manual-mood-reminder": { at },
    "test-notification": { at },
  };
};

async function pushesFor(discreet: boolean): Promise<Map<NoticeKind, { title: string; body: string }[]>> {
  const found = new Map<NoticeKind, { title: string; body: string }[]>();
  for (const kind of Object.keys(examples("x")) as NoticeKind[]) {
    const { viewer: robin, partner: jordan } = await couple({
      viewer: { displayName: "Robin Park" },
      partner: { displayName: "Jordan Lee" },
    });
    await updateNotificationPreferences({ userId: robin, input: { discreetNotifications: discreet } });
    await inTransaction((tx) => savePushSubscription(robin, stub.browser(), NOW, tx));
    const params = examples(jordan)[kind];
    await inTransaction((tx) => notify(tx, kind, robin, params as never));
    while ((await deliverDueNotices({ now: NOW })).claimed > 0);
    const rows = await db().select().from(outbox).where(eq(outbox.userId, robin));
    found.set(
      kind,
      rows
        .filter((row) => row.channel === "push")
        .map((row) => JSON.parse(row.bodyText) as { title: string; body: string }),
    );
  }
  return found;
}

describe("push, for every notice kind", () => {
  test("discreet on: the same neutral words, no names, no app, nothing about what happened", async () => {
    const pushes = await pushesFor(true);
    for (const [kind, sent] of pushes) {
      expect(sent.length, `${kind} sends a push`).toBeGreaterThan(0);
      for (const push of sent) {
        expect(push, kind).toMatchObject({ title: DISCREET_TEXT.pushTitle, body: DISCREET_TEXT.pushBody });
        expect(`${push.title} ${push.body}`, kind).not.toMatch(TELLING);
        for (const name of NAMES) expect(`${push.title} ${push.body}`).not.toContain(name);
      }
    }
  });

  test("discreet off: the pushes say what they are (the table can fail)", async () => {
    const pushes = await pushesFor(false);
    for (const [kind, sent] of pushes) {
      expect(sent.length, `${kind} sends a push`).toBeGreaterThan(0);
      for (const push of sent) expect(`${push.title} ${push.body}`, kind).toMatch(TELLING);
    }
  });
});

describe("email", () => {
  test("a reminder no push reaches: neutral subject, preview and text, no link, neutral template", async () => {
    const { viewer: robin } = await couple({ viewer: { displayName: "Robin Park" } });
    await updateNotificationPreferences({ userId: robin, input: { discreetNotifications: true } });
    await db().update(users).set({ emailVerifiedAt: NOW }).where(eq(users.id, robin));
    await inTransaction((tx) => notify(tx, "mood-reminder", robin, { day: "2026-06-10", at: NOW }));
    while ((await deliverDueNotices({ now: NOW })).claimed > 0);
    const [email] = await db().select().from(outbox).where(eq(outbox.userId, robin));
    expect(email).toMatchObject({ channel: "email", template: "discreet-notice", subject: DISCREET_TEXT.emailSubject });
    for (const part of [email!.subject!, email!.bodyText, email!.bodyHtml ?? ""]) {
      expect(part).not.toMatch(TELLING);
      // No link anywhere (the html's doctype names the W3C's address, not a link).
      expect(part.replace(/<!DOCTYPE[^>]*>/, "")).not.toMatch(/https?:\/\/|href=/);
    }
    expect(email!.bodyHtml).toContain(DISCREET_TEXT.emailPreview);
  });

  test.each(["reminder", "weekly-recap"] as const)(
    "queueEmail(%s) with discreet renders the neutral notice",
    async (template) => {
      const { viewer: robin } = await couple({ viewer: { displayName: "Robin Park" } });
      const props =
        template === "reminder"
          ? {
              displayName: "Robin",
              title: "Jordan's Birthday",
              message: "Soon",
              openUrl: appLink("/dashboard"),
              settingsUrl: appLink("/settings"),
            }
          : {
              displayName: "Robin",
              title: "Robin & Jordan's week",
              rangeLabel: "Jun 7 – 13",
              highlight: "Evening walk",
              lines: ["Jordan: 4 days logged"],
              openUrl: appLink("/recap"),
              settingsUrl: appLink("/settings"),
            };
      await inTransaction((tx) =>
        queueEmail(tx, template, props as never, { address: "robin@example.com", userId: robin }, { discreet: true }),
      );
      const [email] = await db().select().from(outbox).where(eq(outbox.userId, robin));
      expect(email!.template).toBe("discreet-notice");
      for (const part of [email!.subject!, email!.bodyText]) expect(part).not.toMatch(TELLING);
    },
  );
});
