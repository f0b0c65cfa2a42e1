import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import {
  notificationPreferences,
  questionDays,
  ritualCompletions,
  rituals,
  sharedGoals,
  smartNotifications,
  users,
  weeklyRecaps,
} from "@/db/schema";
import { writeMood } from "@/lib/data/moods";
import { listMessages } from "@/lib/data/outbox";
import { userExportSections, type ExportRow } from "@/lib/data/user-export";
import { QUESTION_BANK } from "@/lib/domain/questions/bank";
import { deleteAccount } from "@/lib/services/account/delete-account";
import { updateNotificationPreferences } from "@/lib/services/notifications/update-notification-preferences";
import { loadWeeklyRecap } from "@/lib/services/weekly-recap/load-weekly-recap";
import { sendWeeklyRecaps } from "@/lib/services/weekly-recap/send-weekly-recaps";
import {
  ALL_GRANTS_ON,
  couple,
  NO_GRANTS,
  person,
  setGrants,
  setMoodConsent,
  setTimeZone,
} from "../../helpers/couples";

/**
 * The weekly recap (issue #37, decision 073): one recap per couple and week, written at the first partner's recap
 * moment (or at the first read after it), each partner told once at their own moment, with the same content for both;
 * a partner's moods and goals only under their grants; email only when opted in; gone with either account.
 *
 * The week of Nov 22–28, 2026; its recap is due Sunday Nov 29 at 18:00 in each partner's zone.
 */

const WEEK = "2026-11-22";
const BEFORE = new Date("2026-11-29T12:00:00Z");
const DUE_UTC = new Date("2026-11-29T18:00:00Z");
// New York is UTC−5 in November: its 18:00 is 23:00Z.
const DUE_NEW_YORK = new Date("2026-11-29T23:00:00Z");
const after = (at: Date, minutes = 1) => new Date(at.getTime() + minutes * 60_000);
const question = QUESTION_BANK.filter((q) => !q.retired)[3]!;

/** People made now, back-dated so the week in question is not one before they joined. */
async function joinedLongAgo(...ids: string[]) {
  await db()
    .update(users)
    .set({ createdAt: new Date("2026-01-01T00:00:00Z") })
    .where(inArray(users.id, ids));
}

/** A couple sharing moods (consent and the mood-summaries grant) both ways; Sam in New York. */
async function sharingCouple() {
  const {
    viewer: alex,
    partner: sam,
    linkId,
  } = await couple({
    viewer: { displayName: "Alex Walker" },
    partner: { displayName: "Sam Okafor" },
  });
  await setTimeZone(sam, "America/New_York");
  for (const id of [alex, sam]) {
    await setMoodConsent(id, true);
    await setGrants(id, ALL_GRANTS_ON);
  }
  await joinedLongAgo(alex, sam);
  return { alex, sam, linkId };
}

async function mood(userId: string, value: number, at: string) {
  await writeMood({
    userId,
    value,
    keywords: [],
    emotionMetadata: [],
    notes: "a private note",
    at: new Date(at),
    idempotencyKey: null,
    metrics: null,
  });
}

/** Both answered the same question on `day` (their own copies, shared with each other). */
async function bothAnswered(a: string, b: string, day: string) {
  await db()
    .insert(questionDays)
    .values(
      [
        [a, b],
        [b, a],
      ].map(([userId, partnerId]) => ({
        userId: userId!,
        partnerId,
        day,
        questionId: question.id,
        answer: `secret words of ${userId}`,
        answeredAt: new Date(`${day}T20:00:00Z`),
      })),
    );
}

/** A shared ritual (two copies of one pair) that each completed on these dates. */
async function ritualTogether(a: string, b: string, title: string, days: string[]) {
  const pairId = randomUUID();
  const copies = await db()
    .insert(rituals)
    .values([
      { userId: a, pairId, title, sharedWithPartner: true },
      { userId: b, pairId, title, sharedWithPartner: true, createdForPartnerId: a },
    ])
    .returning({ id: rituals.id, userId: rituals.userId });
  for (const copy of copies) {
    await db()
      .insert(ritualCompletions)
      .values(
        days.map((day) => ({ ritualId: copy.id, userId: copy.userId, day, completedAt: new Date(`${day}T19:00:00Z`) })),
      );
  }
}

