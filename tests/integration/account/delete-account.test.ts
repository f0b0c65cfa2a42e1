import { randomUUID } from "node:crypto";
import { and, count, eq, getTableName, is, isNull, or, type Column } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { GET as me } from "@/app/api/me/route";
import { db } from "@/db/client";
import * as schema from "@/db/schema";
import { deleteAccountAction } from "@/lib/actions/account";
import { logMoodAction, logPartnerCheckinAction, logPersonalCheckinAction } from "@/lib/actions/entries";
import { readSessionUser } from "@/lib/auth/session";
import { currentRollupZone } from "@/lib/data/daily-rollups";
import { listMessages } from "@/lib/data/outbox";
import { logger } from "@/lib/logger";
import { PARTNER_DELETED_NOTIFICATION } from "@/lib/messaging/notices";
import { deleteAccount } from "@/lib/services/account/delete-account";
import { loadDangerZone } from "@/lib/services/account/load-danger-zone";
import { accountMessages } from "@/lib/validation/account";
import { createUser, meRequest } from "../../helpers/auth";
import {
  couple,
  invite,
  link,
  person,
  sessionCookieFor,
  setGrants,
  unlink,
  ALL_GRANTS_ON,
} from "../../helpers/couples";
import { actAs, actWithCookie } from "../../helpers/request-context";

const {
  achievements,
  emotionalCorrelationInsights,
  exportRequests,
  healthScoreHistory,
  healthScoreRecords,
  moods,
  outbox,
  partnerCheckins,
  partnerLinks,
  partnerMemberships,
  partnerSpecialDates,
  profiles,
  pushSubscriptions,
  recommendationState,
  ritualCompletions,
  partnerReactions,
  questionDays,
  checkUps,
  ritualFeedback,
  ritualReflections,
  rituals,
  sharedGoals,
  smartNotifications,
  aiOutputs,
  coachMessages,
  coachState,
  coachUsage,
  coachingProgress,
  userRoles,
  users,
  weeklyRecaps,
  partnerViews,
  sharingPauses,
} = schema;

const PHRASE = "DELETE MY ACCOUNT";

/** Every (table, column) in the Drizzle schema that is a foreign key to users.id: a table added later is included. */
function userReferences(): { table: PgTable; name: string; column: Column }[] {
  const refs: { table: PgTable; name: string; column: Column }[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (!is(value, PgTable)) continue;
    for (const fk of getTableConfig(value).foreignKeys) {
      const reference = fk.reference();
      if (reference.foreignTable !== users) continue;
      for (const column of reference.columns) refs.push({ table: value, name: getTableName(value), column });
    }
  }
  return refs;
}

async function countWhere(table: PgTable, column: Column, userId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(table).where(eq(column, userId));
  return row!.n;
}

/** "table.column: n" for every user reference that still points at the user; [] means nothing is left. */
async function rowsReferencing(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, name, column } of userReferences()) {
    const n = await countWhere(table, column, userId);
    if (n > 0) found.push(`${name}.${column.name}: ${n}`);
  }
  // The users row itself is not a reference to users; count it too.
  const [self] = await db().select({ n: count() }).from(users).where(eq(users.id, userId));
  if (self!.n > 0) found.push(`users.id: ${self!.n}`);
  return found;
}

/** Tables (referencing users) where no row points at the user: before deletion this must be empty. */
async function tablesWithoutRowsFor(userId: string): Promise<string[]> {
  const byTable = new Map<string, number>();
  for (const { table, name, column } of userReferences()) {
    byTable.set(name, (byTable.get(name) ?? 0) + (await countWhere(table, column, userId)));
  }
  return [...byTable].filter(([, n]) => n === 0).map(([name]) => name);
}

const key = () => randomUUID();

/**
 * A signed-up user (profile, settings, trial subscription, verification token and email) linked to a partner, with
 * rows in every table that can hold their data: through the real actions where they exist, directly otherwise.
 */