/** Schedules everyone's recap moments (a first sweep only schedules), then sweeps at `at`. */
async function sweepAt(at: Date) {
  return sendWeeklyRecaps({ now: at, limit: 500 });
}

async function recapRows(userId: string) {
  return db()
    .select({ weekStart: weeklyRecaps.weekStart, facts: weeklyRecaps.facts })
    .from(weeklyRecaps)
    .where(eq(weeklyRecaps.userId, userId));
}

async function recapNotices(userId: string) {
  return db()
    .select({ title: smartNotifications.title, message: smartNotifications.message, url: smartNotifications.actionUrl })
    .from(smartNotifications)
    .where(and(eq(smartNotifications.userId, userId), eq(smartNotifications.type, "weekly_recap")));
}

const rowOwner = (a: string, b: string) => [a, b].sort()[0]!;

describe("one recap per couple and week, the same for both", () => {
  test("written at the first partner's moment, each told once at their own, never twice", async () => {
    const { alex, sam } = await sharingCouple();
    await mood(alex, 2, "2026-11-23T09:00:00Z");
    await mood(sam, -1, "2026-11-24T15:00:00Z");
    await bothAnswered(alex, sam, "2026-11-25");

    await sweepAt(BEFORE);
    expect(await recapRows(rowOwner(alex, sam))).toEqual([]);

    await sweepAt(after(DUE_UTC));
    const [written] = await recapRows(rowOwner(alex, sam));
    expect(written?.weekStart).toBe(WEEK);
    expect(await recapNotices(alex)).toEqual([
      { title: "Your week together", message: "Your recap of Nov 22 – 28 is ready.", url: `/recap?week=${WEEK}` },
    ]);
    // Sam's 18:00 has not come in New York yet.
    expect(await recapNotices(sam)).toEqual([]);

    await sweepAt(after(DUE_UTC, 5));
    await sweepAt(after(DUE_NEW_YORK));
    await sweepAt(after(DUE_NEW_YORK, 5));
    expect(await recapNotices(alex)).toHaveLength(1);
    expect(await recapNotices(sam)).toHaveLength(1);
    expect(await recapRows(rowOwner(alex, sam))).toEqual([written]);

    const now = after(DUE_NEW_YORK, 10);
    const [alexPage, samPage] = await Promise.all([
      loadWeeklyRecap({ userId: alex, now }),
      loadWeeklyRecap({ userId: sam, now }),
    ]);
    expect(alexPage.recap).toEqual(samPage.recap);
    expect(alexPage.recap).toMatchObject({
      title: "Alex & Sam's week",
      rangeLabel: "Nov 22 – 28",
      highlight: `Both of you answered “${question.text}”`,
      moods: { columns: ["Alex", "Sam"] },
      questions: { summary: "1 question answered by both of you", items: [question.text] },
    });
    // Neither an answer nor a mood's note is in the recap.
    expect(JSON.stringify(written)).not.toMatch(/secret words|private note/);
  });

  test("the first read after the moment writes it when no sweep has; both reads find the same one", async () => {
    const { alex, sam } = await sharingCouple();
    await ritualTogether(alex, sam, "Evening walk", ["2026-11-23", "2026-11-26"]);
    // Both open the page at once, neither having been swept: one of them writes it, under the couple's lock.
    const [alexPage, samPage] = await Promise.all([
      loadWeeklyRecap({ userId: alex, now: after(DUE_UTC) }),
      loadWeeklyRecap({ userId: sam, now: after(DUE_UTC) }),
    ]);
    expect(alexPage.recap?.highlight).toBe("“Evening walk”, done together on 2 days.");
    expect(samPage.recap).toEqual(alexPage.recap);
    expect((await loadWeeklyRecap({ userId: sam, now: after(DUE_NEW_YORK) })).recap).toEqual(alexPage.recap);
    expect(await recapRows(rowOwner(alex, sam))).toHaveLength(1);
  });

  test("before either partner's moment the week is not recapped yet: the page shows the week before", async () => {
    const { alex } = await sharingCouple();
    const page = await loadWeeklyRecap({ userId: alex, now: BEFORE });
    expect(page.recap?.weekStart).toBe("2026-11-15");
    expect(page.weeks.map((w) => w.weekStart)).toEqual(["2026-11-15"]);
    expect(page.nextRecapAt).toBe("Sunday, Nov 29, 6:00 PM");
  });
});