async function fullyLoadedUser() {
  const subject = await createUser({ fullName: "Dana Doomed" });
  const partner = await person({ displayName: "Pat Partner" });
  const linkId = await link(subject.userId, partner);
  const user = subject.userId;
  await setGrants(user, ALL_GRANTS_ON);
  await setGrants(partner, ALL_GRANTS_ON);

  await actAs(user);
  for (const result of [
    await logMoodAction(
      { moodValue: 2, keywords: ["calm", "hopeful"], contextNotes: "good day", sleepHours: 7.5, stressLevel: 3 },
      key(),
    ),
    await logPersonalCheckinAction({ moodScore: 1, emotion: "calm", gratitudeNote: "tea" }, key()),
    await logPartnerCheckinAction({ connectionScore: 2, feeling: "loved", gratitudeNote: "dinner" }, key()),
  ]) {
    expect(result.ok, JSON.stringify(result)).toBe(true);
  }
  await actAs(partner);
  expect((await logPartnerCheckinAction({ connectionScore: 1, feeling: "supported" }, key())).ok).toBe(true);
  expect((await logMoodAction({ moodValue: 1 }, key())).ok).toBe(true);

  // A pending invitation the user sent to someone else would break the one-accepted rule only if accepted.
  await invite(user);
  // Both open their analytics once, which builds their daily rollups (decision 067): the user's days, the ratings
  // each shared with the other.
  for (const id of [user, partner]) await currentRollupZone(id);

  const d = db();
  await d.insert(userRoles).values({ userId: user, role: "admin" });
  // notification_preferences: sign-up wrote it (lib/data/users.ts insertAccount).
  await d.insert(exportRequests).values({ userId: user });
  // Sign-up starts no plan; choosing one in the funnel does.
  await d
    .insert(schema.subscriptions)
    .values({ userId: user, plan: "attune_annual", status: "trialing" })
    .onConflictDoNothing();
  await d
    .insert(pushSubscriptions)
    .values({ userId: user, endpoint: `https://push.example/${user}`, p256dh: "k", auth: "a" });
  await d.insert(schema.checkouts).values({ userId: user, plan: "attune_annual", tokenHash: `hash-${user}` });
  await d.insert(schema.adminAuditEvents).values({ actorId: user, action: "demo_data_generated", targetUserId: user });
  await d.insert(schema.demoRows).values({ userId: user, tableName: "moods", rowId: randomUUID() });
  await d.insert(schema.imports).values({ userId: user, source: "daylio", added: 0, skipped: 0 });
  await d.insert(schema.accounts).values({ userId: user, type: "oauth", provider: "test", providerAccountId: user });
  await d.insert(emotionalCorrelationInsights).values({
    userId: user,
    partnerMoodTags: ["calm"],
    checkinFeeling: "loved",
    matchCount: 3,
    lastOccurrence: new Date(),
  });
  await d.insert(healthScoreRecords).values({
    userId: user,
    timeframeDays: 7,
    finalScore: 70,
    partnerInteractionScore: 70,
    moodTrendScore: 70,
    checkinFrequencyScore: 70,
    ritualCompletionScore: 70,
    isBuildingPhase: false,
    dataDays: 7,
  });
  await d.insert(healthScoreHistory).values({
    userId: user,
    calculationDate: "2025-01-01",
    healthScore: 70,
    moodTrendScore: 70,
    ritualCompletionScore: 70,
    checkinFrequencyScore: 70,
    partnerInteractionScore: 70,
  });
  await d
    .insert(recommendationState)
    .values({ userId: user, recommendationKey: "self_care:low_mood", status: "dismissed" });
  await d.insert(achievements).values({
    userId: user,
    milestoneType: "mood_streak_7",
    type: "wellness",
    category: "mood",
    icon: "flame",
    title: "t",
    description: "d",
  });
  await d.insert(sharedGoals).values([
    { user1Id: user, user2Id: partner, createdBy: user, title: "Walk" },
    { user1Id: partner, user2Id: user, createdBy: partner, title: "Cook" },
  ]);
  await d.insert(rituals).values([
    { userId: user, title: "Tea", type: "connection", completedByUserId: user },
    { userId: partner, title: "Tea", createdForPartnerId: user, completedByUserId: user, sharedWithPartner: true },
  ]);
  const [partnerCopy] = await d.select({ id: rituals.id }).from(rituals).where(eq(rituals.userId, partner));
  await d.insert(ritualReflections).values({ ritualId: partnerCopy!.id, userId: user, responseText: "r", liked: true });
  await d.insert(ritualFeedback).values({ ritualId: partnerCopy!.id, userId: user, liked: true });
  await d.insert(partnerReactions).values([
    { userId: user, recipientId: partner, kind: "hug" },
    { userId: partner, recipientId: user, note: "See you at 7" },
  ]);
  await d
    .insert(ritualCompletions)
    .values({ ritualId: partnerCopy!.id, userId: user, completedAt: new Date(), day: "2026-11-24" });
  // The question for two (issue #37): the user's answered copy and the partner's copy of the same date.
  await d.insert(questionDays).values([
    {
      userId: user,
      partnerId: partner,
      day: "2026-11-24",
      questionId: "light-001",
      answer: "a",
      answeredAt: new Date(),
    },
    {
      userId: partner,
      partnerId: user,
      day: "2026-11-24",
      questionId: "light-001",
      answer: "b",
      answeredAt: new Date(),
    },
  ]);

  // The weekly recap of the two (decision 073): one row for the couple, which holds both people's week.
  const members = [user, partner].sort();
  await d.insert(weeklyRecaps).values({
    circleKey: members.join(":"),
    userId: members[0]!,
    partnerId: members[1]!,
    weekStart: "2026-11-15",
    dueAt: new Date("2026-11-22T18:00:00Z"),
    facts: {
      version: 1,
      weekStart: "2026-11-15",
      days: [],
      members,
      moods: [],
      rituals: [],
      questions: [],
      goals: [],
    },
  });

  // The monthly check-up (issue #39): the user's relationship index and private check-in, and the partner's own.
  await d.insert(checkUps).values([
    { userId: user, takenAt: new Date(), instrument: "csi4", answers: "{}", score: 14 },
    { userId: user, takenAt: new Date(), instrument: "phq4", answers: "{}", score: 3 },
    { userId: partner, takenAt: new Date(), instrument: "csi4", answers: "{}", score: 18 },
  ]);

  // A quiet pause, and the "who looked" log both ways (decision 079).
  await d.insert(sharingPauses).values({ userId: user });
  await d.insert(partnerViews).values([
    { ownerId: user, viewerId: partner, kind: "moods", day: "2026-11-20" },
    { ownerId: partner, viewerId: user, kind: "goals", day: "2026-11-20" },
    { ownerId: user, viewerId: partner, kind: "check_ups", day: "2026-11-20" },
    { ownerId: partner, viewerId: user, kind: "report", day: "2026-11-20" },
  ]);

  // The user's shared birthday (with a reminder scheduled for the partner) and the partner's own anniversary date.
  const [birthday] = await d
    .insert(partnerSpecialDates)
    .values({ userId: user, partnerId: partner, dateType: "birthday", title: "Birthday", dateValue: "1990-04-02" })
    .returning({ id: partnerSpecialDates.id });
  await d.insert(partnerSpecialDates).values({
    userId: partner,
    partnerId: user,
    dateType: "anniversary",
    title: "Anniversary",
    dateValue: "2015-06-20",
  });
  // The coach's rows (issue #15): a conversation turn, the day's count and state, a program step, a cached analysis.
  await d.insert(coachMessages).values({
    userId: user,
    conversationId: randomUUID(),
    role: "user",
    content: "How can we talk better?",
  });
  await d.insert(coachUsage).values({ userId: user, day: "2026-11-24", messages: 1 });
  await d.insert(coachState).values({ userId: user, sessionStartedAt: new Date(), lastActiveAt: new Date() });
  await d.insert(coachingProgress).values({ userId: user, programId: "soft-start-up", stepId: "learn" });
  await d.insert(aiOutputs).values({ userId: user, kind: "analysis", day: "2026-11-24", content: "{}" });
  // No longer written (decision 063), but rows written before stay in existing databases until the table is dropped.
  await d.insert(schema.moodTagSummary).values({ userId: user, tag: "calm", count: 1, datePeriod: "2026-11-22" });
  await d.insert(smartNotifications).values([
    { userId: user, type: "mood_reminder", title: "t", message: "m" },
    {
      userId: partner,
      type: "special_date_reminder",
      title: "Dana's birthday is coming up",
      message: "m",
      metadata: { special_date_id: birthday!.id, is_shared: true },
    },
  ]);
  return { ...subject, user, partner, linkId, birthdayId: birthday!.id };
}