describe("what each partner shares, and only that", () => {
  test("without a partner's mood consent, or their mood-summaries grant, their moods are not in the recap", async () => {
    const { alex, sam } = await sharingCouple();
    await setMoodConsent(sam, false);
    await mood(alex, 3, "2026-11-23T09:00:00Z");
    await mood(sam, -3, "2026-11-23T15:00:00Z");
    const view = (await loadWeeklyRecap({ userId: alex, now: after(DUE_UTC) })).recap!;
    expect(view.moods?.columns).toEqual(["Alex"]);
    expect(view.moods?.notes).toEqual(["Sam's moods aren't shared, so they're not in this recap."]);
    const [stored] = await recapRows(rowOwner(alex, sam));
    expect(stored!.facts.moods.find((m) => m.userId === sam)).toEqual({ userId: sam, shared: false, days: [] });
    // The same for Sam, who reads the recap their own moods are missing from.
    expect((await loadWeeklyRecap({ userId: sam, now: after(DUE_NEW_YORK) })).recap).toEqual(view);

    // Alex withdraws the mood-summaries grant later: Alex's moods leave the recap at the next read, for both.
    await setGrants(alex, { ...ALL_GRANTS_ON, shareMoodSummaries: false });
    for (const id of [alex, sam]) {
      const again = (await loadWeeklyRecap({ userId: id, now: after(DUE_NEW_YORK) })).recap!;
      expect(again.moods?.rows).toEqual([]);
      expect(JSON.stringify(again)).not.toContain("Excellent");
    }
  });

  test("goals only under their creator's goals grant; answers and rituals by title alone", async () => {
    const { alex, sam } = await sharingCouple();
    await setGrants(sam, NO_GRANTS);
    await db()
      .insert(sharedGoals)
      .values([
        {
          user1Id: alex,
          user2Id: sam,
          createdBy: alex,
          title: "Cook together weekly",
          progress: 40,
          updatedAt: new Date("2026-11-24T10:00:00Z"),
        },
        {
          user1Id: sam,
          user2Id: alex,
          createdBy: sam,
          title: "Sam's surprise",
          progress: 100,
          completedAt: new Date("2026-11-25T10:00:00Z"),
        },
      ]);
    const view = (await loadWeeklyRecap({ userId: sam, now: after(DUE_NEW_YORK) })).recap!;
    expect(view.goals).toEqual({ summary: "1 goal moved", items: ["“Cook together weekly” — now at 40%"] });
    expect(JSON.stringify(view)).not.toContain("surprise");
  });
});