describe("deleting an account (Danger Zone)", () => {
  let world: Awaited<ReturnType<typeof fullyLoadedUser>>;
  let oldCookie: string;
  let partnerCountsBefore: Record<string, number>;

  beforeAll(async () => {
    world = await fullyLoadedUser();
    oldCookie = await sessionCookieFor(world.user);
    partnerCountsBefore = {
      moods: await countWhere(moods, moods.userId, world.partner),
      partnerCheckins: await countWhere(partnerCheckins, partnerCheckins.userId, world.partner),
      rituals: await countWhere(rituals, rituals.userId, world.partner),
      specialDates: await countWhere(partnerSpecialDates, partnerSpecialDates.userId, world.partner),
    };
  });

  test("the fixture really holds rows for the user in every table that references users", async () => {
    expect(userReferences().length).toBeGreaterThan(20);
    expect(await tablesWithoutRowsFor(world.user)).toEqual([]);
  });

  test("anonymous: UNAUTHENTICATED, nothing deleted", async () => {
    await actAs(null);
    const result = await deleteAccountAction({ confirmation: PHRASE });
    expect(result).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    expect(await tablesWithoutRowsFor(world.user)).toEqual([]);
  });

  test.each([["delete my account"], ["DELETE MY ACCOUNTS"], [""], [undefined]])(
    "wrong phrase %j: a field error, and nothing changes",
    async (confirmation) => {
      const before = await rowsReferencing(world.user);
      await actAs(world.user);
      const result = await deleteAccountAction({ confirmation });
      expect(result).toMatchObject({
        ok: false,
        error: {
          code: "VALIDATION",
          message: accountMessages.deletePhrase,
          fieldErrors: { confirmation: [accountMessages.deletePhrase] },
        },
      });
      expect(await rowsReferencing(world.user)).toEqual(before);
      expect(await listMessages({ template: "account-deleted", recipient: world.email })).toEqual([]);
      expect(await readSessionUser(new Headers({ cookie: oldCookie }))).toMatchObject({ id: world.user });
    },
  );

  test("the phrase deletes every row that references the user, in every table", async () => {
    const warn = vi.spyOn(logger, "warn");
    await actAs(world.user);
    const result = await deleteAccountAction({ confirmation: ` ${PHRASE} ` });
    expect(result).toEqual({ ok: true, data: undefined });
    // Clearing the cookie (Auth.js signOut) worked: its failure would have been logged.
    expect(warn).not.toHaveBeenCalledWith("account.delete_sign_out_failed", expect.anything());
    expect(await rowsReferencing(world.user)).toEqual([]);
  });

  test("every session minted before the deletion is dead", async () => {
    expect(await readSessionUser(new Headers({ cookie: oldCookie }))).toBeNull();
    expect((await me(meRequest(oldCookie))).status).toBe(401);
    actWithCookie(oldCookie);
    expect(await deleteAccountAction({ confirmation: PHRASE })).toMatchObject({
      ok: false,
      error: { code: "UNAUTHENTICATED" },
    });
  });

  test("the confirmation email is queued, and is the only message left addressed to the user", async () => {
    const messages = await listMessages({ recipient: world.email });
    expect(messages.map((m) => m.template)).toEqual(["account-deleted"]);
    const [confirmation] = messages;
    expect(confirmation).toMatchObject({ userId: null, channel: "email", status: "pending" });
    expect(confirmation!.subject).toBe("Your Attune account has been deleted");
    expect(confirmation!.bodyText).toContain("Hi Dana,");
  });

  test("the partner keeps their account and own data, unlinked, and is told", async () => {
    const { partner } = world;
    expect(await countWhere(users, users.id, partner)).toBe(1);
    expect(await countWhere(moods, moods.userId, partner)).toBe(partnerCountsBefore.moods);
    expect(await countWhere(partnerCheckins, partnerCheckins.userId, partner)).toBe(
      partnerCountsBefore.partnerCheckins,
    );
    expect(await countWhere(rituals, rituals.userId, partner)).toBe(partnerCountsBefore.rituals);
    expect(await countWhere(partnerSpecialDates, partnerSpecialDates.userId, partner)).toBe(
      partnerCountsBefore.specialDates,
    );

    const [profile] = await db()
      .select({ partnerUid: profiles.partnerUid })
      .from(profiles)
      .where(eq(profiles.id, partner));
    expect(profile!.partnerUid).toBeNull();
    expect(await countWhere(partnerMemberships, partnerMemberships.userId, partner)).toBe(0);
    const accepted = await db()
      .select({ id: partnerLinks.id })
      .from(partnerLinks)
      .where(
        and(
          or(eq(partnerLinks.userId, partner), eq(partnerLinks.partnerId, partner)),
          eq(partnerLinks.status, "accepted"),
        ),
      );
    expect(accepted).toEqual([]);

    const notes = await db()
      .select({
        type: smartNotifications.type,
        title: smartNotifications.title,
        message: smartNotifications.message,
        actionUrl: smartNotifications.actionUrl,
        deletedAt: smartNotifications.deletedAt,
        metadata: smartNotifications.metadata,
      })
      .from(smartNotifications)
      .where(eq(smartNotifications.userId, partner));
    const live = notes.filter((n) => n.deletedAt === null);
    // Of the news about the partner, only this is left: what they shared or did before is withdrawn with them.
    expect(live.filter((n) => n.type === "partner_activity" || n.type === "ritual_suggestion")).toEqual([
      expect.objectContaining({ type: "partner_activity", ...PARTNER_DELETED_NOTIFICATION, actionUrl: "/settings" }),
    ]);
    // The deleted person's name is not kept in what the partner is told.
    expect(JSON.stringify(live)).not.toContain("Dana");
    // The reminder about the deleted user's birthday no longer shows.
    const reminder = notes.find((n) => n.metadata.special_date_id === world.birthdayId);
    expect(reminder?.deletedAt).toBeInstanceOf(Date);
  });

  test("the ex-partner can sign in and sees no partner anymore", async () => {
    await actAs(world.partner);
    const result = await logPartnerCheckinAction({ connectionScore: 1, feeling: "loved" }, key());
    expect(result).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
  });
});