describe("delivery", () => {
  test("email only to whoever opted in; the notice's switch silences the notice, not the recap", async () => {
    const { alex, sam } = await sharingCouple();
    await setTimeZone(sam, "UTC");
    await db()
      .update(notificationPreferences)
      .set({ weeklyRecapEmail: true })
      .where(eq(notificationPreferences.userId, alex));
    await db()
      .update(notificationPreferences)
      .set({ weeklyRecapNotifications: false })
      .where(eq(notificationPreferences.userId, sam));
    await sweepAt(BEFORE);
    await sweepAt(after(DUE_UTC));
    const emails = await listMessages({ template: "weekly-recap" });
    const [alexAccount] = await db().select({ email: users.email }).from(users).where(eq(users.id, alex));
    const [samAccount] = await db().select({ email: users.email }).from(users).where(eq(users.id, sam));
    expect(emails.filter((m) => m.recipient === alexAccount!.email)).toEqual([
      expect.objectContaining({ subject: "Attune: Alex & Sam's week, Nov 22 – 28", channel: "email" }),
    ]);
    expect(emails.filter((m) => m.recipient === samAccount!.email)).toEqual([]);
    expect(await recapNotices(alex)).toHaveLength(1);
    expect(await recapNotices(sam)).toEqual([]);
    expect((await loadWeeklyRecap({ userId: sam, now: after(DUE_UTC) })).recap?.weekStart).toBe(WEEK);
  });

  test("the couple's day is the choice made last, for both, and both are scheduled again", async () => {
    const { alex, sam } = await sharingCouple();
    await sweepAt(BEFORE);
    await updateNotificationPreferences({ userId: alex, input: { weeklyRecapDay: 3 }, now: BEFORE });
    const chosen = await updateNotificationPreferences({
      userId: sam,
      input: { weeklyRecapDay: 5 },
      now: after(BEFORE),
    });
    expect(chosen.weeklyRecapDay).toBe(5);
    const rows = await db()
      .select({ userId: notificationPreferences.userId, next: notificationPreferences.nextRecapAt })
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, [alex, sam]));
    expect(rows.map((row) => row.next)).toEqual([null, null]);
    const page = await loadWeeklyRecap({ userId: alex, now: BEFORE });
    expect(page.recapDay).toBe("Friday");
    // The next sweep schedules both on Friday at their own 18:00.
    await sweepAt(after(BEFORE, 2));
    const next = await db()
      .select({ userId: notificationPreferences.userId, next: notificationPreferences.nextRecapAt })
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, [alex, sam]));
    expect(Object.fromEntries(next.map((row) => [row.userId, row.next?.toISOString()]))).toEqual({
      [alex]: "2026-12-04T18:00:00.000Z",
      [sam]: "2026-12-04T23:00:00.000Z",
    });
  });
});

describe("one person alone", () => {
  test("a private recap of their own week", async () => {
    const robin = await person({ displayName: "Robin Byrne" });
    await joinedLongAgo(robin);
    await mood(robin, 1, "2026-11-27T09:00:00Z");
    const page = await loadWeeklyRecap({ userId: robin, now: after(DUE_UTC) });
    expect(page.partnerName).toBeNull();
    expect(page.recap).toMatchObject({
      title: "Your week",
      moods: { columns: ["You"], summaries: ["You: 1 day logged, average Good (+1)"] },
      quiet: "No rituals, questions answered or goal steps this week.",
    });
    expect(page.nextRecapAt).toBe("Sunday, Dec 6, 6:00 PM");
  });

  test("someone who joined after the week ended gets no recap of it, and is told when the first one comes", async () => {
    const robin = await person({ displayName: "Robin Byrne" });
    await db()
      .update(users)
      .set({ createdAt: new Date("2026-11-29T19:00:00Z") })
      .where(eq(users.id, robin));
    const page = await loadWeeklyRecap({ userId: robin, now: new Date("2026-11-30T09:00:00Z") });
    expect(page.recap).toBeNull();
    expect(page.weeks).toEqual([]);
  });
});

describe("export and deletion", () => {
  async function exported(userId: string): Promise<ExportRow[]> {
    const section = userExportSections(userId).find((s) => s.name === "weeklyRecaps")!;
    const rows: ExportRow[] = [];
    if (section.kind === "list") for await (const row of section.read()) rows.push(row);
    return rows;
  }

  test("each member's export holds the recap with their own moods only; either's deletion deletes it", async () => {
    const { alex, sam } = await sharingCouple();
    await mood(alex, 2, "2026-11-23T09:00:00Z");
    await mood(sam, -2, "2026-11-23T15:00:00Z");
    await loadWeeklyRecap({ userId: alex, now: after(DUE_NEW_YORK) });
    const [alexCopy] = await exported(alex);
    expect(alexCopy).toMatchObject({ weekStart: WEEK, facts: { members: [alex, sam].sort() } });
    expect((alexCopy!.facts as { moods: { userId: string }[] }).moods.map((m) => m.userId)).toEqual([alex]);
    expect(await exported(sam)).toHaveLength(1);

    await deleteAccount({ userId: sam });
    expect(
      await db()
        .select()
        .from(weeklyRecaps)
        .where(eq(weeklyRecaps.circleKey, [alex, sam].sort().join(":"))),
    ).toEqual([]);
    expect(await exported(alex)).toEqual([]);
  });
});