describe("deleting an account: other shapes", () => {
  test("the user who accepted an invitation (partner side of the link) is deleted with the link", async () => {
    const inviter = await person({ displayName: "Ina Inviter" });
    const invitee = await person({ displayName: "Ian Invitee" });
    const linkId = await link(inviter, invitee);
    const result = await deleteAccount({ userId: invitee });
    expect(result).toEqual({ partnerNotified: true });
    expect(await rowsReferencing(invitee)).toEqual([]);
    expect(await db().select().from(partnerLinks).where(eq(partnerLinks.id, linkId))).toEqual([]);
    expect(await countWhere(partnerMemberships, partnerMemberships.userId, inviter)).toBe(0);
    const [profile] = await db()
      .select({ partnerUid: profiles.partnerUid })
      .from(profiles)
      .where(eq(profiles.id, inviter));
    expect(profile!.partnerUid).toBeNull();
  });

  test("without a partner nobody is notified; a profile-less account can still be deleted", async () => {
    const loner = await person({ displayName: "Lonely" });
    const notificationsBefore = (await db().select({ n: count() }).from(smartNotifications))[0]!.n;
    expect(await deleteAccount({ userId: loner })).toEqual({ partnerNotified: false });
    expect((await db().select({ n: count() }).from(smartNotifications))[0]!.n).toBe(notificationsBefore);
    expect(await rowsReferencing(loner)).toEqual([]);

    const bare = await person({ profile: false });
    await deleteAccount({ userId: bare });
    expect(await rowsReferencing(bare)).toEqual([]);
    const [message] = await db()
      .select({ bodyText: outbox.bodyText })
      .from(outbox)
      .where(and(eq(outbox.template, "account-deleted"), isNull(outbox.userId)))
      .orderBy(schema.outbox.createdAt);
    expect(message).toBeDefined();
  });

  test("a pending invitation the user was sent is not a link to them: the inviter's invitation stays", async () => {
    const inviter = await person();
    const invitationId = await invite(inviter);
    const someone = await person();
    await deleteAccount({ userId: someone });
    expect(
      await db().select({ id: partnerLinks.id }).from(partnerLinks).where(eq(partnerLinks.id, invitationId)),
    ).toHaveLength(1);
  });

  test("two deletions at once: one succeeds, the other finds no account; one email", async () => {
    const { userId, email } = await createUser({ fullName: "Racing Rita" });
    const outcomes = await Promise.allSettled([deleteAccount({ userId }), deleteAccount({ userId })]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: "NOT_FOUND" });
    expect(await listMessages({ template: "account-deleted", recipient: email })).toHaveLength(1);
    expect(await rowsReferencing(userId)).toEqual([]);
  });

  test("a failure part-way deletes nothing and queues no email", async () => {
    const { userId, email } = await createUser({ fullName: "Careful Carl" });
    const before = await rowsReferencing(userId);
    const users = await import("@/lib/data/users");
    const spy = vi.spyOn(users, "deleteUserById").mockRejectedValueOnce(new Error("disk on fire"));
    await expect(deleteAccount({ userId })).rejects.toThrow("disk on fire");
    spy.mockRestore();
    expect(await rowsReferencing(userId)).toEqual(before);
    expect(await listMessages({ template: "account-deleted", recipient: email })).toEqual([]);
  });
});

describe("loadDangerZone: Disconnect is offered only with an accepted partner", () => {
  test("no link, a pending invitation, an accepted one, then disconnected", async () => {
    const alone = await person();
    expect(await loadDangerZone({ userId: alone })).toEqual({ partnerName: null });
    await invite(alone);
    expect(await loadDangerZone({ userId: alone })).toEqual({ partnerName: null });

    const pair = await couple({ partner: { displayName: "Pat Partner" }, viewer: { displayName: "Vic Viewer" } });
    expect(await loadDangerZone({ userId: pair.viewer })).toEqual({ partnerName: "Pat Partner" });
    expect(await loadDangerZone({ userId: pair.partner })).toEqual({ partnerName: "Vic Viewer" });
    await unlink(pair.linkId);
    expect(await loadDangerZone({ userId: pair.viewer })).toEqual({ partnerName: null });
  });

  test("a partner with a blank name is shown as 'Your Partner'", async () => {
    const pair = await couple({ partner: { displayName: "   " } });
    expect(await loadDangerZone({ userId: pair.viewer })).toEqual({ partnerName: "Your Partner" });
  });
});
